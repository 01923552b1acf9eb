import { existsSync } from 'node:fs';
import type { Finding } from '@/lib/catalog';
import { serverConfig } from '@/lib/config';
import { loadReference, type ReferenceSet } from '@/lib/catalog/reference';
import { say, type Said } from '@/lib/catalog/messages';
import { render } from '../texts';
import { DB_REFERENCE } from './reference-option';

export const REFERENCE_OPTION_HELP =
  '<dir|zip|db[:id]>  Auto Care VCdb/PCdb delivery: a folder or zip, or a release imported with `partsmith reference import` (db:<id>; db alone = the newest shared release)';

/** A refusal says why as a text (`said`, for --lang) and in English (`message`). */
export type ReferenceLoad = { ok: true; reference: ReferenceSet; findings: Finding[] } | { ok: false; message: string; said: Said };

/**
 * `--reference` as a user gives it: a delivery on disk, or `db` / `db:<release id>` for a release in
 * this installation's database, so conversions and assessments record which release they used.
 */
export async function loadReferenceOption(value: string, env: NodeJS.ProcessEnv): Promise<ReferenceLoad> {
  const fromDb = DB_REFERENCE.exec(value);
  if (fromDb) {
    const releaseId = fromDb[1] === undefined ? undefined : Number(fromDb[1]);
    // Imported here: a delivery on disk needs no database code (convert's worker thread loads only what it uses).
    const { asService, closeDb, getDb, refusalSaid } = await import('@/lib/db');
    const { loadReferenceSetFromDb } = await import('@/lib/data/reference');
    try {
      const db = await getDb(serverConfig(env));
      const loaded = await asService((tx) => loadReferenceSetFromDb(tx, releaseId), db);
      if (loaded.ok) return { ok: true, reference: loaded.reference, findings: loaded.findings };
      return { ok: false, message: loaded.message, said: refusalSaid(loaded) };
    } finally {
      await closeDb();
    }
  }
  if (!existsSync(value)) {
    const said = say('cli.input.referenceMissing', { value });
    return { ok: false, message: render(said), said };
  }
  const loaded = await loadReference(value);
  return { ok: true, reference: loaded.reference, findings: loaded.findings };
}
