/**
 * One bench conversion, run in its own process so its peak memory is its own: converts a catalog
 * with the demo reference and prints one JSON line with seconds, rows/s, peak RSS and counts.
 *
 *   npx tsx bench/convert.ts <catalog> <outDir> [--xsd]
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { convertCatalog } from '../lib/catalog/convert';
import { loadOrCreateSigningKey } from '../lib/catalog/evidence';
import { loadDemoReference } from '../lib/catalog/reference';
import { mainThreadCpu } from './thread-cpu';

/** Peak resident set size so far: the kernel's high-water mark (exact), else the sampled maximum. */
function peakRss(sampled: number): number {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
    if (m) return Number(m[1]) * 1024;
  } catch {
    // not Linux: fall back to sampling
  }
  return sampled;
}

const [input, outDir] = process.argv.slice(2);
if (!input || !outDir) {
  console.error('usage: npx tsx bench/convert.ts <catalog> <outDir> [--xsd]');
  process.exit(2);
}
const xsd = process.argv.includes('--xsd');
const standardsDir = xsd ? (process.env.STANDARDS_DIR ?? path.resolve('../shared/standards/xsd')) : null;

let sampled = 0;
const sampler = setInterval(() => {
  sampled = Math.max(sampled, process.memoryUsage().rss);
}, 50);
const key = await loadOrCreateSigningKey(path.join('bench', '.work', 'keys'));
if (!key.ok) throw new Error(key.message);
const { reference } = await loadDemoReference();

let lastStage = '';
const stages: { stage: string; rssMb: number; heapMb: number; heapTotalMb: number; externalMb: number }[] = [];
const started = performance.now();
const cpuBefore = mainThreadCpu();
const loopBefore = performance.eventLoopUtilization();
const processCpu = process.cpuUsage();
const result = await convertCatalog({
  input: { path: input },
  outDir,
  brand: 'BKMN',
  reference,
  signer: key.value,
  toolVersion: 'bench',
  standardsDir,
  onProgress: (p) => {
    if (p.stage === lastStage) return;
    lastStage = p.stage;
    const m = process.memoryUsage();
    stages.push({ stage: p.stage, rssMb: Math.round(m.rss / 1e6), heapMb: Math.round(m.heapUsed / 1e6), heapTotalMb: Math.round(m.heapTotal / 1e6), externalMb: Math.round(m.external / 1e6) });
  },
});
const seconds = (performance.now() - started) / 1000;
const cpuAfter = mainThreadCpu();
const loop = performance.eventLoopUtilization(loopBefore);
const allThreads = process.cpuUsage(processCpu);
clearInterval(sampler);
if ('error' in result) {
  console.error(result.error.message);
  process.exit(1);
}
console.log(
  JSON.stringify({
    seconds,
    rowsPerSecond: result.counts.rows / seconds,
    peakRssBytes: peakRss(sampled),
    mainThreadCpuSeconds: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
    cpuSeconds: (allThreads.user + allThreads.system) / 1e6,
    /** Time the main thread sat in the event loop waiting for I/O (reads, writes, zlib). */
    idleSeconds: loop.idle / 1000,
    counts: result.counts,
    timings: result.timings,
    xsd: result.report.xsd,
    stages,
  }),
);
