import { loadDemoReference, type LoadedReference } from '@/lib/catalog';
import { asService, latestReadyRelease, loadReferenceSetFromDb, type Db } from '@/lib/db';

/**
 * The reference data conversions use: the latest ready release imported into the database (a
 * licensed VCdb/PCdb delivery, `partsmith reference import` or the reference-import job), or the
 * bundled demo set while none has been imported. A release is loaded once per process and reused
 * until a newer one is ready — looking that up is one small query per job.
 */
export function referenceFromDb(db: Db): () => Promise<LoadedReference> {
  let cached: { releaseId: number | null; loaded: Promise<LoadedReference> } | null = null;
  return async () => {
    const latest = await asService((tx) => latestReadyRelease(tx), db);
    const releaseId = latest?.id ?? null;
    if (!cached || cached.releaseId !== releaseId) {
      const loaded =
        releaseId === null
          ? loadDemoReference()
          : asService((tx) => loadReferenceSetFromDb(tx, releaseId), db).then((outcome) => {
              if (!outcome.ok) throw new Error(outcome.message);
              return { reference: outcome.reference, findings: outcome.findings };
            });
      cached = { releaseId, loaded };
      // A failed load is not kept: the next job tries again.
      loaded.catch(() => {
        if (cached?.loaded === loaded) cached = null;
      });
    }
    return cached.loaded;
  };
}
