import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

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
};

export default withNextIntl(nextConfig);
