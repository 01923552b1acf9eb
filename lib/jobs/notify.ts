import { workspaceLocale } from '@/lib/auth/account-locale';
import { messageLocale } from '@/lib/catalog/messages';
import { asService } from '@/lib/db';
import { localizedPath, siteOrigin } from '@/lib/site';
import { getWorkspaceSettings, recordNotification, type NotificationKind } from '@/lib/data/workspaces';
import { jobErrorIn, type Conversion, type JobError } from '@/lib/data/catalogs';
import type { Export, ExportRequest } from '@/lib/data/exports';
import type { JobContext } from './context';
import { labelOf } from './export-notices';
import { noticeText, type NoticeKey } from './notice-text';

/** A notice before it has a language: which text, its values, and the page it links to. */
interface Notice {
  key: NoticeKey;
  values: Record<string, string | number>;
  /** The app path the notice links to, localized for the reader (`localizedPath`). */
  path: string;
  /** Why the job failed: its code, and its message as `reason` in the reader's language. */
  error?: JobError;
}

/**
 * Tells the workspace's notification address about a finished job, in the workspace's language
 * (`workspaceLocale`), with a link to the page to act on, and records whether the notice went out.
 * Never fails the job: a notice is a courtesy, the result is already stored.
 */
/** What sending a notice needs: the database and a mailer (a job's, or the app's own for a person's action). */
export type NoticeContext = Pick<JobContext, 'db' | 'mailer'>;

async function notify(
  ctx: NoticeContext,
  workspaceId: string,
  kind: NotificationKind,
  notice: Notice,
  about: { conversionId?: string | null; exportId?: string | null },
): Promise<void> {
  if (!ctx.mailer) return;
  try {
    const settings = await asService((tx) => getWorkspaceSettings(tx, workspaceId), ctx.db);
    const to = settings?.notificationEmail;
    if (!to) return;
    const locale = await workspaceLocale(ctx.db, workspaceId);
    // A job has no request: the link follows the configured site, else this server's port.
    const link = `${siteOrigin()}${localizedPath(locale, notice.path)}`;
    const reason: Record<string, string> = notice.error ? { code: notice.error.code, reason: jobErrorIn(notice.error, messageLocale(locale)).message } : {};
    const message = await noticeText(notice.key, locale, { ...notice.values, ...reason, link });
    const sent = await ctx.mailer.send({ to, ...message, link });
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
  const values = { file: conversion.fileName, brand: conversion.brand };
  const notice: Notice =
    kind === 'conversion.succeeded'
      ? { key: 'conversionSucceeded', values, path: `/catalogs/${conversion.id}` }
      : {
          key: 'conversionFailed',
          values: { ...values, code: 'JOB_FAILED', reason: '—' },
          path: `/catalogs/${conversion.id}`,
          ...(error ? { error } : {}),
        };
  await notify(ctx, conversion.workspaceId, kind, notice, { conversionId: conversion.id });
}

/** The export is published (its page has the files and the bundle), or failed (its request's page says why). */
export async function notifyExport(ctx: NoticeContext, request: ExportRequest, outcome: { export: Export } | { error: JobError }): Promise<void> {
  const label = await labelOf(ctx.db, request);
  if ('export' in outcome) {
    const { acesVersion: aces, piesVersion: pies, id } = outcome.export;
    await notify(
      ctx,
      request.workspaceId,
      'export.ready',
      { key: 'exportReady', values: { label, aces, pies }, path: `/exports/${id}` },
      { conversionId: request.conversionId, exportId: id },
    );
  } else {
    await notify(
      ctx,
      request.workspaceId,
      'export.failed',
      { key: 'exportFailed', values: { label }, path: `/exports/requests/${request.id}`, error: outcome.error },
      { conversionId: request.conversionId },
    );
  }
}
