/**
 * `next dev` prints "Ready" as soon as it listens, but compiles a page only when someone asks for it:
 * the first visit waited a minute on a two-core machine (issue 16, point 3). The warm-up asks for
 * the main pages itself, right after start, and says when they are compiled — so the first visit
 * finds them ready, and the terminal says honestly when that is.
 *
 * Started from `instrumentation.ts` (`register()`, Node.js runtime), never awaited there: Next waits
 * for `register()` before serving any request, the warm-up's own ones included.
 */

/** The pages compiled first: the home page (marketing layout) and sign-in (the auth area, the proxy). */
export const WARM_UP_PATHS: readonly string[] = ['/', '/login'];

/** Sent with every warm-up request, so it can be told apart from a visitor's in logs. */
export const WARM_UP_HEADER = 'x-partsmith-warm-up';

/** A first compile on a busy two-core machine takes minutes; give up on a page after this long. */
const PAGE_TIMEOUT_MS = 300_000;

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Whether this process should warm up: only the development server's Node.js runtime (`next start`
 * serves a finished build; tests and the CLI never listen), unless PARTSMITH_DEV_WARM_UP is 0/false.
 */
export function warmUpWanted(env: Env = process.env): boolean {
  if (env.NODE_ENV !== 'development' || env.NEXT_RUNTIME !== 'nodejs') return false;
  const setting = env.PARTSMITH_DEV_WARM_UP?.trim().toLowerCase();
  return setting !== '0' && setting !== 'false';
}

/** Where this server listens: `next dev` sets PORT (and its origin) once listening. */
export function warmUpOrigin(env: Env = process.env): string | null {
  const port = env.PORT?.trim();
  if (port && /^\d+$/.test(port)) return `http://localhost:${port}`;
  return null;
}

export interface PageWarmed {
  path: string;
  /** The HTTP status, or null when the page did not answer (error or timeout). */
  status: number | null;
  ms: number;
  error?: string;
}

export interface WarmUpOptions {
  origin: string;
  paths?: readonly string[];
  fetch?: typeof fetch;
  log?: (line: string) => void;
  now?: () => number;
  timeoutMs?: number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function warmPage(path: string, options: Required<Omit<WarmUpOptions, 'paths'>>): Promise<PageWarmed> {
  const started = options.now();
  try {
    const response = await options.fetch(new URL(path, options.origin), {
      headers: { [WARM_UP_HEADER]: '1' },
      redirect: 'manual',
      cache: 'no-store',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    // Read the whole answer: a streamed page is compiled and rendered only as far as it was read.
    await response.arrayBuffer();
    return { path, status: response.status, ms: options.now() - started };
  } catch (error) {
    return { path, status: null, ms: options.now() - started, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Asks for each page once: the first alone (it pays for what every page shares: the root layout,
 * the proxy, the styles), the others together. Logs a line before and one after; never throws.
 */
export async function warmUp(options: WarmUpOptions): Promise<PageWarmed[]> {
  const settings = {
    origin: options.origin,
    fetch: options.fetch ?? fetch,
    log: options.log ?? ((line: string) => console.log(line)),
    now: options.now ?? (() => performance.now()),
    timeoutMs: options.timeoutMs ?? PAGE_TIMEOUT_MS,
  };
  const paths = options.paths ?? WARM_UP_PATHS;
  if (paths.length === 0) return [];
  const started = settings.now();
  settings.log(
    `partsmith: compiling ${paths.join(', ')} before the first visit; a line here says when they are ready ` +
      `(can take minutes on two cores; PARTSMITH_DEV_WARM_UP=0 turns this off)`,
  );
  const [first, ...rest] = paths;
  const results = [await warmPage(first!, settings), ...(await Promise.all(rest.map((path) => warmPage(path, settings))))];
  const pages = results.map((r) => `${r.path} ${r.status ?? 'no answer'} in ${seconds(r.ms)}`).join(', ');
  const failed = results.filter((r) => r.status === null || r.status >= 500);
  if (failed.length === 0) {
    settings.log(`partsmith: ready for use at ${settings.origin} after ${seconds(settings.now() - started)} (${pages})`);
  } else {
    const why = failed.map((r) => `${r.path}: ${r.error ?? `status ${r.status}`}`).join('; ');
    settings.log(`partsmith: the warm-up did not compile every page (${why}); they compile on first visit instead`);
  }
  return results;
}

const STARTED_KEY = Symbol.for('partsmith.dev-warm-up');
type StartedHolder = { [STARTED_KEY]?: Promise<PageWarmed[]> };

/**
 * From `register()`: warms up once per process (Next may load the instrumentation again) when
 * wanted and the port is known. Returns at once; null when it does not warm up.
 */
export function startWarmUp(env: Env = process.env): Promise<PageWarmed[]> | null {
  if (!warmUpWanted(env)) return null;
  const origin = warmUpOrigin(env);
  if (!origin) return null;
  const holder = globalThis as StartedHolder;
  holder[STARTED_KEY] ??= warmUp({ origin });
  return holder[STARTED_KEY];
}
