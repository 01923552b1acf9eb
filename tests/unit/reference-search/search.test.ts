import { describe, expect, it } from 'vitest';
import { loadDemoReference } from '@/lib/catalog';
import { referenceSearchQuerySchema, searchIndexFor, type ModelHit, type PositionHit, type ReferenceSearchQuery } from '@/lib/data/reference';

const { reference } = await loadDemoReference();
const index = searchIndexFor(reference);
const query = (input: Record<string, unknown>): ReferenceSearchQuery => referenceSearchQuerySchema.parse(input);
const search = (input: Record<string, unknown>) => index.search(query(input));
const names = (input: Record<string, unknown>) => search(input).map((h) => h.name);
const idOf = (kind: string, name: string) => search({ kind, q: name }).find((h) => h.name === name)!.id;

describe('reference search', () => {
  it('finds makes by the start of their name, ignoring case and punctuation', () => {
    expect(names({ kind: 'make', q: 'toy' })).toEqual(['Toyota']);
    expect(names({ kind: 'make', q: 'MERCEDES' })[0]).toBe('Mercedes-Benz');
  });

  it('offers what the conversion would read a misspelt or other name as', () => {
    expect(search({ kind: 'make', q: 'Toyta' })).toEqual([{ id: idOf('make', 'Toyota'), name: 'Toyota', matched: 'Toyta', match: { via: 'reading', text: 'Toyta' } }]);
    expect(search({ kind: 'make', q: 'Chevy' })[0]).toMatchObject({ name: 'Chevrolet', matched: 'Chevy' });
    expect(search({ kind: 'part-type', q: 'Bremsscheibe' })[0]).toMatchObject({ name: 'Disc Brake Rotor', matched: 'Bremsscheibe' });
    expect(search({ kind: 'position', q: 'vorne links' })[0]).toMatchObject({ name: 'Front Left' });
  });

  it('ranks the exact name first, then names starting with the query, then names with a word starting with it', () => {
    const hits = names({ kind: 'position', q: 'left', limit: 50 });
    expect(hits.slice(0, 3)).toEqual(['Left', 'Left Inner', 'Left Outer']);
    expect(hits.slice(3)).toEqual(['Front Left', 'Front Left Lower', 'Front Left Upper', 'Rear Left']);
    const brakes = names({ kind: 'part-type', q: 'brake', limit: 50 });
    expect(brakes.slice(0, 3)).toEqual(['Brake Drum', 'Brake Hydraulic Hose', 'Brake Master Cylinder']);
    expect(brakes).toContain('Disc Brake Pad Set');
  });

  it('finds part types by PCdb aliases and catalog terms in other languages, saying which', () => {
    expect(search({ kind: 'part-type', q: 'pastiglie' })[0]).toMatchObject({ name: 'Disc Brake Pad Set', matched: expect.stringMatching(/pastiglie/i) });
  });

  it("lists a make's models with every year and its base vehicle", () => {
    const toyota = idOf('make', 'Toyota');
    const [camry] = search({ kind: 'model', make: toyota, q: 'cam' }) as ModelHit[];
    expect(camry?.name).toBe('Camry');
    const y2018 = camry!.years.find((y) => y.year === 2018)!;
    expect(reference.baseVehicles.get(y2018.baseVehicleId)).toMatchObject({ year: 2018, makeId: toyota, modelId: camry!.id });
    expect(camry!.years.map((y) => y.year)).toEqual([...camry!.years.map((y) => y.year)].sort((a, b) => a - b));
    // Another make's models are not offered.
    expect(search({ kind: 'model', make: idOf('make', 'Ford'), q: 'camry' })).toEqual([]);
  });

  it('offers only the positions the PCdb allows for a part type', () => {
    const pads = idOf('part-type', 'Disc Brake Pad Set');
    const hits = search({ kind: 'position', q: '', partType: pads }) as PositionHit[];
    expect(hits.map((h) => h.name).sort()).toEqual(reference.positionsForPartType(pads).map((id) => reference.positions.get(id)!.name).sort());
    expect(hits.every((h) => h.fitsPartType)).toBe(true);
  });

  it('finds an entry by its ID and keeps to the limit', () => {
    const toyota = idOf('make', 'Toyota');
    expect(search({ kind: 'make', q: String(toyota) })).toEqual([{ id: toyota, name: 'Toyota', matched: `#${toyota}`, match: { via: 'id', text: `#${toyota}` } }]);
    expect(search({ kind: 'part-type', q: '', limit: 3 })).toHaveLength(3);
  });

  it('answers nothing for a query that matches nothing', () => {
    expect(search({ kind: 'make', q: 'zzzzqqq' })).toEqual([]);
  });

  it('keeps one index per reference set', () => {
    expect(searchIndexFor(reference)).toBe(index);
  });
});

describe('the search query', () => {
  it('needs a make for a model search and caps the limit and the text', () => {
    expect(referenceSearchQuerySchema.safeParse({ kind: 'model', q: 'cam' }).success).toBe(false);
    expect(referenceSearchQuerySchema.safeParse({ kind: 'make', limit: '500' }).success).toBe(false);
    expect(referenceSearchQuerySchema.safeParse({ kind: 'make', q: 'x'.repeat(101) }).success).toBe(false);
    expect(referenceSearchQuerySchema.safeParse({ kind: 'vin' }).success).toBe(false);
    expect(referenceSearchQuerySchema.parse({ kind: 'model', make: '9009' })).toEqual({ kind: 'model', q: '', make: 9009, limit: 20 });
  });
});
