/**
 * `npm run bench`: generates big catalogs into bench/.work/ (once; reused while their size matches)
 * and converts each in its own process, printing seconds, rows/s and peak RSS next to the goals.
 *
 *   npm run bench -- [--rows 1000000] [--xlsx-rows 100000] [--only id,name,xlsx] [--xsd]
 *
 * XSD validation is off by default: xmllint-wasm holds about three copies of a document in memory,
 * which for a 230 MB aces.xml says more about the validator than about the pipeline.
 *
 * On a shared machine the wall-clock figures swing with its load; the main thread's CPU seconds
 * (printed too, Linux only) are what the conversion itself costs — rows / those seconds is the
 * speed on an idle core. `npx tsx bench/stages.ts <catalog>` splits them by pipeline stage.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generateCatalog, type CatalogKind } from './generate-catalog';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    'xlsx-rows': { type: 'string', default: '100000' },
    only: { type: 'string', default: 'id,name,xlsx' },
    xsd: { type: 'boolean', default: false },
  },
  strict: true,
});

interface Variant {
  name: string;
  kind: CatalogKind;
  rows: number;
  ext: 'csv' | 'xlsx';
  goal: { rowsPerSecond: number; rssMb?: number };
}

const ROWS = Number(values.rows);
const XLSX_ROWS = Number(values['xlsx-rows']);
const VARIANTS: Variant[] = [
  { name: 'id', kind: 'id', rows: ROWS, ext: 'csv', goal: { rowsPerSecond: 150_000, rssMb: 512 } },
  { name: 'name', kind: 'name', rows: ROWS, ext: 'csv', goal: { rowsPerSecond: 60_000 } },
  { name: 'xlsx', kind: 'name', rows: XLSX_ROWS, ext: 'xlsx', goal: { rowsPerSecond: 20_000 } },
].filter((v) => values.only.split(',').includes(v.name)) as Variant[];

const work = path.resolve('bench', '.work');

interface Measured {
  seconds: number;
  rowsPerSecond: number;
  peakRssBytes: number;
  /** CPU seconds of the converting thread (null off Linux) and its seconds waiting on I/O. */
  mainThreadCpuSeconds: number | null;
  idleSeconds: number;
  counts: { rows: number; apps: number; items: number; flagged: number; rejected: number; merged: number };
  timings: Record<string, number>;
  xsd: { aces: { ran: boolean; valid: boolean | null } | null; pies: { ran: boolean; valid: boolean | null } | null };
}

function convertInChild(input: string, outDir: string): Promise<Measured> {
  const args = ['--import', 'tsx', path.join('bench', 'convert.ts'), input, outDir, ...(values.xsd ? ['--xsd'] : [])];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 16 << 20 }, (err, stdout, stderr) => {
      if (err) return reject(new Error(`conversion of ${input} failed: ${stderr || err.message}`));
      const last = stdout.trim().split('\n').at(-1) ?? '';
      resolve(JSON.parse(last) as Measured);
    });
  });
}

const mb = (bytes: number): number => Math.round(bytes / 1e6);
const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');

await mkdir(work, { recursive: true });
console.log(`Partsmith bench: convert with the demo reference, XSD ${values.xsd ? 'on' : 'off'} (node ${process.version})\n`);
const lines: string[] = [];
let missed = 0;
for (const v of VARIANTS) {
  const file = path.join(work, `${v.kind}-${v.rows}.${v.ext}`);
  if (!existsSync(file)) {
    const t = performance.now();
    process.stdout.write(`generating ${path.relative(process.cwd(), file)} … `);
    await generateCatalog(v.kind, v.rows, file);
    console.log(`${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
  const outDir = path.join(work, `out-${v.name}`);
  await rm(outDir, { recursive: true, force: true });
  process.stdout.write(`converting ${v.name} (${fmt(v.rows)} rows) … `);
  const m = await convertInChild(file, outDir);
  console.log(`${m.seconds.toFixed(1)} s`);

  const speedOk = m.rowsPerSecond >= v.goal.rowsPerSecond;
  const rssOk = v.goal.rssMb === undefined || mb(m.peakRssBytes) <= v.goal.rssMb;
  if (!speedOk || !rssOk) missed++;
  const stages = Object.entries(m.timings)
    .filter(([k]) => k !== 'total')
    .map(([k, ms]) => `${k} ${(ms / 1000).toFixed(1)}`)
    .join(', ');
  lines.push(
    `${v.name.padEnd(5)} ${fmt(m.counts.rows).padStart(9)} rows ${fmt(m.counts.apps).padStart(10)} apps  ${m.seconds.toFixed(1).padStart(6)} s ` +
      `${fmt(m.rowsPerSecond).padStart(8)} rows/s (goal ≥ ${fmt(v.goal.rowsPerSecond)} ${speedOk ? 'met' : 'MISSED'})  ` +
      `peak RSS ${String(mb(m.peakRssBytes)).padStart(4)} MB${v.goal.rssMb ? ` (goal ≤ ${v.goal.rssMb} ${rssOk ? 'met' : 'MISSED'})` : ''}`,
    `      flagged ${fmt(m.counts.flagged)}, rejected ${fmt(m.counts.rejected)}, merged ${fmt(m.counts.merged)}, items ${fmt(m.counts.items)}; seconds per stage: ${stages}` +
      (m.mainThreadCpuSeconds === null ? '' : `; main thread ${m.mainThreadCpuSeconds.toFixed(1)} s CPU, ${m.idleSeconds.toFixed(1)} s waiting on I/O`) +
      (values.xsd ? `; XSD ACES ${m.xsd.aces?.valid ? 'valid' : 'not valid'}, PIES ${m.xsd.pies?.valid ? 'valid' : 'not valid'}` : ''),
  );
}
console.log(`\n${lines.join('\n')}`);
console.log(missed ? `\n${missed} variant(s) missed a goal.` : '\nAll goals met.');
