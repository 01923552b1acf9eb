import path from 'node:path';
import { convertCatalog } from '@/lib/catalog';
import { diffAces } from '@/lib/catalog/diff';
import { say } from '@/lib/catalog/messages';
import { asService } from '@/lib/db';
import { getUpload, heldRowOutcomes, listDecidedRows, type Conversion, type HeldRowKey, type JobError } from '@/lib/data/catalogs';
import type { ReferencePin } from '@/lib/data/reference';
import { carriedCounts, heldRowKey, planCarriedDecisions } from './carry-decisions';
import type { JobContext } from './context';
import { comparableAces } from './change-summary';
import { errorFromFinding, jobErrorOf } from './job-errors';
import { workspaceLearnedTerms } from './learned-terms';
import { mappingAsRun, withMapping } from './run-mapping';
import { sheetToRead } from './run-sheet';
import { blobAsNamedFile, inWorkFolder } from './work-files';

/** Rows listed by number in an impact (the counts are exact; the list is for a first look). */
const LISTED_ROWS = 20;

/**
 * What re-running a conversion against another release would change, before anything is saved:
 * fitment apps added, removed and changed (by the same comparison a change summary uses, on the
 * conversion's aces.xml and the one the new release gives), rows the new release would hold back
 * for review that this conversion did not — or no longer would — and which of the review decisions
 * made here the re-run would carry over (see carry-decisions.ts).
 */
export interface RerunImpact {
  from: ReferencePin;
  to: ReferencePin;
  apps: { before: number; after: number; added: number; removed: number; changed: number; unchanged: number };
  rows: {
    heldBefore: number;
    heldAfter: number;
    /** Rows flagged for review with the new release that this conversion did not flag. */
    newlyFlagged: number;
    /** Rows rejected with the new release that this conversion did not reject. */
    newlyRejected: number;
    /** Rows this conversion held back that the new release converts. */
    noLongerHeld: number;
    /** The first source rows newly held, for the dialog. */
    newlyHeldRows: number[];
  };
  /**
   * The review decisions made on this conversion and what the re-run would do with them: keep them
   * (the row is held again for the same reason with the same values), ask again (held differently,
   * or an override names a reference id the release lacks), or drop them as no longer needed.
   */
  decisions: { made: number; carried: number; reviewAgain: number; noLongerHeld: number };
}

export type RerunImpactOutcome = { ok: true; impact: RerunImpact } | { ok: false; error: JobError };

/**
 * Runs the engine on the conversion's stored upload against `target`, with the mapping the conversion
 * used and no review decisions — exactly what a re-run's convert job will do — in a throwaway folder,
 * and compares the result with the conversion as it stands. Nothing is stored: no blob, no row.
 */
export async function rerunImpact(ctx: JobContext, conversion: Conversion, target: ReferencePin): Promise<RerunImpactOutcome> {
  const upload = await asService((tx) => getUpload(tx, conversion.uploadId), ctx.db);
  if (!upload || upload.purgedAt) {
    return { ok: false, error: jobErrorOf('UPLOAD_PURGED', say('job.uploadPurged.rerun', { file: conversion.fileName })) };
  }
  // No aces.xml: the conversion had no apps (an empty file is never written).
  const before = conversion.outputs.find((f) => f.name === 'aces.xml') ?? null;
  if (conversion.status !== 'succeeded') {
    return { ok: false, error: jobErrorOf('CONVERSION_NOT_FINISHED', say('job.conversionNotFinished.rerun')) };
  }
  const pinned = await ctx.reference(target);
  if (!pinned.ok) return pinned;

  return inWorkFolder(ctx.workDir, 'rerun-impact', async (dir): Promise<RerunImpactOutcome> => {
    const input = await blobAsNamedFile(ctx.store, upload.storageKey, dir, upload.fileName);
    const oldAces = before ? await blobAsNamedFile(ctx.store, before.storageKey, path.join(dir, 'before'), 'aces.xml') : null;
    if (!input || (before && !oldAces)) return { ok: false, error: jobErrorOf('UPLOAD_MISSING', say('job.uploadMissing.rerun', { file: upload.fileName })) };

    const heldAfter = new Map<number, 'flagged' | 'rejected'>();
    const heldKeys = new Map<number, HeldRowKey>();
    const result = await convertCatalog({
      input: { path: input },
      outDir: path.join(dir, 'out'),
      brand: conversion.brand,
      acceptThreshold: conversion.acceptThreshold,
      ...withMapping(mappingAsRun(conversion)),
      ...sheetToRead(conversion),
      // As the re-run's convert job will: the workspace's learned terms now.
      ...(await workspaceLearnedTerms(ctx, conversion.workspaceId)),
      reference: pinned.loaded.reference,
      referenceFindings: pinned.loaded.findings,
      referenceIdentity: { releaseId: target.releaseId, sha256: target.sha256 },
      documentDate: conversion.createdAt,
      standardsDir: null,
      signer: await ctx.signer(),
      toolVersion: ctx.toolVersion,
      onHeldRow: (row) => {
        heldAfter.set(row.source.row, row.outcome);
        heldKeys.set(row.source.row, heldRowKey(row));
      },
    });
    if ('error' in result) return { ok: false, error: errorFromFinding(result.error) };

    const pair = await comparableAces(oldAces, result.files.aces ?? null, dir);
    const apps = pair ? appCounts(await diffAces({ path: pair.old }, { path: pair.new }, { maxListed: 0 })) : NO_APPS;
    const { heldBefore, decided } = await asService(
      async (tx) => ({ heldBefore: await heldRowOutcomes(tx, conversion.id), decided: await listDecidedRows(tx, conversion.id) }),
      ctx.db,
    );
    const plan = planCarriedDecisions(decided, heldKeys, pinned.loaded.reference);
    const { carried, reviewAgain, noLongerHeld } = carriedCounts(conversion.id, plan);
    return {
      ok: true,
      impact: {
        from: conversion.reference,
        to: target,
        apps,
        rows: rowChanges(heldBefore, heldAfter),
        decisions: { made: decided.length, carried, reviewAgain, noLongerHeld },
      },
    };
  });
}

/** Neither side has an app. */
const NO_APPS: RerunImpact['apps'] = { before: 0, after: 0, added: 0, removed: 0, changed: 0, unchanged: 0 };

function appCounts(diff: Awaited<ReturnType<typeof diffAces>>): RerunImpact['apps'] {
  return {
    before: diff.old.apps,
    after: diff.new.apps,
    added: diff.counts.added,
    removed: diff.counts.deleted,
    changed: diff.counts.changed,
    unchanged: diff.counts.unchanged,
  };
}

function rowChanges(before: Map<number, 'flagged' | 'rejected'>, after: Map<number, 'flagged' | 'rejected'>): RerunImpact['rows'] {
  let newlyFlagged = 0;
  let newlyRejected = 0;
  const newlyHeldRows: number[] = [];
  for (const [row, outcome] of after) {
    if (before.get(row) === outcome) continue;
    if (outcome === 'flagged') newlyFlagged++;
    else newlyRejected++;
    if (!before.has(row) && newlyHeldRows.length < LISTED_ROWS) newlyHeldRows.push(row);
  }
  let noLongerHeld = 0;
  for (const row of before.keys()) if (!after.has(row)) noLongerHeld++;
  newlyHeldRows.sort((a, b) => a - b);
  return { heldBefore: before.size, heldAfter: after.size, newlyFlagged, newlyRejected, noLongerHeld, newlyHeldRows };
}
