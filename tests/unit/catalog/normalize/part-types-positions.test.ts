import { describe, expect, it } from 'vitest';
import { matchPartType, matchPosition } from '@/lib/catalog/normalize';
import type { Decision, Finding } from '@/lib/catalog/types';
import { codes, demoContext, normalize, partTypeId, positionId } from './demo-context';

const ctx = demoContext();
function decided<T>(r: Decision<T> | Finding): Decision<T> {
  if ('code' in r) throw new Error(r.message);
  return r;
}

describe('part types in five languages', () => {
  it.each([
    ['en', 'Brake Pads'],
    ['en', 'brake pad set'],
    ['de', 'Bremsbeläge'],
    ['de', 'Bremsbelag'],
    ['de', 'Bremsklötze'],
    ['de', 'Bremsbelagsatz, Scheibenbremse'],
    ['fr', 'Plaquettes de frein'],
    ['fr', 'jeu de plaquettes de frein'],
    ['es', 'Pastillas de freno'],
    ['it', 'Pastiglie freno'],
    ['it', 'pastiglie dei freni'],
  ])('%s: %s is a Disc Brake Pad Set', (_lang, text) => {
    const d = decided(matchPartType(text, ctx));
    expect(d.value).toBe(partTypeId('Disc Brake Pad Set'));
    expect(d.confidence).toBeGreaterThanOrEqual(0.95);
  });

  it.each([
    ['Oil Filter', 'Engine Oil Filter'],
    ['Ölfilter', 'Engine Oil Filter'],
    ['filtre à huile', 'Engine Oil Filter'],
    ['filtro de aceite', 'Engine Oil Filter'],
    ['filtro olio', 'Engine Oil Filter'],
    ['Bremsscheibe', 'Disc Brake Rotor'],
    ['disque de frein', 'Disc Brake Rotor'],
    ['disco de freno', 'Disc Brake Rotor'],
    ['dischi freno', 'Disc Brake Rotor'],
    ['Stoßdämpfer', 'Suspension Shock Absorber'],
    ['amortisseur', 'Suspension Shock Absorber'],
    ['amortiguador', 'Suspension Shock Absorber'],
    ['ammortizzatore', 'Suspension Shock Absorber'],
    ['Zündkerze', 'Spark Plug'],
    ['bougie d’allumage', 'Spark Plug'],
    ['bujía', 'Spark Plug'],
    ['candela', 'Spark Plug'],
    ['Wasserpumpe', 'Engine Water Pump'],
    ['Lichtmaschine', 'Alternator'],
    ['Innenraumfilter', 'Cabin Air Filter'],
    ['Zahnriemensatz', 'Engine Timing Belt Kit'],
    ['Lambdasonde', 'Oxygen Sensor'],
    ['Koppelstange', 'Suspension Stabilizer Bar Link'],
    ['Radlagersatz', 'Wheel Bearing'],
  ])('%s → %s', (text, pcdb) => {
    expect(decided(matchPartType(text, ctx)).value).toBe(partTypeId(pcdb));
  });

  it('matches the PCdb name itself with full confidence', () => {
    expect(decided(matchPartType('Disc Brake Rotor', ctx))).toMatchObject({ confidence: 1 });
  });

  it('offers a one-letter typo of a long name for review only', () => {
    expect(decided(matchPartType('Bremsscheibbe', ctx))).toMatchObject({ value: partTypeId('Disc Brake Rotor'), confidence: 0.8 });
  });

  it('flags a part type it cannot match', () => {
    expect(matchPartType('Flux capacitor', ctx)).toMatchObject({ code: 'PART_TYPE_UNMATCHED', severity: 'warning' });
  });
});

