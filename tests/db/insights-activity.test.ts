import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asService, withUser } from '@/lib/db/scopes';
import type { Queryable } from '@/lib/db/types';
import { fillDays, findingSeries, lastDays, loadCompliance, loadDashboard, loadEmailAnalytics, notificationDays, OTHER_CODES, peakDay, reviewBacklog, reviewRates } from '@/lib/data/insights';
import { decideRows, listConversions } from '@/lib/data/catalogs';
import { buildCatalogWorld, type CatalogWorld } from './catalogs-world';
import { closeTemplate, freshDb, type TestDb, type TestUser } from './harness';

let db: TestDb;
let w: CatalogWorld;
const as = <T>(user: TestUser, fn: (tx: Queryable) => Promise<T>) => withUser(user.claims, fn, db);
const today = new Date().toISOString().slice(0, 10);

/** A finished conversion as a job leaves it: counts, and a report (and its summary) with finding counts and the reference used. */
async function seedFinished(brand: string, counts: Record<string, number>, findingCounts: Record<string, number>, reference: Record<string, unknown>, daysAgo = 0) {
  await asService(
    (tx) =>
      tx.query(
        `insert into public.conversions (workspace_id, upload_id, brand, created_by, status, counts, outputs, report, report_summary, created_at, finished_at)
         values ($1, $2, $7, $3, 'succeeded', $4::text::jsonb, '[]'::jsonb, $5::text::jsonb, public.report_summary_of($5::text::jsonb),
                 now() - make_interval(days => $6), now() - make_interval(days => $6))`,
        [w.workspace, w.uploadId, w.operator.id, JSON.stringify(counts), JSON.stringify({ findingCounts, reference }), daysAgo, brand],
      ),
    db,
  );
}

beforeAll(async () => {
  db = await freshDb();
  w = await buildCatalogWorld(db);
  await seedFinished('BKMA', { rows: 100, flagged: 10, rejected: 5 }, { MAKE_TYPO: 7, MODEL_UNKNOWN: 3 }, { source: 'demo', versionDate: '2024-01-01', demo: true });
  await seedFinished('BKMB', { rows: 50, flagged: 0, rejected: 5 }, { MAKE_TYPO: 1, YEAR_RANGE: 2 }, { source: 'VCdb 2025-10-31', versionDate: '2025-10-31', demo: false }, 3);
}, 120_000);

afterAll(async () => {
  await db?.close();
  await closeTemplate();
});

describe('review backlog', () => {
  it('counts undecided held rows, by outcome and per conversion', async () => {
    const backlog = await as(w.viewer, (tx) => reviewBacklog(tx, w.workspace, [w.conversionId]));
    expect(backlog).toEqual({ pending: 3, pendingFlagged: 2, pendingRejected: 1, conversions: 1, byConversion: { [w.conversionId]: 3 } });
  });

  it('goes down as rows are decided', async () => {
    const decided = await as(w.reviewer, (tx) => decideRows(tx, w.conversionId, [{ row: 2, decision: 'approved' }]));
    expect(decided.ok).toBe(true);
    const backlog = await as(w.owner, (tx) => reviewBacklog(tx, w.workspace, [w.conversionId]));
    expect(backlog).toMatchObject({ pending: 2, pendingFlagged: 1, pendingRejected: 1, byConversion: { [w.conversionId]: 2 } });
  });

  it('shows another workspace nothing', async () => {
    const backlog = await as(w.outsider, (tx) => reviewBacklog(tx, w.workspace, [w.conversionId]));
    expect(backlog).toEqual({ pending: 0, pendingFlagged: 0, pendingRejected: 0, conversions: 0, byConversion: {} });
  });
});

describe('the dashboard', () => {
  it('loads recent conversions, exports, the backlog and a full month of throughput', async () => {
    const data = await loadDashboard(w.viewer.claims, w.workspace, { db });
    expect(data.conversions).toHaveLength(3);
    expect(data.exports.map((e) => e.id)).toEqual([w.exportId]);
    expect(data.backlog.byConversion[w.conversionId]).toBe(2);
    expect(data.throughput).toHaveLength(30);
    expect(data.throughput.at(-1)).toEqual({ day: today, value: 103 }); // 100 + the world's own 3-row conversion
    expect(data.throughput.reduce((sum, d) => sum + d.value, 0)).toBe(153);
    expect(data.findings.codes).toEqual(['MAKE_TYPO', 'MODEL_UNKNOWN', 'YEAR_RANGE']);
  });

  it('lists the conversions without the mappings its panel does not show', async () => {
    const stated = { fields: { part_number: 'Part' }, columns: [{ column: 'Part', field: 'part_number', origin: 'detected' }] };
    await asService((tx) => tx.query(`update public.conversions set mapping_used = $2::text::jsonb where id = $1`, [w.conversionId, JSON.stringify(stated)]), db);
    const data = await loadDashboard(w.viewer.claims, w.workspace, { db });
    const listed = await as(w.viewer, (tx) => listConversions(tx, w.workspace, { limit: 6 }));
    expect(listed.find((c) => c.id === w.conversionId)?.mappingUsed).toEqual(stated);
    expect(data.conversions).toEqual(listed.map((c) => ({ ...c, mapping: null, mappingUsed: null })));
  });

  it('is empty for a workspace with nothing in it yet', async () => {
    const data = await loadDashboard(w.outsider.claims, w.outsiderWorkspace, { db });
    expect(data).toMatchObject({ conversions: [], exports: [], backlog: { pending: 0 }, findings: { total: 0, codes: [] } });
    expect(peakDay(data.throughput)).toBeNull();
  });
});

