/**
 * `npm run bench:web` (issue 15, point 5's measurement): the public pages under Lighthouse's mobile
 * preset (its default config: a Moto G Power-sized screen, simulated slow 4G and a 4× slower CPU), in
 * Debian's Chromium, against `next start` on the production build in .next. Prints per page the
 * JavaScript transferred (gzip, as the server sends it), LCP, TBT, CLS and the performance score next
 * to the goals; it never fails on a missed goal.
 *
 *   npm run bench:web -- [--runs 3] [--port 3510] [--only /,/pricing] [--save <dir for the JSON reports>]
 *
 * With --runs N every page is measured N times and each figure is the median of its N values.
 * It does not build: without a BUILD_ID in .next (or PARTSMITH_DIST_DIR) it asks for `npx next build` and exits 2.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import WebSocket from 'ws';
import { freePort, startServer, stopServer, waitFor } from '../next-server';

const PAGES = ['/', '/how-it-works', '/pricing', '/login', '/auth/signup', '/contact', '/privacy', '/de'];

/** The issue's goals. */
const GOAL = { jsBytes: 150_000, lcpMs: 1800, tbtMs: 50, cls: 0.01 } as const;

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    port: { type: 'string', default: '3510' },
    only: { type: 'string' },
    save: { type: 'string' },
  },
  strict: true,
});

const RUNS = Number(values.runs);
const PREFERRED_PORT = Number(values.port);
if (
  !Number.isSafeInteger(RUNS) ||
  RUNS <= 0 ||
  !Number.isSafeInteger(PREFERRED_PORT) ||
  PREFERRED_PORT <= 0
) {
  console.error('--runs and --port take a positive whole number');
  process.exit(2);
}
const pages = values.only ? values.only.split(',').map((p) => p.trim()) : PAGES;

// next.config.ts builds into PARTSMITH_DIST_DIR when it is set (a second build beside .next).
const distDir = process.env.PARTSMITH_DIST_DIR || '.next';
if (!existsSync(path.resolve(distDir, 'BUILD_ID'))) {
  console.error(`No production build in ${distDir}: run \`npx next build\` first`);
  process.exit(2);
}
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromePath)) {
  console.error(`No Chromium at ${chromePath} (set CHROMIUM_PATH)`);
  process.exit(2);
}

interface Figures {
  jsBytes: number;
  jsRequests: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  score: number;
  /** The largest contentful paint's element, as Lighthouse names it (or why it could not). */
  lcpElement: string;
  /** The script with the most script-evaluation time (bootup-time audit), and that time in ms. */
  topScript: string;
  /**
   * Why LCP is what it is: the unthrottled trace's LCP paint, the main thread's work before it, and
   * the long tasks (simulated). Lantern's LCP counts every script that started running before that
   * paint — its download at slow 4G and its run at 4× — so a paint that waits for the scripts costs
   * about a second.
   */
  lcpWhy: string;
  /** The long tasks Lighthouse simulated (4× CPU), longest first: where TBT comes from. */
  longTasks: string;
}

/**
 * Forgets every cookie in the bench's browser. Lighthouse resets a page's storage between runs but not
 * its cookies, so after /de the locale routing's NEXT_LOCALE=de cookie sent every later run of / to
 * /de (a redirect and the German page, measured as /).
 */
async function clearCookies(chromePort: number): Promise<void> {
  const version = (await (await fetch(`http://127.0.0.1:${chromePort}/json/version`)).json()) as { webSocketDebuggerUrl: string };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () => socket.send(JSON.stringify({ id: 1, method: 'Storage.clearCookies' })));
    socket.on('message', (data) => {
      const reply = JSON.parse(String(data)) as { id?: number; error?: { message: string } };
      if (reply.id !== 1) return;
      socket.close();
      if (reply.error) reject(new Error(`Storage.clearCookies: ${reply.error.message}`));
      else resolve();
    });
  });
}

