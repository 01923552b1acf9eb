import { describe, expect, it } from 'vitest';
import { detectMapping } from '@/lib/catalog/mapping';
import { rows } from './sample-rows';

describe('one column per single-valued field', () => {
  it('leaves the weaker of two part-number columns unmapped and says which column won', () => {
    const mapping = detectMapping(['Teilenummer', 'Part Num.'], rows(['BKM-1', 'BKM-1'], ['BKM-2', 'BKM-2'], ['BKM-3', 'BKM-3']));
    const [first, second] = mapping.columns;
    expect(first?.field).toBe('partNumber');
    expect(second?.field).toBeNull();
    expect(second?.note).toMatch(/would be Part number .* "Teilenummer" is a better match/);
    expect(second!.confidence).toBeLessThan(0.5);
    expect(mapping.columns.filter((c) => c.field === 'partNumber')).toHaveLength(1);
  });

  it('lets several columns feed a multi-valued field and notes that their values are joined', () => {
    const mapping = detectMapping(['Description', 'Long Description', 'Note 1', 'Note 2', 'OE Number', 'OE Number 2'], []);
    expect(mapping.columns.map((c) => c.field)).toEqual(['description', 'description', 'notes', 'notes', 'oeNumber', 'oeNumber']);
    expect(mapping.columns[2]?.note).toMatch(/numbered column "Note"/);
    expect(mapping.columns[3]?.note).toMatch(/one of 2 Notes columns, their values are joined/);
  });

  it('turns a losing make-or-brand header into the brand when the brand is free', () => {
    // Both columns hold vehicle makes, but only one can be the make.
    const mapping = detectMapping(['Fahrzeughersteller', 'Hersteller'], rows(['VW', 'VW'], ['BMW', 'BMW'], ['Audi', 'Audi']));
    expect(mapping.columns.map((c) => c.field)).toEqual(['make', 'brand']);
    expect(mapping.columns[1]?.note).toMatch(/"Fahrzeughersteller" is the better Make/);
  });
});
