/**
 * Reads an Auto Care ASCII delivery — a folder or a zip holding one pipe-delimited file per table, a
 * header row of column names, names with or without a `YYYYMMDD_` prefix — and hands each table's rows
 * to a visitor, line by line. Knows nothing of what the rows mean, so the Postgres import can use it too.
 */

import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { basename, join, relative } from 'node:path';
import type { Finding } from '@/lib/catalog/types';
import { LineSplitter } from './line-splitter';
import { tableNameFromFile } from './tables';
import { deliveryZipWhy, listZipEntries, readZipEntry } from './zip-reader';
import { ZipStop } from '../zip/problems';
import { findingOf, type Said, say } from '../messages';

export interface DeliveryVisitor {
  /** Return false to skip a table without reading its file. */
  wants(table: string): boolean;
  /** The header row was read: return a sink for the data rows, or null to skip the rest of the file. */
  table(table: string, columns: string[], origin: string): ((values: string[]) => void) | null;
  /** The file of a table that was opened has been read to the end. */
  tableEnd?(table: string, origin: string): void;
}

export interface DeliveryFile {
  table: string;
  /** Path inside the folder or zip. */
  origin: string;
  /** Date from a `YYYYMMDD_` prefix. */
  date: string | null;
}

export interface DeliveryInfo {
  source: string;
  kind: 'folder' | 'zip';
  files: DeliveryFile[];
  /** The newest `YYYYMMDD_` prefix seen, a fallback for the release date. */
  fileDate: string | null;
  findings: Finding[];
}

const TABLE_FILE = /\.(txt|psv)$/i;
/**
 * Bytes read from a table file at a time, as the zip reader reads. Larger pieces are no faster and
 * each one is a string of that size in memory while its lines are split: 1 MB pieces raised a
 * release's loading peak by ~50 MB.
 */
const READ_CHUNK_BYTES = 64 * 1024;
const JUNK = /(^|\/)(__MACOSX\/|\._)/;

/** Streams one file's bytes through a visitor: header first, then each non-empty line split on `|`. */
async function readTableFile(
  chunks: AsyncIterable<Uint8Array>,
  file: DeliveryFile,
  visitor: DeliveryVisitor,
): Promise<'utf-8' | 'windows-1252'> {
  let sink: ((values: string[]) => void) | null = null;
  let headerSeen = false;
  let skip = false;
  const splitter = new LineSplitter((line) => {
    if (skip || line.length === 0) return;
    if (!headerSeen) {
      headerSeen = true;
      sink = visitor.table(file.table, line.split('|'), file.origin);
      if (!sink) skip = true;
      return;
    }
    sink!(line.split('|'));
  });
  for await (const chunk of chunks) {
    splitter.push(chunk);
    if (skip) break;
  }
  if (!skip) splitter.end();
  if (sink) visitor.tableEnd?.(file.table, file.origin);
  return splitter.encoding;
}

function unreadable(source: string, why: Said | string): Finding {
  return findingOf('REFERENCE_UNREADABLE', 'error', say('REFERENCE_UNREADABLE', { file: source, why }), { file: source });
}

async function isZip(path: string): Promise<boolean> {
  const stream = createReadStream(path, { start: 0, end: 3 });
  for await (const chunk of stream) {
    const b = chunk as Buffer;
    return b.length >= 4 && b.readUInt32LE(0) === 0x04034b50;
  }
  return false;
}

/** Reads every wanted table of a delivery folder or zip. Problems come back as findings, never thrown. */
export async function readAsciiDelivery(path: string, visitor: DeliveryVisitor): Promise<DeliveryInfo> {
  const info: DeliveryInfo = { source: path, kind: 'folder', files: [], fileDate: null, findings: [] };
  let kind: 'folder' | 'zip' | null = null;
  try {
    const s = await stat(path);
    if (s.isDirectory()) kind = 'folder';
    else if (s.isFile() && (await isZip(path))) kind = 'zip';
  } catch (err) {
    info.findings.push(unreadable(path, (err as NodeJS.ErrnoException).code === 'ENOENT' ? say('reference.why.missing') : String(err)));
    return info;
  }
  if (!kind) {
    info.findings.push(unreadable(path, say('reference.why.notFolderOrZip')));
    return info;
  }
  info.kind = kind;

  type Source = DeliveryFile & { chunks: () => AsyncIterable<Uint8Array> };
  const sources: Source[] = [];
  try {
    if (kind === 'folder') {
      const entries = await readdir(path, { recursive: true, withFileTypes: true });
      for (const entry of entries) {
        if (!entry.isFile() || !TABLE_FILE.test(entry.name)) continue;
        const full = join(entry.parentPath ?? path, entry.name);
        const origin = relative(path, full).split('\\').join('/');
        if (JUNK.test(origin)) continue;
        const { table, date } = tableNameFromFile(entry.name);
        sources.push({ table, origin, date, chunks: () => createReadStream(full, { highWaterMark: READ_CHUNK_BYTES }) });
      }
    } else {
      const isTable = (name: string): boolean => !name.endsWith('/') && TABLE_FILE.test(name) && !JUNK.test(name);
      for (const entry of await listZipEntries(path, isTable)) {
        const { table, date } = tableNameFromFile(basename(entry.name));
        sources.push({ table, origin: entry.name, date, chunks: () => readZipEntry(path, entry) });
      }
    }
  } catch (err) {
    info.findings.push(unreadable(path, err instanceof ZipStop ? deliveryZipWhy(err.problem) : err instanceof Error ? err.message : String(err)));
    return info;
  }
  sources.sort((a, b) => a.origin.localeCompare(b.origin));

  for (const source of sources) {
    const file: DeliveryFile = { table: source.table, origin: source.origin, date: source.date };
    info.files.push(file);
    if (file.date && (!info.fileDate || file.date > info.fileDate)) info.fileDate = file.date;
    if (!visitor.wants(file.table)) continue;
    try {
      const encoding = await readTableFile(source.chunks(), file, visitor);
      if (encoding !== 'utf-8') {
        info.findings.push(findingOf('REFERENCE_ENCODING', 'info', say('REFERENCE_ENCODING', { file: file.origin }), { file: file.origin }));
      }
    } catch (err) {
      const detail = err instanceof ZipStop ? deliveryZipWhy(err.problem) : err instanceof Error ? err.message : String(err);
      info.findings.push(findingOf('REFERENCE_UNREADABLE', 'error', say('REFERENCE_UNREADABLE.file', { file: file.origin, detail }), { file: file.origin }));
    }
  }
  return info;
}
