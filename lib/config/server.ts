/**
 * The server's configuration: the one place that reads server variables (decision 0018). Everything
 * else asks `serverConfig()` — the data folder, the project root, the database, file storage, the
 * session secret, job and dev-server settings, error reporting, the process (NODE_ENV, PORT) — and
 * the runtime configuration the product specification lists (schema.ts: NEXT_PUBLIC_*, rate limits,
 * trusted proxies; `getRuntimeConfig()`) is parsed from the same read, as `runtime`.
 *
 * Parsed once per environment: the result is kept per environment object (process.env, or the one a
 * CLI command runs with), with the raw values and the working directory it was made from, and made
 * again only when one of those differs. Comparing ~35 strings per call is cheap, and it is the
 * simplest design that cannot go stale: unit tests share a process and set variables per test
 * (decision 0015), the CLI runs each command with its own environment and folder, and Next sets PORT
 * once listening — none of them has to remember to reset a cache.
 *
 * Empty means unset, for every variable (`FOO=` is how a .env file or a shell "removes" one); values
 * are trimmed, except the session secret (its bytes are the key) and the project root. The data
 * folder is resolved here and only here: PARTSMITH_DATA_DIR against the working directory, else
 * `.data` there — for the server, the worker and the CLI alike.
 *
 * process.env outside lib/config (tests/unit/config/env-readers.test.ts fails on any other):
 * - `process.env.NODE_ENV` written out, anywhere: the build mode, which Next inlines at build time
 *   (a production build stays production whatever it runs with: secure cookies, no dev mailbox).
 *   `nodeEnv` below is the run-time value, for code that always read it at run time;
 * - next.config.ts: build time, before any server runs (PARTSMITH_DIST_DIR, Sentry in `next dev`);
 * - instrumentation.ts: `process.env.NEXT_RUNTIME` written out, which Next inlines per runtime so the
 *   Node-only imports stay out of the edge bundle;
 * - instrumentation-client.ts: browser code, where Next inlines `process.env.NEXT_PUBLIC_*` only when
 *   written out (the browser's Sentry DSN and environment);
 * - bin/partsmith.mjs sets PARTSMITH_ROOT for the CLI, and bin/partsmith.ts hands process.env to the
 *   commands as `io.env`, which they read through `serverConfig(io.env)` (their own locale
 *   variables, LANG and LC_*, stay with the CLI);
 * - outside the product: scripts/, tests/, bench/ and the tools' configuration files.
 */
import path from 'node:path';
import { z } from 'zod';
import { ENV, type EnvSource } from './env';
import { parseRuntimeConfigSafely, type ConfigResult } from './schema';

/** The server variables' names (messages name them; the runtime ones are in env.ts's ENV). */
export const SERVER_ENV = {
  root: 'PARTSMITH_ROOT',
  dataDir: 'PARTSMITH_DATA_DIR',
  databaseUrl: 'DATABASE_URL',
  databaseMode: 'PARTSMITH_DB',
  supabaseUrl: 'NEXT_PUBLIC_SUPABASE_URL',
  supabaseSecretKey: 'SUPABASE_SECRET_KEY',
  /** Supabase's older name for a server key; read when SUPABASE_SECRET_KEY is not set. */
  supabaseServiceRoleKey: 'SUPABASE_SERVICE_ROLE_KEY',
  storageBucket: 'PARTSMITH_STORAGE_BUCKET',
  sessionSecret: 'PARTSMITH_SESSION_SECRET',
  insecureCookies: 'PARTSMITH_INSECURE_COOKIES',
  signingKey: 'PARTSMITH_SIGNING_KEY',
  standardsDir: 'STANDARDS_DIR',
  inAppWorker: 'PARTSMITH_IN_APP_WORKER',
  jobLeaseSeconds: 'PARTSMITH_JOB_LEASE_SECONDS',
  jobMaintenanceSeconds: 'PARTSMITH_JOB_MAINTENANCE_SECONDS',
  devWarmUp: 'PARTSMITH_DEV_WARM_UP',
  partnerDataCheck: 'PARTSMITH_PARTNER_DATA_CHECK',
  sentryDsn: 'SENTRY_DSN',
  publicSentryDsn: 'NEXT_PUBLIC_SENTRY_DSN',
  appEnvironment: 'NEXT_PUBLIC_APP_ENV',
  alertOpsEmail: 'PARTSMITH_ALERT_OPS_EMAIL',
  alertSecurityEmail: 'PARTSMITH_ALERT_SECURITY_EMAIL',
  alertPerformanceEmail: 'PARTSMITH_ALERT_PERFORMANCE_EMAIL',
  alertLocale: 'PARTSMITH_ALERT_LOCALE',
  nodeEnv: 'NODE_ENV',
  nextRuntime: 'NEXT_RUNTIME',
  port: 'PORT',
} as const;

