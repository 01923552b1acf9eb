import type { SourceEncoding, SourceRow } from '../types';
import type { ByteSource } from './byte-source';
import { DelimitedParser, RecordTooLong } from './delimited-parser';
import type { FindingSink } from './finding-sink';
import { createChunkDecoder } from './text-encoding';
import { IngestStop } from './zip-entry';

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
      sink.add({
        code: 'QUOTE_UNTERMINATED',
        severity: 'warning',
        row,
        message: `${file} row ${row}: a quoted cell is never closed, so this line was read with its quotes as plain text. Check for a missing closing " in that row.`,
      }),
    onStrayQuote: (row) =>
      sink.add({
        code: 'QUOTE_STRAY',
        severity: 'info',
        row,
        message: `${file} row ${row}: a " inside a quoted cell is not doubled; it was kept as text. Double it ("") if it belongs to the value.`,
      }),
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
    throw new IngestStop({
      code: 'ROW_TOO_LONG',
      severity: 'error',
      row: err.row,
      file,
      message: `${file} row ${err.row} runs past ${err.limit.toLocaleString('en')} characters without a line break, which no catalog row does; reading stopped there. Check that the export puts each row on its own line (CSV or TSV with LF or CRLF line ends).`,
    });
  }
}

function stripNuls(rows: SourceRow[], sink: FindingSink, file: string): void {
  for (const record of rows) {
    const values = record.values;
    for (let i = 0; i < values.length; i++) {
      const v = values[i] ?? '';
      if (!v.includes('\0')) continue;
      values[i] = v.replace(/\0/g, '');
      sink.add({
        code: 'NUL_BYTES',
        severity: 'warning',
        row: record.row,
        message: `${file} row ${record.row}, cell ${i + 1}: NUL bytes (0x00) were removed. The file may be damaged or partly binary; check the values in this row.`,
      });
    }
  }
}
