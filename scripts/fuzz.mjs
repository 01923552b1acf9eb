#!/usr/bin/env node
/**
 * `npm run fuzz`: the bad-input suite (tests/fuzz) with a budget many times that of `npm test`, then a
 * tally of how many cases each property tried. FUZZ_FACTOR scales it further (default 40).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'partsmith-fuzz-'));
const tally = join(dir, 'tally.tsv');
const started = Date.now();
const result = spawnSync('npx', ['vitest', 'run', '--project', 'fuzz', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, FUZZ: 'long', FUZZ_TALLY: tally },
});

const rows = existsSync(tally) ? readFileSync(tally, 'utf8').trim().split('\n').filter(Boolean).map((l) => l.split('\t')) : [];
let total = 0;
console.log('\nfuzz cases tried');
for (const [name, count] of rows) {
  total += Number(count);
  console.log(`  ${String(count).padStart(9)}  ${name}`);
}
console.log(`  ${String(total).padStart(9)}  in all (${rows.length} properties, ${((Date.now() - started) / 1000).toFixed(0)} s)`);
rmSync(dir, { recursive: true, force: true });
process.exit(result.status ?? 1);
