/**
 * Evidence bundles: a zip of the deliverables, report and fingerprints with an in-toto v1
 * statement over every file's SHA-256, in a DSSE envelope signed with Ed25519; and the verifier
 * that names what is wrong when any of it was altered.
 */
export {
  buildEvidenceBundle,
  writeEvidenceBundle,
  writeEvidenceBundleFile,
  ENVELOPE_FILE,
  PUBLIC_KEY_ENTRY,
  RESERVED_NAMES,
  type BuildEvidenceBundleInput,
  type BundleFile,
  type BundleSummary,
} from './bundle';
export {
  verifyEvidenceBundle,
  type FileStatus,
  type VerifiedFile,
  type VerifyNote,
  type VerifyOptions,
  type VerifyProblem,
  type VerifyProblemCode,
  type VerifyResult,
} from './verify';
export {
  keyFingerprint,
  loadOrCreateSigningKey,
  loadPublicKey,
  loadSigningKey,
  parsePublicKeyPem,
  publicKeyPem,
  PUBLIC_KEY_FILE,
  SIGNING_KEY_FILE,
  type KeyResult,
  type SigningKey,
} from './keys';
export {
  IN_TOTO_PAYLOAD_TYPE,
  dsseEnvelopeSchema,
  envelopePayload,
  envelopeSignedBy,
  pae,
  signEnvelope,
  type DsseEnvelope,
} from './dsse';
export {
  CONVERSION_PREDICATE_TYPE,
  IN_TOTO_STATEMENT_TYPE,
  buildStatement,
  conversionContextSchema,
  statementSchema,
  type ConversionContext,
  type Statement,
  type Subject,
} from './statement';
export { DEFAULT_ZIP_LIMITS, ZipArchive } from './zip-reader';
export type { ZipEntry } from '../zip/directory';
export type { ZipLimits } from '../zip/limits';
export { CompressingWriter, type PrecompressedFile } from './precompressed';
export { ZipWriter, type DeflateLevel, type ZipEntryWritten } from './zip-writer';