/** The data folder when PARTSMITH_DATA_DIR is unset (or empty), relative to the working directory. */
const DEFAULT_DATA_DIR = '.data';

/** The alert mailboxes when none is configured (the product's own example domain, as on /contact). */
const DEFAULT_ALERT_MAILBOXES = {
  ops: 'ops@partsmith.example',
  security: 'security@partsmith.example',
  performance: 'performance@partsmith.example',
} as const;

/** Empty → unset; kept as written otherwise. */
const text = z
  .string()
  .optional()
  .transform((v) => (v === '' ? undefined : v));
/** Trimmed; empty (or blank) → unset. */
const trimmed = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined);
/** 1/true → on, 0/false → off (any case, trimmed); anything else → unset, and the default applies. */
const onOff = trimmed.transform((v) => {
  const word = v?.toLowerCase();
  return word === '1' || word === 'true' ? true : word === '0' || word === 'false' ? false : undefined;
});

const serverEnvSchema = z.object({
  [SERVER_ENV.root]: text,
  [SERVER_ENV.dataDir]: trimmed,
  [SERVER_ENV.databaseUrl]: trimmed,
  [SERVER_ENV.databaseMode]: trimmed,
  [SERVER_ENV.supabaseUrl]: trimmed,
  [SERVER_ENV.supabaseSecretKey]: trimmed,
  [SERVER_ENV.supabaseServiceRoleKey]: trimmed,
  [SERVER_ENV.storageBucket]: trimmed,
  // Never trimmed: the secret's bytes sign every session, a changed one signs everybody out.
  [SERVER_ENV.sessionSecret]: text,
  // Any value turns secure cookies off (as it always has: even 0); for testing a production build over http.
  [SERVER_ENV.insecureCookies]: text.transform((v) => v !== undefined),
  [SERVER_ENV.signingKey]: trimmed,
  [SERVER_ENV.standardsDir]: trimmed,
  [SERVER_ENV.inAppWorker]: onOff,
  // Ranges and their warnings are the jobs' (lib/jobs/queues.ts): a bad value must not stop a worker.
  [SERVER_ENV.jobLeaseSeconds]: trimmed,
  [SERVER_ENV.jobMaintenanceSeconds]: trimmed,
  [SERVER_ENV.devWarmUp]: onOff,
  [SERVER_ENV.partnerDataCheck]: onOff,
  [SERVER_ENV.sentryDsn]: text,
  [SERVER_ENV.publicSentryDsn]: text,
  [SERVER_ENV.appEnvironment]: text,
  [SERVER_ENV.alertOpsEmail]: trimmed,
  [SERVER_ENV.alertSecurityEmail]: trimmed,
  [SERVER_ENV.alertPerformanceEmail]: trimmed,
  [SERVER_ENV.alertLocale]: trimmed,
  // Set by Next (and Node tooling) for the process, read as given: NODE_ENV=production is exact.
  [SERVER_ENV.nodeEnv]: z.string().optional(),
  [SERVER_ENV.nextRuntime]: z.string().optional(),
  // As given: the link origin and the warm-up each check it their own way (lib/site, lib/dev).
  [SERVER_ENV.port]: z.string().optional(),
});

