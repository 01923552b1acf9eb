/**
 * Stands in for `@sentry/nextjs` in a `next dev` started without a DSN (next.config.ts): the SDK is
 * imported only when a DSN is set, but the bundler compiles a dynamic import all the same — for the
 * server, the browser and the instrumentation, on every first compile (about a fifth of the server
 * code and two fifths of the browser code `next dev` compiled). Production builds keep the real SDK,
 * since there a DSN may come with the environment at start.
 */
const OFF = 'partsmith: error reporting is off in this dev server (no SENTRY_DSN or NEXT_PUBLIC_SENTRY_DSN when it started); restart it to report errors';

let told = false;
function off(): undefined {
  if (!told) console.warn(OFF);
  told = true;
  return undefined;
}

export const init = off;
export const captureException = off;
export const captureRequestError = off;
export const setUser = off;
