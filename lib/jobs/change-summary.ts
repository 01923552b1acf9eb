import { open, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BundleFile } from '@/lib/catalog/evidence';
import { diffAces, writeDelta } from '@/lib/catalog/diff';
import type { MessageLocale } from '@/lib/catalog/messages';

/**
 * The net change against the workspace's previous export of the brand: changes.json, changes.csv
 * and an ACES UPDATE file (aces-update.xml, apps with action A/D), under `changes/` in the bundle.
 * Made from the ACES files alone, so it shows exactly what a receiver's database would see change.
 * A side without an aces.xml (an export with no apps) counts as a delivery with no apps; with no
 * change at all there is no UPDATE file, and changes.json says "no changes". changes.csv is in
 * `locale` (the workspace's language, as report.html); changes.json is the same in every language.
 */
export async function changeSummaryFiles(
  previousAces: string | null,
  newAces: string | null,
  dir: string,
  locale: MessageLocale = 'en',
): Promise<BundleFile[]> {
  const pair = await comparableAces(previousAces, newAces, dir);
  if (!pair) return [];
  const diff = await diffAces({ path: pair.old }, { path: pair.new });
  const delta = await writeDelta(diff, path.join(dir, 'changes'), {}, { locale });
  return [
    { name: 'changes/changes.json', path: delta.changesJson },
    { name: 'changes/changes.csv', path: delta.changesCsv },
    ...(delta.updateXml ? [{ name: 'changes/aces-update.xml', path: delta.updateXml }] : []),
  ];
}

/**
 * Two ACES files to compare when either side may have none (a run with no apps writes no
 * aces.xml): the missing side becomes a document with the other's header and no apps. Null when
 * neither has one — there is nothing to compare.
 */
export async function comparableAces(oldAces: string | null, newAces: string | null, dir: string): Promise<{ old: string; new: string } | null> {
  if (!oldAces && !newAces) return null;
  return {
    old: oldAces ?? (await emptyLike(newAces!, path.join(dir, 'old-none.xml'))),
    new: newAces ?? (await emptyLike(oldAces!, path.join(dir, 'new-none.xml'))),
  };
}

/** Enough of a header to find `</Header>` in: ACES headers are a few hundred bytes. */
const HEAD_BYTES = 64 * 1024;

/**
 * A scratch ACES document with `other`'s header and no apps, standing in for the side that has no
 * file so the comparison (and an UPDATE's header) works as for any two deliveries. Never delivered.
 */
async function emptyLike(other: string, to: string): Promise<string> {
  const handle = await open(other, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    const head = buffer.subarray(0, bytesRead).toString('utf8');
    const end = head.indexOf('</Header>');
    if (end < 0) throw new Error(`${path.basename(other)} has no ACES header in its first ${HEAD_BYTES / 1024} KB`);
    await writeFile(to, `${head.slice(0, end + '</Header>'.length)}\n  <Footer>\n    <RecordCount>0</RecordCount>\n  </Footer>\n</ACES>\n`);
    return to;
  } finally {
    await handle.close();
  }
}
