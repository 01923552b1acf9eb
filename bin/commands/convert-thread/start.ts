/**
 * `partsmith convert` runs the conversion in a worker thread whose heap is capped. V8 lets the old
 * generation grow to about three times what is live before collecting (bench:scale realistic 1M: ~200 MB
 * live, 1.2 GB peak RSS); the cap makes it collect near the live set instead. Heap limits are fixed when
 * an isolate starts, so they cannot be set on the running CLI process: a worker's `resourceLimits` can.
 * The young generation is set too (V8 would size it from the capped old generation, smaller), so the
 * short-lived objects of each row die there instead of being promoted into the capped old generation.
 */
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import type { ConvertProgress, ConvertResult, Finding } from '@/lib/catalog';
import type { ConvertFailure } from '@/lib/catalog/convert';
import { say, type Said } from '@/lib/catalog/messages';
import { DB_REFERENCE } from '../reference-option';
import type { ThreadMessage, ThreadRequest } from './protocol';

/**
 * Old-generation cap. What stays live no longer grows with the catalog: the duplicate and fitment keys
 * spill to sorted runs on disk past a bound, part numbers are kept as fingerprints, the reference is
 * columns (bench:scale, 140,000 base vehicles: ~20 MB). So one cap serves every size; it was 384 MB
 * and grew with the file while those still grew. The live set of a release-sized run is ~140 MB at
 * row 600,000 of realistic 1M (caches with one copy of each part's item and no CSV lines behind their
 * text, ID decisions named on demand, compiled code; it was ~170 MB, and 288 MB the cap). Realistic
 * 1M on a busy machine: at 192 MB the collector thrashes (134 s CPU instead of 16–20), at 208 it runs
 * 20 s (peak RSS 446 MB), 224 18 s (456), 240 18 s (448), 256 19 s (462), 288 16 s (479).
 * 256 keeps a quarter above that knee for a larger release or a catalog with more distinct values.
 */
export const CONVERT_THREAD_OLD_MB = 256;
/**
 * Young generation (three semi-spaces' worth): each row's garbage dies young instead of filling the
 * capped old generation. It was 96 MB while V8 pretenured the rows' allocation sites (see below): the
 * larger nursery then kept that garbage out of the old generation. With pretenuring off, 48 MB does the
 * same work for the same CPU and a lower peak (realistic 1M, three alternating pairs on a quiet
 * machine: 393–401 MB against 428–429, 14.4–15.8 CPU s against 15.0–15.6; 5M: 396 against 426).
 */
export const CONVERT_THREAD_YOUNG_MB = 48;

/**
 * V8 pretenures an allocation site (allocates its objects straight in the old generation) once most of
 * a sample of its objects survive a scavenge. Early in a catalog most parts and vehicles are new, so a
 * row's objects are kept by the caches; later the same sites make only garbage. Whether a sample lands
 * in that early window depends on when scavenges run, so about one run in five (every run with
 * `--v8-pool-size=1`) pretenured them: each row's garbage then died in the capped old generation,
 * ~44 full collections instead of ~18, 22 CPU s instead of 14 on realistic 1M. Without pretenuring the
 * young generation (sized above for this) takes that garbage in every run. V8 flags are per process,
 * not per isolate (a worker's execArgv refuses them), so it is set here, before the thread starts; the
 * CLI's main thread only waits for it.
 */
const NO_PRETENURING = '--no-allocation-site-pretenuring';

export type ThreadOutcome =
  | { ok: true; result: ConvertResult | ConvertFailure }
  /** `said` for the reader's language (bin/texts): the reference could not be loaded, or the run outgrew its heap. */
  | { ok: false; kind: 'reference' | 'memory'; said: Said };

export interface ThreadHooks {
  onProgress?: (progress: ConvertProgress) => void;
  /** The reference's findings, once it is loaded (before the first row). */
  onReference?: (findings: Finding[]) => void;
  /** Heap caps in MB; the defaults above unless a caller (a bench, a test) sizes them. */
  limits?: { oldMb: number; youngMb: number };
}

/**
 * The thread's entry: CommonJS (worker.cjs, no loader thread beside it) unless the reference is read
 * from the database, whose code only an ES-module thread (worker.mjs) can load.
 */
function entryFor(request: ThreadRequest): URL {
  const fromDb = request.reference !== undefined && DB_REFERENCE.test(request.reference);
  return new URL(fromDb ? './worker.mjs' : './worker.cjs', import.meta.url);
}

export async function convertInThread(request: ThreadRequest, hooks: ThreadHooks = {}): Promise<ThreadOutcome> {
  const oldMb = hooks.limits?.oldMb ?? CONVERT_THREAD_OLD_MB;
  const youngMb = hooks.limits?.youngMb ?? CONVERT_THREAD_YOUNG_MB;
  setFlagsFromString(NO_PRETENURING);
  const worker = new Worker(entryFor(request), {
    workerData: request,
    resourceLimits: { maxOldGenerationSizeMb: oldMb, maxYoungGenerationSizeMb: youngMb },
    // Its own copy of the command's environment: the thread reads what the command was given.
    env: { ...request.env },
    // No loader flags from the parent (a test runner's, a bench's): worker.mjs registers its own.
    execArgv: [],
    stdout: false,
    stderr: false,
  });
  return new Promise((resolve, reject) => {
    let outcome: ThreadOutcome | undefined;
    worker.on('message', (message: ThreadMessage) => {
      if (message.kind === 'progress') hooks.onProgress?.(message.progress);
      else if (message.kind === 'reference') hooks.onReference?.(message.findings);
      else if (message.kind === 'reference-failed') outcome = { ok: false, kind: 'reference', said: message.said };
      else outcome = { ok: true, result: message.result };
    });
    worker.on('error', (error: Error & { code?: string }) => {
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') {
        outcome ??= { ok: false, kind: 'memory', said: say('cli.input.outOfMemory', { megabytes: oldMb }) };
      } else reject(error);
    });
    worker.on('exit', (code) => {
      if (outcome) resolve(outcome);
      else reject(new Error(`the conversion thread ended (exit code ${code}) without a result`));
    });
  });
}
