/**
 * The engine side of a scale-bench pair, in its own process: converts a catalog against the synthetic
 * delivery the way `partsmith convert` does — in its heap-capped worker thread, which loads the
 * reference and runs `convertCatalog` (no XSD, the bench signing key) — then prints one JSON line
 * (see measure.ts). The main thread only waits, so the process's CPU is the conversion's.
 *
 *   npx tsx bench/scale/engine.ts <reference dir> <catalog.csv> <outDir>
 */
import path from 'node:path';
import { CONVERT_THREAD_YOUNG_MB, convertInThread } from '../../bin/commands/convert-thread';
import { render } from '../../bin/texts';
import { loadOrCreateSigningKey } from '../../lib/catalog/evidence';
import { peakRss, report, startClock } from './measure';

const [referenceDir, input, outDir] = process.argv.slice(2);
if (!referenceDir || !input || !outDir) {
  console.error('usage: npx tsx bench/scale/engine.ts <reference dir> <catalog.csv> <outDir>');
  process.exit(2);
}

const key = await loadOrCreateSigningKey(path.join('bench', '.work', 'keys'));
if (!key.ok) throw new Error(key.message);
// As `partsmith convert` runs it: in a worker thread with a capped heap, the reference loaded there.
const loading = startClock();
let referenceSeconds = 0;
let referencePeakRssBytes = 0;
let clock = loading;
const outcome = await convertInThread(
  {
    options: { input: { path: input }, outDir, brand: 'BKMN', signer: key.value, toolVersion: 'bench', standardsDir: null },
    reference: referenceDir,
    env: process.env,
  },
  {
    // BENCH_OLD_MB / BENCH_YOUNG_MB try other heap caps than the CLI's (see bin/commands/convert-thread).
    ...(process.env.BENCH_OLD_MB
      ? { limits: { oldMb: Number(process.env.BENCH_OLD_MB), youngMb: Number(process.env.BENCH_YOUNG_MB ?? CONVERT_THREAD_YOUNG_MB) } }
      : {}),
    onReference: () => {
      referenceSeconds = loading().seconds;
      referencePeakRssBytes = peakRss();
      clock = startClock();
    },
  },
);
const { seconds, cpu, processCpu } = clock();
if (!outcome.ok || 'error' in outcome.result) {
  console.error(outcome.ok ? (outcome.result as { error: { message: string } }).error.message : render(outcome.said));
  process.exit(1);
}
const result = outcome.result;
const { counts } = result;
report({
  seconds,
  referenceSeconds,
  rows: counts.rows,
  apps: counts.apps,
  items: counts.items,
  notConverted: counts.flagged + counts.rejected,
  peakRssBytes: peakRss(),
  referencePeakRssBytes,
  mainThreadCpuSeconds: cpu,
  processCpuSeconds: processCpu,
  sha256: null,
  detail: { flagged: counts.flagged, rejected: counts.rejected, merged: counts.merged, ...result.timings },
});
