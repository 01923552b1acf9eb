/**
 * `npm run bench:load` (issue 15, point 7's measurement): signed-in users on loopback against
 * `next start` on the production build in .next, with a fresh data folder (embedded PGlite, embedded
 * auth, demo reference data). Each user has a finished, exported conversion in its own workspace and
 * loops, closed-loop, over the dashboard and that conversion's page for a bounded time. Prints per
 * page the requests, p50/p95/p99 and errors (non-2xx, redirects included, or no answer) beside the
 * goals, and the overall requests a second; it never fails on a missed goal.
 *
 *   npm run bench:load -- [--users 20] [--seconds 60] [--port 3520] [--page-seconds 10]
 *
 * After the timed run, each page is driven alone for --page-seconds, for the server CPU one request of
 * that page costs; and the request log gives each page's statements and time on the embedded database.
 *
 * It does not build: without a BUILD_ID in .next (or in PARTSMITH_DIST_DIR, which next.config.ts and so
 * `next start` read too) it asks for `npx next build` and exits 2.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, serverCpuMs, startServer, stopServer, waitFor, type RunningServer } from '../next-server';
import { dbWorkPerPage, type PageDbWork } from './db-work';
import { setUpUsers, type LoadUser } from './setup';
import { percentile, type PageSamples } from './stats';

/** The issue's goals, for every page. */
const GOAL = { p95Ms: 300, errors: 0 } as const;
/** One request that takes longer than this counts as an error, so a run stays bounded. */
const REQUEST_TIMEOUT_MS = 30_000;

const PAGES: { name: string; path: (user: LoadUser) => string }[] = [
  { name: 'dashboard', path: () => '/dashboard' },
  { name: 'conversion', path: (user) => `/catalogs/${user.conversionId}` },
];

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '60' },
    port: { type: 'string', default: '3520' },
    'page-seconds': { type: 'string', default: '10' },
  },
  strict: true,
});
const USERS = Number(values.users);
const SECONDS = Number(values.seconds);
const PREFERRED_PORT = Number(values.port);
const PAGE_SECONDS = Number(values['page-seconds']);
if (![USERS, SECONDS, PREFERRED_PORT].every((n) => Number.isSafeInteger(n) && n > 0) || !Number.isSafeInteger(PAGE_SECONDS) || PAGE_SECONDS < 0) {
  console.error('--users, --seconds and --port take a positive whole number, --page-seconds a whole number (0: none)');
  process.exit(2);
}
const distDir = process.env.PARTSMITH_DIST_DIR || '.next';
if (!existsSync(path.resolve(distDir, 'BUILD_ID'))) {
  console.error(`No production build in ${distDir}: run \`npx next build\` first`);
  process.exit(2);
}

const load = (): string =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

/** One timed GET; an error is a reason, never a throw. */
async function timedGet(url: string, cookie: string): Promise<{ ms: number; bytes: number; error: string | null }> {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      headers: { cookie },
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const bytes = (await response.arrayBuffer()).byteLength; // the whole page, as a browser waits for it
    const ms = performance.now() - started;
    if (response.status >= 200 && response.status < 300) return { ms, bytes, error: null };
    const where = response.headers.get('location');
    return { ms, bytes, error: `HTTP ${response.status}${where ? ` → ${where}` : ''}` };
  } catch (error) {
    const ms = performance.now() - started;
    return {
      ms,
      bytes: 0,
      error:
        error instanceof Error
          ? error.cause instanceof Error
            ? error.cause.message
            : error.message
          : String(error),
    };
  }
}

/** Every user loops over the pages until the deadline; a request started before it is waited for. */
async function drive(
  base: string,
  users: LoadUser[],
  seconds: number,
  only: typeof PAGES = PAGES,
): Promise<{ pages: PageSamples[]; wallMs: number }> {
  const pages: PageSamples[] = only.map((p) => ({ name: p.name, ms: [], bytes: 0, errors: new Map() }));
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    users.map(async (user, u) => {
      // Users start on different pages, so the two pages are asked for side by side from the start.
      for (let i = u; performance.now() < deadline; i++) {
        const page = only[i % only.length]!;
        const samples = pages[i % only.length]!;
        const { ms, bytes, error } = await timedGet(base + page.path(user), user.cookie);
        samples.ms.push(ms);
        samples.bytes += bytes;
        if (error) samples.errors.set(error, (samples.errors.get(error) ?? 0) + 1);
      }
    }),
  );
  return { pages, wallMs: performance.now() - started };
}