describe('compliance', () => {
  it('sums findings by code, the held-back shares and the reference releases in use', async () => {
    const data = await loadCompliance(w.owner.claims, w.workspace, { db });
    expect(data.findings.totals).toEqual([
      { code: 'MAKE_TYPO', count: 8, days: 2 },
      { code: 'MODEL_UNKNOWN', count: 3, days: 1 },
      { code: 'YEAR_RANGE', count: 2, days: 1 },
    ]);
    expect(data.rates).toMatchObject({ rows: 153, flagged: 10, rejected: 10 });
    expect(data.rates.flaggedRate).toBeCloseTo(10 / 153);
    expect(data.dailyRates.at(-1)).toMatchObject({ day: today, flagged: 9.7, rejected: 4.9 });
    expect(data.releases.map((r) => [r.source, r.versionDate, r.demo, r.conversions])).toEqual([
      ['demo', '2024-01-01', true, 1],
      ['VCdb 2025-10-31', '2025-10-31', false, 1],
    ]);
  });
});

describe('e-mail analytics', () => {
  it('counts delivered and failed notices per day and pages the list', async () => {
    await asService(async (tx) => {
      for (let i = 0; i < 30; i++) {
        await tx.query(
          `insert into public.notifications (workspace_id, kind, recipient, subject, status, error, created_at)
           values ($1, 'conversion.succeeded', 'team@example.test', $2, $3, $4, now() - make_interval(mins => $5))`,
          [w.workspace, `Notice ${i}`, i % 10 === 0 ? 'failed' : 'sent', i % 10 === 0 ? 'mailbox full' : null, i + 1],
        );
      }
    }, db);
    const first = await loadEmailAnalytics(w.viewer.claims, w.workspace, { db });
    // 30 new ones (3 failed) and the world's 'export.ready' notice.
    expect(first.totals).toEqual({ sent: 31, delivered: 28, failed: 3 });
    expect(first.perDay).toHaveLength(30);
    expect(first.notifications).toHaveLength(25);
    expect(first.nextBefore).toEqual(first.notifications.at(-1)!.createdAt);
    const second = await loadEmailAnalytics(w.viewer.claims, w.workspace, { db, before: first.nextBefore! });
    expect(second.notifications).toHaveLength(6);
    expect(second.nextBefore).toBeNull();
  });
});

describe('day series', () => {
  const now = new Date('2026-03-02T15:00:00Z');

  it('lists the last days oldest first, across a month end', () => {
    expect(lastDays(3, now)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it('fills quiet days with zero and finds the busiest', () => {
    const series = fillDays([{ day: '2026-03-01', n: 4 }], 3, (r) => r.n, now);
    expect(series).toEqual([
      { day: '2026-02-28', value: 0 },
      { day: '2026-03-01', value: 4 },
      { day: '2026-03-02', value: 0 },
    ]);
    expect(peakDay(series)).toEqual({ day: '2026-03-01', value: 4 });
  });

  it('keeps the most frequent codes and sums the rest as other', () => {
    const series = findingSeries(
      [
        { day: '2026-03-01', code: 'A', count: 5 },
        { day: '2026-03-01', code: 'B', count: 3 },
        { day: '2026-03-02', code: 'C', count: 1 },
        { day: '2026-03-02', code: 'D', count: 1 },
      ],
      2,
      { top: 2, now },
    );
    expect(series.codes).toEqual(['A', 'B', OTHER_CODES]);
    expect(series.days).toEqual([
      { day: '2026-03-01', values: { A: 5, B: 3, [OTHER_CODES]: 0 } },
      { day: '2026-03-02', values: { A: 0, B: 0, [OTHER_CODES]: 2 } },
    ]);
    expect(series.total).toBe(10);
  });

  it('sums notices per day whatever their kind', () => {
    const { days, totals } = notificationDays(
      [
        { day: '2026-03-02', sent: 2, failed: 1 },
        { day: '2026-03-02', sent: 1, failed: 0 },
      ],
      1,
      now,
    );
    expect(days).toEqual([{ day: '2026-03-02', delivered: 3, failed: 1 }]);
    expect(totals).toEqual({ sent: 4, delivered: 3, failed: 1 });
  });

  it('gives zero shares when nothing was converted', () => {
    expect(reviewRates([])).toEqual({ rows: 0, flagged: 0, rejected: 0, flaggedRate: 0, rejectedRate: 0 });
  });
});
