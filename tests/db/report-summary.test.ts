import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFindingsOf, groupCodeFindings, groupFindings, type Report } from '@/lib/catalog/report';
import type { Finding } from '@/lib/catalog';
import { mappingRowsOf, settingRowsOf } from '@/components/catalogs/mapping-words';
import { finishConversion, getConversion, reportSummarySchema, type ConversionCounts } from '@/lib/data/catalogs';
import { asService, withUser } from '@/lib/db/scopes';
import { buildCatalogWorld, type CatalogWorld } from './catalogs-world';
import { closeTemplate, freshDb, type TestDb } from './harness';

let db: TestDb;
let w: CatalogWorld;

const LOCALES = ['en', 'de', 'fr', 'es', 'it'] as const;

/** Findings as a run keeps them: codes interleaved, more than three of some, the worst severity of a code not first. */
function findings(): Finding[] {
  const list: Finding[] = [];
  for (let row = 2; row < 12; row++) {
    list.push({ code: 'MAKE_TYPO', severity: row === 9 ? 'error' : 'warning', row, column: 'Make', message: `Make typo in row ${row}`, params: { value: `Toyta${row}`, suggestion: 'Toyota' } });
    if (row % 3 === 0) list.push({ code: 'YEAR_OUT_OF_RANGE', severity: 'info', row, message: `Year out of range in row ${row}` });
  }
  list.push({ code: 'XSD_NOT_RUN', severity: 'info', file: 'aces.xml', message: 'XSD not run' });
  list.push({ code: 'YEAR_OUT_OF_RANGE', severity: 'warning', row: 40, message: 'Year out of range in row 40' });
  return list;
}

/** A report as the engine writes one, with the parts the summary reads. */
function report(assumptions = true): Report {
  const kept = findings();
  return {
    schemaVersion: 1,
    tool: { name: 'partsmith', version: 'test' },
    generatedAt: '2026-11-27T22:00:00Z',
    input: { file: 'parts.csv', sha256: 'c'.repeat(64), bytes: 10, format: 'csv', encoding: 'utf-8', delimiter: ',', sheet: null, language: 'en', rows: 10 },
    mapping: [{ column: 'Make', field: 'make', confidence: 0.95, note: 'header match' }],
    ...(assumptions ? { assumptions: [{ setting: 'currency' as const, value: 'USD', basis: 'default', by: 'inferred' as const }] } : {}),
    counts: { rows: 10, apps: 8, items: 8, flagged: 2, rejected: 0, merged: 0 },
    findings: kept,
    // MAKE_TYPO counted beyond what was kept; MODEL_UNKNOWN counted with none kept (capped away).
    findingCounts: { MAKE_TYPO: 1500, YEAR_OUT_OF_RANGE: 4, XSD_NOT_RUN: 1, MODEL_UNKNOWN: 7 },
    findingsTruncated: true,
    reference: { source: 'demo', versionDate: null, demo: true },
    xsd: { aces: null, pies: null },
    timings: { total: 1 },
  };
}

const summaryOf = async (r: unknown) =>
  reportSummarySchema.parse((await asService((tx) => tx.query<{ s: unknown }>(`select public.report_summary_of($1::text::jsonb) as s`, [JSON.stringify(r)]), db))[0]!.s);

beforeAll(async () => {
  db = await freshDb();
  w = await buildCatalogWorld(db);
}, 120_000);

afterAll(async () => {
  await db?.close();
  await closeTemplate();
});

