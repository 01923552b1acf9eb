#!/usr/bin/env node
/**
 * The product's page-weight budgets (spec: JS 500,000 bytes, CSS 100,000 bytes per page), checked on
 * the production build `npm test` has just made. Sizes are what a browser downloads: gzip of each
 * chunk a route loads first (Next's own list, .next/diagnostics/route-bundle-stats.json). They are
 * deterministic for a build, so unlike load times they can fail the suite. CSS: Next does not list it
 * per route, so every stylesheet of the build counts against each page — an upper bound.
 *
 *   node scripts/page-budgets.mjs [--all]     (--all prints every route, not only the heaviest)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGETS = { js: 500_000, css: 100_000 };

const root = resolve(import.meta.dirname, '..');
// The build folder next.config.ts builds into (PARTSMITH_DIST_DIR, for a second build beside .next).
const distDir = join(root, process.env.PARTSMITH_DIST_DIR || '.next');
const stats = join(distDir, 'diagnostics', 'route-bundle-stats.json');

if (!existsSync(stats)) {
  console.error(`✘ ${stats} is missing: run \`next build\` first (or Next no longer writes it: read the route chunks elsewhere).`);
  process.exit(1);
}

const gzipped = new Map();
/** Bytes a browser downloads for a file (gzip level 6, as servers commonly send). */
function transferBytes(file) {
  let n = gzipped.get(file);
  if (n === undefined) gzipped.set(file, (n = gzipSync(readFileSync(join(root, file)), { level: 6 }).length));
  return n;
}

function cssFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...cssFiles(path));
    else if (entry.name.endsWith('.css')) out.push(path.slice(root.length + 1));
  }
  return out;
}

const css = cssFiles(join(distDir, 'static')).reduce((sum, file) => sum + transferBytes(file), 0);
const routes = JSON.parse(readFileSync(stats, 'utf8'))
  .map((r) => ({ route: r.route, js: r.firstLoadChunkPaths.reduce((sum, file) => sum + transferBytes(file), 0) }))
  .sort((a, b) => b.js - a.js);

const kb = (n) => `${(n / 1000).toFixed(1)} KB`;
const over = routes.filter((r) => r.js > BUDGETS.js);
console.log(`Page budgets (gzip transfer bytes): JS ${kb(BUDGETS.js)}, CSS ${kb(BUDGETS.css)} per page; ${routes.length} routes`);
for (const r of process.argv.includes('--all') ? routes : routes.slice(0, 8)) console.log(`  ${r.js > BUDGETS.js ? '✘' : ' '} ${kb(r.js).padStart(9)}  ${r.route}`);
console.log(`  ${css > BUDGETS.css ? '✘' : ' '} ${kb(css).padStart(9)}  CSS, all stylesheets together`);

if (over.length || css > BUDGETS.css) {
  for (const r of over) console.error(`✘ ${r.route}: ${kb(r.js)} of JavaScript, over the ${kb(BUDGETS.js)} budget`);
  if (css > BUDGETS.css) console.error(`✘ CSS ${kb(css)} over the ${kb(BUDGETS.css)} budget`);
  process.exit(1);
}
console.log('✔ every page within its budgets');
