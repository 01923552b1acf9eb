import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asService } from '@/lib/db';
import { checkDurations, checkObjectives, insertRequestLogs, loadMonitoringPanel, type RaiseOptions, type RequestLogEntry } from '@/lib/data/monitoring';
import type { MailMessage, Mailer } from '@/lib/jobs/context';
import { closeTemplate, freshDb, makeUser, type TestDb, type TestUser } from './harness';

afterAll(closeTemplate);

const NOW = new Date('2026-11-27T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);

function request(overrides: Partial<RequestLogEntry>): RequestLogEntry {
  return { timestamp: ago(60_000), endpoint: '/en/dashboard', method: 'GET', status: 200, responseTimeMs: 100, error: null, userId: null, metadata: { kind: 'page' }, ...overrides };
}

function keptMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { sent, send: async (message) => (sent.push(message), { ok: true }) };
}

let db: TestDb;
let admin: TestUser;
let member: TestUser;

beforeAll(async () => {
  db = await freshDb();
  admin = await makeUser(db, { admin: true });
  member = await makeUser(db);
});
afterAll(async () => db.close());

describe('the monitoring panel and the alert rules, on recorded requests and metrics', () => {
  it('judges the objectives from the request log, mails the broken ones once, and shows them in the reader’s language', async () => {
    // The last hour: 8 good page views, 2 refused API calls, and a minute where 6 of 10 requests failed.
    await asService(
      (tx) =>
        insertRequestLogs(tx, [
          ...Array.from({ length: 8 }, (_, i) => request({ timestamp: ago((10 + i) * 60_000) })),
          request({ endpoint: '/api/v1/catalogs', status: 401, responseTimeMs: 12, metadata: { kind: 'api' } }),
          request({ endpoint: '/api/v1/catalogs', status: 200, responseTimeMs: 48, metadata: { kind: 'api' } }),
          request({ endpoint: '/api/v1/exports', status: 403, responseTimeMs: 20, metadata: { kind: 'api' } }),
          // Within one minute (11:29:30–11:29:39): one minute down of ten with traffic.
          ...Array.from({ length: 10 }, (_, i) => request({ timestamp: new Date(ago(30 * 60_000 + 30_000).getTime() + i * 1000), status: i < 6 ? 500 : 200, error: i < 6 ? 'boom' : null })),
        ]),
      db,
    );
    const mailer = keptMailer();
    const options: RaiseOptions = { mailer, mailboxes: { ops: 'ops@x.test', security: 'sec@x.test', performance: 'perf@x.test' }, locale: 'en', link: 'http://localhost:3000/en/dashboard', now: NOW };

    const first = await checkObjectives(db, options);
    expect(first.raised.map((outcome) => [outcome.alert.incident, outcome.alert.severity, outcome.mail])).toEqual([
      ['slo:successRate', 'high', 'sent'],
      ['slo:errorRate', 'high', 'sent'],
      ['slo:availability', 'critical', 'sent'],
    ]);
    const again = await checkObjectives(db, { ...options, now: new Date(NOW.getTime() + 15_000) });
    expect(again.raised.map((outcome) => outcome.mail)).toEqual(['already_sent', 'already_sent', 'already_sent']);
    expect(mailer.sent.map((mail) => `${mail.to} ${mail.subject}`)).toEqual([
      'ops@x.test [High] Service objective broken: Success rate',
      'ops@x.test [High] Service objective broken: Error rate',
      'ops@x.test [Critical] Service objective broken: Availability',
    ]);

    const loaded = await loadMonitoringPanel(admin.claims, { db, now: NOW, locale: 'de' });
    if (!loaded.ok) throw new Error(loaded.message);
    const { panel } = loaded;
    expect(panel.slos.filter((check) => !check.met).map((check) => check.slo)).toEqual(['successRate', 'errorRate', 'availability']);
    expect(panel.overview).toMatchObject({ errorCount: 6, activeAlerts: 3 });
    expect(panel.overview.successRate).toBeCloseTo(13 / 21);
    expect(panel.health).toMatchObject({ unauthorizedAttempts: 2, avgApiMs: (12 + 48 + 20) / 3, lastViolationAt: NOW.toISOString() });
    expect(panel.alerts.map((alert) => [alert.severity, alert.occurrences])).toEqual([
      ['critical', 2],
      ['high', 2],
      ['high', 2],
    ]);
    expect(panel.alerts[0]?.text.replace(/\u00a0/g, ' ')).toBe('Verfügbarkeit liegt bei 90,00 %; das Ziel ist 99,90 %.');
    expect(panel.recommendations.map((advice) => advice.code)).toEqual(['successLow']);
    expect(panel.recommendations[0]?.text.replace(/\u00a0/g, ' ')).toMatch(/^Die Erfolgsquote liegt bei 61,90 %/);
    expect(panel.security.compliance.find((item) => item.key === 'rowLevelSecurity')?.met).toBe(true);
    expect(panel.security.compliance.find((item) => item.key === 'requestLogRetention')?.met).toBe(true);
    expect(panel.security.compliance.find((item) => item.key === 'alertMailboxes')?.met).toBe(false);

    const refused = await loadMonitoringPanel(member.claims, { db, now: NOW, locale: 'en' });
    expect(refused.ok).toBe(false);
  });

  it('raises a medium alert for a duration metric above 3,000 ms in a written batch, and nothing for other metrics', async () => {
    const mailer = keptMailer();
    const options: RaiseOptions = { mailer, mailboxes: { ops: 'ops@x.test', security: 'sec@x.test', performance: 'perf@x.test' }, locale: 'fr', link: 'http://localhost:3000/fr/dashboard', now: NOW };
    const raised = await checkDurations(
      db,
      [
        { name: 'web_vitals.cls', value: 4000, tags: { page: '/fr/catalogs' }, timestamp: NOW },
        { name: 'rows.total', value: 50_000, tags: {}, timestamp: NOW },
        { name: 'job.duration_ms', value: 2_500, tags: { queue: 'convert' }, timestamp: NOW },
        { name: 'web_vitals.lcp', value: 4_500, tags: { page: '/fr/catalogs', rating: 'poor' }, timestamp: NOW },
      ],
      options,
    );
    expect(raised.map((outcome) => [outcome.alert.incident, outcome.alert.severity, outcome.alert.recipients])).toEqual([
      ['slow:web_vitals.lcp:/fr/catalogs', 'medium', ['ops@x.test', 'perf@x.test']],
    ]);
    // French groups digits with a narrow no-break space and puts a no-break space before a colon.
    expect(mailer.sent.map((mail) => mail.subject.replace(/[\u202f\u00a0]/g, ' '))).toEqual([
      '[Moyenne] Lent : web_vitals.lcp a pris 4 500 ms sur /fr/catalogs',
      '[Moyenne] Lent : web_vitals.lcp a pris 4 500 ms sur /fr/catalogs',
    ]);
    expect(mailer.sent.map((mail) => mail.to)).toEqual(['ops@x.test', 'perf@x.test']);
  });
});