export interface ServerConfig {
  /** Where the project's own files are (migrations, the demo reference, samples, package.json): PARTSMITH_ROOT, else the working directory. */
  root: string;
  /**
   * The data folder, absolute: PARTSMITH_DATA_DIR (trimmed; empty = unset) resolved against the
   * working directory, else `.data` there. Every part of the installation — database, blobs, keys,
   * session secret, outbox — lives under this one folder, for the server, the worker and the CLI.
   */
  dataDir: string;
  /** The Auto Care XSD folder (STANDARDS_DIR); unset → XSD validation is reported as not run. */
  standardsDir: string | undefined;
  /** A PEM file with the key evidence bundles are signed with; unset → the installation's key in `<data dir>/keys`. */
  signingKeyFile: string | undefined;
  /** As the process was started (read at run time; code Next compiles may read the inlined `process.env.NODE_ENV` instead). */
  nodeEnv: string | undefined;
  /** `nodejs` or `edge` inside Next; unset elsewhere. */
  nextRuntime: string | undefined;
  /** Where this server listens, as Next sets it once listening (unchecked: see SERVER_ENV.port). */
  port: string | undefined;
  database: { url: string | undefined; mode: string | undefined };
  /** The server's view of Supabase: its URL (set = the Supabase backend and Storage) and the server key (SUPABASE_SECRET_KEY, else SUPABASE_SERVICE_ROLE_KEY). */
  supabase: { url: string | undefined; secretKey: string | undefined };
  storage: { bucket: string | undefined };
  auth: { sessionSecret: string | undefined; insecureCookies: boolean };
  jobs: {
    /** PARTSMITH_IN_APP_WORKER; unset → decided by the database backend. */
    inAppWorker: boolean | undefined;
    leaseSeconds: string | undefined;
    maintenanceSeconds: string | undefined;
  };
  dev: { warmUp: boolean | undefined };
  /**
   * The partner data-loss rule (spec §6, lib/data/partner-access): PARTSMITH_PARTNER_DATA_CHECK=1
   * turns it on. Off unless set, as the spec has it ("currently disabled by configuration").
   */
  partnerData: { checkEnabled: boolean };
  /** Error reporting on the server (instrumentation.ts); the browser's DSN is inlined at build. */
  monitoring: {
    /** SENTRY_DSN, else NEXT_PUBLIC_SENTRY_DSN; unset → nothing leaves the machine. */
    dsn: string | undefined;
    /** Sentry's environment: NEXT_PUBLIC_APP_ENV, production when unset. */
    environment: string;
    /**
     * Where alerts are mailed (spec §9: the ops, security and performance mailboxes), and in which
     * language (PARTSMITH_ALERT_LOCALE; a mailbox has no account to take it from). In embedded mode
     * the mailer is the development outbox, so nothing leaves the machine.
     */
    alerts: { ops: string; security: string; performance: string; locale: string | undefined };
  };
  /** The runtime configuration (schema.ts): checked, with its issues for the Configuration Error page. */
  runtime: ConfigResult;
}

/** Every variable the configuration depends on: a change in any of them means parsing again. */
const WATCHED: readonly string[] = [
  ...Object.values(SERVER_ENV),
  ENV.apiBaseUrl,
  ENV.supabaseUrl,
  ENV.supabasePublishableKey,
  ENV.siteUrl,
  ENV.environment,
  ENV.trustedProxies,
  ...Object.values(ENV.features),
  ...Object.values(ENV.rateLimits),
];

