import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { HeldRow } from '@/lib/catalog/convert';
import type { LearnedTerm } from '@/lib/catalog/normalize';
import { nameKey } from '@/lib/catalog/reference';
import { reportSchema } from '@/lib/catalog/report';
import { converted, fixture, reference } from './convert-helpers';

/** outcomes.csv: row 5 "Toyta" (flagged), row 7 "Civc" (flagged), row 9 "Zorgmobile" (rejected); see outcomes.test.ts. */
const OUTCOMES = fixture('convert', 'outcomes.csv');
const make = (name: string) => reference.makesByKey(nameKey(name))[0]!;
const civic = reference.modelsOfMake(make('Honda')).find((id) => reference.models.get(id)?.name === 'Civic')!;

const TERMS: LearnedTerm[] = [
  { id: 'csv:2', field: 'make', term: 'toyta', referenceId: make('Toyota') },
  { id: 'csv:3', field: 'model', term: 'Civc', referenceId: civic },
  { id: 'csv:4', field: 'make', term: 'Zorgmobile', referenceId: 999_999_999 },
];

async function signedPredicate(bundle: string): Promise<Record<string, unknown>> {
  const files = unzipSync(await readFile(bundle));
  const envelope = JSON.parse(strFromU8(files['attestation.dsse.json']!)) as { payload: string };
  return (JSON.parse(Buffer.from(envelope.payload, 'base64').toString('utf8')) as { predicate: Record<string, unknown> }).predicate;
}

describe('a conversion given learned terms', () => {
  it('converts the rows whose values the terms decide, and reports and signs which terms it used and ignored', async () => {
    const before = await converted({ path: OUTCOMES });
    const run = await converted({ path: OUTCOMES }, { learnedTerms: TERMS });
    expect(run.counts.flagged).toBe(before.counts.flagged - 2);
    expect(run.counts.converted).toBe(before.counts.converted + 2);
    const learnedTerms = {
      used: [
        { id: 'csv:2', field: 'make', term: 'toyta', referenceId: make('Toyota'), rows: 1 },
        { id: 'csv:3', field: 'model', term: 'Civc', referenceId: civic, rows: 1 },
      ],
      ignored: [{ id: 'csv:4', field: 'make', term: 'Zorgmobile', referenceId: 999_999_999, reason: expect.stringContaining('not in the reference VCdb'), said: expect.objectContaining({ id: 'learned.ignored.notInReference' }) }],
    };
    expect(run.report.learnedTerms).toEqual(learnedTerms);
    expect((await signedPredicate(run.files.evidence)).learnedTerms).toEqual(learnedTerms);
    expect(reportSchema.parse(JSON.parse(await readFile(run.files.reportJson, 'utf8'))).learnedTerms).toEqual(learnedTerms);
  });

  it('says nothing of learned terms when it was given none', async () => {
    const run = await converted({ path: OUTCOMES });
    expect(run.report.learnedTerms).toBeUndefined();
    expect((await signedPredicate(run.files.evidence)).learnedTerms).toBeUndefined();
  });

  it('hands review the values that held each row, with candidates', async () => {
    const held: HeldRow[] = [];
    await converted({ path: OUTCOMES }, { onHeldRow: (row) => void held.push(row) });
    const byRow = new Map(held.map((h) => [h.source.row, h.stops]));
    expect(byRow.get(5)).toEqual([expect.objectContaining({ field: 'make', term: 'Toyta', key: 'toyta', code: 'MAKE_TYPO' })]);
    expect(byRow.get(5)![0]!.candidates[0]).toMatchObject({ referenceId: make('Toyota'), name: 'Toyota' });
    expect(byRow.get(9)).toEqual([expect.objectContaining({ field: 'make', term: 'Zorgmobile', code: 'MAKE_UNKNOWN' })]);
    // Held for its quantity and its missing part number only: no value of a learnable field to decide.
    expect(byRow.get(8)).toEqual([]);
    expect(byRow.get(6)).toEqual([]);
  });
});
