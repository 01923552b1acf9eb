'use server';

import { getLocale } from 'next-intl/server';
import { z } from 'zod';
import { actionError, actionOk, validatedAction } from '@/lib/actions';
import { withUser } from '@/lib/db';
import { confirmExport, submitExport } from '@/lib/jobs';
import { ACES_EXPORT_VERSIONS, getBatch, getExportRequest, NOTICE_LOCALES, PIES_EXPORT_VERSIONS, type NoticeLocale } from '@/lib/data/exports';
import { getConversion } from '@/lib/data/catalogs';
import { can, getWorkspaceContext } from '@/lib/auth';

const startExportSchema = z
  .object({
    conversionId: z.guid().optional(),
    batchId: z.guid().optional(),
    acesVersion: z.enum(ACES_EXPORT_VERSIONS),
    piesVersion: z.enum(PIES_EXPORT_VERSIONS),
  })
  .refine((v) => (v.conversionId === undefined) !== (v.batchId === undefined), { message: 'start.errors.invalid', path: ['_form'] });

/** Refusals from lib (English sentences) become message keys the form translates. */
const REFUSAL_KEYS: Record<string, string> = {
  not_found: 'start.errors.notFound',
  not_allowed: 'start.errors.notAllowed',
  invalid: 'start.errors.notReady',
  conflict: 'start.errors.notReady',
};

const asNoticeLocale = (locale: string): NoticeLocale => ((NOTICE_LOCALES as readonly string[]).includes(locale) ? (locale as NoticeLocale) : 'en');

/**
 * Asks for an export of a finished conversion or of a batch, in the chosen ACES and PIES versions,
 * and queues its job. The record's own workspace decides (it may not be the current one); a record
 * the user cannot see is "not found", and a role that may not export is told who may.
 */
export const startExportAction = validatedAction(startExportSchema, async ({ conversionId, batchId, acesVersion, piesVersion }) => {
  const context = await getWorkspaceContext();
  const workspaceId = await withUser(context.claims, async (tx) =>
    conversionId ? (await getConversion(tx, conversionId))?.workspaceId : (await getBatch(tx, batchId!))?.batch.workspaceId,
  );
  if (!workspaceId) return actionError(REFUSAL_KEYS.not_found!, 'not_found');
  if (!can(context, 'export', workspaceId)) return actionError(REFUSAL_KEYS.not_allowed!, 'not_allowed');
  const submitted = await submitExport(context.claims, {
    workspaceId,
    ...(conversionId ? { conversionId } : { batchId: batchId! }),
    acesVersion,
    piesVersion,
    // The notices about this export (waiting, expired) are written in the language it was asked in.
    locale: asNoticeLocale(await getLocale()),
  });
  if (!submitted.ok) return actionError(REFUSAL_KEYS[submitted.code] ?? 'start.errors.unexpected', submitted.code);
  return actionOk({ requestId: submitted.request.id });
});

const confirmExportSchema = z.object({
  requestId: z.guid(),
  // The dialog's button sends it: confirming is always explicit, never a default.
  confirm: z.literal('true', { message: 'confirm.errors.notConfirmed' }),
});

const CONFIRM_REFUSAL_KEYS: Record<string, string> = {
  not_found: 'confirm.errors.notFound',
  not_allowed: 'confirm.errors.notAllowed',
  conflict: 'confirm.errors.notWaiting',
};

/**
 * Publishes an export that waits for confirmation (decision 0009): the person has seen the rows
 * still open in review and the assessment's errors in the dialog and publishes it anyway. The
 * request's own workspace decides who may (owners and operators); lib/jobs checks again.
 */
export const confirmExportAction = validatedAction(confirmExportSchema, async ({ requestId }) => {
  const context = await getWorkspaceContext();
  const workspaceId = await withUser(context.claims, async (tx) => (await getExportRequest(tx, requestId))?.workspaceId);
  if (!workspaceId) return actionError(CONFIRM_REFUSAL_KEYS.not_found!, 'not_found');
  if (!can(context, 'export', workspaceId)) return actionError(CONFIRM_REFUSAL_KEYS.not_allowed!, 'not_allowed');
  const confirmed = await confirmExport(context.claims, requestId);
  if (!confirmed.ok) return actionError(CONFIRM_REFUSAL_KEYS[confirmed.code] ?? 'confirm.errors.unexpected', confirmed.code);
  return actionOk({ exportId: confirmed.export.id });
});
