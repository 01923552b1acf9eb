/**
 * File-system entry points: load a delivery (folder or zip) or the bundled demo set into a
 * `ReferenceSet`. Everything that can go wrong comes back as findings; an unreadable delivery gives an
 * empty set whose missing capabilities make the conversion flag rather than guess.
 */

import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Finding } from '@/lib/catalog/types';
import { serverConfig } from '@/lib/config';
import { createReferenceBuilder } from './builder';
import { readAsciiDelivery } from './delivery';
import type { ReferenceSet } from './reference-set';

export interface LoadedReference {
  reference: ReferenceSet;
  findings: Finding[];
}

export async function loadReference(pathOrZip: string, options: { demo?: boolean; source?: string } = {}): Promise<LoadedReference> {
  const path = resolve(pathOrZip);
  const builder = createReferenceBuilder({ source: options.source ?? path, demo: options.demo ?? false });
  const info = await readAsciiDelivery(path, {
    wants: (table) => builder.wants(table),
    table: (table, columns, origin) => builder.openTable(table, columns, origin),
    tableEnd: (table) => builder.closeTable(table),
  });
  const { reference, findings } = builder.finish({ versionDate: info.fileDate });
  return { reference, findings: [...info.findings, ...findings] };
}

/**
 * The folder of the bundled demo set: from PARTSMITH_ROOT (the CLI sets it), the working directory
 * (tests, `next start`) or this module.
 */
export function demoReferenceDir(): string {
  const fromCwd = join(serverConfig().root, 'reference', 'demo');
  if (existsSync(join(fromCwd, 'README.md'))) return fromCwd;
  try {
    // Joined at run time rather than `new URL(literal, import.meta.url)`, which bundlers take for an
    // asset to copy and warn about.
    const fromModule = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'reference', 'demo');
    if (existsSync(join(fromModule, 'README.md'))) return fromModule;
  } catch {
    // import.meta.url is not a file URL inside some bundles; the cwd path is the answer there.
  }
  return fromCwd;
}

/** Loads the bundled demo set: made-up IDs, not Auto Care data, for preview and tests only. */
export async function loadDemoReference(): Promise<LoadedReference> {
  return loadReference(demoReferenceDir(), { demo: true, source: 'demo' });
}
