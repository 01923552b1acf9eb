/**
 * `npm run bench:scale`: conversion at a real brand's scale, beside a bare-pipeline floor. Generates
 * (once) a synthetic delivery the size of a VCdb/PCdb release and ID-coded catalogs against it, then for
 * each shape converts the catalog twice, each in its own child process so each peak RSS is its own:
 * (a) bench/scale/bare.ts, the least a streaming converter must do, and (b) the engine's
 * convertCatalog with the same reference. Prints a table with the issue's goals beside the figures;
 * it never fails on a missed goal.
 *
 *   npm run bench:scale -- [--rows 1000000] [--curve-rows <5 × rows>] [--only realistic,stress,validate[,curve]]
 *                          [--validate-runs 1]
 *
 * Shapes: realistic (40,000 parts over ~140,000 base vehicles), stress (a part per row), curve
 * (realistic at --curve-rows: peak RSS must not grow with the catalog; opt-in, as five million rows
 * take many minutes on a shared two-core machine: `--only realistic,curve`), validate (`partsmith validate`
 * on a --rows-app ACES 4.2 file beside `xmllint --stream` on it; see validate.ts).
 */
import { execFile } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureCatalog, type CatalogShape } from './catalog';
import type { ChildResult } from './measure';
import { ensureReference } from './reference';
import { validateBench } from './validate';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    'curve-rows': { type: 'string' },
    only: { type: 'string', default: 'realistic,stress,validate' },
    'validate-runs': { type: 'string', default: '1' },
  },
  strict: true,
});

const ROWS = Number(values.rows);
const CURVE_ROWS = Number(values['curve-rows'] ?? ROWS * 5);
if (!Number.isSafeInteger(ROWS) || ROWS <= 0 || !Number.isSafeInteger(CURVE_ROWS) || CURVE_ROWS <= 0) {
  console.error('--rows and --curve-rows take a positive whole number');
  process.exit(2);
}

interface Run {
  name: 'realistic' | 'stress' | 'curve';
  shape: CatalogShape;
  rows: number;
  /** The issue's goals, as text for the table and as a check on the figures. */
  goals: (engine: ChildResult, bare: ChildResult | null, realisticPeakMb: number | null) => string[];
}

const mb = (bytes: number): number => Math.round(bytes / 1e6);
const ratioGoal = (engine: ChildResult, bare: ChildResult | null): string =>
  bare
    ? `engine ≤ 2× bare ${engine.seconds <= 2 * bare.seconds ? 'met' : 'MISSED'}`
    : 'engine ≤ 2× bare: no bare figure';
const rssGoal = (engine: ChildResult, limitMb: number): string =>
  `≤ ${limitMb} MB ${mb(engine.peakRssBytes) <= limitMb ? 'met' : 'MISSED'}`;

const RUNS: Run[] = (
  [
    {
      name: 'realistic',
      shape: 'realistic',
      rows: ROWS,
      goals: (e, b) => [ratioGoal(e, b), rssGoal(e, 512)],
    },
    { name: 'stress', shape: 'stress', rows: ROWS, goals: (e) => [rssGoal(e, 1024)] },
    {
      name: 'curve',
      shape: 'realistic',
      rows: CURVE_ROWS,
      goals: (e, _b, realisticPeakMb) => [
        realisticPeakMb === null
          ? 'peak ≤ realistic peak: realistic not run'
          : `peak ≤ realistic ${ROWS.toLocaleString('en-US')}-row peak (${realisticPeakMb} MB) ${mb(e.peakRssBytes) <= realisticPeakMb ? 'met' : 'MISSED'}`,
      ],
    },
  ] satisfies Run[]
).filter((r) => values.only.split(',').includes(r.name));

/** Generous: an hour per million rows, at least 20 minutes — a shared machine can be slow, not stuck. */
const timeoutMs = (rows: number): number => Math.max(20 * 60_000, (rows / 1e6) * 60 * 60_000);

function child(
  script: 'bare' | 'engine',
  referenceDir: string,
  catalog: string,
  outDir: string,
  rows: number,
): Promise<ChildResult> {
  const args = [
    '--import',
    'tsx',
    path.join('bench', 'scale', `${script}.ts`),
    referenceDir,
    catalog,
    outDir,
  ];
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      args,
      { maxBuffer: 16 << 20, timeout: timeoutMs(rows), killSignal: 'SIGKILL' },
      (err, stdout, stderr) => {
        if (err) {
          const why = err.killed
            ? `killed after ${timeoutMs(rows) / 60_000} min`
            : stderr.trim().split('\n').slice(-5).join('\n') || err.message;
          return reject(new Error(why));
        }
        try {
          resolve(JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as ChildResult);
        } catch {
          reject(new Error(`no result line in its output: ${stdout.slice(-500)}`));
        }
      },
    );
  });
}

const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');
const cells = (label: string, r: ChildResult): string =>
  `${label.padEnd(24)} ${fmt(r.rows).padStart(10)} ${fmt(r.apps).padStart(10)} ${fmt(r.items).padStart(9)} ` +
  `${r.seconds.toFixed(1).padStart(7)} ${fmt(r.rows / r.seconds).padStart(9)} ${String(mb(r.peakRssBytes)).padStart(6)} ` +
  `${(r.processCpuSeconds === undefined ? '–' : r.processCpuSeconds.toFixed(1)).padStart(7)}`;

