import type { Finding, InputInfo, SourceRow } from '../types';
import type { FindingSink } from './finding-sink';
import { findHeaderRow, isBlankRow } from './find-header';
import { findingOf, say } from '../messages';

/** An opened catalog: what it is, its header, and its data rows as a stream. */
export interface CatalogReader {
  /** `rows` is final once `rows` has been drained; everything else is known up front. */
  info: InputInfo;
  /** Header cells, trimmed; blank ones named "Column N"; trailing blank ones dropped. */
  header: string[];
  /**
   * Data rows after the header, blank rows skipped (counted in one ROWS_BLANK finding).
   * Single use: iterate it once. Read errors end it early with a finding, never a throw.
   */
  rows: AsyncIterable<SourceRow>;
  /**
   * The same rows in the batches they are read in (one per read chunk, hundreds of rows): the way
   * to read a big file, since stepping an async iterator per row costs more than parsing the row.
   * Continues after any rows already taken from `rows` (e.g. a sample for the mapping); do not
   * go back to `rows` after it.
   */
  batches(): AsyncIterable<readonly SourceRow[]>;
  /** Grows while `rows` is read. */
  findings: Finding[];
  /** Releases the input when `rows` is not drained (e.g. a preview of the first rows). */
  close(): Promise<void>;
}

export interface ReaderSetup {
  info: Omit<InputInfo, 'headerRow' | 'rows'>;
  records: AsyncGenerator<SourceRow[]>;
  sink: FindingSink;
  headerSearchRows: number;
  /** Text files write every cell, so a short row means lost delimiters; XLSX rows just end early. */
  flagShortRows: boolean;
  /** Turns an exception from deep inside the reader into a finding a user can act on. */
  describeFailure(err: unknown): Finding;
}

/**
 * Reads ahead until the header is found, then hands out the rest of the rows as a stream.
 * Shared by the delimited and XLSX paths, which only differ in how they produce records.
 */
