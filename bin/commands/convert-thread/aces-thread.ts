/**
 * The conversion thread's second thread: it checks the fitment and writes aces.xml while the
 * conversion thread converts the rows (lib/catalog/convert/aces-stage), so a large run uses both
 * cores. Its heap is capped like the conversion thread's; what it holds is the fitment checker's
 * tables (bounded: they spill to scratch files) and a few batches of apps.
 */
import { Worker } from 'node:worker_threads';


/** Old-generation cap of the ACES thread: the checker's tables and its findings. */
export const ACES_THREAD_OLD_MB = 64;
/**
 * Young generation: a few batches' decoded apps and their XML. At 8 MB the apps of a batch outlived
 * two scavenges often enough to be promoted: ~30 full collections of the old generation at realistic
 * 1M (about 1 s of the thread's CPU), still 31 at 16 MB; 24 MB: 10.
 */
export const ACES_THREAD_YOUNG_MB = 24;

export function startAcesThread(): Worker {
  return new Worker(new URL('./aces-worker.cjs', import.meta.url), {
    resourceLimits: { maxOldGenerationSizeMb: ACES_THREAD_OLD_MB, maxYoungGenerationSizeMb: ACES_THREAD_YOUNG_MB },
    // No loader flags from the parent: aces-worker.cjs registers its own.
    execArgv: [],
    stdout: false,
    stderr: false,
  });
}
