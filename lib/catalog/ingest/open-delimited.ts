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
import { findingOf, say } from '../messages';

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
    return { error: findingOf('INPUT_BINARY', 'error', say('INPUT_BINARY', { file }), { file }) };
  }
  if (encoding === 'windows-1252') {
    sink.add(findingOf('ENCODING_WINDOWS_1252', 'info', say('ENCODING_WINDOWS_1252', { file })));
  } else if (encoding === 'utf-8-bom' && !print.utf8Valid) {
    sink.add(findingOf('ENCODING_INVALID_BYTES', 'warning', say('ENCODING_INVALID_BYTES', { file })));
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
        : findingOf('INPUT_READ_FAILED', 'error', say('INPUT_READ_FAILED.partial', { file, detail: err instanceof Error ? err.message : String(err) }), { file }),
  });
  return reader;
}
