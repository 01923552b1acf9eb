import type { FindingLog } from '../report';
import type { FitmentDeduper, ItemCollector, NormalizeContext } from '../normalize';
import { normalizeRow } from '../normalize';
import type { AcesApp, MappedRow, SourceRow } from '../types';
import type { FitmentChecker } from '../validate';
import type { FlaggedRowsWriter } from './flagged-csv';

/** Where the rows went. converted + flagged + rejected + merged = rows, always. */
export interface RowCounts {
  rows: number;
  converted: number;
  flagged: number;
  rejected: number;
  merged: number;
}

export interface RowConverterParts {
  ctx: NormalizeContext;
  mapRow: (row: SourceRow) => MappedRow;
  deduper: FitmentDeduper;
  items: ItemCollector;
  checker: FitmentChecker;
  findings: FindingLog;
  flagged: FlaggedRowsWriter;
  /** Called every `progressEvery` rows. */
  onRows?: (rowsDone: number) => void;
  progressEvery?: number;
}

const NONE: readonly AcesApp[] = [];

/**
 * The streaming heart of a conversion: each source row is mapped, normalized and deduplicated; its
 * new apps are numbered, fed to the fitment checker and handed on (to the ACES writer), its item to
 * the collector, and a flagged or rejected row goes to flagged.csv. Pull-based: the writer asks for
 * the next app, so no more than one row's apps are ever waiting, however large the file.
 */
export class RowConverter {
  readonly counts: RowCounts = { rows: 0, converted: 0, flagged: 0, rejected: 0, merged: 0 };
  private appId = 0;
  private pending: Promise<void> | undefined;

  constructor(private readonly parts: RowConverterParts) {}

  /** The apps of the sample rows, then of the rest: what the ACES writer consumes. */
  async *apps(sample: readonly SourceRow[], rest: AsyncIterable<SourceRow>): AsyncGenerator<AcesApp> {
    for (const row of sample) {
      const apps = this.convert(row);
      if (this.pending) await this.settle();
      for (const app of apps) yield app;
    }
    for await (const row of rest) {
      const apps = this.convert(row);
      if (this.pending) await this.settle();
      for (const app of apps) yield app;
    }
    this.parts.onRows?.(this.counts.rows);
  }

  private async settle(): Promise<void> {
    const p = this.pending;
    this.pending = undefined;
    await p;
  }

  private convert(source: SourceRow): readonly AcesApp[] {
    const { parts, counts } = this;
    counts.rows++;
    if (parts.onRows && counts.rows % (parts.progressEvery ?? 10_000) === 0) parts.onRows(counts.rows);

    const result = normalizeRow(parts.mapRow(source), parts.ctx);
    for (const f of result.findings) parts.findings.add(f);
    if (result.outcome !== 'converted') {
      counts[result.outcome]++;
      this.pending = parts.flagged.add(source, result.outcome, result.findings);
      return NONE;
    }
    // A merged row may still add product data (an OE number), so its item is collected too.
    if (result.item) for (const f of parts.items.add(result.item)) parts.findings.add(f);
    if (result.apps.length === 0) {
      counts.converted++;
      return NONE;
    }
    const kept = parts.deduper.filter(result.apps, source.row);
    if (kept.finding) parts.findings.add(kept.finding);
    if (kept.allDuplicate) {
      counts.merged++;
      return NONE;
    }
    counts.converted++;
    // The apps are fresh objects per row (only their attribute arrays are shared), so numbering in place is safe.
    const apps = kept.apps as AcesApp[];
    for (const app of apps) {
      app.id = ++this.appId;
      parts.checker.add(app);
    }
    return apps;
  }
}
