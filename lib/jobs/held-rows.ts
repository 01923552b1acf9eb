import type { HeldRow } from '@/lib/catalog/convert';
import { asService, type Db } from '@/lib/db';
import { stageReviewRows } from '@/lib/data/catalogs';

/** Rows staged per insert: big enough to be cheap, small enough to keep memory flat. */
const BATCH_ROWS = 500;

/**
 * Collects the engine's held rows and writes them to the review queue in batches. `add` returns
 * a promise only when a batch is written, which the engine awaits before reading on (back-pressure).
 */
export class HeldRowStager {
  private batch: HeldRow[] = [];
  staged = 0;

  constructor(
    private readonly db: Db,
    private readonly target: { conversionId: string; attempt: number },
  ) {}

  add(row: HeldRow): Promise<void> | undefined {
    this.batch.push(row);
    return this.batch.length >= BATCH_ROWS ? this.flush() : undefined;
  }

  async flush(): Promise<void> {
    if (this.batch.length === 0) return;
    const rows = this.batch;
    this.batch = [];
    this.staged += await asService((tx) => stageReviewRows(tx, this.target, rows), this.db);
  }
}
