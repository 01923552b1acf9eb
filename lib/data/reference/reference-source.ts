import { loadDemoReference, type LoadedReference } from '@/lib/catalog';
import { asService, type Db } from '@/lib/db';
import { bundledDemoRelease } from './bundled-demo';
import { loadReferenceSetFromDb } from './load-release';
import { say } from '@/lib/catalog/messages';
import type { JobError } from '../catalogs/files';
import type { ReferencePin } from './reference-pin';
import { jobErrorOf } from '@/lib/jobs/job-errors';

/** The reference data of one pin, or why it cannot be had (a value: the job fails with it, no retry). */
export type PinnedLoad = { ok: true; loaded: LoadedReference } | { ok: false; error: JobError };

/** How many releases stay loaded: most work uses one or two (a release-sized set holds ~20 MB: bench:scale). */
const KEPT_RELEASES = 2;

const pinKey = (pin: ReferencePin) => `${pin.releaseId ?? 'demo'}:${pin.sha256 ?? 'unpinned'}`;

/**
 * The reference data of a conversion's pin (decision 0008): exactly the release it names — never the
 * workspace's current one, never "the latest". A database release is loaded from its rows (they never
 * change once ready). The bundled demo set is used only while its files still have the pinned hash:
 * an upgrade that changed them fails the job with a message saying to re-run, instead of building
 * different deliverables under the same conversion. Conversions made before pinning (no hash) ran
 * against the demo set and still get it.
 *
 * The last few releases stay loaded for the process; a failed load is not kept.
 */
export function pinnedReferenceFromDb(db: Db): (pin: ReferencePin) => Promise<PinnedLoad> {
  const kept = new Map<string, Promise<PinnedLoad>>();
  return (pin) => {
    const key = pinKey(pin);
    const hit = kept.get(key);
    if (hit) {
      // Most recently used last, so the oldest is the first to go.
      kept.delete(key);
      kept.set(key, hit);
      return hit;
    }
    const loading = loadPinned(db, pin);
    kept.set(key, loading);
    while (kept.size > KEPT_RELEASES) kept.delete(kept.keys().next().value!);
    const forget = () => {
      if (kept.get(key) === loading) kept.delete(key);
    };
    loading.then((outcome) => {
      if (!outcome.ok) forget();
    }, forget);
    return loading;
  };
}

const SHARED_KEY = Symbol.for('partsmith.pinnedReferenceLoaders');
type SharedHolder = { [SHARED_KEY]?: WeakMap<Db, (pin: ReferencePin) => Promise<PinnedLoad>> };

/**
 * One loader per database for the whole process (kept on globalThis: Next bundles server modules more
 * than once), so the review screen, reference search and re-run previews share the releases loaded.
 */
export function sharedPinnedReference(db: Db): (pin: ReferencePin) => Promise<PinnedLoad> {
  const holder = globalThis as SharedHolder;
  const loaders = (holder[SHARED_KEY] ??= new WeakMap());
  let loader = loaders.get(db);
  if (!loader) {
    loader = pinnedReferenceFromDb(db);
    loaders.set(db, loader);
  }
  return loader;
}

async function loadPinned(db: Db, pin: ReferencePin): Promise<PinnedLoad> {
  if (pin.releaseId === null) {
    const bundled = await bundledDemoRelease();
    if (pin.sha256 !== null && pin.sha256 !== bundled.sha256) {
      return { ok: false, error: jobErrorOf('REFERENCE_PIN_UNAVAILABLE', say('job.referencePin.demoChanged', { pinned: pin.sha256, bundled: bundled.sha256 })) };
    }
    return { ok: true, loaded: await loadDemoReference() };
  }
  const releaseId = pin.releaseId;
  const outcome = await asService((tx) => loadReferenceSetFromDb(tx, releaseId), db);
  if (!outcome.ok) {
    return { ok: false, error: jobErrorOf('REFERENCE_PIN_UNAVAILABLE', say('REFERENCE_PIN_UNAVAILABLE', { reason: outcome.said })) };
  }
  if (pin.sha256 !== null && outcome.release.sha256 !== pin.sha256) {
    return { ok: false, error: jobErrorOf('REFERENCE_PIN_UNAVAILABLE', say('job.referencePin.hashChanged', { release: String(releaseId), pinned: pin.sha256 })) };
  }
  return { ok: true, loaded: { reference: outcome.reference, findings: outcome.findings } };
}
