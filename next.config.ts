import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';
import { BUILD_FILE_SECURITY_HEADERS, NON_PAGE_CSP, STATIC_SECURITY_HEADERS } from './lib/http/security-headers';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const nextConfig: NextConfig = {
  // Node-heavy server packages (WASM, native streams, worker pools) stay out of the bundler.
  serverExternalPackages: [
    '@electric-sql/pglite',
    '@electric-sql/pglite-socket',
    'pg-boss',
    'pg',
    'exceljs',
    'xmllint-wasm',
    'postgres',
    'bcryptjs',
  ],
  // Several builds side by side (parallel work on one checkout) each need a folder of their own.
  distDir: process.env.PARTSMITH_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  // `npm run typecheck` checks the whole project (CLI, engine, tests) in its own step of `npm test`;
  // checking again inside every build only doubles the time.
  typescript: { ignoreBuildErrors: true },
  // Not `experimental.inlineCss`: it put the stylesheet into every page twice (the HTML and its RSC
  // payload), +92 KB a signed-in page, which cost 20 users 5.6 ms of server CPU a request (bench:load
  // 34.6 → 40.2 ms) for no LCP gain bench:web could tell from noise (issue 15, session 16).
  // Pages get their headers from the proxy (with a nonce); this covers what the proxy never sees — API
  // answers, downloads, build files, robots.txt — so no response leaves without them (build files get
  // the two that mean something on a script: BUILD_FILE_SECURITY_HEADERS).
  async headers() {
    const list = (headers: Readonly<Record<string, string>>) => Object.entries(headers).map(([key, value]) => ({ key, value }));
    return [
      { source: '/:path((?!_next/static/).*)', headers: list(STATIC_SECURITY_HEADERS) },
      { source: '/_next/static/:path*', headers: list(BUILD_FILE_SECURITY_HEADERS) },
      { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: NON_PAGE_CSP }] },
      { source: '/(robots.txt|sitemap.xml)', headers: [{ key: 'Content-Security-Policy', value: NON_PAGE_CSP }] },
    ];
  },
};

/**
 * `next dev` only: pure-JavaScript server dependencies that Node loads as installed, rather than the
 * bundler compiling them for each server layer (server components, SSR, proxy, instrumentation) before
 * the first page answers. Measured on two busy cores (issue 16, point 3): the warm-up's server CPU
 * 58-61 s -> 46-54 s, "Ready" -> "ready for use" 107-142 s -> 75-92 s. Builds keep bundling them
 * (decision 0017).
 */
export const DEV_SERVER_EXTERNALS: readonly string[] = [
  'zod',
  '@supabase/supabase-js',
  '@supabase/ssr',
  'jose',
  'saxes',
  'ws',
  'papaparse',
  'intl-messageformat',
];

/**
 * `next dev` without a DSN compiles a stand-in for `@sentry/nextjs` (lib/monitoring/sentry-off.ts):
 * the SDK is only ever imported with a DSN, but the bundler compiles the import anyway, which made
 * every first page wait for the SDK's server and browser code (issue 16, point 3). Builds keep it.
 */
function devWithoutSentry(phase: string, env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  return phase === PHASE_DEVELOPMENT_SERVER && !env.SENTRY_DSN && !env.NEXT_PUBLIC_SENTRY_DSN;
}

/**
 * Builds only: `intl-messageformat` through i18n/intl-messageformat.ts, which keeps each message
 * text parsed for the life of the process (next-intl's own cache of parsed texts lasts one request),
 * and use-intl's `format-message` (the module use-intl means to be aliased) through
 * i18n/format-message.ts, which keeps each text's compiled format and the Intl formatters.
 * `next dev` loads the packages as installed (DEV_SERVER_EXTERNALS).
 */
const BUILD_ALIASES: Readonly<Record<string, string>> = {
  'intl-messageformat': './i18n/intl-messageformat.ts',
  'use-intl/format-message': './i18n/format-message.ts',
};

export default function config(phase: string): NextConfig {
  if (phase !== PHASE_DEVELOPMENT_SERVER) return withNextIntl({ ...nextConfig, turbopack: { resolveAlias: { ...BUILD_ALIASES } } });
  return withNextIntl({
    ...nextConfig,
    serverExternalPackages: [...(nextConfig.serverExternalPackages ?? []), ...DEV_SERVER_EXTERNALS],
    ...(devWithoutSentry(phase) ? { turbopack: { resolveAlias: { '@sentry/nextjs': './lib/monitoring/sentry-off.ts' } } } : {}),
  });
}
