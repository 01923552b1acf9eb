import type { Finding } from '../types';
import type { ByteSource } from './byte-source';
import { workbookZipFinding } from './zip-directory';
import type { ZipEntry } from '../zip/directory';
import { entryChunks } from '../zip/inflate';
import { ZipStop } from '../zip/problems';

/** Thrown inside a reader (XLSX parts, an endless text line) and turned into its finding at the boundary. */
export class IngestStop extends Error {
  constructor(readonly finding: Finding) {
    super(finding.message);
  }
}

/**
 * Inflates one workbook part as a stream of chunks, held to the size its directory record
 * declared (see entryChunks); a zip problem stops the read as an XLSX_* finding.
 */
export async function* inflateEntry(source: ByteSource, entry: ZipEntry): AsyncGenerator<Uint8Array> {
  try {
    yield* entryChunks(source, entry, false);
  } catch (err) {
    if (err instanceof ZipStop) throw new IngestStop(workbookZipFinding(source.name, err.problem));
    throw err;
  }
}