const median = (xs: number[]): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function measure(url: string, chromePort: number, savePath: string | null): Promise<Figures> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (savePath) await writeFile(savePath, JSON.stringify(lhr, null, 1));

  const audit = (id: string) => {
    const a = lhr.audits[id];
    if (!a) throw new Error(`${url}: no ${id} audit`);
    return a;
  };
  const numeric = (id: string): number => {
    const value = audit(id).numericValue;
    if (typeof value !== 'number')
      throw new Error(`${url}: ${id} has no figure (${audit(id).errorMessage ?? 'no message'})`);
    return value;
  };

  // resource-summary: one row per resource type with its transfer size (bytes on the wire, so gzip).
  const summary = audit('resource-summary').details;
  const rows = summary && summary.type === 'table' ? summary.items : [];
  const scripts = rows.find((row) => row.resourceType === 'script');
  const jsBytes = typeof scripts?.transferSize === 'number' ? scripts.transferSize : 0;
  const jsRequests = typeof scripts?.requestCount === 'number' ? scripts.requestCount : 0;

  const lcpAudit = lhr.audits['largest-contentful-paint-element'];
  // Lighthouse 12.2.3's TraceElements gatherer fails on Chromium 156's traces ("frame_sequence"): then
  // there is no element, only the reason. The metrics themselves come from the trace and are unaffected.
  let lcpElement = lcpAudit?.errorMessage
    ? `unknown (${lcpAudit.errorMessage.replace(/^Required (\w+) gatherer encountered an error: /, '$1: ')})`
    : '–';
  const lcpDetails = lcpAudit?.details;
  if (lcpDetails && lcpDetails.type === 'list') {
    const first = lcpDetails.items[0];
    if (first && first.type === 'table') {
      const node = first.items[0]?.node;
      if (node && typeof node === 'object' && 'type' in node && node.type === 'node') {
        lcpElement = `${node.nodeLabel ?? ''} <${node.selector ?? '?'}>`.replace(/\s+/g, ' ').trim();
      }
    }
  }

  let topScript = '–';
  const bootup = lhr.audits['bootup-time']?.details;
  if (bootup && bootup.type === 'table') {
    const top = bootup.items
      .filter((item) => item.url !== 'Unattributable')
      .sort((a, b) => Number(b.scripting) - Number(a.scripting))[0];
    if (top) {
      const where = URL.canParse(String(top.url)) ? new URL(String(top.url)).pathname : String(top.url);
      topScript = `${where === new URL(url).pathname ? 'the document' : where.replace(/^.*\//, '')} ${Math.round(Number(top.scripting))} ms`;
    }
  }

  const observed = audit('metrics').details;
  const metricsItem = observed && observed.type === 'debugdata' ? (observed.items?.[0] as Record<string, number> | undefined) : undefined;
  const paintAt = metricsItem?.observedLargestContentfulPaint;
  const tasks = audit('main-thread-tasks').details;
  const before =
    tasks && tasks.type === 'table' && typeof paintAt === 'number'
      ? tasks.items.filter((t) => Number(t.startTime) < paintAt).reduce((sum, t) => sum + Number(t.duration), 0)
      : NaN;
  const lcpWhy =
    typeof paintAt === 'number' ? `paint at ${Math.round(paintAt)} ms unthrottled, ${Math.round(before)} ms of main-thread work before it` : '–';
  const long = lhr.audits['long-tasks']?.details;
  const longTasks =
    long && long.type === 'table'
      ? long.items
          .map((t) => ({ ms: Number(t.duration), where: String(t.url).replace(/^.*\//, '') || 'the document' }))
          .sort((a, b) => b.ms - a.ms)
          .slice(0, 4)
          .map((t) => `${Math.round(t.ms)} ms ${t.where === new URL(url).pathname.replace(/^.*\//, '') ? 'the document' : t.where}`)
          .join(', ') || 'none'
      : '–';

  return {
    lcpWhy,
    longTasks,
    jsBytes,
    jsRequests,
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpElement,
    topScript,
  };
}

const mark = (ok: boolean): string => (ok ? ' ' : '✗');
const row = (page: string, f: Figures): string =>
  `${page.padEnd(15)} ${(f.jsBytes / 1000).toFixed(1).padStart(7)}${mark(f.jsBytes <= GOAL.jsBytes)} ` +
  `${String(f.jsRequests).padStart(4)} ${(f.fcpMs / 1000).toFixed(2).padStart(6)} ${(f.lcpMs / 1000).toFixed(2).padStart(6)}${mark(f.lcpMs <= GOAL.lcpMs)} ` +
  `${String(Math.round(f.tbtMs)).padStart(6)}${mark(f.tbtMs <= GOAL.tbtMs)} ` +
  `${f.cls.toFixed(3).padStart(6)}${mark(f.cls <= GOAL.cls)} ${String(f.score).padStart(5)}`;

async function main(): Promise<void> {
  const port = await freePort(PREFERRED_PORT);
  const base = `http://localhost:${port}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'partsmith-bench-web-data-'));
  const chromeProfile = await mkdtemp(path.join(os.tmpdir(), 'partsmith-bench-web-chrome-'));
  const saveDir = values.save ? path.resolve(values.save) : null;
  if (saveDir) await mkdir(saveDir, { recursive: true });

  console.log(
    `bench:web — Lighthouse mobile preset (simulated slow 4G, 4× CPU slowdown), ${chromePath}, ` +
      `${RUNS} run(s) a page${RUNS > 1 ? ' (medians)' : ''}, next start on ${base}`,
  );
  // Simulated throttling multiplies the CPU time it observes by 4, so a busy machine inflates TBT (and LCP).
  const load = (): string =>
    os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' ');
  console.log(`load average at start: ${load()} on ${os.cpus().length} CPUs`);

  const { process: server, stderrTail } = startServer(port, dataDir, base);

  let chrome: chromeLauncher.LaunchedChrome | null = null;
  const results = new Map<string, Figures[]>();
  try {
    await waitFor(`${base}/robots.txt`, server, 60_000);
    // One plain request a page first, so no page's figures carry its first server render.
    for (const page of pages) await fetch(base + page).then((r) => r.arrayBuffer());

    chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: CHROME_FLAGS,
      userDataDir: chromeProfile,
    });
    for (let run = 1; run <= RUNS; run++) {
      for (const page of pages) {
        const started = Date.now();
        const save = saveDir
          ? path.join(saveDir, `${page.replace(/^\//, '').replace(/\W+/g, '_') || 'root'}-${run}.json`)
          : null;
        await clearCookies(chrome.port);
        const figures = await measure(base + page, chrome.port, save);
        results.set(page, [...(results.get(page) ?? []), figures]);
        process.stderr.write(
          `  run ${run}/${RUNS} ${page}: ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
        );
      }
    }
  } catch (error) {
    if (stderrTail()) console.error(`next start's stderr (tail):\n${stderrTail()}`);
    throw error;
  } finally {
    if (chrome) await chrome.kill();
    await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
    await rm(chromeProfile, { recursive: true, force: true });
  }

  console.log(
    `\n${'page'.padEnd(15)} ${'JS KB'.padStart(8)} ${'reqs'.padStart(4)} ${'FCP s'.padStart(6)} ${'LCP s'.padStart(7)} ${'TBT ms'.padStart(7)} ` +
      `${'CLS'.padStart(7)} ${'score'.padStart(5)}`,
  );
  console.log(
    `${'goal'.padEnd(15)} ${`≤ ${GOAL.jsBytes / 1000}`.padStart(8)} ${''.padStart(4)} ${''.padStart(6)} ${`≤ ${GOAL.lcpMs / 1000}`.padStart(7)} ` +
      `${`≤ ${GOAL.tbtMs}`.padStart(7)} ${`≤ ${GOAL.cls}`.padStart(7)}`,
  );
  const medians: Figures[] = [];
  for (const page of pages) {
    const runs = results.get(page) ?? [];
    const f: Figures = {
      jsBytes: median(runs.map((r) => r.jsBytes)),
      jsRequests: median(runs.map((r) => r.jsRequests)),
      fcpMs: median(runs.map((r) => r.fcpMs)),
      lcpMs: median(runs.map((r) => r.lcpMs)),
      tbtMs: median(runs.map((r) => r.tbtMs)),
      cls: median(runs.map((r) => r.cls)),
      score: median(runs.map((r) => r.score)),
      lcpElement: runs[0]?.lcpElement ?? '–',
      topScript: runs[0]?.topScript ?? '–',
      lcpWhy: runs.map((r) => r.lcpWhy.replace(/^paint at (\d+) ms unthrottled, (\d+) ms .*$/, '$1/$2')).join('  '),
      longTasks: runs[0]?.longTasks ?? '–',
    };
    medians.push(f);
    console.log(row(page, f));
  }
  console.log(`(load average at end: ${load()})`);
  const missed = (pick: (f: Figures) => boolean): number => medians.filter((f) => !pick(f)).length;
  console.log(
    `\nJS KB: gzip bytes of all scripts transferred (Lighthouse resource-summary), each response's headers included ` +
      `(~0.6 KB a script here; scripts/page-budgets.mjs counts the bodies alone), KB = 1,000 bytes. ✗ marks a missed goal ` +
      `(JS ${missed((f) => f.jsBytes <= GOAL.jsBytes)}, LCP ${missed((f) => f.lcpMs <= GOAL.lcpMs)}, ` +
      `TBT ${missed((f) => f.tbtMs <= GOAL.tbtMs)}, CLS ${missed((f) => f.cls <= GOAL.cls)} of ${medians.length} pages).`,
  );
  console.log(
    '\nFirst run of each page: the script with the most evaluation time (4× CPU slowdown), and the LCP element:',
  );
  pages.forEach((page, i) =>
    console.log(
      `  ${page.padEnd(15)} ${medians[i]!.topScript.padEnd(30)} ${medians[i]!.lcpElement.slice(0, 100)}`,
    ),
  );
  console.log(
    '\nEach run: the LCP paint in the unthrottled trace / main-thread ms before it (work that lantern counts ' +
      'at 4×, with the download of every script that ran before the paint); long tasks of the first run (simulated):',
  );
  pages.forEach((page, i) => console.log(`  ${page.padEnd(15)} ${medians[i]!.lcpWhy.padEnd(34)} ${medians[i]!.longTasks}`));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
