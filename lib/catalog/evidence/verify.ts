import type { KeyObject } from 'node:crypto';
import { ENVELOPE_FILE, PUBLIC_KEY_ENTRY } from './bundle';
import {
  dsseEnvelopeSchema,
  envelopeFileText,
  envelopePayload,
  envelopeSignedBy,
  IN_TOTO_PAYLOAD_TYPE,
  type DsseEnvelope,
} from './dsse';
import { keyFingerprint, parsePublicKeyPem, publicKeyPem } from './keys';
import {
  CONVERSION_PREDICATE_TYPE,
  conversionContextSchema,
  statementSchema,
  type ConversionContext,
  type Statement,
} from './statement';
import { ignoredFoldersSaid, pureFolderEntries } from './folder-entries';
import { checkBundleFiles } from './verify-files';
import type { VerifiedFile, VerifyNote, VerifyProblem, VerifyProblemCode } from './verify-types';
import { ZipArchive } from './zip-reader';
import type { ZipLimits } from '../zip/limits';
import { render, type Said, saidFields, say } from '../messages';

export type { FileStatus, VerifiedFile, VerifyNote, VerifyProblem, VerifyProblemCode } from './verify-types';

export interface VerifyResult {
  ok: boolean;
  files: VerifiedFile[];
  signature: {
    status: 'valid' | 'invalid' | 'missing';
    /** Fingerprint of the key the signature verified with (trusted or embedded). */
    signerFingerprint: string | null;
    keyid: string | null;
    trusted: boolean;
  };
  /** Fingerprint of the public key shipped in the bundle (proves nothing on its own). */
  embeddedKeyFingerprint: string | null;
  statement: Statement | null;
  /** The conversion context when it parses, else the raw predicate (or null). */
  predicate: ConversionContext | unknown;
  problems: VerifyProblem[];
  /**
   * Pure folder entries (a name ending in "/", no content) left out of the check: zip tools add
   * them when a bundle is unzipped and zipped again. Named in `notes` too.
   */
  ignoredFolders: string[];
  /** What the check set aside without failing the bundle ("Ignored 3 folder entries …"). */
  notes: VerifyNote[];
}

export interface VerifyOptions {
  /** Keys whose signatures are accepted: this installation's key, plus any given with --trust. */
  trustedKeys: KeyObject[];
  limits?: Partial<ZipLimits>;
}

const MAX_ENVELOPE_BYTES = 16 * 1024 * 1024;
const MAX_KEY_BYTES = 64 * 1024;

/** A schema's first complaint, as the parameters of an *_INVALID text (the parser's English words). */
const issueOf = (error: { issues: readonly { message: string; path: readonly PropertyKey[] }[] }): { issue: string; path: string } => ({
  issue: error.issues[0]?.message ?? 'invalid',
  path: error.issues[0]?.path.join('.') ?? '',
});

const unsafePath = (name: string): boolean =>
  name.startsWith('/') ||
  name.includes('\\') ||
  name.split('/').some((seg) => seg === '..') ||
  /^[A-Za-z]:/.test(name);

/**
 * Checks an evidence bundle end to end: the zip is sane and within limits; the DSSE envelope
 * carries an in-toto statement; its signature verifies with a *trusted* key (the key shipped in
 * the bundle is only used to say who signed, never to trust); every listed file is present with
 * the signed SHA-256; nothing unlisted rides along. Every failure is named in `problems`. Pure
 * folder entries, which re-zipping an unzipped bundle adds, are ignored and said so in `notes`.
 */
