import { describe, expect, it } from 'vitest';
import { loadDemoReference } from '@/lib/catalog';
import { buildReferenceSet, type ParsedTable } from '@/lib/catalog/reference';
import { PART_TYPE_CONCEPTS } from '@/lib/catalog/normalize';
import { referenceSearchQuerySchema, searchIndexFor, type LearnedHint, type NamedHit } from '@/lib/data/reference';

/**
 * The override picker's search in the five catalog languages, over the bundled demo reference and
 * the normalizer's own vocabulary: the terms below are taken from that vocabulary, not written here.
 */
const { reference } = await loadDemoReference();
const index = searchIndexFor(reference);
const search = (input: Record<string, unknown>, learned: LearnedHint[] = []) => index.search(referenceSearchQuerySchema.parse(input), learned) as NamedHit[];
const idOf = (map: ReadonlyMap<number, { name: string }>, name: string) => [...map].find(([, v]) => v.name === name)![0];

const concept = (id: string) => PART_TYPE_CONCEPTS.find((c) => c.id === id)!;
const ROTOR = concept('brakes.disc-rotor');
const PADS = concept('brakes.disc-pad-set');

describe('part types by a term in each language', () => {
  it.each(['de', 'fr', 'es', 'it'] as const)('finds the brake rotor and the brake pads from their %s terms, saying which term and language', (language) => {
    for (const [c, name] of [
      [ROTOR, 'Disc Brake Rotor'],
      [PADS, 'Disc Brake Pad Set'],
    ] as const) {
      // A term written alike in two languages (`disco freno`) would name the first: take one that is only this language's.
      const others = Object.entries(c.terms).flatMap(([l, terms]) => (l === language ? [] : (terms ?? []).map((t) => t.toLowerCase())));
      const term = c.terms[language]!.find((t) => !others.includes(t.toLowerCase()))!;
      const [first] = search({ kind: 'part-type', q: term });
      expect(first, term).toMatchObject({ name, matched: term, match: { via: 'term', text: term } });
      expect(first!.match!.language, term).toBe(language);
    }
  });

  it('finds a part type from the start of a term while it is being typed', () => {
    expect(search({ kind: 'part-type', q: 'Zündker' })[0]).toMatchObject({ name: 'Spark Plug', match: { via: 'term', language: 'de' } });
    expect(search({ kind: 'part-type', q: 'bougie d' }).map((h) => h.name)).toContain('Spark Plug');
  });

  it('ranks the exact English name first and names found directly before those found by a term', () => {
    expect(search({ kind: 'part-type', q: 'Spark Plug' })[0]).toEqual({ id: idOf(reference.partTypes, 'Spark Plug'), name: 'Spark Plug' });
    const brakes = search({ kind: 'part-type', q: 'brake', limit: 50 });
    const firstByTerm = brakes.findIndex((h) => h.match);
    expect(firstByTerm === -1 || brakes.slice(firstByTerm).every((h) => h.match)).toBe(true);
  });
});

describe('a release that spells its names otherwise', () => {
  const table = (name: string, header: string, ...rows: string[]): ParsedTable => ({ name, columns: header.split('|'), rows: rows.map((r) => r.split('|')) });
  const other = buildReferenceSet(
    [
      table('Parts', 'PartTerminologyID|PartTerminologyName', '1|Brake Pad Set, Disc Brake', '2|Rotor, Disc Brake', '3|Plug, Spark'),
      table('Positions', 'PositionID|Position', '10|Left Front', '11|Right Front', '12|Front'),
    ],
    { source: 'test' },
  ).reference;
  const otherIndex = searchIndexFor(other);
  const find = (kind: string, q: string) => otherIndex.search(referenceSearchQuerySchema.parse({ kind, q })) as NamedHit[];

  it('finds its part types from the vocabulary through the concept links the conversion uses', () => {
    expect(find('part-type', 'Bremsscheibe')[0]).toMatchObject({ id: 2, name: 'Rotor, Disc Brake', match: { via: 'term', language: 'de' } });
    expect(find('part-type', 'plaquettes de frein')[0]).toMatchObject({ id: 1, match: { language: 'fr' } });
    expect(find('part-type', 'Zündkerze')[0]).toMatchObject({ id: 3 });
  });

  it('finds its positions by what their words mean, whatever their order', () => {
    expect(find('position', 'vorne links')[0]).toMatchObject({ id: 10, name: 'Left Front' });
    expect(find('position', 'anteriore destro')[0]).toMatchObject({ id: 11 });
  });
});

