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
import { describeIgnoredFolders, pureFolderEntries } from './folder-entries';
import { checkBundleFiles } from './verify-files';
import type { VerifiedFile, VerifyNote, VerifyProblem, VerifyProblemCode } from './verify-types';
import { ZipArchive, type ZipLimits } from './zip-reader';

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
  const problem = (code: VerifyProblemCode, message: string): void => {
    problems.push({ code, message });
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
    problem(opened.code, opened.message);
    return result;
  }
  const archive = opened.value;
  try {
    const folders = await pureFolderEntries(archive);
    const names = new Set<string>();
    for (const e of archive.entries) {
      // A folder named twice adds nothing; a file named twice could be read either way.
      if (names.has(e.name) && !folders.has(e))
        problem('DUPLICATE_ENTRY', `The bundle contains "${e.name}" twice; a reader could pick either copy.`);
      names.add(e.name);
      if (unsafePath(e.name)) problem('UNSAFE_PATH', `Entry "${e.name}" points outside the bundle folder.`);
    }

    // Envelope.
    let envelope: DsseEnvelope | null = null;
    /** DSSE signs the statement, not the envelope around it: edits there are caught here. */
    let envelopeAltered = false;
    const envEntry = archive.find(ENVELOPE_FILE);
    if (!envEntry)
      problem(
        'ENVELOPE_MISSING',
        `The bundle has no ${ENVELOPE_FILE}: nothing is signed, so nothing can be verified.`,
      );
    else {
      const raw = await archive.read(envEntry, MAX_ENVELOPE_BYTES);
      if (!raw.ok) problem(raw.code, raw.message);
      else {
        try {
          const parsed = dsseEnvelopeSchema.safeParse(JSON.parse(raw.value.toString('utf8')));
          if (parsed.success) {
            envelope = parsed.data;
            envelopeAltered = !raw.value.equals(Buffer.from(envelopeFileText(envelope), 'utf8'));
          } else
            problem(
              'ENVELOPE_INVALID',
              `${ENVELOPE_FILE} is not a DSSE envelope: ${parsed.error.issues[0]?.message ?? 'invalid'} at ${parsed.error.issues[0]?.path.join('.') ?? ''}.`,
            );
        } catch (e) {
          problem('ENVELOPE_INVALID', `${ENVELOPE_FILE} is not JSON: ${(e as Error).message}.`);
        }
      }
    }
    if (envelope && envelope.payloadType !== IN_TOTO_PAYLOAD_TYPE) {
      problem(
        'PAYLOAD_TYPE',
        `The envelope's payload type is "${envelope.payloadType}", not "${IN_TOTO_PAYLOAD_TYPE}": it does not claim to be an in-toto statement.`,
      );
    }

    // Embedded public key: tells who signed; trust comes only from options.trustedKeys.
    let embedded: KeyObject | null = null;
    const keyEntry = archive.find(PUBLIC_KEY_ENTRY);
    if (!keyEntry) problem('PUBLIC_KEY_MISSING', `The bundle has no ${PUBLIC_KEY_ENTRY}.`);
    else {
      const raw = await archive.read(keyEntry, MAX_KEY_BYTES);
      if (!raw.ok) problem(raw.code, raw.message);
      else {
        const k = parsePublicKeyPem(raw.value.toString('utf8'), PUBLIC_KEY_ENTRY);
        if (k.ok) {
          embedded = k.value;
          result.embeddedKeyFingerprint = keyFingerprint(embedded);
          // A PEM parser skips what it does not need (trailing bytes, other line breaks): compare bytes.
          if (!raw.value.equals(Buffer.from(publicKeyPem(embedded), 'utf8')))
            problem(
              'PUBLIC_KEY_ALTERED',
              `${PUBLIC_KEY_ENTRY} is not byte for byte the key file Partsmith wrote for this key: it was edited after the bundle was made.`,
            );
        } else problem('PUBLIC_KEY_INVALID', k.message);
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
            `${PUBLIC_KEY_ENTRY} (${result.embeddedKeyFingerprint}) is not the key that signed the bundle (${result.signature.signerFingerprint}); the key file was replaced.`,
          );
        }
      } else if (embedded && envelopeSignedBy(envelope, embedded)) {
        result.signature = {
          ...result.signature,
          status: 'valid',
          trusted: false,
          signerFingerprint: result.embeddedKeyFingerprint,
        };
        problem(
          'SIGNER_UNTRUSTED',
          `The bundle is signed by ${result.embeddedKeyFingerprint}, which is not a trusted key. A bundle carries its own public key, so anyone can re-sign an altered bundle; trust this key only if you got it from its owner (--trust key.pem).`,
        );
      } else {
        problem(
          'SIGNATURE_INVALID',
          'The signature does not match the statement: the statement or its signature was altered after signing.',
        );
      }
    }

    if (envelope && result.signature.status === 'valid') {
      // Partsmith signs once and names its key: another keyid or signature was added later.
      const [first, ...more] = envelope.signatures;
      if (more.length > 0 || first?.keyid !== result.signature.signerFingerprint) envelopeAltered = true;
    }
    if (envelopeAltered)
      problem(
        'ENVELOPE_ALTERED',
        `${ENVELOPE_FILE} is not the envelope Partsmith wrote: its spacing, fields, keyid or signatures were edited after signing. The signature covers only the statement inside, so such edits would otherwise pass; ask the sender for the original bundle.`,
      );

    // Statement and predicate (read even when the signature failed, to show what it claims).
    let statement: Statement | null = null;
    if (envelope) {
      try {
        const parsed = statementSchema.safeParse(JSON.parse(envelopePayload(envelope).toString('utf8')));
        if (parsed.success) statement = parsed.data;
        else
          problem(
            'STATEMENT_INVALID',
            `The signed payload is not an in-toto v1 statement: ${parsed.error.issues[0]?.message ?? 'invalid'} at ${parsed.error.issues[0]?.path.join('.') ?? ''}.`,
          );
      } catch (e) {
        problem('STATEMENT_INVALID', `The signed payload is not JSON: ${(e as Error).message}.`);
      }
    }
    result.statement = statement;
    if (statement) {
      if (statement.predicateType !== CONVERSION_PREDICATE_TYPE) {
        problem(
          'PREDICATE_TYPE',
          `The statement's predicate type is "${statement.predicateType}", not "${CONVERSION_PREDICATE_TYPE}".`,
        );
        result.predicate = statement.predicate;
      } else {
        const ctx = conversionContextSchema.safeParse(statement.predicate);
        result.predicate = ctx.success ? ctx.data : statement.predicate;
        if (!ctx.success)
          problem(
            'PREDICATE_INVALID',
            `The conversion context is incomplete: ${ctx.error.issues[0]?.message ?? 'invalid'} at ${ctx.error.issues[0]?.path.join('.') ?? ''}.`,
          );
      }
    }

    result.files = await checkBundleFiles(archive, statement, problem, folders);
    result.ignoredFolders = [...folders].map((e) => e.name);
    if (folders.size > 0) result.notes.push({ code: 'FOLDER_ENTRIES_IGNORED', message: describeIgnoredFolders(result.ignoredFolders) });
  } finally {
    await archive.close();
  }
  result.ok = problems.length === 0;
  return result;
}
