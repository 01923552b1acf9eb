import type { ZipArchive } from './zip-reader';
import type { ZipEntry } from '../zip/directory';
import { render, type Said, say } from '../messages';

/** An empty deflate stream: what a deflating zip tool writes for an entry with no content. */
const EMPTY_DEFLATE_BYTES = 2;

/**
 * The archive's pure folder entries: a name ending in "/" and no content. Zip tools add one per
 * folder when a bundle is unzipped and zipped again (`zip -r`, Explorer, Finder); they carry no
 * bytes, so they cannot change what the bundle says, and counting them as added files would make
 * an intact bundle look tampered with. Only the shapes zip tools write qualify — stored with no
 * bytes, or the two-byte empty deflate stream — and the entry must really read as empty (local
 * header, size and checksum), so nothing can ride along under a folder's name.
 */
export async function pureFolderEntries(archive: ZipArchive): Promise<Set<ZipEntry>> {
  const folders = new Set<ZipEntry>();
  for (const entry of archive.entries) {
    if (!looksLikeFolder(entry)) continue;
    const read = await archive.read(entry, 0);
    if (read.ok && read.value.length === 0) folders.add(entry);
  }
  return folders;
}

function looksLikeFolder(entry: ZipEntry): boolean {
  if (!entry.name.endsWith('/') || entry.size !== 0 || entry.crc32 !== 0) return false;
  return entry.compressedSize === 0 || (entry.method === 8 && entry.compressedSize <= EMPTY_DEFLATE_BYTES);
}

/** The sentence a verify result carries for them ("Ignored 3 folder entries: …"), as a catalogue text. */
export function ignoredFoldersSaid(names: readonly string[]): Said {
  const shown = names.length > 5 ? `${names.slice(0, 5).join(', ')}, …` : names.join(', ');
  return say('FOLDER_ENTRIES_IGNORED', { n: names.length, shown });
}

/** That sentence in English. */
export function describeIgnoredFolders(names: readonly string[]): string {
  return render(ignoredFoldersSaid(names));
}
