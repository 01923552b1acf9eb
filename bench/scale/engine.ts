/**
 * The engine side of a scale-bench pair, in its own process: loads the synthetic delivery with
 * `loadReference` and converts a catalog with `convertCatalog` the way bench/convert.ts does (no XSD,
 * the bench signing key), then prints one JSON line (see measure.ts).
 *
 *   npx tsx bench/scale/engine.ts <reference dir> <catalog.csv> <outDir>
 */
import path from 'node:path';
import { convertCatalog } from '../../lib/catalog/convert';
import { loadOrCreateSigningKey } from '../../lib/catalog/evidence';
import { loadReference } from '../../lib/catalog/reference';
import { peakRss, report, startClock } from './measure';

const [referenceDir, input, outDir] = process.argv.slice(2);
if (!referenceDir || !input || !outDir) {
  console.error('usage: npx tsx bench/scale/engine.ts <reference dir> <catalog.csv> <outDir>');
  process.exit(2);
}

const key = await loadOrCreateSigningKey(path.join('bench', '.work', 'keys'));
if (!key.ok) throw new Error(key.message);
const loading = startClock();
const { reference, findings } = await loadReference(referenceDir, {
  source: 'bench: synthetic scale delivery',
});
const referenceSeconds = loading().seconds;
const referencePeakRssBytes = peakRss();

const clock = startClock();
const result = await convertCatalog({
  input: { path: input },
  outDir,
  brand: 'BKMN',
  reference,
  referenceFindings: findings,
  signer: key.value,
  toolVersion: 'bench',
  standardsDir: null,
});
const { seconds, cpu } = clock();
if ('error' in result) {
  console.error(result.error.message);
  process.exit(1);
}
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
  sha256: null,
  detail: { flagged: counts.flagged, rejected: counts.rejected, merged: counts.merged, ...result.timings },
});
