/**
 * Global set-up of the `db` project: creates two PGlite data directories once per run — a bare one
 * (initdb only) and one with the bootstrap and every migration applied — and hands their dumps to the
 * test processes (tests/db/harness.ts). Each test file runs in a process of its own, and creating a
 * PGlite from nothing runs initdb (about 3 s of CPU); loading a dump takes about 0.5 s.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { migrate } from '@/lib/db/migrations';
import { pgliteDb } from '@/lib/db/pglite-db';
import { SessionGate } from '@/lib/db/session-gate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dumped data directory with nothing applied (initdb only): tar, uncompressed. */
    pgliteBareDump: string;
    /** A dumped data directory with the bootstrap and every migration applied. */
    pgliteMigratedDump: string;
  }
}

async function dumpTo(pglite: PGlite, file: string): Promise<void> {
  const dump = await pglite.dumpDataDir('none');
  await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'partsmith-db-templates-'));
  const bare = path.join(dir, 'bare.tar');
  const migrated = path.join(dir, 'migrated.tar');
  const pglite = new PGlite();
  try {
    await pglite.waitReady;
    await dumpTo(pglite, bare);
    await migrate(pgliteDb(pglite, { backend: 'pglite-memory', description: 'test template', gate: new SessionGate() }));
    await dumpTo(pglite, migrated);
  } finally {
    await pglite.close();
  }
  project.provide('pgliteBareDump', bare);
  project.provide('pgliteMigratedDump', migrated);
  return () => rm(dir, { recursive: true, force: true });
}
