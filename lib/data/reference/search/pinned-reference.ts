import { getDb, type Db } from '@/lib/db';
import { sharedPinnedReference } from '../reference-source';
import type { JobError } from '../../catalogs/files';
import type { ReferencePin } from '../reference-pin';
import { searchIndexFor, type ReferenceSearchIndex } from './search-index';
import type { ReferenceIdentity } from './types';

export type PinnedReference =
  | { ok: true; reference: ReferenceSearchIndex['reference']; index: ReferenceSearchIndex; identity: ReferenceIdentity }
  | { ok: false; error: JobError };

/**
 * The reference set a conversion is pinned to, with its search index — the same release its convert
 * job ran against and its exports use, so the names a reviewer sees and the IDs an override picks
 * are those of that release, whatever the workspace uses now. The process keeps the last few
 * releases loaded (`sharedPinnedReference`), so a search per keystroke costs no query.
 *
 * Load it before opening a `withUser` transaction, never inside one: on the embedded database a
 * second scope waits for the first, forever.
 */
export async function referenceOfPin(pin: ReferencePin, db?: Db): Promise<PinnedReference> {
  const outcome = await sharedPinnedReference(db ?? (await getDb()))(pin);
  if (!outcome.ok) return outcome;
  const { reference } = outcome.loaded;
  return {
    ok: true,
    reference,
    index: searchIndexFor(reference),
    identity: { source: reference.source, versionDate: reference.versionDate, demo: reference.demo, releaseId: pin.releaseId, sha256: pin.sha256 },
  };
}
