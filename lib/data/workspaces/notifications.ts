import type { Queryable } from '@/lib/db';
import { pageSize } from '../catalogs/files';

export const NOTIFICATION_KINDS = [
  'conversion.succeeded',
  'conversion.failed',
  'export.ready',
  'export.failed',
  'export.awaiting_confirmation',
  'export.expired',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface Notification {
  id: string;
  workspaceId: string;
  kind: NotificationKind;
  recipient: string;
  subject: string;
  status: 'sent' | 'failed';
  error: string | null;
  conversionId: string | null;
  exportId: string | null;
  createdAt: Date;
}

type NotificationRow = {
  id: string;
  workspace_id: string;
  kind: NotificationKind;
  recipient: string;
  subject: string;
  status: 'sent' | 'failed';
  error: string | null;
  conversion_id: string | null;
  export_id: string | null;
  created_at: Date;
};

const COLUMNS = 'id, workspace_id, kind, recipient, subject, status, error, conversion_id, export_id, created_at';

function toNotification(r: NotificationRow): Notification {
  return {
    id: r.id,
    workspaceId: r.workspace_id,
    kind: r.kind,
    recipient: r.recipient,
    subject: r.subject,
    status: r.status,
    error: r.error,
    conversionId: r.conversion_id,
    exportId: r.export_id,
    createdAt: r.created_at,
  };
}

/** Records a notice sent (or not) for a job (server code, `asService`). */
export async function recordNotification(
  tx: Queryable,
  input: Omit<Notification, 'id' | 'createdAt'>,
): Promise<Notification> {
  const [row] = await tx.query<NotificationRow>(
    `insert into public.notifications (workspace_id, kind, recipient, subject, status, error, conversion_id, export_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning ${COLUMNS}`,
    [input.workspaceId, input.kind, input.recipient, input.subject, input.status, input.error?.slice(0, 2000) ?? null, input.conversionId, input.exportId],
  );
  if (!row) throw new Error('notification insert returned nothing');
  return toNotification(row);
}

export async function listNotifications(
  tx: Queryable,
  workspaceId: string,
  options: { before?: Date; limit?: number } = {},
): Promise<Notification[]> {
  const rows = await tx.query<NotificationRow>(
    `select ${COLUMNS} from public.notifications where workspace_id = $1 and ($2::timestamptz is null or created_at < $2)
     order by created_at desc limit $3`,
    [workspaceId, options.before?.toISOString() ?? null, pageSize(options.limit)],
  );
  return rows.map(toNotification);
}

/** Sent and failed notices per kind and day over the last `days` days (the e-mail analytics chart). */
export async function notificationStats(
  tx: Queryable,
  workspaceId: string,
  days = 30,
): Promise<{ day: string; kind: NotificationKind; sent: number; failed: number }[]> {
  return tx.query(
    `select to_char(date_trunc('day', created_at at time zone 'UTC'), 'YYYY-MM-DD') as day, kind,
            count(*) filter (where status = 'sent')::int as sent,
            count(*) filter (where status = 'failed')::int as failed
     from public.notifications
     where workspace_id = $1 and created_at >= now() - make_interval(days => $2)
     group by 1, 2 order by 1, 2`,
    [workspaceId, days],
  );
}
