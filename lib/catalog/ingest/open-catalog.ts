import type { Finding } from '../types';
import { findingOf, say } from '../messages';
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
      return { error: findingOf('INPUT_EMPTY', 'error', say('INPUT_EMPTY', { file }), { file }) };
    }
    const head = await bytes.read(0, HEAD_BYTES);
    const type = sniffType(head);
    if (type.kind === 'unsupported') {
      return { error: findingOf(type.code, 'error', say(type.code, { file, what: type.what, advice: type.advice }), { file }) };
    }

    const print = await fingerprint(bytes, type.kind === 'text');
    const sink = new FindingSink(limits.maxFindingsPerCode);
    const mismatch = extensionMismatch(file, type);
    if (mismatch) sink.add(mismatch);
    if (type.kind === 'zip') return await openXlsx(bytes, print, options.sheet, limits, sink);

    if (options.sheet !== undefined) {
      sink.add(findingOf('SHEET_IGNORED', 'info', say('SHEET_IGNORED', { file, sheet: options.sheet })));
    }
    return await openDelimited(bytes, head, print, limits, sink);
  } catch (err) {
    const detail = err instanceof Error ? err.message : String(err);
    return { error: findingOf('INPUT_READ_FAILED', 'error', say('INPUT_READ_FAILED', { file, detail }), { file }) };
  }
}
