'use server';

import { getLocale } from 'next-intl/server';
import { z } from 'zod';
import { actionOk, refused, workspaceAction } from '@/lib/actions';
import { withUser } from '@/lib/db';
import { confirmExport, submitExport } from '@/lib/jobs';
import { ACES_EXPORT_VERSIONS, getBatch, getExportRequest, NOTICE_LOCALES, PIES_EXPORT_VERSIONS, type NoticeLocale } from '@/lib/data/exports';
import { getConversion } from '@/lib/data/catalogs';

const startExportSchema = z
  .object({
    conversionId: z.guid().optional(),
    batchId: z.guid().optional(),
    acesVersion: z.enum(ACES_EXPORT_VERSIONS),
    piesVersion: z.enum(PIES_EXPORT_VERSIONS),
  })
  .refine((v) => (v.conversionId === undefined) !== (v.batchId === undefined), { message: 'exports.start.errors.invalid', path: ['_form'] });

/** Refusals from lib (English sentences) become message keys the form translates. */
const REFUSAL_KEYS = {
  not_found: 'exports.start.errors.notFound',
  not_allowed: 'exports.start.errors.notAllowed',
  invalid: 'exports.start.errors.notReady',
  conflict: 'exports.start.errors.notReady',
} as const;

const asNoticeLocale = (locale: string): NoticeLocale => ((NOTICE_LOCALES as readonly string[]).includes(locale) ? (locale as NoticeLocale) : 'en');

/**
 * Asks for an export of a finished conversion or of a batch, in the chosen ACES and PIES versions,
 * and queues its job. The record's own workspace decides (it may not be the current one); a record
 * the user cannot see is "not found", and a role that may not export is told who may.
 */
export const startExportAction = workspaceAction(
  startExportSchema,
  async ({ conversionId, batchId, acesVersion, piesVersion }, { claims, workspaceId }) => {
  const submitted = await submitExport(claims, {
    workspaceId,
    ...(conversionId ? { conversionId } : { batchId: batchId! }),
    acesVersion,
    piesVersion,
    // The notices about this export (waiting, expired) are written in the language it was asked in.
    locale: asNoticeLocale(await getLocale()),
  });
  if (!submitted.ok) return refused(submitted, REFUSAL_KEYS);
  return actionOk({ requestId: submitted.request.id });
  },
  {
    workspace: ({ conversionId, batchId }, { claims }) =>
      withUser(claims, async (tx) => (conversionId ? (await getConversion(tx, conversionId, { withReport: false }))?.workspaceId : (await getBatch(tx, batchId!))?.batch.workspaceId)),
    may: 'export',
    refusals: { notFound: REFUSAL_KEYS.not_found, notAllowed: REFUSAL_KEYS.not_allowed },
  },
);

const confirmExportSchema = z.object({
  requestId: z.guid(),
  // The dialog's button sends it: confirming is always explicit, never a default.
  confirm: z.literal('true', { message: 'exports.confirm.errors.notConfirmed' }),
});

const CONFIRM_REFUSAL_KEYS = {
  not_found: 'exports.confirm.errors.notFound',
  not_allowed: 'exports.confirm.errors.notAllowed',
  invalid: 'exports.confirm.errors.unexpected',
  conflict: 'exports.confirm.errors.notWaiting',
} as const;

/**
 * Publishes an export that waits for confirmation (decision 0009): the person has seen the rows
 * still open in review and the assessment's errors in the dialog and publishes it anyway. The
 * request's own workspace decides who may (owners and operators); lib/jobs checks again.
 */
export const confirmExportAction = workspaceAction(
  confirmExportSchema,
  async ({ requestId }, { claims }) => {
    const confirmed = await confirmExport(claims, requestId);
    if (!confirmed.ok) return refused(confirmed, CONFIRM_REFUSAL_KEYS);
    return actionOk({ exportId: confirmed.export.id });
  },
  {
    workspace: ({ requestId }, { claims }) => withUser(claims, async (tx) => (await getExportRequest(tx, requestId))?.workspaceId),
    may: 'export',
    refusals: { notFound: CONFIRM_REFUSAL_KEYS.not_found, notAllowed: CONFIRM_REFUSAL_KEYS.not_allowed },
  },
);
