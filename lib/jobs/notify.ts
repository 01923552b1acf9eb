import { asService } from '@/lib/db';
import {
  getWorkspaceSettings,
  recordNotification,
  type Conversion,
  type Export,
  type JobError,
  type NotificationKind,
} from '@/lib/workspace-data';
import type { JobContext, MailMessage } from './context';

/**
 * Tells the workspace's notification address about a finished job and records whether the notice
 * went out. Never fails the job: a notice is a courtesy, the result is already stored.
 */
async function notify(
  ctx: JobContext,
  workspaceId: string,
  kind: NotificationKind,
  message: Omit<MailMessage, 'to'>,
  about: { conversionId?: string | null; exportId?: string | null },
): Promise<void> {
  if (!ctx.mailer) return;
  try {
    const settings = await asService((tx) => getWorkspaceSettings(tx, workspaceId), ctx.db);
    const to = settings?.notificationEmail;
    if (!to) return;
    const sent = await ctx.mailer.send({ to, ...message });
    await asService(
      (tx) =>
        recordNotification(tx, {
          workspaceId,
          kind,
          recipient: to,
          subject: message.subject,
          status: sent.ok ? 'sent' : 'failed',
          error: sent.ok ? null : sent.error,
          conversionId: about.conversionId ?? null,
          exportId: about.exportId ?? null,
        }),
      ctx.db,
    );
  } catch (error) {
    console.error(`partsmith jobs: could not send the ${kind} notice for workspace ${workspaceId}:`, error);
  }
}

export async function notifyConversion(
  ctx: JobContext,
  conversion: Conversion,
  kind: 'conversion.succeeded' | 'conversion.failed',
  error?: JobError,
): Promise<void> {
  const subject =
    kind === 'conversion.succeeded'
      ? `Partsmith: ${conversion.fileName} is converted`
      : `Partsmith: ${conversion.fileName} could not be converted`;
  const text =
    kind === 'conversion.succeeded'
      ? `The conversion of ${conversion.fileName} (brand ${conversion.brand}) has finished. Open it in Partsmith to review the flagged rows and export.`
      : `The conversion of ${conversion.fileName} (brand ${conversion.brand}) failed: ${error?.message ?? 'unknown error'} (${error?.code ?? 'JOB_FAILED'}).`;
  await notify(ctx, conversion.workspaceId, kind, { subject, text }, { conversionId: conversion.id });
}

export async function notifyExport(
  ctx: JobContext,
  target: { workspaceId: string; conversionId: string | null; label: string },
  outcome: { export: Export } | { error: JobError },
): Promise<void> {
  if ('export' in outcome) {
    await notify(
      ctx,
      target.workspaceId,
      'export.ready',
      {
        subject: `Partsmith: the export of ${target.label} is ready`,
        text: `The ACES ${outcome.export.acesVersion} and PIES ${outcome.export.piesVersion} files of ${target.label} and their signed evidence bundle are ready to download in Partsmith.`,
      },
      { conversionId: target.conversionId, exportId: outcome.export.id },
    );
  } else {
    await notify(
      ctx,
      target.workspaceId,
      'export.failed',
      {
        subject: `Partsmith: the export of ${target.label} failed`,
        text: `The export of ${target.label} failed: ${outcome.error.message} (${outcome.error.code}).`,
      },
      { conversionId: target.conversionId },
    );
  }
}
