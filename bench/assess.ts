/**
 * Assessment speed on a million-app ACES 4.2 file (issue 5, point 6: ≤ 30 s and ≤ 1 GB RSS including
 * duplicates, overlaps and comment/no-comment checks). Generates the file once into bench/.work/assess/
 * (gitignored), then assesses it in a fresh process per run so each peak RSS is its own:
 *
 *   npx tsx bench/assess.ts [apps=1000000] [--xsd] [--diff] [--regen]
 *
 * --xsd   also run with XSD validation (STANDARDS_DIR or ../shared/standards/xsd)
 * --diff  also diff the file against a second delivery with ~1% changes
 */
import { spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, statSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeAces } from '../lib/catalog/aces';
import { assessFile } from '../lib/catalog/assess';
import { diffAces } from '../lib/catalog/diff';
import type { AcesApp } from '../lib/catalog/types';

const here = path.dirname(fileURLToPath(import.meta.url));
const workDir = path.join(here, '.work', 'assess');
const args = process.argv.slice(2);

/** Child mode: one measured run, result as one JSON line on stdout. */
if (args[0] === '--child') {
  const [, mode, file, other, xsd] = args;
  const started = performance.now();
  let result: Record<string, unknown>;
  if (mode === 'diff') {
    const d = await diffAces(file!, other!);
    result = { counts: d.counts };
  } else {
    const r = await assessFile(file!, { standardsDir: xsd || null });
    result = { apps: r.apps, checks: r.checks, xsdValid: r.xsd.valid };
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(JSON.stringify({ ...result, seconds, peakRssMb: process.resourceUsage().maxRSS / 1024 }));
  process.exit(0);
}

const N = Number(args.find((a) => /^\d+$/.test(a)) ?? 1_000_000);
const PART_TYPES = [
  1684, 1896, 5528, 7600, 1412, 6192, 4472, 1184, 7260, 8008, 12128, 2240, 3328, 5680, 6624, 7680, 8928, 9792,
  10240, 11648,
];

/**
 * A realistic catalog: 50,000 base vehicles × 20 part types, each app with a SubModel and an
 * engine; per thousand apps 5 duplicates, 2 overlaps, 1 comment/no-comment conflict, a few notes
 * (some that should be attributes) and a quantity outlier now and then.
 */
function* catalog(n: number, variant = 0): Generator<AcesApp> {
  let prev: AcesApp | null = null;
  for (let i = 1; i <= n; i++) {
    const k = i - 1;
    const pt = PART_TYPES[Math.floor(k / 50_000) % PART_TYPES.length]!;
    let app: AcesApp = {
      id: i,
      row: i,
      baseVehicleId: 100_000 + (k % 50_000),
      subModelId: 20 + (k % 5),
      engineBaseId: 800 + (k % 7),
      qty: k % 997 === 0 ? 12 : 1,
      partTypeId: pt,
      positionId: 1 + (k % 3),
      part: `P${pt}-${k % 1250}`,
      ...(k % 100 === 7 ? { notes: [k % 200 === 7 ? '2.0L' : 'Severe duty'] } : {}),
    };
    // The second delivery changes 1% of quantities and replaces 0.5% of parts.
    if (variant === 1 && k % 100 === 3) app = { ...app, qty: app.qty + 1 };
    if (variant === 1 && k % 200 === 5) app = { ...app, part: `${app.part}-N` };
    if (prev && i % 200 === 0) app = { ...prev, id: i, row: i };
    else if (prev && i % 500 === 1) app = { ...prev, id: i, row: i, part: `${prev.part}-ALT` };
    else if (prev && i % 1000 === 2 && !prev.notes)
      app = { ...prev, id: i, row: i, notes: ['Heavy duty only'] };
    prev = app;
    yield app;
  }
}

const header = {
  company: 'Bench Brand Co',
  senderName: 'Bench',
  senderPhone: '555-0100',
  transferDate: '2026-01-15',
  brandAaiaId: 'BBBB',
  documentTitle: 'Assessment bench',
  effectiveDate: '2026-01-15',
  submissionType: 'FULL' as const,
  vcdbVersionDate: '2025-12-26',
  qdbVersionDate: '2025-12-26',
  pcdbVersionDate: '2025-12-26',
};

async function generate(file: string, variant: number): Promise<void> {
  if (existsSync(file) && !args.includes('--regen')) return;
  const t = performance.now();
  await writeAces(catalog(N, variant), header, createWriteStream(file));
  console.log(
    `generated ${path.relative(process.cwd(), file)}: ${(statSync(file).size / 1e6).toFixed(0)} MB in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
}

function measure(label: string, childArgs: string[]): void {
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--child', ...childArgs],
    {
      encoding: 'utf8',
      maxBuffer: 1 << 24,
    },
  );
  const line = r.stdout.trim().split('\n').at(-1) ?? '';
  if (r.status !== 0 || !line.startsWith('{')) {
    console.log(`${label}: failed (exit ${r.status})\n${r.stderr}`);
    return;
  }
  const m = JSON.parse(line) as {
    seconds: number;
    peakRssMb: number;
    apps?: number;
    checks?: Record<string, number>;
    counts?: unknown;
    xsdValid?: boolean | null;
  };
  const rate = m.apps ? `  ${Math.round(m.apps / m.seconds).toLocaleString('en-US')} apps/s` : '';
  console.log(
    `${label.padEnd(34)} ${m.seconds.toFixed(1).padStart(6)} s  peak RSS ${Math.round(m.peakRssMb)} MB${rate}`,
  );
  if (m.checks) console.log('   checks:', JSON.stringify(m.checks));
  if (m.counts) console.log('   diff:', JSON.stringify(m.counts));
}

await mkdir(workDir, { recursive: true });
const file = path.join(workDir, `aces-${N}.xml`);
await generate(file, 0);
console.log(`${N.toLocaleString('en-US')} apps, ${(statSync(file).size / 1e6).toFixed(0)} MB`);
measure('assess (no XSD)', ['assess', file, '', '']);
if (args.includes('--xsd')) {
  const xsdDir = process.env.STANDARDS_DIR ?? path.resolve(here, '../../shared/standards/xsd');
  if (existsSync(xsdDir)) measure('assess + XSD', ['assess', file, '', xsdDir]);
  else console.log(`assess + XSD: skipped, no schemas in ${xsdDir}`);
}
if (args.includes('--diff')) {
  const second = path.join(workDir, `aces-${N}-next.xml`);
  await generate(second, 1);
  measure('diff two deliveries', ['diff', file, second]);
}
