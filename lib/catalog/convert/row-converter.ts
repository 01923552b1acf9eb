import { findingOf, say } from '../messages';
import type { FindingLog } from '../report';
import type { FitmentDeduper, ItemCollector, NormalizeContext, NormalizedRow } from '../normalize';
import { normalizeRow, plainDecision, valueStops } from '../normalize';
import type { AcesApp, MappedRow, SourceRow } from '../types';
import type { ConversionFitmentChecks } from './fitment-checks';
import type { FlaggedRowsWriter } from './flagged-csv';
import type { HeldRow, RowReview } from './options';

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
  checker: ConversionFitmentChecks;
  findings: FindingLog;
  flagged: FlaggedRowsWriter;
  /** Called every `progressEvery` rows. */
  onRows?: (rowsDone: number) => void;
  progressEvery?: number;
  /** Told of every flagged or rejected row (see ConvertOptions.onHeldRow). */
  onHeld?: (row: Omit<HeldRow, 'columns'>) => void | Promise<void>;
  /** Review decisions by source row (see ConvertOptions.review). */
  review?: ReadonlyMap<number, RowReview>;
  /** About how many rows the file holds (see estimateRows): sizes the dedupe and fitment tables once. */
  expectedRows?: number;
}

/** Rows converted before the table sizes are extrapolated from them. */
const RESERVE_AFTER_ROWS = 2000;

const NONE: readonly AcesApp[] = [];

/**
 * The streaming heart of a conversion: each source row is mapped, normalized and deduplicated; its
 * new apps are numbered, fed to the fitment checker and handed on (to the ACES writer), its item to
 * the collector, and a flagged or rejected row goes to flagged.csv. Pull-based: the writer asks for
 * the next batch, so no more than one batch of rows' apps is ever waiting, however large the file.
 */
export class RowConverter {
  readonly counts: RowCounts = { rows: 0, converted: 0, flagged: 0, rejected: 0, merged: 0 };
  private appId = 0;
  private pending: Promise<void> | undefined;
  private reserved = false;

  constructor(private readonly parts: RowConverterParts) {}

  /**
   * The apps of the sample rows, then of the rest, one batch per batch of rows: what the ACES
   * writer consumes. A batch's rows are converted before its apps go on, which holds a few
   * hundred rows' apps at a time however large the file.
   */
  async *appBatches(sample: readonly SourceRow[], rest: AsyncIterable<readonly SourceRow[]>): AsyncGenerator<AcesApp[]> {
    const first = await this.convertBatch(sample);
    if (first.length) yield first;
    for await (const rows of rest) {
      const apps = await this.convertBatch(rows);
      if (apps.length) yield apps;
    }
    this.parts.onRows?.(this.counts.rows);
  }

  private async convertBatch(rows: readonly SourceRow[]): Promise<AcesApp[]> {
    const out: AcesApp[] = [];
    // Indexed loops here and below: a `for…of` made an iterator object a row (or a batch) that the
    // optimizer did not remove (sampled allocations of bench:scale realistic).
    for (let r = 0; r < rows.length; r++) {
      const apps = this.convert(rows[r]!);
      // flagged.csv asked to wait: let it drain before the next row.
      if (this.pending) await this.settle();
      for (let i = 0; i < apps.length; i++) out.push(apps[i]!);
    }
    if (!this.reserved && this.counts.rows >= RESERVE_AFTER_ROWS) this.reserveTables();
    // Checks on a thread of their own that fell behind: let them catch up before the next batch.
    const behind = this.parts.checker.ready();
    if (behind) await behind;
    return out;
  }

  /** Sizes the dedupe and fitment tables for the whole file, scaled from the rows so far. */
  private reserveTables(): void {
    this.reserved = true;
    const expected = this.parts.expectedRows;
    if (!expected || expected <= this.counts.rows) return;
    const scale = expected / this.counts.rows;
    this.parts.deduper.reserve(Math.ceil(this.parts.deduper.appsSeen * scale));
    this.parts.checker.reserve(Math.ceil(this.parts.checker.apps * scale));
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

    const mapped = parts.mapRow(source);
    let result = normalizeRow(mapped, parts.ctx);
    const decided = result.outcome === 'converted' ? undefined : parts.review?.get(source.row);
    if (decided) result = reviewed(result, decided, parts.ctx);
    const found = result.findings;
    for (let i = 0; i < found.length; i++) parts.findings.add(found[i]!);
    parts.ctx.learned?.countRow(result.decisions);
    if (result.outcome !== 'converted') {
      counts[result.outcome]++;
      const written = parts.flagged.add(source, result.outcome, result.findings);
      const held = parts.onHeld?.({
        source,
        fields: result.row.fields,
        outcome: result.outcome,
        findings: result.findings,
        // Plain data from here on: the engine keeps some decisions compact (IdDecision), readers get them whole.
        decisions: result.decisions.map(plainDecision),
        confidence: result.confidence,
        ...(result.proposed ? { proposed: result.proposed } : {}),
        // Only evaluated when someone listens: the optional call skips its argument otherwise.
        stops: valueStops(result, parts.ctx),
      });
      this.pending = held ? Promise.all([written, held]).then(() => undefined) : written;
      return NONE;
    }
    // A merged row may still add product data (an OE number), so its item is collected too.
    if (result.item) {
      const conflicts = parts.items.add(result.item, result.itemSlot);
      for (let i = 0; i < conflicts.length; i++) parts.findings.add(conflicts[i]!);
    }
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
    for (let i = 0; i < apps.length; i++) {
      const app = apps[i]!;
      app.id = ++this.appId;
      parts.checker.add(app);
    }
    return apps;
  }
}

/**
 * A held row after a reviewer's decision: approved → its proposal is exported; overridden → the
 * row is normalized again with the reviewer's values (still flagged → the reviewer's word carries
 * it; rejected → it stays out); rejected → out. Each adds a finding, so the report says why.
 */
function reviewed(result: NormalizedRow, review: RowReview, ctx: NormalizeContext): NormalizedRow {
  const row = result.row.row;
  if (review.decision === 'rejected') {
    const finding = findingOf('REVIEW_REJECTED', 'info', say('REVIEW_REJECTED', { row: String(row) }), { row });
    return { ...result, outcome: 'rejected', apps: [], findings: [...result.findings, finding] };
  }
  const again = review.decision === 'overridden' ? normalizeRow({ row, fields: { ...result.row.fields, ...review.fields } }, ctx) : result;
  const code = review.decision === 'overridden' ? 'REVIEW_OVERRIDDEN' : 'REVIEW_APPROVED';
  if (again.outcome === 'rejected') {
    const finding = findingOf('REVIEW_OVERRIDE_INVALID', 'warning', say('REVIEW_OVERRIDE_INVALID', { row: String(row) }), { row });
    return { ...again, findings: [...again.findings, finding] };
  }
  const finding = findingOf(code, 'info', say(code, { row: String(row) }), { row });
  if (again.outcome === 'converted') return { ...again, findings: [...again.findings, finding] };
  // Flagged and vouched for: a flagged row always carries its proposal.
  const proposed = again.proposed ?? { apps: [] };
  return {
    ...again,
    outcome: 'converted',
    apps: proposed.apps,
    ...(proposed.item ? { item: proposed.item } : {}),
    findings: [...again.findings, finding],
  };
}