describe('the stored findings summary', () => {
  it('is what the engine groups: per code the worst severity and the first three findings, in every language', async () => {
    const r = report();
    const summary = await summaryOf(r);
    expect(summary.codes).toEqual(codeFindingsOf(r.findings, 3));
    expect(summary.codes.find((c) => c.code === 'MAKE_TYPO')).toMatchObject({ severity: 'error' });
    expect(summary.codes.find((c) => c.code === 'YEAR_OUT_OF_RANGE')?.first.map((f) => f.row)).toEqual([3, 6, 9]);
    expect(summary.findingCounts).toEqual(r.findingCounts);
    expect(summary.mapping).toEqual(r.mapping);
    expect(summary.assumptions).toEqual(r.assumptions);
    for (const locale of LOCALES) expect(groupCodeFindings(summary.codes, summary.findingCounts, locale)).toEqual(groupFindings(r, 3, locale));
  });

  it('gives the mapping editor the same rows and settings as the report', async () => {
    const r = report();
    // Notes and bases with their texts: each reader gets them in their language.
    r.assumptions![0]!.said = { id: 'note.map.basis.set' };
    const summary = await summaryOf(r);
    const fromReport = { report: r, mappingUsed: null, mapping: null };
    const fromSummary = { report: summary, mappingUsed: null, mapping: null };
    for (const locale of LOCALES) {
      expect(mappingRowsOf(fromSummary, locale)).toEqual(mappingRowsOf(fromReport, locale));
      expect(settingRowsOf(fromSummary, locale)).toEqual(settingRowsOf(fromReport, locale));
    }
    expect(settingRowsOf(fromSummary, 'de')[0]!.basis).not.toBe(settingRowsOf(fromSummary, 'en')[0]!.basis);
  });

  it('keeps a report without assumptions or findings as it is', async () => {
    const none = { ...report(false), findings: [], findingCounts: {} };
    const summary = await summaryOf(none);
    expect(summary).toEqual({ findingCounts: {}, codes: [], mapping: none.mapping });
    expect(groupCodeFindings(summary.codes, summary.findingCounts)).toEqual([]);
  });

  it('is stored as a run finishes, read by the page under RLS, and not read where not asked for', async () => {
    const r = report();
    const id = await asService(async (tx) => {
      const [c] = await tx.query<{ id: string }>(
        `insert into public.conversions (workspace_id, upload_id, brand, created_by, status, attempt) values ($1, $2, 'BKMS', $3, 'running', 1) returning id`,
        [w.workspace, w.uploadId, w.operator.id],
      );
      const counts: ConversionCounts = { rows: 10, apps: 8, items: 8, flagged: 2, rejected: 0, merged: 0, converted: 8 };
      expect(await finishConversion(tx, c!.id, 1, { counts, report: r, mappingUsed: { version: 1, columns: [{ column: 'Make', field: 'make' }] }, outputs: [] })).toBe(true);
      return c!.id;
    }, db);
    const shown = await withUser(w.viewer.claims, (tx) => getConversion(tx, id, { withReport: false, withSummary: true }), db);
    expect(shown?.report).toBeNull();
    expect(shown?.reportSummary).toEqual(await summaryOf(r));
    expect((await withUser(w.viewer.claims, (tx) => getConversion(tx, id), db))?.reportSummary).toBeNull();
    // Another workspace sees neither the conversion nor its summary.
    expect(await withUser(w.outsider.claims, (tx) => getConversion(tx, id, { withSummary: true }), db)).toBeNull();
    expect(await withUser(w.outsider.claims, (tx) => tx.query(`select report_summary from public.conversions where id = $1`, [id]), db)).toEqual([]);
  });

  it('is backfilled by its migration for conversions finished before it, leaving updated_at alone', async () => {
    const r = report();
    const [before] = await asService(
      (tx) =>
        tx.query<{ id: string; updated_at: Date }>(
          `insert into public.conversions (workspace_id, upload_id, brand, created_by, status, report) values ($1, $2, 'BKMO', $3, 'succeeded', $4::text::jsonb) returning id, updated_at`,
          [w.workspace, w.uploadId, w.operator.id, JSON.stringify(r)],
        ),
      db,
    );
    const migration = await readFile('supabase/migrations/20261127003000_report_summary.sql', 'utf8');
    const backfill = migration.slice(migration.indexOf('alter table public.conversions disable trigger'));
    await db.pglite.exec(backfill);
    const [after] = await asService((tx) => tx.query<{ report_summary: unknown; updated_at: Date }>(`select report_summary, updated_at from public.conversions where id = $1`, [before!.id]), db);
    expect(reportSummarySchema.parse(after!.report_summary)).toEqual(await summaryOf(r));
    expect(after!.updated_at).toEqual(before!.updated_at);
  });
});
