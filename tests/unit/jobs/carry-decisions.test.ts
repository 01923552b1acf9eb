import { describe, expect, it } from 'vitest';
import { loadDemoReference } from '@/lib/catalog/reference';
import { carriedCounts, planCarriedDecisions } from '@/lib/jobs/carry-decisions';
import type { DecidedRow, HeldRowKey } from '@/lib/data/catalogs';

const { reference } = await loadDemoReference();

const FIELDS = { partNumber: 'BKM-1', make: 'Toyta', model: 'Camry', year: '2018' };

function held(row: number, patch: Partial<HeldRowKey> = {}): HeldRowKey {
  return { row, outcome: 'flagged', codes: ['MAKE_TYPO'], fields: FIELDS, ...patch };
}

function decided(row: number, patch: Partial<DecidedRow> = {}): DecidedRow {
  return { ...held(row), decision: 'approved', override: null, decidedBy: 'rita', decidedAt: new Date('2026-03-01T10:00:00Z'), ...patch };
}

const plan = (decisions: DecidedRow[], now: HeldRowKey[]) => planCarriedDecisions(decisions, new Map(now.map((h) => [h.row, h])), reference);

describe('which review decisions a re-run keeps', () => {
  it('keeps a decision on a row held again for the same reason with the same values, as it was made', () => {
    const d = decided(3);
    const result = plan([d], [held(3, { codes: ['MAKE_TYPO'], fields: { year: '2018', model: 'Camry', make: 'Toyta', partNumber: 'BKM-1' } })]);
    expect(result).toEqual({ carried: [d], reviewAgain: [], noLongerHeld: [] });
  });

  it('asks again when the row is held with another outcome, other finding codes or other values', () => {
    const result = plan(
      [decided(3), decided(4), decided(5), decided(6)],
      [held(3, { outcome: 'rejected' }), held(4, { codes: ['MAKE_TYPO', 'MODEL_NOT_SOLD_IN_YEAR'] }), held(5, { fields: { ...FIELDS, year: '2019' } }), held(6, { fields: { ...FIELDS, notes: 'x' } })],
    );
    expect(result.carried).toEqual([]);
    expect(result.reviewAgain).toEqual([3, 4, 5, 6]);
  });

  it('drops a decision on a row the new release converts: nothing left to decide', () => {
    expect(plan([decided(3, { decision: 'rejected' })], [])).toEqual({ carried: [], reviewAgain: [], noLongerHeld: [3] });
  });

  it('keeps an override only when every reference id it names exists in the new release', () => {
    const override = (o: Record<string, string>) => decided(3, { decision: 'overridden', override: o });
    const cases: [Record<string, string>, boolean][] = [
      [{ model: 'Camry' }, true],
      [{ baseVehicleId: '310853', partTypeId: '90101', positionId: '' }, true],
      [{ baseVehicleId: '999999' }, false],
      [{ partTypeId: '424242' }, false],
      [{ positionId: '77' }, false],
      [{ submodelId: '1' }, false],
      [{ engineBaseId: 'x1' }, false],
    ];
    for (const [o, keeps] of cases) {
      const result = plan([override(o)], [held(3)]);
      expect(result.carried.length, JSON.stringify(o)).toBe(keeps ? 1 : 0);
      expect(result.reviewAgain.length, JSON.stringify(o)).toBe(keeps ? 0 : 1);
    }
  });

  it('counts what it did, naming the conversion the decisions came from', () => {
    const result = plan([decided(3), decided(4), decided(5)], [held(3), held(4, { outcome: 'rejected' })]);
    expect(carriedCounts('c-1', result)).toEqual({ from: 'c-1', carried: 1, reviewAgain: 1, noLongerHeld: 1 });
  });
});
