import path from 'node:path';
import type { BundleFile } from '@/lib/catalog/evidence';
import { diffAces, writeDelta } from '@/lib/catalog/diff';

/**
 * The net change against the workspace's previous export of the brand: changes.json, changes.csv
 * and an ACES UPDATE file (aces-update.xml, apps with action A/D), under `changes/` in the bundle.
 * Made from the ACES files alone, so it shows exactly what a receiver's database would see change.
 */
export async function changeSummaryFiles(previousAces: string, newAces: string, dir: string): Promise<BundleFile[]> {
  const diff = await diffAces({ path: previousAces }, { path: newAces });
  const delta = await writeDelta(diff, path.join(dir, 'changes'));
  return [
    { name: 'changes/changes.json', path: delta.changesJson },
    { name: 'changes/changes.csv', path: delta.changesCsv },
    ...(delta.updateXml ? [{ name: 'changes/aces-update.xml', path: delta.updateXml }] : []),
  ];
}
