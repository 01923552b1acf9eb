import { describe, expect, it } from 'vitest';
import { PART_TYPE_CONCEPTS } from '@/lib/catalog/normalize/lexicon/part-types';
import { FITTED_COUNT } from '@/lib/catalog/normalize/lexicon/part-types/fitted-count';
import { codes, normalize } from './demo-context';

const civic = { make: 'Honda', model: 'Civic', year: '2012' };

describe('a row that states no quantity', () => {
  it('names only concepts of the vocabulary', () => {
    const ids = new Set(PART_TYPE_CONCEPTS.map((c) => c.id));
    expect([...FITTED_COUNT.keys()].filter((id) => !ids.has(id))).toEqual([]);
  });

  it('keeps Qty 1 for a part a vehicle takes one of', () => {
    const r = normalize({ partNumber: 'OF-1', partType: 'Oil Filter', ...civic });
    expect(r.outcome).toBe('converted');
    expect(r.apps[0]?.qty).toBe(1);
  });

  it.each([
    ['Spark Plug', undefined, /one per cylinder/],
    ['Disc Brake Rotor', 'Front', /one each side and the position Front names no side/],
    ['Disc Brake Rotor', undefined, /no position names a side/],
    ['Disc Brake Pad Wear Sensor', 'Front Left', /one or several/],
  ])('holds %s (position %s) for a person to give the quantity', (partType, position, why) => {
    const r = normalize({ partNumber: 'X-1', partType, ...(position ? { position } : {}), ...civic });
    expect(r.outcome).toBe('flagged');
    expect(codes(r)).toContain('QTY_NOT_STATED');
    const finding = r.findings.find((f) => f.code === 'QTY_NOT_STATED')!;
    expect(finding.message).toMatch(why);
    expect(finding.message).toMatch(/Qty 1 is not assumed/);
    expect(r.stoppedBy).toContainEqual({ field: 'qty', code: 'QTY_NOT_STATED' });
  });

  it('takes one for a part of a pair when the position names its side, in any language', () => {
    for (const position of ['Front Left', 'avant gauche', 'HR']) {
      const r = normalize({ partNumber: 'R-1', partType: 'Disc Brake Rotor', position, ...civic });
      expect(r.outcome, position).toBe('converted');
      expect(r.apps[0]?.qty).toBe(1);
    }
  });

  it('holds an empty quantity cell the same way, and reads a stated one', () => {
    expect(codes(normalize({ partNumber: 'SP-1', partType: 'Spark Plug', qty: ' ', ...civic }))).toContain('QTY_NOT_STATED');
    const stated = normalize({ partNumber: 'SP-1', partType: 'Spark Plug', qty: '4', ...civic });
    expect(stated.outcome).toBe('converted');
    expect(stated.apps[0]?.qty).toBe(4);
  });

  it('takes a default quantity a person set on the mapping for every part type', () => {
    const r = normalize({ partNumber: 'SP-1', partType: 'Spark Plug', ...civic }, { defaultQty: 1 });
    expect(r.outcome).toBe('converted');
    expect(r.apps[0]?.qty).toBe(1);
    expect(r.decisions.find((d) => d.field === 'qty')?.note).toMatch(/the default set on the mapping/);
  });
});
