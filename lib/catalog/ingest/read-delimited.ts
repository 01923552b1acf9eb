import type { SourceEncoding, SourceRow } from '../types';
import type { ByteSource } from './byte-source';
import { DelimitedParser, RecordTooLong } from './delimited-parser';
import type { FindingSink } from './finding-sink';
import { createChunkDecoder } from './text-encoding';
import { IngestStop } from './zip-entry';
import { findingOf, say } from '../messages';

export interface DelimitedLayout {
  encoding: SourceEncoding;
  delimiter: string;
}

/**
 * Streams a delimited text file as batches of records (one batch per read chunk): decode,
 * strip NUL bytes (with a finding), split. Memory holds one chunk plus any unfinished record.
 */
export async function* readDelimitedRecords(
  source: ByteSource,
  layout: DelimitedLayout,
  sink: FindingSink,
  maxRecordChars: number,
): AsyncGenerator<SourceRow[]> {
  const file = source.name;
  const decoder = createChunkDecoder(layout.encoding);
  const parser = new DelimitedParser(layout.delimiter, maxRecordChars, {
    onUnterminatedQuote: (row) =>
      sink.addUnlessFull('QUOTE_UNTERMINATED', row, () =>
        findingOf('QUOTE_UNTERMINATED', 'warning', say('QUOTE_UNTERMINATED', { file, row: String(row) }), { row }),
      ),
    onStrayQuote: (row) =>
      sink.addUnlessFull('QUOTE_STRAY', row, () => findingOf('QUOTE_STRAY', 'info', say('QUOTE_STRAY', { file, row: String(row) }), { row })),
  });
  // NULs can sit in a record that straddles two chunks, so look for them in the next batch too.
  let checkNulBatches = 0;

  const feed = (text: string, last: boolean): SourceRow[] => {
    const out: SourceRow[] = [];
    if (text.includes('\0')) checkNulBatches = 2;
    parser.push(text, out);
    if (last) parser.end(out);
    if (checkNulBatches > 0) {
      stripNuls(out, sink, file);
      checkNulBatches--;
    }
    return out;
  };

  try {
    for await (const chunk of source.chunks()) {
      const out = feed(decoder.decode(chunk), false);
      if (out.length > 0) yield out;
    }
    const out = feed(decoder.end(), true);
    if (out.length > 0) yield out;
  } catch (err) {
    if (!(err instanceof RecordTooLong)) throw err;
    throw new IngestStop(
      findingOf('ROW_TOO_LONG', 'error', say('ROW_TOO_LONG', { file, row: String(err.row), limit: err.limit }), { row: err.row, file }),
    );
  }
}

function stripNuls(rows: SourceRow[], sink: FindingSink, file: string): void {
  for (const record of rows) {
    const values = record.values;
    for (let i = 0; i < values.length; i++) {
      const v = values[i] ?? '';
      if (!v.includes('\0')) continue;
      values[i] = v.replace(/\0/g, '');
      sink.addUnlessFull('NUL_BYTES', record.row, () =>
        findingOf('NUL_BYTES', 'warning', say('NUL_BYTES', { file, row: String(record.row), cell: String(i + 1) }), { row: record.row }),
      );
    }
  }
}