describe('positions in five languages', () => {
  it.each([
    ['Front', 'Front'],
    ['vorne', 'Front'],
    ['Vorderachse', 'Front'],
    ['avant', 'Front'],
    ['delantero', 'Front'],
    ['anteriore', 'Front'],
    ['hinten', 'Rear'],
    ['Hinterachse', 'Rear'],
    ['arrière', 'Rear'],
    ['trasero', 'Rear'],
    ['posteriore', 'Rear'],
    ['links', 'Left'],
    ['gauche', 'Left'],
    ['izquierdo', 'Left'],
    ['sinistro', 'Left'],
    ['rechts', 'Right'],
    ['droite', 'Right'],
    ['derecha', 'Right'],
    ['destra', 'Right'],
    ['vorne links', 'Front Left'],
    ['Vorderachse rechts', 'Front Right'],
    ['links vorne', 'Front Left'],
    ['avant gauche', 'Front Left'],
    ['AVG', 'Front Left'],
    ['HR', 'Rear Right'],
    ['delantero izquierdo', 'Front Left'],
    ['posteriore destro', 'Rear Right'],
    ['Front Lower', 'Front Lower'],
    ['unten vorne', 'Front Lower'],
    ['Fahrerseite', 'Driver Side'],
    ['côté passager', 'Passenger Side'],
    ['lado del conductor', 'Driver Side'],
    ['vor Kat', 'Upstream'],
    ['a valle', 'Downstream'],
  ])('%s → %s', (text, name) => {
    expect(decided(matchPosition(text, ctx)).value).toBe(positionId(name));
  });

  it('reads N/A and dashes as no position', () => {
    for (const text of ['N/A', '-', 'keine']) expect(decided(matchPosition(text, ctx)).value).toBeNull();
  });

  it('flags words that are not position words', () => {
    expect(matchPosition('vorne mitte oben links seitlich', ctx)).toMatchObject({ code: 'POSITION_UNMATCHED' });
  });

  it('flags a text naming two positions', () => {
    expect(matchPosition('front and rear', ctx)).toMatchObject({ code: 'POSITION_AMBIGUOUS' });
    expect(matchPosition('links/rechts', ctx)).toMatchObject({ code: 'POSITION_AMBIGUOUS' });
  });

  it('checks the position against the part type', () => {
    expect(matchPosition('Front', ctx, partTypeId('Disc Brake Pad Set'))).toMatchObject({ confidence: 1 });
    expect(matchPosition('Left', ctx, partTypeId('Disc Brake Pad Set'))).toMatchObject({ code: 'PART_POSITION_INVALID', severity: 'error' });
  });
});

describe('part type and position together', () => {
  // With a quantity: a part a vehicle takes a pair of is held when the row states none (unstated-quantity.test.ts).
  const car = { partNumber: 'BP1', make: 'Renault', model: 'Clio', year: '2015', qty: '1' };

  it('takes the position from words in the part type text', () => {
    for (const partType of ['Bremsbeläge vorne', 'plaquettes de frein avant', 'pastillas de freno delanteras', 'pastiglie freno anteriori', 'front brake pads']) {
      const r = normalize({ ...car, partType });
      expect(r.outcome, partType).toBe('converted');
      expect(r.apps[0]).toMatchObject({ partTypeId: partTypeId('Disc Brake Pad Set'), positionId: positionId('Front') });
    }
  });

  it('keeps a position word that is part of the name, and takes the side after it as the position', () => {
    for (const partType of ['lampadina fanale posteriore destro', 'bombilla piloto trasero derecho', 'Ampoule feu arrière droite']) {
      const r = normalize({ ...car, partType });
      expect(r.outcome, partType).toBe('converted');
      expect(r.apps[0], partType).toMatchObject({ partTypeId: partTypeId('Tail Light Bulb'), positionId: positionId('Right') });
    }
  });

  it('rejects a pair the PCdb does not allow, naming the valid positions', () => {
    const r = normalize({ ...car, partType: 'Bremsbeläge', position: 'links' });
    expect(r.outcome).toBe('rejected');
    expect(r.findings.find((f) => f.code === 'PART_POSITION_INVALID')?.message).toMatch(/valid: Front, Rear/);
    expect(normalize({ ...car, partType: 'Ölfilter', position: 'vorne' }).outcome).toBe('rejected');
  });

  it('flags a position too vague for the part type, naming the candidates', () => {
    const r = normalize({ ...car, partType: 'Traggelenk', position: 'unten' });
    expect(r.outcome).toBe('flagged');
    expect(r.findings.find((f) => f.code === 'POSITION_UNDERSPECIFIED')?.message).toMatch(/Front Lower/);
    expect(normalize({ ...car, partType: 'Traggelenk unten', position: 'vorne' }).apps[0]?.positionId).toBe(positionId('Front Lower'));
  });

  it('accepts IDs and rejects ones the PCdb lacks', () => {
    const ok = normalize({ ...car, partTypeId: String(partTypeId('Disc Brake Rotor')), positionId: String(positionId('Rear')) });
    expect(ok.outcome).toBe('converted');
    expect(codes(normalize({ ...car, partTypeId: '1684' }))).toContain('PART_TYPE_UNKNOWN');
    expect(codes(normalize({ ...car, partType: 'Brake Pads', positionId: '22' }))).toContain('POSITION_UNKNOWN');
  });

  it('flags a part type name that contradicts the ID column', () => {
    const r = normalize({ ...car, partType: 'Ölfilter', partTypeId: String(partTypeId('Air Filter')) });
    expect(r.outcome).toBe('flagged');
    expect(codes(r)).toContain('PART_TYPE_CONFLICT');
  });
});
