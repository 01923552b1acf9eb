import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { HeldRow, RowReview } from '@/lib/catalog/convert';
import { overrideFromPicks, searchIndexFor, summarizeApps, yearSpans, type ModelHit, type OverridePicks } from '@/lib/data/reference';
import { convert, reference, readText } from '../catalog/convert/convert-helpers';

const MESSY = path.resolve(import.meta.dirname, '../../../samples/preview/mixed-messy-export.csv');
const index = searchIndexFor(reference);
const first = (kind: 'make' | 'part-type' | 'position', q: string) => {
  const hit = index.search({ kind, q, limit: 1 })[0];
  if (!hit) throw new Error(`no ${kind} ${q} in the demo reference`);
  return { id: hit.id, name: hit.name };
};
const model = (makeId: number, q: string) => index.search({ kind: 'model', q, make: makeId, limit: 1 })[0] as ModelHit;

describe('overrideFromPicks', () => {
  it('stores names for a make and model, and clears a BaseVehicleID column that would win over them', () => {
    const toyota = first('make', 'Toyota');
    const camry = model(toyota.id, 'Camry');
    expect(overrideFromPicks({ vehicle: { make: toyota, model: camry } }, { fields: { make: 'Toyta', baseVehicleId: '1' } })).toEqual({
      make: 'Toyota',
      model: 'Camry',
      baseVehicleId: '',
    });
    expect(overrideFromPicks({ vehicle: { make: toyota } }, { fields: { make: 'Toyta' } })).toEqual({ make: 'Toyota' });
  });

  it('narrows to one base vehicle when a year is picked, clearing the source year span', () => {
    const fiat = first('make', 'Fiat');
    const punto = model(fiat.id, 'Punto');
    const year = punto.years.find((y) => y.year === 2018)!;
    expect(overrideFromPicks({ vehicle: { make: fiat, model: punto, year } }, { fields: { year: '2020' } })).toEqual({
      make: 'Fiat',
      model: 'Punto',
      year: '2018',
      yearFrom: '',
      yearTo: '',
      baseVehicleId: String(year.baseVehicleId),
    });
  });

  it('keeps a position the old part type text carried when only the part type is replaced', () => {
    const pads = first('part-type', 'Disc Brake Pad Set');
    expect(overrideFromPicks({ partType: pads }, { fields: { partType: 'Bremsbeläge vorne' }, positionId: 9102 })).toEqual({
      partType: 'Disc Brake Pad Set',
      partTypeId: String(pads.id),
      positionId: '9102',
    });
    // A position column stays in charge of its own value.
    expect(overrideFromPicks({ partType: pads }, { fields: { partType: 'Pads', position: 'vorne' }, positionId: 9102 })).toEqual({
      partType: 'Disc Brake Pad Set',
      partTypeId: String(pads.id),
    });
  });

  it('is null when nothing was picked', () => {
    expect(overrideFromPicks({}, { fields: {} })).toBeNull();
  });
});

describe('an override from the picker, exported', () => {
  it('makes held rows valid when the engine normalizes them again', async () => {
    const held: HeldRow[] = [];
    await convert({ path: MESSY }, { standardsDir: null, onHeldRow: (row) => void held.push(row) });
    const row = (n: number) => {
      const h = held.find((x) => x.source.row === n);
      if (!h) throw new Error(`row ${n} was not held`);
      const position = h.decisions.find((d) => d.field === 'position' && typeof d.value === 'number');
      return { fields: h.fields, positionId: (position?.value as number | undefined) ?? null };
    };
    const toyota = first('make', 'Toyota');
    const honda = first('make', 'Honda');
    const fiat = first('make', 'Fiat');
    const punto = model(fiat.id, 'Punto');
    const picks: [number, OverridePicks][] = [
      // Toyta → Toyota (MAKE_TYPO)
      [6, { vehicle: { make: toyota } }],
      // 'Civc' (a model typo) → Civic, and the part type named by its PCdb name
      [17, { vehicle: { make: honda, model: model(honda.id, 'Civic') }, partType: first('part-type', 'Spark Plug') }],
      // Punto was not sold in 2020 (rejected): pick 2018
      [11, { vehicle: { make: fiat, model: punto, year: punto.years.find((y) => y.year === 2018)! } }],
    ];
    const review = new Map<number, RowReview>(
      picks.map(([n, p]) => [n, { decision: 'overridden', fields: overrideFromPicks(p, row(n))! }]),
    );

    const result = await convert({ path: MESSY }, { standardsDir: null, review });
    if ('error' in result) throw new Error(result.error.message);
    const findings = result.report.findings.filter((f) => f.code.startsWith('REVIEW_'));
    expect(findings.map((f) => [f.row, f.code]).sort()).toEqual([
      [11, 'REVIEW_OVERRIDDEN'],
      [17, 'REVIEW_OVERRIDDEN'],
      [6, 'REVIEW_OVERRIDDEN'],
    ]);
    const aces = await readText(result.files.aces!);
    const apps = (part: string) => [...aces.matchAll(/<App\b[\s\S]*?<\/App>/g)].map((m) => m[0]).filter((app) => app.includes(`<Part>${part}</Part>`));
    expect(apps('BKM-OF3600')).toHaveLength(6); // Toyota Camry 2018–2023
    expect(apps('BKM-D1760').length).toBeGreaterThan(0);
    expect(apps('BKM-D1760').every((app) => app.includes('<Position id="9102"/>'))).toBe(true);
    const rotor = apps('BKM-R33070');
    expect(rotor).toHaveLength(1);
    expect(rotor[0]).toContain(`<BaseVehicle id="${punto.years.find((y) => y.year === 2018)!.baseVehicleId}"/>`);
  });
});

describe('naming what a row would export', () => {
  it('folds years into spans', () => {
    expect(yearSpans([2019, 2015, 2016, 2017, 2016])).toBe('2015–2017, 2019');
    expect(yearSpans([2020])).toBe('2020');
  });

  it('groups apps by vehicle line, part type, position and quantity', () => {
    const toyota = first('make', 'Toyota');
    const camry = model(toyota.id, 'Camry');
    const filter = first('part-type', 'Engine Oil Filter');
    const apps = camry.years
      .filter((y) => y.year >= 2018 && y.year <= 2023)
      .map((y) => ({ row: 6, baseVehicleId: y.baseVehicleId, qty: 1, partTypeId: filter.id, part: 'BKM-OF3600' }));
    expect(summarizeApps(reference, apps)).toEqual([
      { vehicle: 'Toyota Camry', years: '2018–2023', partType: 'Engine Oil Filter', position: null, qty: 1, part: 'BKM-OF3600', apps: 6 },
    ]);
  });
});
