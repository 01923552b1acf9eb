import type { Finding } from '../types';
import type { SniffedType } from './sniff-type';

type Kind = SniffedType['kind'];

/** What each catalog extension promises about the bytes, in the words a user knows. */
const PROMISES: Record<string, { kind: Kind | 'ole'; what: string }> = {
  csv: { kind: 'text', what: 'a CSV text file' },
  tsv: { kind: 'text', what: 'a tab-separated text file' },
  tab: { kind: 'text', what: 'a tab-separated text file' },
  txt: { kind: 'text', what: 'a text file' },
  xlsx: { kind: 'zip', what: 'an Excel workbook' },
  xlsm: { kind: 'zip', what: 'an Excel workbook' },
  xls: { kind: 'ole', what: 'a legacy Excel workbook' },
};

const FOUND: Partial<Record<Kind, { what: string; extension: string }>> = {
  text: { what: 'delimited text (CSV/TSV)', extension: '.csv' },
  zip: { what: 'an XLSX workbook (a zip archive)', extension: '.xlsx' },
};

/**
 * A warning when the name's extension says one type and the bytes another (a CSV renamed to
 * ".xlsx"). The bytes decide how the file is read; the mismatch is still worth a word, since it
 * often means the wrong file was picked or an export went wrong.
 */
export function extensionMismatch(file: string, sniffed: SniffedType): Finding | null {
  const dot = file.lastIndexOf('.');
  if (dot <= 0) return null;
  const extension = file.slice(dot + 1).toLowerCase();
  const promise = PROMISES[extension];
  const found = FOUND[sniffed.kind];
  if (!promise || !found || promise.kind === sniffed.kind) return null;
  return {
    code: 'INPUT_EXTENSION_MISMATCH',
    severity: 'warning',
    file,
    message: `${file}: the name ends in ".${file.slice(dot + 1)}" (${promise.what}), but the content is ${found.what}, and it was read as that. Check that this is the file you meant to upload; if it is, rename it to ${found.extension}.`,
  };
}
