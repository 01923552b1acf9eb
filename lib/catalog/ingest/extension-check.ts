import type { Finding } from '../types';
import type { SniffedType } from './sniff-type';
import { findingOf, type Said, say } from '../messages';

type Kind = SniffedType['kind'];

/** What each catalog extension promises about the bytes, in the words a user knows. */
const PROMISES: Record<string, { kind: Kind | 'ole'; what: Said }> = {
  csv: { kind: 'text', what: say('input.kind.csv') },
  tsv: { kind: 'text', what: say('input.kind.tsv') },
  tab: { kind: 'text', what: say('input.kind.tsv') },
  txt: { kind: 'text', what: say('input.kind.txt') },
  xlsx: { kind: 'zip', what: say('input.kind.xlsx') },
  xlsm: { kind: 'zip', what: say('input.kind.xlsx') },
  xls: { kind: 'ole', what: say('input.kind.xls') },
};

const FOUND: Partial<Record<Kind, { what: Said; extension: string }>> = {
  text: { what: say('input.kind.delimited'), extension: '.csv' },
  zip: { what: say('input.kind.zipWorkbook'), extension: '.xlsx' },
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
  const said = say('INPUT_EXTENSION_MISMATCH', { file, extension: file.slice(dot + 1), promised: promise.what, found: found.what, rename: found.extension });
  return findingOf('INPUT_EXTENSION_MISMATCH', 'warning', said, { file });
}
