/**
 * File-system entry points: load a delivery (folder or zip) or the bundled demo set into a
 * `ReferenceSet`. Everything that can go wrong comes back as findings; an unreadable delivery gives an
 * empty set whose missing capabilities make the conversion flag rather than guess.
 */

import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Finding } from '@/lib/catalog/types';
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
 * The folder of the bundled demo set: next to this module (the CLI from any folder, tests, tsx) or,
 * inside a bundle where `import.meta.url` is not a file URL, from the working directory (`next
 * start` runs in the project). The engine reads no configuration: it finds its own data.
 */
export function demoReferenceDir(): string {
  try {
    // Joined at run time rather than `new URL(literal, import.meta.url)`, which bundlers take for an
    // asset to copy and warn about.
    const fromModule = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'reference', 'demo');
    if (existsSync(join(fromModule, 'README.md'))) return fromModule;
  } catch {
    // import.meta.url is not a file URL inside some bundles; the working directory is the answer there.
  }
  return join(process.cwd(), 'reference', 'demo');
}

/** Loads the bundled demo set: made-up IDs, not Auto Care data, for preview and tests only. */
export async function loadDemoReference(): Promise<LoadedReference> {
  return loadReference(demoReferenceDir(), { demo: true, source: 'demo' });
}
