import type PgBoss from 'pg-boss';
import { getDb, type Db, type Refusal } from '@/lib/db';
import type { Finding } from '@/lib/catalog';
import { findingSaid, type Said } from '@/lib/catalog/messages';
import { getBlobStore, type BlobStore } from '@/lib/storage';
import { getBoss } from './boss';

/** What submitting work needs: the database, pg-boss to queue on, the blob store. */
export interface JobRuntime {
  db: Db;
  boss: PgBoss;
  store: BlobStore;
}

/** The process's runtime, with any part replaced (tests pass their own database and boss). */
export async function jobRuntime(parts: Partial<JobRuntime> = {}): Promise<JobRuntime> {
  return {
    db: parts.db ?? (await getDb()),
    boss: parts.boss ?? (await getBoss()),
    store: parts.store ?? getBlobStore(),
  };
}

/**
 * A refusal that may carry the finding behind it (too large, unreadable, over quota), or the
 * engine's text saying why (`said`, e.g. the upload was purged), which actions show in the reader's language.
 */
export type SubmitRefusal = Refusal & { finding?: Finding; said?: Said };
export type Submitted<T extends object> = ({ ok: true } & T) | SubmitRefusal;

export function refusedWith(finding: Finding, code: Refusal['code'] = 'invalid'): SubmitRefusal {
  const said = findingSaid(finding);
  return { ok: false, code, message: finding.message, finding, ...(typeof said === 'string' ? {} : { said }) };
}
