/**
 * `next dev` prints "Ready" as soon as it listens, but compiles a page only when someone asks for it:
 * the first visit waited a minute on a two-core machine (issue 16, point 3). The warm-up asks for
 * the main pages itself, right after start, and says when they are compiled — so the first visit
 * finds them ready, and the terminal says honestly when that is.
 *
 * Started from `instrumentation.ts` (`register()`, Node.js runtime), never awaited there: Next waits
 * for `register()` before serving any request, the warm-up's own ones included.
 */
import { serverConfig, type ServerConfig } from '@/lib/config';
import { warmUpSessionCookie } from './warm-up-session';

/** The public pages compiled: the home page (marketing layout) and sign-in (the auth area, the proxy). */
export const WARM_UP_PATHS: readonly string[] = ['/', '/login'];

/**
 * The signed-in pages compiled, a new user's first path: the dashboard sign-in leads to, the catalog
 * list, the upload, a catalog and its review (any id compiles the route; this one names none).
 * Asked with the warm-up's cookie (lib/dev/warm-up-session.ts): without one, the proxy sends the request
 * to sign-in before it reaches any page, and nothing of the page is compiled.
 */
export const SIGNED_IN_WARM_UP_PATHS: readonly string[] = [
  '/dashboard',
  '/catalogs',
  '/catalogs/new',
  '/catalogs/00000000-0000-4000-8000-000000000000',
  '/catalogs/00000000-0000-4000-8000-000000000000/review',
];

/** Sent with every warm-up request, so it can be told apart from a visitor's in logs. */
export const WARM_UP_HEADER = 'x-partsmith-warm-up';

/** A first compile on a busy two-core machine takes minutes; give up on a page after this long. */
const PAGE_TIMEOUT_MS = 300_000;

/**
 * Whether this process should warm up: only the development server's Node.js runtime (`next start`
 * serves a finished build; tests and the CLI never listen), unless PARTSMITH_DEV_WARM_UP is 0/false.
 */
export function warmUpWanted(config: ServerConfig = serverConfig()): boolean {
  if (config.nodeEnv !== 'development' || config.nextRuntime !== 'nodejs') return false;
  return config.dev.warmUp !== false;
}

/** Where this server listens: `next dev` sets PORT (and its origin) once listening. */
export function warmUpOrigin(config: ServerConfig = serverConfig()): string | null {
  const port = config.port?.trim();
  if (port && /^\d+$/.test(port)) return `http://localhost:${port}`;
  return null;
}

export interface PageWarmed {
  path: string;
  /** Asked with the warm-up's session cookie. */
  signedIn: boolean;
  /** The HTTP status, or null when the page did not answer (error or timeout). */
  status: number | null;
  ms: number;
  error?: string;
}

export interface WarmUpOptions {
  origin: string;
  paths?: readonly string[];
  signedInPaths?: readonly string[];
  /** The `Cookie` header for the signed-in paths; without one they are left out (and the log says so). */
  cookie?: string | null;
  fetch?: typeof fetch;
  log?: (line: string) => void;
  now?: () => number;
  timeoutMs?: number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

type Settings = Required<Pick<WarmUpOptions, 'origin' | 'fetch' | 'log' | 'now' | 'timeoutMs'>>;
interface Page {
  path: string;
  cookie: string | null;
}

async function warmPage({ path, cookie }: Page, options: Settings): Promise<PageWarmed> {
  const started = options.now();
  const signedIn = cookie !== null;
  try {
    const response = await options.fetch(new URL(path, options.origin), {
      headers: { [WARM_UP_HEADER]: '1', ...(cookie ? { cookie } : {}) },
      redirect: 'manual',
      cache: 'no-store',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    // Read the whole answer: a streamed page is compiled and rendered only as far as it was read.
    await response.arrayBuffer();
    return { path, signedIn, status: response.status, ms: options.now() - started };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { path, signedIn, status: null, ms: options.now() - started, error: message };
  }
}

/**
 * Asks for each page once: the first alone (it pays for what every page shares: the root layout,
 * the proxy, the styles), the others together (the bundler shares their common work). Logs a line
 * before and one after; never throws.
 */
export async function warmUp(options: WarmUpOptions): Promise<PageWarmed[]> {
  const settings: Settings = {
    origin: options.origin,
    fetch: options.fetch ?? fetch,
    log: options.log ?? ((line: string) => console.log(line)),
    now: options.now ?? (() => performance.now()),
    timeoutMs: options.timeoutMs ?? PAGE_TIMEOUT_MS,
  };
  const cookie = options.cookie ?? null;
  const signedInPaths = options.signedInPaths ?? SIGNED_IN_WARM_UP_PATHS;
  const pages: Page[] = [
    ...(options.paths ?? WARM_UP_PATHS).map((path) => ({ path, cookie: null })),
    ...(cookie ? signedInPaths.map((path) => ({ path, cookie })) : []),
  ];
  if (pages.length === 0) return [];
  const started = settings.now();
  const skipped =
    !cookie && signedInPaths.length > 0 ? ' (signed-in pages compile on first visit: the warm-up has no cookie on this configuration)' : '';
  settings.log(
    `partsmith: compiling ${pages.map((p) => p.path).join(', ')} before the first visit${skipped}; a line here says ` +
      `when they are ready (can take minutes on two cores; PARTSMITH_DEV_WARM_UP=0 turns this off)`,
  );
  const [first, ...rest] = pages;
  const results = [await warmPage(first!, settings), ...(await Promise.all(rest.map((page) => warmPage(page, settings))))];
  const answers = results.map((r) => `${r.path} ${r.status ?? 'no answer'} in ${seconds(r.ms)}`).join(', ');
  const failed = results.filter((r) => r.status === null || r.status >= 500);
  if (failed.length === 0) {
    settings.log(`partsmith: ready for use at ${settings.origin} after ${seconds(settings.now() - started)} (${answers})`);
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
 * wanted and the port is known, the signed-in pages too when the embedded backend lets the warm-up
 * sign its cookie. Returns at once; null when it does not warm up.
 */
export function startWarmUp(config: ServerConfig = serverConfig()): Promise<PageWarmed[]> | null {
  if (!warmUpWanted(config)) return null;
  const origin = warmUpOrigin(config);
  if (!origin) return null;
  const holder = globalThis as StartedHolder;
  holder[STARTED_KEY] ??= warmUpSessionCookie()
    .catch(() => null)
    .then((cookie) => warmUp({ origin, cookie }));
  return holder[STARTED_KEY];
}