export async function assembleReader(setup: ReaderSetup): Promise<CatalogReader | { error: Finding }> {
  const { records, sink, info } = setup;
  const file = info.file;
  const all: SourceRow[] = [];
  const buffered: SourceRow[] = []; // the non-blank ones, where the header is looked for
  let complete = false;
  try {
    while (buffered.length < setup.headerSearchRows + 6) {
      const next = await records.next();
      if (next.done) {
        complete = true;
        break;
      }
      for (const r of next.value) {
        all.push(r);
        if (!isBlankRow(r.values)) buffered.push(r);
      }
    }
  } catch (err) {
    await records.return(undefined).catch(() => undefined);
    return { error: setup.describeFailure(err) };
  }

  if (buffered.length === 0) {
    await records.return(undefined);
    return { error: findingOf('INPUT_EMPTY', 'error', say('INPUT_EMPTY.blank', { file }), { file }) };
  }
  const at = findHeaderRow(buffered, setup.headerSearchRows, complete);
  if (at === -1) {
    await records.return(undefined);
    const single = buffered.every((r) => r.values.length === 1);
    const said = single
      ? say('HEADER_NOT_FOUND.singleColumn', { file })
      : say('HEADER_NOT_FOUND', { file, rows: String(setup.headerSearchRows) });
    return { error: findingOf('HEADER_NOT_FOUND', 'error', said, { file }) };
  }

  const headerRecord = buffered[at] as SourceRow;
  const header = nameColumns(headerRecord.values);
  const fullInfo: InputInfo = { ...info, headerRow: headerRecord.row, rows: 0 };
  if (at > 0 || headerRecord.row > 1) {
    const row = String(headerRecord.row);
    const said = at === 0 ? say('HEADER_ROW.blank', { file, row }) : say('HEADER_ROW', { file, row, n: at });
    sink.add(findingOf('HEADER_ROW', 'info', said, { row: headerRecord.row }));
  }
  reportDuplicateNames(header, file, headerRecord.row, sink);

  const width = header.length;
  const blankRows: number[] = [];
  let blankCount = 0;
  const accept = (r: SourceRow): boolean => {
    if (isBlankRow(r.values)) {
      blankCount++;
      if (blankRows.length < 10) blankRows.push(r.row);
      return false;
    }
    const n = r.values.length;
    if (n < width && setup.flagShortRows) {
      sink.addUnlessFull('ROW_RAGGED', r.row, () =>
        findingOf('ROW_RAGGED', 'warning', say('ROW_RAGGED.short', { file, row: String(r.row), n, width: String(width) }), { row: r.row }),
      );
    } else if (n > width && r.values.slice(width).some((v) => v.trim() !== '')) {
      const column = header[width - 1] ?? '';
      sink.addUnlessFull('ROW_RAGGED', r.row, () =>
        findingOf('ROW_RAGGED', 'warning', say('ROW_RAGGED', { file, row: String(r.row), n: String(n), width: String(width), column }), { row: r.row, column }),
      );
    }
    fullInfo.rows++;
    return true;
  };

  // Records read but not handed out yet (the read-ahead first, then one read batch at a time).
  // `accept` counts and checks a row when it is handed out, so a reader stopped early has
  // counted only what it gave.
  let batch = all.slice(all.indexOf(headerRecord) + 1);
  let taken = 0;
  all.length = 0;
  let ended = false;
  const end = async (): Promise<void> => {
    if (ended) return;
    ended = true;
    await records.return(undefined).catch(() => undefined);
    if (blankCount > 0) {
      const rows = `${blankRows.join(', ')}${blankCount > blankRows.length ? ', …' : ''}`;
      sink.add(findingOf('ROWS_BLANK', 'info', say('ROWS_BLANK', { file, n: blankCount, rows })));
    }
    sink.summarizeOverflow(file);
  };
  /** Reads the next batch of records into `batch`; false at the end (or after a read error). */
  const refill = async (): Promise<boolean> => {
    if (ended) return false;
    try {
      const next = await records.next();
      if (!next.done) {
        batch = next.value;
        taken = 0;
        return true;
      }
    } catch (err) {
      sink.add(setup.describeFailure(err));
    }
    await end();
    return false;
  };
  /** The accepted rows of the batch not handed out yet. */
  const takeRest = (): SourceRow[] => {
    const rest: SourceRow[] = [];
    for (let i = taken; i < batch.length; i++) if (accept(batch[i]!)) rest.push(batch[i]!);
    taken = batch.length;
    return rest;
  };

  async function* rows(): AsyncGenerator<SourceRow> {
    try {
      for (;;) {
        while (taken < batch.length) {
          const r = batch[taken++]!;
          if (accept(r)) yield r;
        }
        if (!(await refill())) return;
      }
    } finally {
      await end();
    }
  }
  async function* batches(): AsyncGenerator<readonly SourceRow[]> {
    try {
      do {
        const rest = takeRest();
        if (rest.length > 0) yield rest;
      } while (await refill());
    } finally {
      await end();
    }
  }

  const iterator = rows();
  return {
    info: fullInfo,
    header,
    rows: iterator,
    batches,
    findings: sink.findings,
    close: async () => {
      await iterator.return(undefined);
      await end();
    },
  };
}

function nameColumns(values: readonly string[]): string[] {
  const cells = values.map((v) => v.trim());
  while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
  return cells.map((c, i) => (c === '' ? `Column ${i + 1}` : c));
}

function reportDuplicateNames(header: string[], file: string, row: number, sink: FindingSink): void {
  const seen = new Set<string>();
  for (const name of header) {
    const key = name.toLowerCase();
    if (seen.has(key)) {
      sink.add(findingOf('HEADER_DUPLICATE', 'info', say('HEADER_DUPLICATE', { file, column: name }), { row, column: name }));
    }
    seen.add(key);
  }
}
