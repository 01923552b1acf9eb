/** What the fitment checks' thread is given and told, and what it says back (structured-clone data only). */
import type { FitmentCheckResults } from '@/lib/catalog/convert';
import type { AppBatch } from '@/lib/catalog/validate';

export interface FitmentThreadData {
  /** A scratch folder of the thread's own for its spilled runs and part numbers. */
  dir: string;
  maxFindingsPerCode: number;
  /** First apps the checks hold before they spill (see MAX_HELD in fitment-thread.ts). */
  maxHeld: number;
}

export type ToFitmentThread = { kind: 'apps'; batch: AppBatch } | { kind: 'reserve'; apps: number } | { kind: 'finish' };

export type FromFitmentThread = { kind: 'took'; batches: number } | { kind: 'finished'; results: FitmentCheckResults };
