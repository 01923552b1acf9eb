import type { Finding } from '../types';
import type { ByteSource } from './byte-source';
import { type CatalogReader, assembleReader } from './catalog-reader';
import type { FindingSink } from './finding-sink';
import type { Fingerprint } from './fingerprint';
import type { IngestLimits } from './limits';
import { readDelimitedRecords } from './read-delimited';
import { sniffDelimiter } from './sniff-delimiter';
import { createChunkDecoder, detectEncoding, looksBinary } from './text-encoding';
import { IngestStop } from './zip-entry';

/** Text path: encoding and delimiter from the first 64 KiB, then stream the rest (any mix of LF, CRLF and CR line ends). */
export async function openDelimited(
  source: ByteSource,
  head: Uint8Array,
  print: Fingerprint,
  limits: IngestLimits,
  sink: FindingSink,
): Promise<CatalogReader | { error: Finding }> {
  const file = source.name;
  const encoding = detectEncoding(head, print.utf8Valid);
  const eightBit = encoding === 'utf-8' || encoding === 'utf-8-bom' || encoding === 'windows-1252';
  if (eightBit && looksBinary(head)) {
    return {
      error: {
        code: 'INPUT_BINARY',
        severity: 'error',
        file,
        message: `${file} is a binary file of an unknown kind, not a CSV/TSV text or an XLSX workbook. Export the catalog as .xlsx or CSV (UTF-8) and upload that file.`,
      },
    };
  }
  if (encoding === 'windows-1252') {
    sink.add({
      code: 'ENCODING_WINDOWS_1252',
      severity: 'info',
      message: `${file} is not valid UTF-8, so it was read as Windows-1252 (Excel's "CSV" on western-European Windows). If accented letters look wrong, save it as "CSV UTF-8" and upload again.`,
    });
  } else if (encoding === 'utf-8-bom' && !print.utf8Valid) {
    sink.add({
      code: 'ENCODING_INVALID_BYTES',
      severity: 'warning',
      message: `${file} says it is UTF-8 but contains bytes that are not; they were replaced with "�". Re-save the file as CSV UTF-8 from the original.`,
    });
  }

  const decoder = createChunkDecoder(encoding);
  const headText = decoder.decode(head);
  const wholeFile = head.byteLength >= source.size;
  const { delimiter } = sniffDelimiter(headText, wholeFile);

  const reader = await assembleReader({
    info: {
      file,
      sha256: print.sha256,
      bytes: print.bytes,
      format: delimiter === '\t' ? 'tsv' : 'csv',
      encoding,
      delimiter,
      sheet: null,
    },
    records: readDelimitedRecords(source, { encoding, delimiter }, sink, limits.maxRecordChars),
    sink,
    headerSearchRows: limits.headerSearchRows,
    flagShortRows: true,
    describeFailure: (err) =>
      err instanceof IngestStop
        ? err.finding
        : {
            code: 'INPUT_READ_FAILED',
            severity: 'error',
            file,
            message: `${file} could not be read to the end (${err instanceof Error ? err.message : String(err)}); rows after this point are missing. Check the file is complete and readable, then retry.`,
          },
  });
  return reader;
}