describe('positions by their words in each language', () => {
  it.each([
    ['en', 'front left'],
    ['de', 'vorne links'],
    ['fr', 'avant gauche'],
    ['es', 'delantero izquierdo'],
    ['it', 'anteriore sinistro'],
  ])('reads %s "%s" as Front Left, first', (_language, words) => {
    const [first] = search({ kind: 'position', q: words });
    expect(first).toMatchObject({ name: 'Front Left' });
  });

  it('completes the last word while it is typed, and offers the wider positions after the exact one', () => {
    expect(search({ kind: 'position', q: 'avant gau' })[0]).toMatchObject({ name: 'Front Left', match: { via: 'term', text: 'avant gau' } });
    const front = search({ kind: 'position', q: 'vorne', limit: 50 }).map((h) => h.name);
    expect(front[0]).toBe('Front');
    expect(front).toEqual(expect.arrayContaining(['Front Left', 'Front Right', 'Front Lower']));
    expect(front).not.toContain('Rear Left');
  });

  it('keeps to the positions the PCdb allows for the part type', () => {
    const pads = idOf(reference.partTypes, 'Disc Brake Pad Set');
    const allowed = new Set(reference.positionsForPartType(pads));
    const hits = search({ kind: 'position', q: 'hinten', partType: pads, limit: 50 });
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => allowed.has(h.id))).toBe(true);
  });
});

describe('makes and models by the names catalogs use', () => {
  it('finds a make by the synonym the normalizer reads, and a model by its name in another language', () => {
    expect(search({ kind: 'make', q: 'VW' })[0]).toMatchObject({ name: 'Volkswagen', match: { via: 'reading', text: 'VW' } });
    const mercedes = idOf(reference.makes, 'Mercedes-Benz');
    expect(search({ kind: 'model', make: mercedes, q: 'C-Klasse' })[0]).toMatchObject({ name: 'C-Class', match: { via: 'reading', text: 'C-Klasse' } });
    expect(search({ kind: 'model', make: mercedes, q: 'Classe C' })[0]).toMatchObject({ name: 'C-Class' });
  });
});

describe('learned terms', () => {
  const pads = idOf(reference.partTypes, 'Disc Brake Pad Set');
  const hint: LearnedHint = { term: 'Spezialbelag XR', referenceId: pads, language: 'de' };

  it('finds the entity a workspace term means, saying it is the workspace\'s term', () => {
    expect(search({ kind: 'part-type', q: 'Spezialbel' })).toEqual([]);
    expect(search({ kind: 'part-type', q: 'Spezialbel' }, [hint])).toEqual([
      { id: pads, name: 'Disc Brake Pad Set', matched: 'Spezialbelag XR', match: { via: 'learned', text: 'Spezialbelag XR', language: 'de' } },
    ]);
  });

  it('never puts a learned term above the entry the query names exactly, and ignores IDs the release lacks', () => {
    const rotor = idOf(reference.partTypes, 'Disc Brake Rotor');
    expect(search({ kind: 'part-type', q: 'Disc Brake Rotor' }, [{ term: 'Disc Brake Rotor X', referenceId: pads }])[0]).toMatchObject({ id: rotor });
    expect(search({ kind: 'part-type', q: 'Spezialbel' }, [{ term: 'Spezialbelag XR', referenceId: 99_999_999 }])).toEqual([]);
  });
});
