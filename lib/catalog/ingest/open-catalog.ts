import type { Finding } from '../types';
import { type CatalogSource, openByteSource } from './byte-source';
import type { CatalogReader } from './catalog-reader';
import { extensionMismatch } from './extension-check';
import { FindingSink } from './finding-sink';
import { fingerprint } from './fingerprint';
import { type IngestLimits, resolveLimits } from './limits';
import { openDelimited } from './open-delimited';
import { openXlsx } from './open-xlsx';
import { sniffType } from './sniff-type';

export interface OpenCatalogOptions {
  /** XLSX: read this sheet (by name, case-insensitive) instead of the first with data. */
  sheet?: string;
  limits?: Partial<IngestLimits>;
}

const HEAD_BYTES = 64 * 1024;

/**
 * Opens a catalog for streaming: decides what it is from its bytes (never its extension),
 * fingerprints it, finds the header, and returns a reader over the data rows. Input that cannot
 * be read comes back as `{ error }` with a message naming the file and what to do — never a throw.
 */
export async function openCatalog(source: CatalogSource, options: OpenCatalogOptions = {}): Promise<CatalogReader | { error: Finding }> {
  const limits = resolveLimits(options.limits);
  const bytes = await openByteSource(source);
  if ('error' in bytes) return bytes;
  const file = bytes.name;
  try {
    if (bytes.size === 0) {
      return { error: { code: 'INPUT_EMPTY', severity: 'error', file, message: `${file} is empty (0 bytes). Check the export and upload the file again.` } };
    }
    const head = await bytes.read(0, HEAD_BYTES);
    const type = sniffType(head);
    if (type.kind === 'unsupported') {
      return { error: { code: type.code, severity: 'error', file, message: `${file} is ${type.what}, which cannot be read as a catalog. ${type.advice}` } };
    }

    const print = await fingerprint(bytes, type.kind === 'text');
    const sink = new FindingSink(limits.maxFindingsPerCode);
    const mismatch = extensionMismatch(file, type);
    if (mismatch) sink.add(mismatch);
    if (type.kind === 'zip') return await openXlsx(bytes, print, options.sheet, limits, sink);

    if (options.sheet !== undefined) {
      sink.add({
        code: 'SHEET_IGNORED',
        severity: 'info',
        message: `${file} is a text file with a single table; the sheet option "${options.sheet}" was ignored.`,
      });
    }
    return await openDelimited(bytes, head, print, limits, sink);
  } catch (err) {
    return {
      error: {
        code: 'INPUT_READ_FAILED',
        severity: 'error',
        file,
        message: `${file} could not be read (${err instanceof Error ? err.message : String(err)}). Check the file is complete and readable, then retry.`,
      },
    };
  }
}
