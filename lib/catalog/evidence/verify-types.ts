import type { MessageParams } from '../messages';

/** What the verifier reports: problem codes and per-file status. */

export type VerifyProblemCode =
  | 'BUNDLE_UNREADABLE'
  | 'BUNDLE_LIMIT'
  | 'ENTRY_CORRUPT'
  | 'DUPLICATE_ENTRY'
  | 'UNSAFE_PATH'
  | 'ENVELOPE_MISSING'
  | 'ENVELOPE_INVALID'
  | 'ENVELOPE_ALTERED'
  | 'PAYLOAD_TYPE'
  | 'STATEMENT_INVALID'
  | 'PREDICATE_TYPE'
  | 'PREDICATE_INVALID'
  | 'PUBLIC_KEY_MISSING'
  | 'PUBLIC_KEY_INVALID'
  | 'PUBLIC_KEY_ALTERED'
  | 'PUBLIC_KEY_MISMATCH'
  | 'SIGNATURE_INVALID'
  | 'SIGNER_UNTRUSTED'
  | 'FILE_MISSING'
  | 'FILE_HASH_MISMATCH'
  | 'FILE_SWAPPED'
  | 'FILE_UNLISTED'
  | 'FILE_UNREADABLE';

export interface VerifyProblem {
  code: VerifyProblemCode;
  /** English; `params` (and `messageId` when not the code) render it in the reader's language. */
  message: string;
  params?: MessageParams;
  messageId?: string;
}

/** Something the check set aside without it counting against the bundle, said in a sentence. */
export interface VerifyNote {
  code: 'FOLDER_ENTRIES_IGNORED';
  message: string;
  params?: MessageParams;
  messageId?: string;
}

export type FileStatus = 'ok' | 'mismatch' | 'swapped' | 'missing' | 'unlisted' | 'unreadable';

export interface VerifiedFile {
  name: string;
  /** From the signed statement; null for files the statement does not list. */
  expectedSha256: string | null;
  /** Of the content in the zip; null when missing or unreadable. */
  actualSha256: string | null;
  bytes: number | null;
  status: FileStatus;
}
