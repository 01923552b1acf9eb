import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { Zip, ZipDeflate } from 'fflate';
import { IN_TOTO_PAYLOAD_TYPE, signEnvelope, type DsseEnvelope } from './dsse';
import { publicKeyPem, type SigningKey } from './keys';
import { buildStatement, type ConversionContext, type Statement, type Subject } from './statement';

/** Names inside the bundle that carry the attestation itself (never subjects). */
export const ENVELOPE_FILE = 'attestation.dsse.json';
export const PUBLIC_KEY_ENTRY = 'signer.pub.pem';
export const RESERVED_NAMES: ReadonlySet<string> = new Set([ENVELOPE_FILE, PUBLIC_KEY_ENTRY]);

export interface BundleFile {
  /** Name inside the zip, e.g. `aces.xml` or `notes/normalization.json`. */
  name: string;
  /** Read from disk in chunks (deliverables can be large)… */
  path?: string;
  /** …or given in memory. */
  bytes?: Uint8Array | string;
}

export interface BuildEvidenceBundleInput {
  files: BundleFile[];
  predicate: ConversionContext;
  signer: SigningKey;
  /** Timestamp stored on zip entries (default now); fixed for reproducible bundles. */
  mtime?: Date;
  /** Deflate level 0–9 (default 6). */
  level?: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
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
    if ((f.path === undefined) === (f.bytes === undefined))
      throw new Error(`Bundle file "${f.name}" needs exactly one of path or bytes`);
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
  let zipError: Error | null = null;
  let done!: () => void;
  const ended = new Promise<void>((resolve) => (done = resolve));
  const zip = new Zip((err, data, final) => {
    if (err) zipError = err;
    else if (data.length) out.write(data);
    if (final || err) done();
  });
  const drain = async (): Promise<void> => {
    if (zipError) throw zipError;
    if (out.writableNeedDrain) await once(out, 'drain');
  };
  const addEntry = async (
    name: string,
    chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  ): Promise<Subject & { bytes: number }> => {
    const entry = new ZipDeflate(name, { level });
    entry.mtime = mtime;
    zip.add(entry);
    const hash = createHash('sha256');
    let bytes = 0;
    for await (const chunk of chunks) {
      hash.update(chunk);
      bytes += chunk.length;
      entry.push(chunk, false);
      await drain();
    }
    entry.push(new Uint8Array(0), true);
    await drain();
    return { name, sha256: hash.digest('hex'), bytes };
  };

  const subjects: (Subject & { bytes: number })[] = [];
  for (const f of input.files) subjects.push(await addEntry(f.name, chunksOf(f)));

  const statement = buildStatement(subjects, input.predicate);
  const envelope = signEnvelope(
    IN_TOTO_PAYLOAD_TYPE,
    Buffer.from(JSON.stringify(statement), 'utf8'),
    input.signer,
  );
  await addEntry(ENVELOPE_FILE, [Buffer.from(`${JSON.stringify(envelope, null, 2)}\n`, 'utf8')]);
  await addEntry(PUBLIC_KEY_ENTRY, [Buffer.from(publicKeyPem(input.signer.publicKey), 'utf8')]);
  zip.end();
  await ended;
  if (zipError) throw zipError;
  out.end();
  await finished(out);
  return { subjects, statement, envelope, signerFingerprint: input.signer.fingerprint };
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
