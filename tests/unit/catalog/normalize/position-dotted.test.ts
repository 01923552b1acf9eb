import { describe, expect, it } from 'vitest';
import { readPosition } from '@/lib/catalog/normalize/positions';

/** A dotted word is an abbreviation: read when known, never dropped as filler (a wrong side is a wrong fitment). */
describe('dotted abbreviations in a position column', () => {
  it.each([
    ['posteriore des.', ['REAR', 'RIGHT']],
    ['anteriore sin.', ['FRONT', 'LEFT']],
  ])('%s → %j', (text, concepts) => {
    expect(readPosition(text, { column: true })).toEqual({ concepts, unknown: [], none: false });
  });

  it('leaves an unknown dotted article for a person instead of reading the rest alone', () => {
    expect(readPosition('arrière de.', { column: true }).unknown).toEqual(['de']);
    expect(readPosition('posteriore des.').unknown).toEqual(['des']);
  });

  it('still reads articles written as words as filler', () => {
    expect(readPosition('an der Vorderachse', { column: true })).toEqual({ concepts: ['FRONT'], unknown: [], none: false });
    expect(readPosition('avant des deux côtés')).toMatchObject({ concepts: ['FRONT'], unknown: [] });
  });
});