/** Builds the configuration from `env` and the working directory, no caching (serverConfig caches). */
export function parseServerConfig(env: EnvSource, cwd: string): ServerConfig {
  const v = serverEnvSchema.parse(
    Object.fromEntries(Object.values(SERVER_ENV).map((name) => [name, env[name]])),
  );
  return {
    root: v.PARTSMITH_ROOT ?? cwd,
    dataDir: path.resolve(cwd, v.PARTSMITH_DATA_DIR ?? DEFAULT_DATA_DIR),
    standardsDir: v.STANDARDS_DIR,
    signingKeyFile: v.PARTSMITH_SIGNING_KEY,
    nodeEnv: v.NODE_ENV,
    nextRuntime: v.NEXT_RUNTIME,
    port: v.PORT,
    database: { url: v.DATABASE_URL, mode: v.PARTSMITH_DB },
    supabase: {
      url: v.NEXT_PUBLIC_SUPABASE_URL,
      secretKey: v.SUPABASE_SECRET_KEY ?? v.SUPABASE_SERVICE_ROLE_KEY,
    },
    storage: { bucket: v.PARTSMITH_STORAGE_BUCKET },
    auth: { sessionSecret: v.PARTSMITH_SESSION_SECRET, insecureCookies: v.PARTSMITH_INSECURE_COOKIES },
    jobs: {
      inAppWorker: v.PARTSMITH_IN_APP_WORKER,
      leaseSeconds: v.PARTSMITH_JOB_LEASE_SECONDS,
      maintenanceSeconds: v.PARTSMITH_JOB_MAINTENANCE_SECONDS,
    },
    dev: { warmUp: v.PARTSMITH_DEV_WARM_UP },
    partnerData: { checkEnabled: v.PARTSMITH_PARTNER_DATA_CHECK ?? false },
    monitoring: {
      dsn: v.SENTRY_DSN ?? v.NEXT_PUBLIC_SENTRY_DSN,
      environment: v.NEXT_PUBLIC_APP_ENV ?? 'production',
      alerts: {
        ops: v.PARTSMITH_ALERT_OPS_EMAIL ?? DEFAULT_ALERT_MAILBOXES.ops,
        security: v.PARTSMITH_ALERT_SECURITY_EMAIL ?? DEFAULT_ALERT_MAILBOXES.security,
        performance: v.PARTSMITH_ALERT_PERFORMANCE_EMAIL ?? DEFAULT_ALERT_MAILBOXES.performance,
        locale: v.PARTSMITH_ALERT_LOCALE,
      },
    },
    runtime: withServerSecret(parseRuntimeConfigSafely(env), v.SUPABASE_SECRET_KEY ?? v.SUPABASE_SERVICE_ROLE_KEY),
  };
}

/**
 * Supabase's URL and publishable key are the browser's half; the server's jobs, workers and file
 * storage reach Supabase with its secret key. URL and key without it is half a configuration: the
 * Configuration Error screen names it, instead of the first upload failing with a bare 500.
 */
function withServerSecret(runtime: ConfigResult, secretKey: string | undefined): ConfigResult {
  if (!runtime.ok || runtime.config.supabase === null || secretKey) return runtime;
  return {
    ok: false,
    issues: [
      {
        variable: SERVER_ENV.supabaseSecretKey,
        message: `${SERVER_ENV.supabaseSecretKey} is required. With ${ENV.supabaseUrl} set, the server's jobs and file storage reach Supabase with it (${SERVER_ENV.supabaseServiceRoleKey}, the older name, works too).`,
      },
    ],
  };
}

interface Parsed {
  cwd: string;
  values: readonly (string | undefined)[];
  config: ServerConfig;
}

// On globalThis because Next bundles server modules more than once; a WeakMap so a CLI command's
// environment is forgotten with it.
const CACHE_KEY = Symbol.for('partsmith.serverConfig');
type CacheHolder = { [CACHE_KEY]?: WeakMap<EnvSource, Parsed> };

/**
 * The configuration of `env` (this process's by default) in the working directory `cwd`: parsed the
 * first time, then the same object for as long as the variables and the directory stay the same.
 */
export function serverConfig(env: EnvSource = process.env, cwd: string = process.cwd()): ServerConfig {
  const holder = globalThis as CacheHolder;
  const cache = (holder[CACHE_KEY] ??= new WeakMap());
  const values = WATCHED.map((name) => env[name]);
  const known = cache.get(env);
  if (known && known.cwd === cwd && known.values.every((value, i) => value === values[i]))
    return known.config;
  const config = parseServerConfig(env, cwd);
  cache.set(env, { cwd, values, config });
  return config;
}
