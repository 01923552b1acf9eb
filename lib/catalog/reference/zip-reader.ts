/**
 * Reads the tables of a zipped delivery one at a time, straight from disk, through the engine's zip
 * module: the central directory gives names and offsets (so data descriptors and entries we skip
 * cost nothing), each table streams through inflate, and memory stays flat however large the
 * delivery is. Deliveries come from other tools, so they are read leniently, within caps of their own.
 */

import { type Said, say } from '../messages';
import { readZipDirectory, type ZipEntry } from '../zip/directory';
import { entryChunks } from '../zip/inflate';
import type { ZipLimits } from '../zip/limits';
import { ZipStop, type ZipProblem } from '../zip/problems';
import { openZipFile } from '../zip/source';

/**
 * A full Auto Care delivery is a few hundred tables and unpacks to a few GB; uploads stop at 2 GiB
 * compressed (REFERENCE_DELIVERY_MAX_BYTES). Pipe-delimited ID tables deflate 4–20:1, so 200:1
 * leaves them room while refusing what only bombs reach (~1000:1).
 */
export const DELIVERY_ZIP_LIMITS: Readonly<ZipLimits> = Object.freeze({
  maxEntries: 10_000,
  maxTotalBytes: 64 * 1024 ** 3,
  maxEntryBytes: 64 * 1024 ** 3,
  maxRatio: 200,
  ratioFloorBytes: 1024 * 1024,
});

/** Read size, as the folder reader's streams read. */
const READ_CHUNK_BYTES = 64 * 1024;

/**
 * Lists the entries of a zip file that `include` names (the tables). Throws a `ZipStop` when the zip
 * is unreadable or beyond the caps, before a byte is inflated (see deliveryZipWhy).
 */
export async function listZipEntries(path: string, include: (name: string) => boolean, limits: ZipLimits = DELIVERY_ZIP_LIMITS): Promise<ZipEntry[]> {
  const file = await openZipFile(path, READ_CHUNK_BYTES);
  try {
    const read = await readZipDirectory(file, { limits, strict: false, include });
    if (!('problem' in read)) return read;
    // A zip with no tables in it is an empty delivery, which later stages report as such.
    if (read.problem.kind === 'noEntries') return [];
    throw new ZipStop(read.problem);
  } finally {
    await file.close();
  }
}

/** Streams the uncompressed bytes of one entry, held to its declared size. */
export async function* readZipEntry(path: string, entry: ZipEntry): AsyncGenerator<Uint8Array> {
  const file = await openZipFile(path, READ_CHUNK_BYTES);
  try {
    yield* entryChunks(file, entry, false);
  } finally {
    await file.close();
  }
}

/** Why a delivery or one of its tables could not be read, for REFERENCE_UNREADABLE (the English the reader always gave, and texts for the caps). */
export function deliveryZipWhy(problem: ZipProblem): Said | string {
  switch (problem.kind) {
    case 'noDirectory':
      return 'not a zip file (no end-of-central-directory record)';
    case 'zip64LocatorMissing':
    case 'zip64Damaged':
      return 'broken ZIP64 directory';
    case 'encrypted':
      return `${problem.entry} is encrypted`;
    case 'method':
      return `${problem.entry} uses compression method ${problem.method} (only stored and deflate are read)`;
    case 'localHeader':
      return `broken local header for ${problem.entry}`;
    case 'tooManyEntries':
      return say('reference.why.zipTooManyEntries', { count: String(problem.count), max: String(problem.max) });
    case 'tooLarge':
      return say('reference.why.zipTooLarge', { max: String(problem.max) });
    case 'entryTooLarge':
      return say('reference.why.zipTooLarge', { max: String(problem.max) });
    case 'ratio': {
      const ratio = problem.compressedSize === 0 ? '∞' : Math.round(problem.size / problem.compressedSize).toString();
      return say('reference.why.zipRatio', { entry: problem.entry, ratio, max: String(problem.max) });
    }
    case 'dataPastEnd':
      return `${problem.entry} runs past the end of the file`;
    case 'inflatesMore':
      return `${problem.entry} unpacks to more than the ${problem.size} bytes its directory declares`;
    case 'inflate':
      return problem.detail;
    default:
      // directoryOutside, and the problems only strict reading reports.
      return 'broken central directory';
  }
}