const work = path.resolve('bench', '.work');
await mkdir(work, { recursive: true });
console.log(
  `Partsmith scale bench: synthetic release, bare floor vs engine, XSD off (node ${process.version})\n`,
);
const referenceDir = await ensureReference((line) => console.log(line));

const table: string[] = [
  `${'shape / run'.padEnd(24)} ${'rows'.padStart(10)} ${'apps'.padStart(10)} ${'items'.padStart(9)} ${'s'.padStart(7)} ` +
    `${'rows/s'.padStart(9)} ${'RSS MB'.padStart(6)} ${'CPU s'.padStart(7)}  engine/bare   goals`,
];
const notes: string[] = [];
let realisticPeakMb: number | null = null;
let failures = 0;

for (const run of RUNS) {
  const catalog = await ensureCatalog(run.shape, run.rows, undefined, (line) => console.log(line));
  const measured: Partial<Record<'bare' | 'engine', ChildResult>> = {};
  // One at a time: the machine has two cores and the runs must not skew each other.
  for (const script of ['bare', 'engine'] as const) {
    const outDir = path.join(work, `scale-out-${run.name}-${script}`);
    await rm(outDir, { recursive: true, force: true });
    process.stdout.write(`${run.name} ${fmt(run.rows)} rows, ${script} … `);
    try {
      const r = await child(script, referenceDir, catalog, outDir, run.rows);
      measured[script] = r;
      console.log(
        `${r.seconds.toFixed(1)} s, peak RSS ${mb(r.peakRssBytes)} MB (reference loaded first in ${r.referenceSeconds.toFixed(1)} s, peak ${mb(r.referencePeakRssBytes)} MB by then)`,
      );
    } catch (err) {
      failures++;
      console.log(`FAILED: ${err instanceof Error ? err.message : String(err)}`);
    }
    // The outputs of a million apps are hundreds of MB each; only the figures are kept.
    await rm(outDir, { recursive: true, force: true });
  }
  const { bare, engine } = measured;
  const label = `${run.name} ${run.rows >= 1e6 ? `${run.rows / 1e6}M` : fmt(run.rows)}`;
  if (bare) {
    table.push(cells(`${label} bare`, bare));
    if (bare.notConverted)
      notes.push(
        `${label}: the bare pipeline found ${fmt(bare.notConverted)} rows with unknown IDs (the catalog should have none).`,
      );
  } else table.push(`${`${label} bare`.padEnd(24)} FAILED`);
  if (engine) {
    const ratio = bare ? `${(engine.seconds / bare.seconds).toFixed(2)}×`.padStart(11) : '–'.padStart(11);
    table.push(
      `${cells(`${label} engine`, engine)}  ${ratio}   ${run.goals(engine, bare ?? null, realisticPeakMb).join('; ')}`,
    );
    if (run.name === 'realistic') realisticPeakMb = mb(engine.peakRssBytes);
    if (engine.notConverted)
      notes.push(
        `${label}: the engine flagged or rejected ${fmt(engine.notConverted)} rows (the catalog should have none).`,
      );
    const stages = Object.entries(engine.detail)
      .filter(([k]) => !['flagged', 'rejected', 'merged', 'total'].includes(k))
      .map(([k, ms]) => `${k} ${(ms / 1000).toFixed(1)}`)
      .join(', ');
    notes.push(
      `${label} engine seconds per stage: ${stages}; peak RSS was ${mb(engine.referencePeakRssBytes)} MB once the reference was loaded, ` +
        `before the first row (the floor under both peaks)`,
    );
  } else table.push(`${`${label} engine`.padEnd(24)} FAILED`);
}

if (values.only.split(',').includes('validate')) {
  try {
    notes.push(
      '',
      ...(await validateBench({
        referenceDir,
        standardsDir: process.env.STANDARDS_DIR?.trim() || undefined,
        apps: ROWS,
        runs: Math.max(1, Number(values['validate-runs']) || 1),
        timeoutMs: timeoutMs(ROWS),
        log: (line) => console.log(line),
      })),
    );
  } catch (err) {
    failures++;
    console.log(`validate FAILED: ${err instanceof Error ? err.message : String(err)}`);
  }
}

console.log(`\n${table.join('\n')}\n`);
for (const note of notes) console.log(note);
console.log(
  '\nGoals (issue 15): realistic 1M engine ≤ 2× bare seconds and ≤ 512 MB; stress 1M ≤ 1 GB; the curve run’s peak no higher than realistic 1M’s;' +
    '\nvalidate 1M ≤ 2.5× xmllint’s seconds and ≤ 512 MB.' +
    '\nWall seconds swing with the machine’s load; CPU s is the process’s own (every thread: the engine converts in a worker thread, and the collector has helpers).' +
    (failures ? `\n${failures} run(s) failed: see the FAILED lines above.` : ''),
);
