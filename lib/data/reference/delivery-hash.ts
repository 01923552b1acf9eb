/**
 * The identity of an Auto Care delivery: SHA-256 of a zip's bytes, or for a folder SHA-256 over the
 * lines `<relative path>\0<sha256 of the file>\n` of its table files sorted by path. Other files in a
 * folder (a README, scripts) do not change it, and neither do file dates or the folder's location.
 */

import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { render, say, type Said } from '@/lib/catalog/messages';

/** The files `readAsciiDelivery` reads as tables (same rules as lib/catalog/reference/delivery.ts). */
const TABLE_FILE = /\.(txt|psv)$/i;
const JUNK = /(^|\/)(__MACOSX\/|\._)/;

export type DeliveryHash =
  | { ok: true; sha256: string; kind: 'zip' | 'folder'; files: number; bytes: number }
  | { ok: false; message: string; said: Said };

async function hashFile(file: string): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 })) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), bytes };
}

async function startsLikeZip(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const { bytesRead, buffer } = await handle.read(Buffer.alloc(4), 0, 4, 0);
    return bytesRead === 4 && buffer.readUInt32LE(0) === 0x04034b50;
  } finally {
    await handle.close();
  }
}

export async function hashDelivery(deliveryPath: string): Promise<DeliveryHash> {
  const cannot = (why: Said): DeliveryHash => {
    const said = say('REFERENCE_UNREADABLE', { file: deliveryPath, why });
    return { ok: false, message: render(said), said };
  };
  try {
    const info = await stat(deliveryPath);
    if (info.isFile()) {
      if (!(await startsLikeZip(deliveryPath))) return cannot(say('reference.why.notFolderOrZip'));
      const { sha256, bytes } = await hashFile(deliveryPath);
      return { ok: true, sha256, kind: 'zip', files: 1, bytes };
    }
    if (!info.isDirectory()) return cannot(say('reference.why.notFolderOrZip'));

    const entries = await readdir(deliveryPath, { recursive: true, withFileTypes: true });
    const files = entries
      .filter((entry) => entry.isFile() && TABLE_FILE.test(entry.name))
      .map((entry) => {
        const full = path.join(entry.parentPath ?? deliveryPath, entry.name);
        return { full, relative: path.relative(deliveryPath, full).split(path.sep).join('/') };
      })
      .filter((file) => !JUNK.test(file.relative))
      // Code-point order, not the locale's: the hash must not depend on where it is computed.
      .sort((a, b) => (a.relative < b.relative ? -1 : a.relative > b.relative ? 1 : 0));

    const manifest = createHash('sha256');
    let bytes = 0;
    for (const file of files) {
      const hashed = await hashFile(file.full);
      bytes += hashed.bytes;
      manifest.update(`${file.relative}\0${hashed.sha256}\n`);
    }
    return { ok: true, sha256: manifest.digest('hex'), kind: 'folder', files: files.length, bytes };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return cannot(say('reference.why.missing'));
    return cannot(say('reference.why.reported', { detail: error instanceof Error ? error.message : String(error) }));
  }
}
