/**
 * Small reference deliveries for the release tests: the bundled demo set, and a "next release" made
 * from it — a copy with a later version date and one make renamed, so a catalog that names that make
 * converts differently against it (fewer apps, rows held for review).
 */
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { demoReferenceDir } from '@/lib/catalog/reference';

/** A copy of the demo delivery in `parent`, dated `versionDate`, with make `rename.from` called `rename.to`. */
export async function nextReleaseDelivery(
  parent: string,
  options: { versionDate?: string; rename?: { from: string; to: string } } = {},
): Promise<string> {
  const dir = await mkdtemp(path.join(parent, 'release-'));
  await cp(demoReferenceDir(), dir, { recursive: true });
  const version = options.versionDate ?? '2026-02-01';
  await writeFile(path.join(dir, '20260101_Version.txt'), `VersionDate|Demo|Note\n${version}|Y|test delivery made from the demo set\n`);
  const rename = options.rename ?? { from: 'BMW', to: 'Bavaria Motor Works' };
  const makes = path.join(dir, '20260101_Make.txt');
  const text = await readFile(makes, 'utf8');
  const renamed = text.replace(new RegExp(`\\|${rename.from}(\\r?\\n)`), `|${rename.to}$1`);
  if (renamed === text) throw new Error(`the demo Make table has no make ${rename.from}`);
  await writeFile(makes, renamed);
  return dir;
}
