import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withUser } from '@/lib/db';
import type { MailMessage, Mailer } from '@/lib/jobs/context';
import { openAlerts, raiseAlerts, settleAlerts, type RaiseOptions } from '@/lib/data/monitoring/alerts';
import { alertsFor } from '@/lib/monitoring/slo';
import { closeTemplate, freshDb, makeUser, sqlstateOf, type TestDb, type TestUser } from './harness';

afterAll(closeTemplate);

/** A mailer that keeps what it was given, and fails when told to (a real transport can). */
function keptMailer(): Mailer & { sent: MailMessage[]; failing: boolean } {
  const mailer = {
    sent: [] as MailMessage[],
    failing: false,
    async send(message: MailMessage) {
      if (mailer.failing) return { ok: false as const, error: 'transport down' };
      mailer.sent.push(message);
      return { ok: true as const };
    },
  };
  return mailer;
}

const mailboxes = { ops: 'ops@example.test', security: 'security@example.test', performance: 'perf@example.test' };

let db: TestDb;
let admin: TestUser;
let member: TestUser;

beforeAll(async () => {
  db = await freshDb();
  admin = await makeUser(db, { admin: true });
  member = await makeUser(db);
});
afterAll(async () => db.close());

describe('monitoring alerts', () => {
  it('mails a new incident once, counts it again while open, and mails a recurrence after it settled', async () => {
    const mailer = keptMailer();
    const t0 = new Date('2026-11-27T10:00:00Z');
    const options = (now: Date): RaiseOptions => ({ mailer, mailboxes, locale: 'de', link: 'http://localhost:3000', now });
    const slow = alertsFor({ requests: 3, p95Ms: 120, successRate: 1, errorRate: 0, availability: 1 }, [
      { name: 'job.export.duration', valueMs: 4200 },
    ]);

    const [first] = await raiseAlerts(db, slow, options(t0));
    expect(first).toMatchObject({ opened: true, mail: 'sent' });
    expect(first?.alert).toMatchObject({ severity: 'medium', occurrences: 1, recipients: ['ops@example.test', 'perf@example.test'] });
    expect(first?.alert.message).toBe('job.export.duration took 4,200 ms, above the alert threshold of 3,000 ms.');
    expect(mailer.sent.map((mail) => mail.to)).toEqual(['ops@example.test', 'perf@example.test']);
    expect(mailer.sent[0]?.subject).toBe('[Mittel] Langsam: job.export.duration dauerte 4.200 ms');
    expect(mailer.sent[0]?.text).toContain('http://localhost:3000');

    const [again] = await raiseAlerts(db, slow, options(new Date(t0.getTime() + 60_000)));
    expect(again).toMatchObject({ opened: false, mail: 'already_sent' });
    expect(again?.alert.occurrences).toBe(2);
    expect(mailer.sent).toHaveLength(2);

    // Nine quiet minutes: still open. Eleven: resolved, and the next occurrence is a new incident.
    expect(await settleAlerts(db, new Date(t0.getTime() + 60_000 + 9 * 60_000))).toBe(0);
    expect(await settleAlerts(db, new Date(t0.getTime() + 60_000 + 11 * 60_000))).toBe(1);
    const [recurred] = await raiseAlerts(db, slow, options(new Date(t0.getTime() + 20 * 60_000)));
    expect(recurred).toMatchObject({ opened: true, mail: 'sent' });
    expect(mailer.sent).toHaveLength(4);
    await settleAlerts(db, new Date(t0.getTime() + 60 * 60_000));
  });

  it('tries a failed mail again on the next raise, and only raises severity within an incident', async () => {
    const mailer = keptMailer();
    mailer.failing = true;
    const now = new Date('2026-11-27T12:00:00Z');
    const options: RaiseOptions = { mailer, mailboxes, locale: 'en', link: 'http://localhost:3000', now };
    const broken = alertsFor({ requests: 30, p95Ms: 100, successRate: 0.5, errorRate: 0.02, availability: 1 }, []);
    const [failed] = await raiseAlerts(db, broken, options);
    expect(failed).toMatchObject({ opened: true, mail: 'failed' });
    expect(failed?.alert.mailedAt).toBeNull();

    mailer.failing = false;
    const [retried] = await raiseAlerts(db, broken, { ...options, now: new Date(now.getTime() + 1000) });
    expect(retried).toMatchObject({ opened: false, mail: 'sent' });
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]?.subject).toBe('[High] Service objective broken: Success rate');
    expect(mailer.sent[0]?.text).toContain('Success rate is 50.00%; the objective is 95.00%.');

    const [sameIncidentLower] = await raiseAlerts(db, [{ ...broken[0]!, severity: 'medium' }], { ...options, now: new Date(now.getTime() + 2000) });
    expect(sameIncidentLower?.alert.severity).toBe('high');
    expect(mailer.sent).toHaveLength(1);
  });

  it('lets platform administrators read the open alerts and nobody else', async () => {
    const seen = await withUser(admin.claims, (tx) => openAlerts(tx), db);
    expect(seen.map((alert) => alert.incident)).toEqual(['slo:successRate']);
    expect(await withUser(member.claims, (tx) => openAlerts(tx), db)).toEqual([]);
    expect(
      await sqlstateOf(
        withUser(admin.claims, (tx) => tx.query(`insert into public.monitoring_alerts (incident, severity, code, message) values ('x', 'high', 'sloBroken', 'x')`), db),
      ),
    ).toBe('42501');
  });
});
