import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { NON_PAGE_CSP, STATIC_SECURITY_HEADERS } from './lib/security/csp';

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
  // Pages get their headers from the proxy (with a nonce); this covers what the proxy never sees — API
  // answers, downloads, build files, robots.txt — so no response leaves without them.
  async headers() {
    const always = Object.entries(STATIC_SECURITY_HEADERS).map(([key, value]) => ({ key, value }));
    return [
      { source: '/:path*', headers: always },
      { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: NON_PAGE_CSP }] },
      { source: '/(robots.txt|sitemap.xml)', headers: [{ key: 'Content-Security-Policy', value: NON_PAGE_CSP }] },
    ];
  },
};

export default withNextIntl(nextConfig);
