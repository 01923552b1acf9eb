'use server';

import { z } from 'zod';
import { actionError, actionOk, refused, workspaceAction, type MessageKey } from '@/lib/actions';
import type { CatalogSettings, RecordedMapping } from '@/lib/catalog';
import { CatalogSettingsSchema } from '@/lib/catalog/mapping';
import { withUser } from '@/lib/db';
import { previewRerun, submitConversion, submitConversionRetry, submitRerun } from '@/lib/jobs';
import { getConversion, saveMapping, type Conversion } from '@/lib/data/catalogs';
import type { WorkspaceContext } from '@/lib/auth';
import { baseMappingOf, editedMapping, parseFieldValue } from '@/components/catalogs/mapping-rows';
import { mappingRowsOf } from '@/components/catalogs/mapping-words';

const conversionIdSchema = z.object({ conversionId: z.guid() });

/** Repeated `field` inputs, one per column in order ('' = not used). */
const fieldsSchema = z.preprocess(
  (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
  z.array(z.string().max(40)).min(1, 'catalogs.mapping.errors.stale'),
);

/**
 * The catalog settings the person set (JSON of CatalogSettings; '{}': none, each inferred again).
 * Absent (an older page): the run's settings are kept as they were.
 */
const settingsSchema = z.string().max(1000).optional();

const editSchema = conversionIdSchema.extend({ field: fieldsSchema, settings: settingsSchema });
/** A re-run's target: a release id, or "demo" for the bundled demo set (posted as the option's value). */
const rerunSchema = conversionIdSchema.extend({
  release: z.union([z.literal('demo'), z.coerce.number().int().positive().max(2_147_483_647)], 'catalogs.errors.unexpected'),
});
const releaseIdOf = (release: 'demo' | number) => (release === 'demo' ? null : release);
const saveSchema = editSchema.extend({
  name: z.string().trim().min(1, 'catalogs.mapping.errors.name').max(100, 'catalogs.mapping.errors.name'),
});

/** The conversion as the user sees it (RLS); null when it is not theirs to see. */
async function visibleConversion(context: WorkspaceContext, id: string): Promise<Conversion | null> {
  return withUser(context.claims, (tx) => getConversion(tx, id));
}

/** The posted settings, checked as the engine checks a saved mapping's; undefined when none were posted. */
function settingsFromForm(posted: string | undefined): { settings: CatalogSettings | undefined } | { error: MessageKey } {
  if (posted === undefined) return { settings: undefined };
  let data: unknown;
  try {
    data = JSON.parse(posted);
  } catch {
    return { error: 'catalogs.mapping.errors.settings' };
  }
  const parsed = CatalogSettingsSchema.safeParse(data);
  return parsed.success ? { settings: parsed.data as CatalogSettings } : { error: 'catalogs.mapping.errors.settings' };
}

/**
 * The run's mapping with the posted fields (changed ones as `by`'s) and settings, or the message key
 * saying why not.
 */
function mappingFromForm(conversion: Conversion, form: { field: string[]; settings: string | undefined }, by: string): { mapping: RecordedMapping } | { error: MessageKey } {
  const base = baseMappingOf(conversion);
  if (!base) return { error: 'catalogs.mapping.errors.noMapping' };
  const parsed = form.field.map(parseFieldValue);
  if (parsed.some((f) => f === undefined)) return { error: 'catalogs.mapping.errors.stale' };
  const settings = settingsFromForm(form.settings);
  if ('error' in settings) return settings;
  const mapping = editedMapping(base, parsed as Exclude<(typeof parsed)[number], undefined>[], by, settings.settings);
  return mapping ? { mapping } : { error: 'catalogs.mapping.errors.stale' };
}

/** Runs a failed conversion again (owners and operators). */
export const retryConversionAction = workspaceAction(conversionIdSchema, async ({ conversionId }, { context }) => {
  const retried = await submitConversionRetry(context.claims, conversionId);
  if (!retried.ok) return refused(retried, { not_allowed: 'catalogs.detail.errors.retryNotAllowed' });
  return actionOk({ retried: retried.retried });
});

/** Saves the edited mapping under a name for the next file of this layout (owners and operators). */
export const saveMappingAction = workspaceAction(saveSchema, async ({ conversionId, field, settings, name }, { context }) => {
  const conversion = await visibleConversion(context, conversionId);
  if (!conversion) return actionError('catalogs.mapping.errors.notFound', { code: 'not_found' });
  const edited = mappingFromForm(conversion, { field, settings }, context.claims.sub);
  if ('error' in edited) return actionError(edited.error, { code: 'invalid' });
  const header = mappingRowsOf(conversion).map((r) => r.column);
  const saved = await withUser(context.claims, (tx) => saveMapping(tx, { workspaceId: conversion.workspaceId, name, header, mapping: edited.mapping }));
  if (!saved.ok) return refused(saved, { not_allowed: 'catalogs.mapping.errors.notAllowed' });
  return actionOk({ name: saved.mapping.name, version: saved.mapping.version });
});

/**
 * Converts the same upload again with the edited mapping and settings (same brand and threshold) —
 * also the way on after a conversion stopped at the mapping (MAPPING_INCOMPLETE) — and answers the
 * new conversion's id — or the earlier one's, when this exact mapping already ran.
 */
export const rerunConversionAction = workspaceAction(editSchema, async ({ conversionId, field, settings }, { context }) => {
  const conversion = await visibleConversion(context, conversionId);
  if (!conversion) return actionError('catalogs.mapping.errors.notFound', { code: 'not_found' });
  const edited = mappingFromForm(conversion, { field, settings }, context.claims.sub);
  if ('error' in edited) return actionError(edited.error, { code: 'invalid' });
  const started = await submitConversion(context.claims, {
    workspaceId: conversion.workspaceId,
    uploadId: conversion.uploadId,
    brand: conversion.brand,
    acceptThreshold: conversion.acceptThreshold,
    mapping: edited.mapping,
    // Only the mapping changes: the new conversion keeps the release this one is pinned to.
    referenceReleaseId: conversion.reference.releaseId,
  });
  if (!started.ok) return refused(started, { not_allowed: 'catalogs.mapping.errors.notAllowed' });
  return actionOk({ conversionId: started.conversion.id, created: started.created });
});

/**
 * What re-running the conversion against another release would change (owners and operators): the
 * engine runs against it in this request and nothing is saved. The dialog shows the impact and
 * posts `rerunAgainstReleaseAction` to go ahead.
 */
export const previewRerunAction = workspaceAction(rerunSchema, async ({ conversionId, release }, { context }) => {
  const preview = await previewRerun(context.claims, { conversionId, releaseId: releaseIdOf(release) });
  if (!preview.ok) return refused(preview, { not_allowed: 'catalogs.reference.who' });
  return actionOk({ impact: preview.impact, release: String(release) });
});

/** Makes the new conversion pinned to the release and queues it; this one is left as it is. */
export const rerunAgainstReleaseAction = workspaceAction(rerunSchema, async ({ conversionId, release }, { context }) => {
  const started = await submitRerun(context.claims, { conversionId, releaseId: releaseIdOf(release) });
  if (!started.ok) return refused(started, { not_allowed: 'catalogs.reference.who' });
  return actionOk({ conversionId: started.conversion.id, created: started.created });
});
