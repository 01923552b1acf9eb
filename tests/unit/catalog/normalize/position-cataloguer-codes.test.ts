import { describe, expect, it } from 'vitest';
import { matchPosition } from '@/lib/catalog/normalize';
import { readPosition } from '@/lib/catalog/normalize/positions';
import type { Decision, Finding } from '@/lib/catalog/types';
import { demoContext, positionId } from './demo-context';

const ctx = demoContext();

function positionOf(text: string): number | null | string {
  const r = matchPosition(text, ctx) as Decision<number | null> | Finding;
  return 'code' in r ? r.code : r.value;
}

/** Side + end written the way cataloguers write them in a position column, per language. */
const CASES: Record<string, [string, string][]> = {
  en: [
    ['Rt Front', 'Front Right'],
    ['Front Rt', 'Front Right'],
    ['RH Frt', 'Front Right'],
    ['LH Rr', 'Rear Left'],
    ['Lt. Rear', 'Rear Left'],
    ['Rear LH', 'Rear Left'],
    ['Rear L/H', 'Rear Left'],
    ['R/H Front', 'Front Right'],
    ['Front R / H', 'Front Right'],
    ['Down Stream', 'Downstream'],
    ['Up-Stream', 'Upstream'],
    ['F/L', 'Front Left'],
    ['L/F', 'Front Left'],
    ['R/R', 'Rear Right'],
    ['FL', 'Front Left'],
    ['RR', 'Rear Right'],
    ['Left Front', 'Front Left'],
  ],
  de: [
    ['vorne links', 'Front Left'],
    ['links vorne', 'Front Left'],
    ['VL', 'Front Left'],
    ['HR', 'Rear Right'],
    ['li. vo.', 'Front Left'],
    ['re. hi.', 'Rear Right'],
    ['hinten rechts', 'Rear Right'],
  ],
  fr: [
    ['AV G', 'Front Left'],
    ['AR D', 'Rear Right'],
    ['avant gauche', 'Front Left'],
    ['AV dte', 'Front Right'],
    ['AR gche', 'Rear Left'],
    ['arrière droit', 'Rear Right'],
  ],
  es: [
    ['del. izq.', 'Front Left'],
    ['tras. der.', 'Rear Right'],
    ['delantero derecho', 'Front Right'],
    ['trasero izquierdo', 'Rear Left'],
    ['aguas abajo', 'Downstream'],
    ['aguas arriba del catalizador', 'Upstream'],
  ],
  it: [
    ['ant. sx', 'Front Left'],
    ['post. dx', 'Rear Right'],
    ['anteriore sinistro', 'Front Left'],
    ['posteriore destra', 'Rear Right'],
  ],
};

describe.each(Object.entries(CASES))('position codes a cataloguer writes (%s)', (_language, cases) => {
  it.each(cases)('%s → %s', (text, name) => {
    expect(positionOf(text)).toBe(positionId(name));
  });
});

describe('what is not a position stays unread', () => {
  it.each(['F/R', 'R/L', 'L/R', 'R/F'])('leaves the slashed code %s, which reads two ways, to a person', (text) => {
    expect(positionOf(text)).toBe('POSITION_UNMATCHED');
  });

  it.each(['Filter', 'Rt 66', 'Lt grey', 'vorne Halter', 'Stream'])('does not read %s as a position', (text) => {
    expect(typeof positionOf(text)).toBe('string');
  });

  it('reads Rt, Lt and slashed codes only in a position column, not in other text', () => {
    for (const text of ['Rt', 'Lt', 'F/L', 'R/R']) {
      expect(readPosition(text).concepts).not.toContain('RIGHT');
      expect(readPosition(text).concepts).not.toContain('LEFT');
      expect(readPosition(text).unknown.length).toBeGreaterThan(0);
    }
  });

  it('never drops a dotted Spanish del. as filler outside a position column', () => {
    expect(readPosition('del. izq.')).toMatchObject({ concepts: ['LEFT'], unknown: ['del'] });
  });
});
