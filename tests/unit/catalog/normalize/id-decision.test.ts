import { describe, expect, it } from 'vitest';
import { normalizeRow, plainDecision } from '@/lib/catalog/normalize';
import { render } from '@/lib/catalog/messages';
import { baseVehicleId, demoContext, submodelId } from './demo-context';

const civic = baseVehicleId('Honda', 'Civic', 2012);
const ex = submodelId('EX');

function decisionsOf(fields: Record<string, string>) {
  const ctx = demoContext();
  const row = normalizeRow({ row: 2, fields: { partNumber: 'BP-1', partTypeId: '1684', qty: '1', ...fields } }, ctx);
  return { row, ctx };
}

describe('ID decisions kept compact', () => {
  it('names the base vehicle in the note and its text, though the cache keeps only the ID', () => {
    const { row } = decisionsOf({ baseVehicleId: String(civic), submodelId: String(ex) });
    const bv = row.decisions.find((d) => d.field === 'baseVehicleId')!;
    expect(bv.value).toBe(civic);
    expect(bv.note).toBe(`BaseVehicle ${civic}: 2012 Honda Civic`);
    expect(render(bv.said!, 'de')).toContain('2012 Honda Civic');
    const sub = row.decisions.find((d) => d.field === 'submodelId')!;
    expect(sub.note).toBe(`SubModel ID ${ex}`);
  });

  it('hands out plain data: spread, JSON and structured clone keep the note and its text', () => {
    const { row } = decisionsOf({ baseVehicleId: String(civic) });
    const plain = plainDecision(row.decisions.find((d) => d.field === 'baseVehicleId')!);
    const expected = { field: 'baseVehicleId', source: String(civic), value: civic, confidence: 1, note: `BaseVehicle ${civic}: 2012 Honda Civic` };
    expect({ ...plain }).toMatchObject(expected);
    expect(structuredClone(plain)).toMatchObject({ ...expected, said: plain.said });
    expect(JSON.parse(JSON.stringify(row.decisions))).toEqual(expect.arrayContaining([expect.objectContaining(expected)]));
  });

  it('caches one decision per ID spelling the reference knows, and none for an unknown ID', () => {
    const ctx = demoContext();
    const fields = { partNumber: 'BP-1', partTypeId: '1684', qty: '1' };
    const a = normalizeRow({ row: 2, fields: { ...fields, baseVehicleId: String(civic) } }, ctx);
    const b = normalizeRow({ row: 3, fields: { ...fields, baseVehicleId: String(civic) } }, ctx);
    expect(b.decisions[0]).toBe(a.decisions[0]);
    normalizeRow({ row: 4, fields: { ...fields, baseVehicleId: '999999999' } }, ctx);
    expect(ctx.cache.idDecisions.baseVehicle.size).toBe(1);
  });
});
