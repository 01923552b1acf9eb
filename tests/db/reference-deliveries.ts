/**
 * Small reference deliveries for the release tests: the bundled demo set, and a "next release" made
 * from it — a copy with a later version date and one make renamed, so a catalog that names that make
 * converts differently against it (fewer apps, rows held for review).
 */
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { demoReferenceDir } from '@/lib/catalog/reference';

/**
 * A copy of the demo delivery in `parent`, dated `versionDate`, with make `rename.from` called
 * `rename.to`, and without the base vehicles `dropBaseVehicles` (with their vehicles and engine
 * configurations): a release where an id the demo set has no longer exists.
 */
export async function nextReleaseDelivery(
  parent: string,
  options: { versionDate?: string; rename?: { from: string; to: string }; dropBaseVehicles?: number[] } = {},
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
  if (options.dropBaseVehicles?.length) await dropBaseVehicles(dir, new Set(options.dropBaseVehicles.map(String)));
  return dir;
}

/** Removes lines of a pipe-delimited table whose `column` is in `ids` (`required`: at least one); returns the first column of the removed lines. */
async function dropRows(file: string, column: number, ids: ReadonlySet<string>, required = true): Promise<Set<string>> {
  const [header, ...lines] = (await readFile(file, 'utf8')).split(/\r?\n/);
  const dropped = new Set<string>();
  const kept = lines.filter((line) => {
    const cells = line.split('|');
    if (!ids.has(cells[column] ?? '')) return true;
    dropped.add(cells[0]!);
    return false;
  });
  if (required && dropped.size === 0) throw new Error(`${path.basename(file)} has none of ${[...ids].join(', ')}`);
  await writeFile(file, [header, ...kept].join('\n'));
  return dropped;
}

async function dropBaseVehicles(dir: string, ids: ReadonlySet<string>): Promise<void> {
  await dropRows(path.join(dir, '20260101_BaseVehicle.txt'), 0, ids);
  const vehicles = await dropRows(path.join(dir, '20260101_Vehicle.txt'), 1, ids);
  await dropRows(path.join(dir, '20260101_VehicleToEngineConfig.txt'), 1, vehicles, false);
}