export async function verifyEvidenceBundle(
  zip: Uint8Array | string,
  options: VerifyOptions,
): Promise<VerifyResult> {
  const problems: VerifyProblem[] = [];
  const problem = (code: VerifyProblemCode, said: Said): void => {
    problems.push({ code, message: render(said), ...saidFields(code, said) });
  };
  const result: VerifyResult = {
    ok: false,
    files: [],
    signature: { status: 'missing', signerFingerprint: null, keyid: null, trusted: false },
    embeddedKeyFingerprint: null,
    statement: null,
    predicate: null,
    problems,
    ignoredFolders: [],
    notes: [],
  };

  const opened = await ZipArchive.open(zip, options.limits);
  if (!opened.ok) {
    problem(opened.code, opened.said);
    return result;
  }
  const archive = opened.value;
  try {
    const folders = await pureFolderEntries(archive);
    const names = new Set<string>();
    for (const e of archive.entries) {
      // A folder named twice adds nothing; a file named twice could be read either way.
      if (names.has(e.name) && !folders.has(e))
        problem('DUPLICATE_ENTRY', say('DUPLICATE_ENTRY', { entry: e.name }));
      names.add(e.name);
      if (unsafePath(e.name)) problem('UNSAFE_PATH', say('UNSAFE_PATH', { entry: e.name }));
    }

    // Envelope.
    let envelope: DsseEnvelope | null = null;
    /** DSSE signs the statement, not the envelope around it: edits there are caught here. */
    let envelopeAltered = false;
    const envEntry = archive.find(ENVELOPE_FILE);
    if (!envEntry) problem('ENVELOPE_MISSING', say('ENVELOPE_MISSING', { file: ENVELOPE_FILE }));
    else {
      const raw = await archive.read(envEntry, MAX_ENVELOPE_BYTES);
      if (!raw.ok) problem(raw.code, raw.said);
      else {
        try {
          const parsed = dsseEnvelopeSchema.safeParse(JSON.parse(raw.value.toString('utf8')));
          if (parsed.success) {
            envelope = parsed.data;
            envelopeAltered = !raw.value.equals(Buffer.from(envelopeFileText(envelope), 'utf8'));
          } else
            problem('ENVELOPE_INVALID', say('ENVELOPE_INVALID', { file: ENVELOPE_FILE, ...issueOf(parsed.error) }));
        } catch (e) {
          problem('ENVELOPE_INVALID', say('ENVELOPE_INVALID.json', { file: ENVELOPE_FILE, detail: (e as Error).message }));
        }
      }
    }
    if (envelope && envelope.payloadType !== IN_TOTO_PAYLOAD_TYPE) {
      problem('PAYLOAD_TYPE', say('PAYLOAD_TYPE', { found: envelope.payloadType, expected: IN_TOTO_PAYLOAD_TYPE }));
    }

    // Embedded public key: tells who signed; trust comes only from options.trustedKeys.
    let embedded: KeyObject | null = null;
    const keyEntry = archive.find(PUBLIC_KEY_ENTRY);
    if (!keyEntry) problem('PUBLIC_KEY_MISSING', say('PUBLIC_KEY_MISSING', { file: PUBLIC_KEY_ENTRY }));
    else {
      const raw = await archive.read(keyEntry, MAX_KEY_BYTES);
      if (!raw.ok) problem(raw.code, raw.said);
      else {
        const k = parsePublicKeyPem(raw.value.toString('utf8'), PUBLIC_KEY_ENTRY);
        if (k.ok) {
          embedded = k.value;
          result.embeddedKeyFingerprint = keyFingerprint(embedded);
          // A PEM parser skips what it does not need (trailing bytes, other line breaks): compare bytes.
          if (!raw.value.equals(Buffer.from(publicKeyPem(embedded), 'utf8')))
            problem('PUBLIC_KEY_ALTERED', say('PUBLIC_KEY_ALTERED', { file: PUBLIC_KEY_ENTRY }));
        } else problem('PUBLIC_KEY_INVALID', k.said);
      }
    }

    // Signature.
    if (envelope) {
      result.signature.keyid = envelope.signatures[0]?.keyid ?? null;
      result.signature.status = 'invalid';
      const trustedSigner = options.trustedKeys.find(
        (k) => k.asymmetricKeyType === 'ed25519' && envelopeSignedBy(envelope, k),
      );
      if (trustedSigner) {
        result.signature = {
          ...result.signature,
          status: 'valid',
          trusted: true,
          signerFingerprint: keyFingerprint(trustedSigner),
        };
        if (
          result.embeddedKeyFingerprint &&
          result.embeddedKeyFingerprint !== result.signature.signerFingerprint
        ) {
          problem(
            'PUBLIC_KEY_MISMATCH',
            say('PUBLIC_KEY_MISMATCH', { file: PUBLIC_KEY_ENTRY, embedded: result.embeddedKeyFingerprint, signer: result.signature.signerFingerprint ?? '' }),
          );
        }
      } else if (embedded && envelopeSignedBy(envelope, embedded)) {
        result.signature = {
          ...result.signature,
          status: 'valid',
          trusted: false,
          signerFingerprint: result.embeddedKeyFingerprint,
        };
        problem('SIGNER_UNTRUSTED', say('SIGNER_UNTRUSTED', { signer: String(result.embeddedKeyFingerprint) }));
      } else {
        problem('SIGNATURE_INVALID', say('SIGNATURE_INVALID'));
      }
    }

    if (envelope && result.signature.status === 'valid') {
      // Partsmith signs once and names its key: another keyid or signature was added later.
      const [first, ...more] = envelope.signatures;
      if (more.length > 0 || first?.keyid !== result.signature.signerFingerprint) envelopeAltered = true;
    }
    if (envelopeAltered)
      problem('ENVELOPE_ALTERED', say('ENVELOPE_ALTERED', { file: ENVELOPE_FILE }));

    // Statement and predicate (read even when the signature failed, to show what it claims).
    let statement: Statement | null = null;
    if (envelope) {
      try {
        const parsed = statementSchema.safeParse(JSON.parse(envelopePayload(envelope).toString('utf8')));
        if (parsed.success) statement = parsed.data;
        else
          problem('STATEMENT_INVALID', say('STATEMENT_INVALID', issueOf(parsed.error)));
      } catch (e) {
        problem('STATEMENT_INVALID', say('STATEMENT_INVALID.json', { detail: (e as Error).message }));
      }
    }
    result.statement = statement;
    if (statement) {
      if (statement.predicateType !== CONVERSION_PREDICATE_TYPE) {
        problem('PREDICATE_TYPE', say('PREDICATE_TYPE', { found: statement.predicateType, expected: CONVERSION_PREDICATE_TYPE }));
        result.predicate = statement.predicate;
      } else {
        const ctx = conversionContextSchema.safeParse(statement.predicate);
        result.predicate = ctx.success ? ctx.data : statement.predicate;
        if (!ctx.success)
          problem('PREDICATE_INVALID', say('PREDICATE_INVALID', issueOf(ctx.error)));
      }
    }

    result.files = await checkBundleFiles(archive, statement, problem, folders);
    result.ignoredFolders = [...folders].map((e) => e.name);
    if (folders.size > 0) {
      const said = ignoredFoldersSaid(result.ignoredFolders);
      result.notes.push({ code: 'FOLDER_ENTRIES_IGNORED', message: render(said), ...saidFields('FOLDER_ENTRIES_IGNORED', said) });
    }
  } finally {
    await archive.close();
  }
  result.ok = problems.length === 0;
  return result;
}
