import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { Writable } from 'node:stream';
import { envelopeFileText, IN_TOTO_PAYLOAD_TYPE, signEnvelope, type DsseEnvelope } from './dsse';
import { publicKeyPem, type SigningKey } from './keys';
import { buildStatement, type ConversionContext, type Statement, type Subject } from './statement';
import type { PrecompressedFile } from './precompressed';
import { ZipWriter, type DeflateLevel } from './zip-writer';

/** Names inside the bundle that carry the attestation itself (never subjects). */
export const ENVELOPE_FILE = 'attestation.dsse.json';
export const PUBLIC_KEY_ENTRY = 'signer.pub.pem';
export const RESERVED_NAMES: ReadonlySet<string> = new Set([ENVELOPE_FILE, PUBLIC_KEY_ENTRY]);

export interface BundleFile {
  /** Name inside the zip, e.g. `aces.xml` or `notes/normalization.json`. */
  name: string;
  /** Read from disk in chunks (deliverables can be large)… */
  path?: string;
  /** …or given in memory… */
  bytes?: Uint8Array | string;
  /** …or already hashed and deflated while it was written (see `CompressingWriter`). */
  precompressed?: PrecompressedFile;
}

export interface BuildEvidenceBundleInput {
  files: BundleFile[];
  predicate: ConversionContext;
  signer: SigningKey;
  /** Timestamp stored on zip entries (default now); fixed for reproducible bundles. */
  mtime?: Date;
  /** Deflate level 0–9 (default 6). */
  level?: DeflateLevel;
}

export interface BundleSummary {
  subjects: (Subject & { bytes: number })[];
  statement: Statement;
  envelope: DsseEnvelope;
  signerFingerprint: string;
}

const SAFE_NAME = /^[A-Za-z0-9_][A-Za-z0-9._-]*(\/[A-Za-z0-9_][A-Za-z0-9._-]*)*$/;

function checkNames(files: BundleFile[]): void {
  const seen = new Set<string>();
  for (const f of files) {
    if (!SAFE_NAME.test(f.name))
      throw new Error(`Bundle file name "${f.name}" must be a relative path of letters, digits, . _ -`);
    if (RESERVED_NAMES.has(f.name))
      throw new Error(`Bundle file name "${f.name}" is reserved for the attestation`);
    if (seen.has(f.name)) throw new Error(`Bundle file "${f.name}" is listed twice`);
    if ([f.path, f.bytes, f.precompressed].filter((x) => x !== undefined).length !== 1)
      throw new Error(`Bundle file "${f.name}" needs exactly one of path, bytes or precompressed`);
    seen.add(f.name);
  }
}

async function* chunksOf(file: BundleFile): AsyncGenerator<Uint8Array> {
  if (file.path !== undefined) {
    for await (const chunk of createReadStream(file.path, { highWaterMark: 1 << 20 })) yield chunk as Buffer;
  } else if (typeof file.bytes === 'string') {
    yield Buffer.from(file.bytes, 'utf8');
  } else if (file.bytes) {
    yield file.bytes;
  }
}

/**
 * Streams the evidence bundle to `out`: every file (hashed with SHA-256 while it is compressed, so
 * each is read once), then the DSSE envelope over an in-toto v1 statement listing them all, then
 * the signer's public key. Memory stays flat whatever the deliverables' size.
 */
export async function writeEvidenceBundle(
  input: BuildEvidenceBundleInput,
  out: Writable,
): Promise<BundleSummary> {
  checkNames(input.files);
  const mtime = input.mtime ?? new Date();
  const level = input.level ?? 6;
  const zip = new ZipWriter(out);
  const addEntry = async (
    name: string,
    chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  ): Promise<Subject & { bytes: number }> => {
    const hash = createHash('sha256');
    const written = await zip.add(name, chunks, { level, mtime, onChunk: (c) => hash.update(c) });
    return { name, sha256: hash.digest('hex'), bytes: written.bytes };
  };

  const addPrecompressed = async (name: string, p: PrecompressedFile): Promise<Subject & { bytes: number }> => {
    const deflated = createReadStream(p.deflatedPath, { highWaterMark: 1 << 20 });
    await zip.addDeflated({ name, bytes: p.bytes, compressedBytes: p.compressedBytes, crc32: p.crc32 }, deflated, { level: p.level, mtime });
    return { name, sha256: p.sha256, bytes: p.bytes };
  };

  try {
    const subjects: (Subject & { bytes: number })[] = [];
    for (const f of input.files)
      subjects.push(f.precompressed ? await addPrecompressed(f.name, f.precompressed) : await addEntry(f.name, chunksOf(f)));

    const statement = buildStatement(subjects, input.predicate);
    const envelope = signEnvelope(
      IN_TOTO_PAYLOAD_TYPE,
      Buffer.from(JSON.stringify(statement), 'utf8'),
      input.signer,
    );
    await addEntry(ENVELOPE_FILE, [Buffer.from(envelopeFileText(envelope), 'utf8')]);
    await addEntry(PUBLIC_KEY_ENTRY, [Buffer.from(publicKeyPem(input.signer.publicKey), 'utf8')]);
    await zip.finish();
    return { subjects, statement, envelope, signerFingerprint: input.signer.fingerprint };
  } catch (err) {
    out.destroy();
    throw err;
  }
}

/** Writes the bundle to a file path. */
export function writeEvidenceBundleFile(
  input: BuildEvidenceBundleInput,
  outPath: string,
): Promise<BundleSummary> {
  return writeEvidenceBundle(input, createWriteStream(outPath));
}

/** Builds the bundle in memory (for small bundles, tests and uploads to storage). */
export async function buildEvidenceBundle(input: BuildEvidenceBundleInput): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, cb) {
      chunks.push(chunk);
      cb();
    },
  });
  await writeEvidenceBundle(input, sink);
  return new Uint8Array(Buffer.concat(chunks));
}
