import { asService, type Db } from '@/lib/db';
import { localizedPath, siteOrigin } from '@/lib/site';
import { getBatch, type ExportRequest } from '@/lib/data/exports';
import { getConversion } from '@/lib/data/catalogs';
import { recordNotification, type NotificationKind } from '@/lib/data/workspaces';
import type { JobContext } from './context';
import { noticeText } from './notice-text';

/*
 * Notices about an export that waits for confirmation (decision 0009), sent to the person who asked
 * for it — not the workspace's notification address: it is their export that waits — in the
 * language they asked in. Texts live under `notices` in messages/<locale>.json like every string.
 */

type NoticeKey = 'exportWaiting' | 'exportExpired';

const KIND: Record<NoticeKey, NotificationKind> = {
  exportWaiting: 'export.awaiting_confirmation',
  exportExpired: 'export.expired',
};

/** A date and time as the notice's reader writes them, in UTC (the app shows times in UTC). */
function when(date: Date, locale: string): string {
  return `${new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(date)} UTC`;
}

/** What the export is of, as its pages name it: the file, or the batch. */
export async function labelOf(db: Db, request: ExportRequest): Promise<string> {
  if (request.batchId) return (await asService((tx) => getBatch(tx, request.batchId!), db))?.batch.name ?? request.batchId;
  return (await asService((tx) => getConversion(tx, request.conversionId!, { withReport: false }), db))?.fileName ?? request.conversionId ?? '';
}

async function requesterEmail(db: Db, request: ExportRequest): Promise<string | null> {
  if (!request.createdBy) return null;
  const [row] = await asService((tx) => tx.query<{ email: string | null }>(`select email from public.users where id = $1`, [request.createdBy]), db);
  return row?.email ?? null;
}

/**
 * Mails the person who asked for the export and records whether it went out. Never fails the job
 * that calls it: the export's state is already stored, the notice is a courtesy.
 */
async function tellRequester(ctx: JobContext, request: ExportRequest, key: NoticeKey, values: Record<string, string | number> & { link: string }): Promise<void> {
  if (!ctx.mailer) return;
  try {
    const to = await requesterEmail(ctx.db, request);
    if (!to) return;
    const message = await noticeText(key, request.locale, { label: await labelOf(ctx.db, request), ...values });
    const sent = await ctx.mailer.send({ to, ...message, link: values.link });
    await asService(
      (tx) =>
        recordNotification(tx, {
          workspaceId: request.workspaceId,
          kind: KIND[key],
          recipient: to,
          subject: message.subject,
          status: sent.ok ? 'sent' : 'failed',
          error: sent.ok ? null : sent.error,
          conversionId: request.conversionId,
          exportId: null,
        }),
      ctx.db,
    );
  } catch (error) {
    console.error(`partsmith jobs: could not send the ${KIND[key]} notice for export request ${request.id}:`, error);
  }
}

/** "Your export waits for confirmation: N rows open in review, M errors", with the page and the expiry. */
export async function notifyExportWaiting(ctx: JobContext, request: ExportRequest): Promise<void> {
  const checks = request.checks;
  await tellRequester(ctx, request, 'exportWaiting', {
    openReview: checks?.openReview ?? 0,
    errors: checks?.assessment?.errors ?? 0,
    expires: request.expiresAt ? when(request.expiresAt, request.locale) : '—',
    link: `${siteOrigin()}${localizedPath(request.locale, `/exports/requests/${request.id}`)}`,
  });
}

/** The export expired unconfirmed: nothing was published, its files are gone, export again from its source. */
export async function notifyExportExpired(ctx: JobContext, request: ExportRequest): Promise<void> {
  const source = request.batchId ? `/batch/${request.batchId}` : `/catalogs/${request.conversionId}`;
  await tellRequester(ctx, request, 'exportExpired', {
    expired: when(request.expiredAt ?? new Date(), request.locale),
    link: `${siteOrigin()}${localizedPath(request.locale, source)}`,
  });
}