function report(pages: PageSamples[], wallMs: number, cpuMs: number | null): void {
  const mark = (ok: boolean): string => (ok ? ' ' : '✗');
  console.log(
    `\n${'page'.padEnd(12)} ${'requests'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(7)} ${'max ms'.padStart(7)} ${'errors'.padStart(7)} ${'KB/page'.padStart(8)}`,
  );
  console.log(
    `${'goal'.padEnd(12)} ${''.padStart(8)} ${''.padStart(7)} ${`≤ ${GOAL.p95Ms}`.padStart(8)} ${''.padStart(7)} ${''.padStart(7)} ${String(GOAL.errors).padStart(7)}`,
  );
  for (const page of pages) {
    const errors = [...page.errors.values()].reduce((a, b) => a + b, 0);
    const p95 = percentile(page.ms, 95);
    console.log(
      `${page.name.padEnd(12)} ${String(page.ms.length).padStart(8)} ${percentile(page.ms, 50).toFixed(0).padStart(7)} ` +
        `${p95.toFixed(0).padStart(7)}${mark(p95 <= GOAL.p95Ms)} ${percentile(page.ms, 99).toFixed(0).padStart(7)} ` +
        `${Math.max(0, ...page.ms)
          .toFixed(0)
          .padStart(7)} ${String(errors).padStart(6)}${mark(errors <= GOAL.errors)} ${(page.ms.length ? page.bytes / page.ms.length / 1024 : 0).toFixed(1).padStart(8)}`,
    );
    for (const [reason, n] of page.errors) console.log(`  ${n} × ${reason}`);
  }
  const total = pages.reduce((sum, p) => sum + p.ms.length, 0);
  console.log(
    `\noverall: ${total} requests in ${(wallMs / 1000).toFixed(1)} s = ${(total / (wallMs / 1000)).toFixed(1)} req/s`,
  );
  // Latency on a shared machine mostly measures the machine; the server's own CPU per request does not.
  if (cpuMs !== null && total > 0) {
    console.log(
      `server CPU: ${(cpuMs / 1000).toFixed(1)} s over the run = ${(cpuMs / total).toFixed(1)} ms a request ` +
        `(the server renders on one thread: with ${USERS} users in a closed loop a request waits about ${USERS}× that, given a core of its own)`,
    );
  }
  console.log('Times are to the last byte of the HTML, on loopback. ✗ marks a missed goal.');
}

/** Statements per view and the time a view waited for and held the embedded database, from the request log. */
function reportDbWork(work: PageDbWork[]): void {
  if (work.length === 0) {
    console.log('\nNo database figures: the request log has no page records of the run (monitoring off?).');
    return;
  }
  console.log(`\n${'endpoint'.padEnd(24)} ${'logged'.padStart(7)} ${'SQL/view'.padStart(9)} ${'db wait ms'.padStart(11)} ${'db busy ms'.padStart(11)}`);
  for (const w of work) {
    console.log(
      `${w.endpoint.padEnd(24)} ${String(w.requests).padStart(7)} ${w.statements.toFixed(1).padStart(9)} ${w.waitMs.toFixed(1).padStart(11)} ${w.busyMs.toFixed(1).padStart(11)}`,
    );
  }
  console.log('(means per request; statements count BEGIN and COMMIT; wait = for the one connection, busy = holding it)');
}

async function main(): Promise<void> {
  const port = await freePort(PREFERRED_PORT);
  const base = `http://localhost:${port}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'partsmith-bench-load-data-'));
  console.log(
    `bench:load — ${USERS} signed-in users, ${SECONDS} s closed loop over ${PAGES.map((p) => p.name).join(' and ')}, next start on ${base} (embedded database)`,
  );
  console.log(`load average at start: ${load()} on ${os.cpus().length} CPUs`);

  let server: RunningServer | null = null;
  let stopping: Promise<void> | null = null;
  const cleanUp = (): Promise<void> =>
    (stopping ??= (async () => {
      if (server) await stopServer(server.process);
      await rm(dataDir, { recursive: true, force: true });
    })());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the server`);
      void cleanUp().then(() => process.exit(130));
    });
  }

  try {
    server = startServer(port, dataDir, base);
    await waitFor(`${base}/robots.txt`, server.process, 60_000);
    const setUpStarted = Date.now();
    const users = await setUpUsers(base, dataDir, USERS, (line) => console.log(line));
    console.log(`  set-up took ${((Date.now() - setUpStarted) / 1000).toFixed(0)} s`);
    // One untimed round first, so no figure carries a page's first server render.
    await drive(base, users, 0.001);
    console.log(`load average before the run: ${load()}`);
    const runStarted = new Date();
    const cpuBefore = serverCpuMs(server.process);
    const { pages, wallMs } = await drive(base, users, SECONDS);
    const cpuAfter = serverCpuMs(server.process);
    report(pages, wallMs, cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null);
    console.log(`(load average at end: ${load()})`);
    if (PAGE_SECONDS > 0) {
      console.log(`\nserver CPU per request, each page alone for ${PAGE_SECONDS} s:`);
      for (const page of PAGES) {
        const before = serverCpuMs(server.process);
        const alone = await drive(base, users, PAGE_SECONDS, [page]);
        const after = serverCpuMs(server.process);
        const n = alone.pages[0]!.ms.length;
        const errors = [...alone.pages[0]!.errors.values()].reduce((a, b) => a + b, 0);
        const cpu = before !== null && after !== null && n > 0 ? `${((after - before) / n).toFixed(1)} ms a request` : 'not measured';
        console.log(`  ${page.name.padEnd(12)} ${cpu} (${n} requests, p95 ${percentile(alone.pages[0]!.ms, 95).toFixed(0)} ms, ${errors} errors)`);
      }
    }
    reportDbWork(await dbWorkPerPage(dataDir, runStarted));
  } catch (error) {
    if (server?.stderrTail()) console.error(`next start's stderr (tail):\n${server.stderrTail()}`);
    throw error;
  } finally {
    await cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
