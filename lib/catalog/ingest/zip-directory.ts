import type { Finding } from '../types';
import type { ByteSource } from './byte-source';
import type { IngestLimits } from './limits';
import { findingOf, formatBytes, type Said, say } from '../messages';
import { readZipDirectory, type ZipEntry } from '../zip/directory';
import type { ZipLimits } from '../zip/limits';
import type { ZipProblem } from '../zip/problems';

/**
 * Reads an XLSX's zip directory with the engine's zip module, leniently (workbooks come from many
 * tools) and within the ingest caps, which apply before a single byte is inflated.
 */
export async function readWorkbookDirectory(source: ByteSource, limits: IngestLimits): Promise<Map<string, ZipEntry> | { error: Finding }> {
  const read = await readZipDirectory(source, { limits: workbookZipLimits(limits), strict: false });
  if ('problem' in read) return { error: workbookZipFinding(source.name, read.problem) };
  return new Map(read.map((entry) => [entry.name, entry]));
}

function workbookZipLimits(limits: IngestLimits): ZipLimits {
  return {
    maxEntries: limits.xlsxMaxEntries,
    maxTotalBytes: limits.xlsxMaxUncompressedBytes,
    // The total caps every entry; a workbook has no cap of its own per entry.
    maxEntryBytes: Infinity,
    maxRatio: limits.xlsxMaxRatio,
    ratioFloorBytes: limits.xlsxRatioFloorBytes,
  };
}

/** A zip problem in the words ingest has always used for workbooks (XLSX_* codes). */
export function workbookZipFinding(file: string, problem: ZipProblem): Finding {
  const zip = (why: Said): Finding => findingOf('XLSX_CORRUPT', 'error', say('XLSX_CORRUPT.zip', { file, why }), { file });
  const entry = (why: Said): Finding => findingOf('XLSX_CORRUPT', 'error', say('XLSX_CORRUPT.entry', { file, why }), { file });
  switch (problem.kind) {
    case 'zip64LocatorMissing':
      return zip(say('xlsx.why.noZip64Locator'));
    case 'zip64Damaged':
      return zip(say('xlsx.why.zip64Damaged'));
    case 'directoryOutside':
      return zip(say('xlsx.why.directoryPastEnd'));
    case 'noEntries':
      return zip(say('xlsx.why.noFiles'));
    case 'method':
      return zip(say('xlsx.why.compression', { entry: problem.entry, method: String(problem.method) }));
    case 'encrypted':
      return findingOf('XLSX_ENCRYPTED', 'error', say('XLSX_ENCRYPTED', { file, entry: problem.entry }), { file });
    case 'tooManyEntries':
      return findingOf('XLSX_TOO_MANY_ENTRIES', 'error', say('XLSX_TOO_MANY_ENTRIES', { file, count: String(problem.count), limit: String(problem.max) }), { file });
    case 'tooLarge':
      return findingOf('XLSX_TOO_LARGE', 'error', say('XLSX_TOO_LARGE', { file, limit: formatBytes(problem.max, 'en') }), { file });
    case 'ratio': {
      const ratio = problem.compressedSize === 0 ? '∞' : Math.round(problem.size / problem.compressedSize).toString();
      return findingOf('XLSX_RATIO', 'error', say('XLSX_RATIO', { file, entry: problem.entry, ratio, limit: String(problem.max) }), { file });
    }
    case 'inflatesMore':
      return findingOf('XLSX_TOO_LARGE', 'error', say('XLSX_TOO_LARGE.entry', { file, entry: problem.entry, size: String(problem.size) }), { file });
    case 'localHeader':
      return entry(say('xlsx.why.entryHeader', { entry: problem.entry }));
    case 'dataPastEnd':
      return entry(say('xlsx.why.entryPastEnd', { entry: problem.entry }));
    case 'inflate':
      return entry(say('xlsx.why.entryUnpack', { entry: problem.entry, detail: problem.detail }));
    default:
      // noDirectory, and the problems only strict reading reports (workbooks are read leniently).
      return zip(say('xlsx.why.noDirectory'));
  }
}
