/**
 * `npm test`'s "quiet server" step (issue 16, point 3): `next start` on the production build, a fresh
 * data folder, a few rounds of public and signed-in pages — and no Node deprecation warning in what
 * the server prints. Node prints most deprecations once per process, but a module loaded once per
 * route bundle, a worker thread or a warning raised without a code prints again and again; that is
 * what an operator saw on 183 of 409 requests. Exits 1 and shows each warning with its stack
 * (`--trace-deprecation`) when there is one.
 *
 *   npx tsx scripts/quiet-server.ts [--rounds N, default 2]     (build first: `npx next build`; PARTSMITH_DIST_DIR picks another)
 */
import { spawn } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, stopServer, waitFor } from '../bench/next-server';
import { PASSWORD, signIn } from '../bench/load/setup';

const root = path.resolve(import.meta.dirname, '..');
const PUBLIC_PAGES = ['/', '/login', '/de', '/how-it-works', '/robots.txt', '/api/v1/openapi.json', '/no-such-page'];
const SIGNED_IN_PAGES = ['/dashboard', '/catalogs', '/settings', '/insights'];

/**
 * The lines of a server's output that are deprecation warnings, each with its stack lines: Node's
 * own (`[DEP0169] DeprecationWarning: …`) and a library's console notice ("Node.js 20 and below are
 * deprecated", which newer @supabase/supabase-js releases print on Node 20 from every bundle that loads
 * them; 2.119 does).
 */
export function deprecationWarnings(output: string): string[] {
  const lines = output.split('\n');
  const found: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!/\bDeprecationWarning\b|\bdeprecated\b/i.test(lines[i]!)) continue;
    const stack = [lines[i]!];
    while (i + 1 < lines.length && /^\s+at /.test(lines[i + 1]!)) stack.push(lines[++i]!);
    found.push(stack.join('\n'));
  }
  return found;
}

async function main(): Promise<number> {
  const distDir = path.join(root, process.env.PARTSMITH_DIST_DIR || '.next');
  if (!fs.existsSync(path.join(distDir, 'BUILD_ID'))) {
    console.error(`quiet server: no production build in ${distDir} (run npx next build first)`);
    return 2;
  }
  const roundsArg = process.argv.indexOf('--rounds');
  const rounds = roundsArg > 0 ? Number(process.argv[roundsArg + 1]) : 2;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'partsmith-quiet-'));
  const port = await freePort(3790);
  const base = `http://localhost:${port}`;
  const server = spawn('npx', ['next', 'start', '-p', String(port)], {
    cwd: root,
    detached: true, // its own process group: stopServer ends npx, next and its workers together
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --trace-deprecation`.trim(),
      PARTSMITH_DATA_DIR: dataDir,
      NEXT_PUBLIC_SITE_URL: base,
      NEXT_TELEMETRY_DISABLED: '1',
    },
  });
  let output = '';
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let requests = 0;
  const started = performance.now();
  const took = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  const phases: string[] = [];
  try {
    await waitFor(`${base}/robots.txt`, server, 60_000);
    phases.push(`answering after ${took()}`);
    const email = `quiet-${Date.now()}@example.com`;
    // Through the server's database socket, as an operator would.
    execFileSync(process.execPath, [path.join(root, 'bin/partsmith.mjs'), 'users', 'create', email, '--password-stdin', '--status', 'active'], {
      cwd: root,
      env: { ...process.env, PARTSMITH_DATA_DIR: dataDir },
      input: `${PASSWORD}\n`,
      stdio: ['pipe', 'ignore', 'inherit'],
      timeout: 60_000,
    });
    const cookie = await signIn(base, email);
    requests += 2;
    phases.push(`signed in after ${took()}`);
    for (let round = 0; round < rounds; round++) {
      for (const page of [...PUBLIC_PAGES, ...SIGNED_IN_PAGES]) {
        const response = await fetch(`${base}${page}`, {
          headers: SIGNED_IN_PAGES.includes(page) ? { cookie } : {},
          redirect: 'manual',
          signal: AbortSignal.timeout(60_000),
        });
        await response.arrayBuffer();
        requests++;
        if (SIGNED_IN_PAGES.includes(page) && response.status !== 200) {
          throw new Error(`${page} answered ${response.status} to a signed-in user`);
        }
      }
    }
    // Warnings are written asynchronously; give the last ones a moment.
    await new Promise((resolve) => setTimeout(resolve, 500));
    phases.push(`done after ${took()}`);
  } catch (error) {
    console.error(`quiet server: ${error instanceof Error ? error.message : String(error)}\n--- server output ---\n${output.slice(-4000)}`);
    return 1;
  } finally {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const warnings = deprecationWarnings(output);
  console.log(
    `quiet server: ${requests} requests (${rounds} rounds), ${warnings.length} deprecation warnings (${phases.join(', ')})`,
  );
  if (warnings.length === 0) return 0;
  console.error(`\n${warnings.join('\n\n')}`);
  return 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  process.exit(await main());
}
