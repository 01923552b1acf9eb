/**
 * The conversion thread's second thread: it checks the fitment and writes aces.xml while the
 * conversion thread converts the rows (lib/catalog/convert/aces-stage), so a large run uses both
 * cores. Its heap is capped like the conversion thread's; what it holds is the fitment checker's
 * tables (bounded: they spill to scratch files) and a few batches of apps.
 */
import { Worker } from 'node:worker_threads';

/** Old-generation cap of the ACES thread: the checker's tables and its findings. */
export const ACES_THREAD_OLD_MB = 64;
/** Young generation: one batch's decoded apps at a time. */
export const ACES_THREAD_YOUNG_MB = 8;

export function startAcesThread(): Worker {
  return new Worker(new URL('./aces-worker.cjs', import.meta.url), {
    resourceLimits: { maxOldGenerationSizeMb: ACES_THREAD_OLD_MB, maxYoungGenerationSizeMb: ACES_THREAD_YOUNG_MB },
    // No loader flags from the parent: aces-worker.cjs registers its own.
    execArgv: [],
    stdout: false,
    stderr: false,
  });
}
