/**
 * The bundled demo set as a release identity: the files in `reference/demo`, identified the way an
 * import identifies a folder (`hashDelivery`). Conversions against the demo set are pinned to this
 * hash, so an upgrade that changes the bundled files cannot silently change what their exports say.
 */

import { createReferenceBuilder, demoReferenceDir, readAsciiDelivery } from '@/lib/catalog/reference';
import { hashDelivery } from './delivery-hash';

export interface BundledDemoRelease {
  sha256: string;
  /** From the demo's Version table (`YYYY-MM-DD`). */
  versionDate: string | null;
}

let identified: Promise<BundledDemoRelease> | null = null;

/** Reads only the Version table: the identity must not cost a whole load of the set. */
async function identify(): Promise<BundledDemoRelease> {
  const dir = demoReferenceDir();
  const hashed = await hashDelivery(dir);
  if (!hashed.ok) throw new Error(`The bundled demo reference set cannot be read: ${hashed.message}`);
  const builder = createReferenceBuilder({ source: 'demo', demo: true });
  const info = await readAsciiDelivery(dir, {
    wants: (table) => table === 'version',
    table: (table, columns, origin) => builder.openTable(table, columns, origin),
    tableEnd: (table) => builder.closeTable(table),
  });
  const { reference } = builder.finish({ versionDate: info.fileDate });
  return { sha256: hashed.sha256, versionDate: reference.versionDate };
}

/** Once per process: the bundled files do not change while it runs. */
export function bundledDemoRelease(): Promise<BundledDemoRelease> {
  identified ??= identify().catch((error: unknown) => {
    identified = null;
    throw error;
  });
  return identified;
}
