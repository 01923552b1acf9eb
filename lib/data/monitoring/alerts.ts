import { asService, type Db, type Queryable } from '@/lib/db';
import type { Mailer } from '@/lib/jobs/context';
import type { AlertDraft, AlertSeverity } from '@/lib/monitoring/slo';
import { ALERT_QUIET_MINUTES, alertLine, alertMail } from './alert-text';

/** The mailboxes the specification names (§9); which of them hears of an alert depends on its kind. */
export type AlertMailbox = 'ops' | 'security' | 'performance';
export type AlertMailboxes = Record<AlertMailbox, string>;

/**
 * Ops hears of every alert (they are on call); performance also of slowness, security of anything a
 * security rule raised (its incidents start with `security:`).
 */
export function mailboxesFor(alert: Pick<AlertDraft, 'code' | 'incident' | 'params'>): AlertMailbox[] {
  if (alert.incident.startsWith('security:')) return ['ops', 'security'];
  if (alert.code === 'slowMetric' || alert.params.slo === 'responseTimeMs') return ['ops', 'performance'];
  return ['ops'];
}

export interface StoredAlert {
  id: string;
  incident: string;
  severity: AlertSeverity;
  code: AlertDraft['code'];
  params: Record<string, string | number>;
  message: string;
  recipients: string[];
  occurrences: number;
  firstSeenAt: Date;
  lastSeenAt: Date;
  mailedAt: Date | null;
  resolvedAt: Date | null;
}

interface AlertRow extends Record<string, unknown> {
  id: string;
  incident: string;
  severity: AlertSeverity;
  code: AlertDraft['code'];
  params: Record<string, string | number>;
  message: string;
  recipients: string[];
  occurrences: number;
  first_seen_at: Date;
  last_seen_at: Date;
  mailed_at: Date | null;
  resolved_at: Date | null;
}

function toAlert(row: AlertRow): StoredAlert {
  return {
    id: row.id,
    incident: row.incident,
    severity: row.severity,
    code: row.code,
    params: row.params,
    message: row.message,
    recipients: row.recipients,
    occurrences: row.occurrences,
    firstSeenAt: row.first_seen_at,
    lastSeenAt: row.last_seen_at,
    mailedAt: row.mailed_at,
    resolvedAt: row.resolved_at,
  };
}

// A severity only rises within an incident: a high alert raised again as medium stays high.
const rank = (column: string) => `case ${column} when 'critical' then 3 when 'high' then 2 else 1 end`;

export interface RaiseOptions {
  mailer: Mailer | null;
  mailboxes: AlertMailboxes;
  /** The language alert mails are written in. */
  locale: string;
  /** The product's link in the mail (its origin). */
  link: string;
  now?: Date;
}

export interface RaiseOutcome {
  alert: StoredAlert;
  /** true when this call opened the incident. */
  opened: boolean;
  mail: 'sent' | 'failed' | 'not_sent' | 'already_sent';
}

/** Opens or bumps one incident in one statement; the partial unique index is the de-duplication. */
async function upsert(tx: Queryable, draft: AlertDraft, recipients: string[], now: Date): Promise<{ row: AlertRow; opened: boolean }> {
  const message = await alertLine(draft, 'en');
  const [row] = await tx.query<AlertRow & { opened: boolean }>(
    `insert into public.monitoring_alerts (incident, severity, code, params, message, recipients, first_seen_at, last_seen_at)
     values ($1, $2, $3, $4::jsonb, $5, $6::text[], $7, $7)
     on conflict (incident) where resolved_at is null do update set
       occurrences = monitoring_alerts.occurrences + 1,
       last_seen_at = excluded.last_seen_at,
       params = excluded.params,
       message = excluded.message,
       severity = case when ${rank('excluded.severity')} > ${rank('monitoring_alerts.severity')}
                       then excluded.severity else monitoring_alerts.severity end
     returning *, (xmax = 0) as opened`,
    [draft.incident, draft.severity, draft.code, JSON.stringify(draft.params), message, recipients, now.toISOString()],
  );
  if (!row) throw new Error('monitoring_alerts upsert returned no row');
  return { row, opened: row.opened };
}

/**
 * Records the alerts the rules raised. A new incident is mailed once to its mailboxes; one raised
 * again while open is counted on its row, not mailed again — unless its mail has not gone out yet
 * (a failed send is tried again on the next raise). Mail failures are outcomes, never throws.
 */
export async function raiseAlerts(db: Db, drafts: readonly AlertDraft[], options: RaiseOptions): Promise<RaiseOutcome[]> {
  const now = options.now ?? new Date();
  const outcomes: RaiseOutcome[] = [];
  for (const draft of drafts) {
    const recipients = mailboxesFor(draft).map((box) => options.mailboxes[box]);
    const { row, opened } = await asService((tx) => upsert(tx, draft, recipients, now), db);
    let mail: RaiseOutcome['mail'] = row.mailed_at ? 'already_sent' : 'not_sent';
    if (!row.mailed_at && options.mailer) {
      mail = (await sendAlertMail(options.mailer, draft, recipients, options)) ? 'sent' : 'failed';
      if (mail === 'sent') {
        const [mailed] = await asService(
          (tx) => tx.query<AlertRow>(`update public.monitoring_alerts set mailed_at = $2 where id = $1 returning *`, [row.id, now.toISOString()]),
          db,
        );
        if (mailed) Object.assign(row, mailed);
      }
    }
    outcomes.push({ alert: toAlert(row), opened, mail });
  }
  return outcomes;
}

async function sendAlertMail(mailer: Mailer, draft: AlertDraft, recipients: readonly string[], options: RaiseOptions): Promise<boolean> {
  try {
    const mail = await alertMail(draft, options.locale, options.link);
    let allSent = true;
    for (const to of new Set(recipients)) {
      const sent = await mailer.send({ to, ...mail, link: options.link });
      allSent &&= sent.ok;
    }
    return allSent;
  } catch {
    return false;
  }
}

/**
 * Resolves the incidents not raised for ALERT_QUIET_MINUTES: the condition has cleared, and the
 * next time it occurs is a new incident with a new mail. Returns how many were resolved.
 */
export async function settleAlerts(db: Db, now: Date = new Date()): Promise<number> {
  const quietSince = new Date(now.getTime() - ALERT_QUIET_MINUTES * 60_000);
  const rows = await asService(
    (tx) =>
      tx.query(
        `update public.monitoring_alerts set resolved_at = $1
          where resolved_at is null and last_seen_at < $2 returning id`,
        [now.toISOString(), quietSince.toISOString()],
      ),
    db,
  );
  return rows.length;
}

/** The open incidents, worst first (the panel's Alerts tab). `tx` decides who may read them (RLS). */
export async function openAlerts(tx: Queryable, limit = 100): Promise<StoredAlert[]> {
  const rows = await tx.query<AlertRow>(
    `select * from public.monitoring_alerts where resolved_at is null
      order by ${rank('severity')} desc, last_seen_at desc limit $1`,
    [limit],
  );
  return rows.map(toAlert);
}
