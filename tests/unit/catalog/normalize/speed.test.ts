/**
 * Throughput of normalization + item merge + dedupe on generated rows. The floors are well under the
 * measured figures (the 2 cores are shared while tests run); the figures are printed for the record.
 */
import { describe, expect, it } from 'vitest';
import { FitmentDeduper, ItemCollector, createNormalizeContext, normalizeRow } from '@/lib/catalog/normalize';
import type { MappedRow } from '@/lib/catalog/types';
import { reference } from './demo-context';

const ROWS = 100_000;
const vehicles = [...reference.baseVehicles.values()];
const partTypes = ['Brake Pads', 'Bremsscheibe', 'filtro olio', 'amortisseur', 'Spark Plug', 'Wasserpumpe'];
const positions = ['Front', 'vorne', '', 'avant', '', ''];

function* rows(kind: 'name' | 'id'): Generator<MappedRow> {
  for (let i = 0; i < ROWS; i++) {
    const bv = vehicles[(i * 7919) % vehicles.length]!;
    const part = i % 20_000;
    const k = part % partTypes.length;
    yield kind === 'name'
      ? {
          row: i + 2,
          fields: {
            partNumber: `P${part}`,
            make: reference.makes.get(bv.makeId)!.name,
            model: reference.models.get(bv.modelId)!.name,
            year: `${bv.year}-${bv.year + 2}`,
            partType: partTypes[k]!,
            position: positions[k]!,
            qty: '2',
            description: 'Test part',
            price: '12,50 EUR',
            gtin: '4006381333931',
          },
        }
      : { row: i + 2, fields: { partNumber: `P${part}`, baseVehicleId: String(bv.id), partTypeId: '90101', positionId: '9102', qty: '1' } };
  }
}

function run(kind: 'name' | 'id') {
  const ctx = createNormalizeContext({ reference, brand: 'BKMN', currentYear: 2026 });
  const items = new ItemCollector();
  const dedupe = new FitmentDeduper();
  let apps = 0;
  let converted = 0;
  const start = performance.now();
  for (const row of rows(kind)) {
    const r = normalizeRow(row, ctx);
    if (r.outcome !== 'converted') continue;
    converted++;
    apps += dedupe.filter(r.apps, row.row).apps.length;
    if (r.item) items.add(r.item);
  }
  const perSecond = Math.round(ROWS / ((performance.now() - start) / 1000));
  return { perSecond, apps, converted, items: items.size };
}

describe('normalization speed', () => {
  it('sustains well over the name-based goal', () => {
    run('name'); // warm-up
    const r = run('name');
    console.log(`name-based: ${r.perSecond} rows/s (${r.apps} apps, ${r.items} items)`);
    expect(r.converted).toBe(ROWS);
    expect(r.perSecond).toBeGreaterThan(40_000);
  });

  it('sustains well over the ID-coded goal', () => {
    run('id');
    const r = run('id');
    console.log(`ID-coded: ${r.perSecond} rows/s (${r.apps} apps, ${r.items} items)`);
    expect(r.converted).toBe(ROWS);
    expect(r.perSecond).toBeGreaterThan(100_000);
  });
});
