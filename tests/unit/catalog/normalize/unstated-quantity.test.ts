import { describe, expect, it } from 'vitest';
import { LEARNED_TERM_CONFIDENCE, LearnedTermBook, normalizeRow, valueStops, type LearnedTerm } from '@/lib/catalog/normalize';
import { PART_TYPE_CONCEPTS } from '@/lib/catalog/normalize/lexicon/part-types';
import { FITTED_COUNT } from '@/lib/catalog/normalize/lexicon/part-types/fitted-count';
import type { MappedRow } from '@/lib/catalog/types';
import { codes, demoContext, normalize, reference } from './demo-context';

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
    expect(r.stoppedBy).toContainEqual(expect.objectContaining({ field: 'qty', code: 'QTY_NOT_STATED' }));
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

describe('deciding an unstated quantity once for all rows of what it is of', () => {
  const stopOf = (fields: MappedRow['fields']) => {
    const ctx = demoContext();
    return valueStops(normalizeRow({ row: 2, fields }, ctx), ctx).find((s) => s.field === 'qty');
  };

  it('names the part type and position, and suggests one each side', () => {
    const stop = stopOf({ partNumber: 'R-1', partType: 'Disc Brake Rotor', position: 'Front', ...civic });
    expect(stop).toMatchObject({ term: 'Disc Brake Rotor · Front', key: expect.any(String), code: 'QTY_NOT_STATED' });
    expect(stop!.candidates).toEqual([{ referenceId: 2, name: '2', confidence: 0.6 }]);
  });

  it('adds the cylinders for a part fitted per cylinder, and suggests that many', () => {
    const stop = stopOf({ partNumber: 'SP-1', partType: 'Spark Plug', ...civic });
    expect(stop?.term).toBe('Spark Plug · 4 cylinders');
    expect(stop!.candidates.map((c) => c.referenceId)).toEqual([4]);
  });

  it('names the part itself where only the part says how many (a coil pack or a coil per cylinder)', () => {
    const stop = stopOf({ partNumber: 'IC-100', partType: 'Ignition Coil', ...civic });
    expect(stop?.term).toBe('Ignition Coil · part IC-100');
    expect(stop!.candidates).toEqual([]);
    expect(stopOf({ partNumber: 'WS-7', partType: 'Disc Brake Pad Wear Sensor', position: 'Front Left', ...civic })?.term).toBe('Disc Brake Pad Wear Sensor · Front Left · part WS-7');
  });

  it('leaves a part fitted per cylinder to row-by-row review when the engines differ', () => {
    const fields = { partNumber: 'SP-1', partType: 'Spark Plug', make: 'Ford', model: 'F-150', year: '2015' };
    expect(codes(normalize(fields))).toContain('QTY_NOT_STATED');
    expect(stopOf(fields)).toBeUndefined();
  });
});

describe('a learned quantity', () => {
  const rotors = { partNumber: 'R-1', partType: 'Disc Brake Rotor', position: 'Front', ...civic };
  const learned = (qty: number, text = 'Disc Brake Rotor · Front'): LearnedTerm => ({ id: 't-qty', field: 'qty', term: text, referenceId: qty, learnedAt: '2026-11-26T09:00:00Z', conversionId: '1a2b3c4d-5e6f' });

  it('answers for a row that states none, stated as whose word it is, and is counted', () => {
    const book = new LearnedTermBook([learned(2)], reference);
    const r = normalize(rotors, { learned: book });
    expect(r.outcome).toBe('converted');
    expect(r.apps[0]?.qty).toBe(2);
    const d = r.decisions.find((x) => x.field === 'qty')!;
    expect(d).toMatchObject({ value: 2, confidence: LEARNED_TERM_CONFIDENCE, learnedTermId: 't-qty' });
    expect(d.note).toBe("qty 'Disc Brake Rotor · Front' → 2, learned from a review decision on 2026-11-26 (conversion 1a2b3c4d)");
    book.countRow(r.decisions);
    expect(book.summary().used).toEqual([expect.objectContaining({ field: 'qty', referenceId: 2, rows: 1 })]);
  });

  it('matches case and spacing loosely, but not another position or cylinder count', () => {
    const book = new LearnedTermBook([learned(2, 'disc brake rotor  ·  FRONT'), { ...learned(4, 'Spark Plug · 6 cylinders'), id: 't-sp' }], reference);
    expect(normalize(rotors, { learned: book }).apps[0]?.qty).toBe(2);
    expect(codes(normalize({ ...rotors, position: 'Rear' }, { learned: book }))).toContain('QTY_NOT_STATED');
    expect(codes(normalize({ partNumber: 'SP-1', partType: 'Spark Plug', ...civic }, { learned: book }))).toContain('QTY_NOT_STATED');
  });

  it('never overrides a stated quantity or a default set on the mapping', () => {
    const book = new LearnedTermBook([learned(2)], reference);
    expect(normalize({ ...rotors, qty: '1' }, { learned: book }).apps[0]?.qty).toBe(1);
    expect(normalize(rotors, { learned: book, defaultQty: 3 }).apps[0]?.qty).toBe(3);
  });

  it('is ignored with the reason when it is no whole number from 1 to 999', () => {
    const book = new LearnedTermBook([learned(0), { ...learned(1000), id: 't-big', term: 'Spark Plug · 4 cylinders' }], reference);
    expect(book.summary().ignored.map((i) => i.reason)).toEqual(['a quantity is a whole number from 1 to 999', 'a quantity is a whole number from 1 to 999']);
    expect(codes(normalize(rotors, { learned: book }))).toContain('QTY_NOT_STATED');
  });
});
