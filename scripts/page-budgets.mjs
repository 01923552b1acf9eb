#!/usr/bin/env node
/**
 * The product's page-weight budgets (spec: JS 500,000 bytes, CSS 100,000 bytes per page; issue 15: JS
 * 150,000 bytes on the public site's pages), checked on
 * the production build `npm test` has just made. Sizes are what a browser downloads: gzip of each
 * chunk a route loads first (Next's own list, .next/diagnostics/route-bundle-stats.json). They are
 * deterministic for a build, so unlike load times they can fail the suite. CSS: Next does not list it
 * per route, so every stylesheet of the build counts against each page — an upper bound.
 * The Pages Router's public pages (pages/[locale], decision 0023) are measured too: Next lists the
 * chunks their runtime would load, but a page whose source says `unstable_runtimeJS: false` ships none
 * of them (tests/e2e/public-pages.spec.ts checks the HTML), so its JS is what its HTML carries inline.
 *
 *   node scripts/page-budgets.mjs [--all]     (--all prints every route, not only the heaviest)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGETS = { js: 500_000, css: 100_000 };
/**
 * The public site's pages (marketing, legal, sign-in: the route groups below) have a tighter JS budget,
 * issue 15's goal for them. Lighthouse's figure for the same pages (bench:web) is a few KB higher: it
 * counts each response's headers too.
 */
const PUBLIC_JS_BUDGET = 150_000;
const PUBLIC_GROUPS = ['(marketing)', '(auth)'];
/** The Pages Router's folder of public pages; every page in it is public. */
const PAGES_DIR = join('pages', '[locale]');

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

/** The routes (as route-bundle-stats names them: `/[locale]/pricing`) of the pages in the public route groups. */
function publicRoutes() {
  const routes = new Set();
  const walk = (dir, route) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name), /^\(.*\)$/.test(entry.name) ? route : `${route}/${entry.name}`);
      else if (/^page\.(tsx|ts|jsx|js)$/.test(entry.name)) routes.add(route);
    }
  };
  for (const group of PUBLIC_GROUPS) {
    const dir = join(root, 'app', '[locale]', group);
    if (!existsSync(dir)) {
      console.error(`✘ app/[locale]/${group} is missing: say in scripts/page-budgets.mjs where the public pages live now.`);
      process.exit(1);
    }
    walk(dir, '/[locale]');
  }
  for (const route of pagesRouterPages().keys()) routes.add(route);
  return routes;
}

/**
 * The Pages Router's pages in pages/[locale], by route (`/[locale]/pricing`, `/[locale]` for index),
 * each with whether it ships Next's runtime (false when its source sets `unstable_runtimeJS: false`).
 */
function pagesRouterPages() {
  const pages = new Map();
  const walk = (dir, route) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      // Sub-folders are routes too (pages/[locale]/auth/signup.tsx is /[locale]/auth/signup).
      if (entry.isDirectory()) walk(join(dir, entry.name), `${route}/${entry.name}`);
      if (!entry.isFile() || !/\.(tsx|ts|jsx|js)$/.test(entry.name)) continue;
      const name = entry.name.replace(/\.(tsx|ts|jsx|js)$/, '');
      const source = readFileSync(join(dir, entry.name), 'utf8');
      pages.set(name === 'index' ? route : `${route}/${name}`, !/unstable_runtimeJS:\s*false/.test(source));
    }
  };
  const dir = join(root, PAGES_DIR);
  if (existsSync(dir)) walk(dir, '/[locale]');
  return pages;
}
const runtimeOf = pagesRouterPages();

/**
 * The JS a route loads first: Next's chunks, or none for a Pages Router page without the runtime (our
 * two inline consent scripts, ~2 KB, are part of its HTML, not counted here; bench:web sees them).
 */
function routeJs(r) {
  if (runtimeOf.get(r.route) === false) return 0;
  return r.firstLoadChunkPaths.reduce((sum, file) => sum + transferBytes(file), 0);
}

const publicPages = publicRoutes();
const css = cssFiles(join(distDir, 'static')).reduce((sum, file) => sum + transferBytes(file), 0);
const routes = JSON.parse(readFileSync(stats, 'utf8'))
  .map((r) => ({
    route: r.route,
    js: routeJs(r),
    budget: publicPages.has(r.route) ? PUBLIC_JS_BUDGET : BUDGETS.js,
  }))
  .sort((a, b) => b.js - a.js);
const builtPublic = routes.filter((r) => publicPages.has(r.route));
if (builtPublic.length !== publicPages.size) {
  console.error(`✘ ${publicPages.size} public pages in the source, ${builtPublic.length} in the build's route list: is the build older than the source?`);
  process.exit(1);
}

const kb = (n) => `${(n / 1000).toFixed(1)} KB`;
const over = routes.filter((r) => r.js > r.budget);
console.log(
  `Page budgets (gzip transfer bytes): JS ${kb(BUDGETS.js)} per page, ${kb(PUBLIC_JS_BUDGET)} for the ${publicPages.size} public pages ` +
    `(${PUBLIC_GROUPS.join(', ')}, ${PAGES_DIR}); CSS ${kb(BUDGETS.css)}; ${routes.length} routes`,
);
const heaviestPublic = builtPublic[0];
const shown = process.argv.includes('--all') ? routes : [...new Set([...routes.slice(0, 8), ...(heaviestPublic ? [heaviestPublic] : [])])];
for (const r of shown) console.log(`  ${r.js > r.budget ? '✘' : ' '} ${kb(r.js).padStart(9)}  ${r.route}${publicPages.has(r.route) ? ` (public, budget ${kb(r.budget)})` : ''}`);
console.log(`  ${css > BUDGETS.css ? '✘' : ' '} ${kb(css).padStart(9)}  CSS, all stylesheets together`);

if (over.length || css > BUDGETS.css) {
  for (const r of over) console.error(`✘ ${r.route}: ${kb(r.js)} of JavaScript, over the ${kb(r.budget)} budget`);
  if (css > BUDGETS.css) console.error(`✘ CSS ${kb(css)} over the ${kb(BUDGETS.css)} budget`);
  process.exit(1);
}
console.log('✔ every page within its budgets');
