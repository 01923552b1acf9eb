import type { LoadedReference } from '@/lib/catalog';
import { getDb } from '@/lib/db';
import { referenceFromDb } from '@/lib/jobs';
import { searchIndexFor, type ReferenceSearchIndex } from './search-index';
import type { ReferenceIdentity } from './types';

const HOLDER_KEY = Symbol.for('partsmith.reviewReference');
/** How long a loaded release is trusted before asking the database for a newer one. */
const RECHECK_MS = 60_000;

type Holder = { [HOLDER_KEY]?: { load: () => Promise<LoadedReference>; checked: number; current: Promise<LoadedReference> } };

/**
 * The reference set conversions normalize against right now — the latest ready release in the
 * database, else the bundled demo set (`referenceFromDb`, as the convert and export jobs use it) —
 * with its search index. One per process, on globalThis because Next bundles server modules more
 * than once; the database is asked for a newer release at most once a minute, so a search per
 * keystroke costs no query.
 */
export async function currentReference(): Promise<{ reference: LoadedReference['reference']; index: ReferenceSearchIndex; identity: ReferenceIdentity }> {
  const holder = globalThis as Holder;
  const now = Date.now();
  let slot = holder[HOLDER_KEY];
  if (!slot) {
    const load = referenceFromDb(await getDb());
    slot = { load, checked: now, current: load() };
    holder[HOLDER_KEY] = slot;
  } else if (now - slot.checked > RECHECK_MS) {
    slot.checked = now;
    slot.current = slot.load();
  }
  const pending = slot.current;
  let loaded: LoadedReference;
  try {
    loaded = await pending;
  } catch (error) {
    // A failed load is not kept: the next request asks again.
    if (holder[HOLDER_KEY]?.current === pending) delete holder[HOLDER_KEY];
    throw error;
  }
  const { reference } = loaded;
  return {
    reference,
    index: searchIndexFor(reference),
    identity: { source: reference.source, versionDate: reference.versionDate, demo: reference.demo },
  };
}
