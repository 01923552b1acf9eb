/** What the CLI's conversion thread is given and what it says back (structured-clone data only). */
import type { ConvertOptions, ConvertProgress, ConvertResult, Finding } from '@/lib/catalog';
import type { ConvertFailure } from '@/lib/catalog/convert';
import type { Said } from '@/lib/catalog/messages';

/** The run's options without the reference (the thread loads it) and without callbacks (it posts instead). */
export type ThreadOptions = Omit<ConvertOptions, 'reference' | 'referenceFindings' | 'onProgress' | 'onHeldRow' | 'extraEvidence' | 'fitmentChecks'>;

export interface ThreadRequest {
  options: ThreadOptions;
  /** --reference as given (a delivery folder or zip, db, db:<id>); none: the engine's demo set. */
  reference?: string;
  /** The command's environment (the database to read a db: reference from). */
  env: Record<string, string | undefined>;
}

export type ThreadMessage =
  | { kind: 'progress'; progress: ConvertProgress }
  | { kind: 'reference'; findings: Finding[] }
  | { kind: 'reference-failed'; message: string; said: Said }
  | { kind: 'done'; result: ConvertResult | ConvertFailure };
