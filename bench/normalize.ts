/**
 * Throughput of normalization + item merge + dedupe on generated rows, without ingest or writing
 * (moved here from the test suite: timings belong in a bench, not in tests a loaded CI runs).
 *
 *   npx tsx bench/normalize.ts [rows=100000]
 */
import { FitmentDeduper, ItemCollector, createNormalizeContext, normalizeRow } from '../lib/catalog/normalize';
import { loadDemoReference } from '../lib/catalog/reference';
import type { MappedRow } from '../lib/catalog/types';

const ROWS = Number(process.argv[2] ?? 100_000);
const { reference } = await loadDemoReference();
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

for (const kind of ['name', 'id'] as const) {
  run(kind); // warm-up
  const r = run(kind);
  console.log(`${kind === 'name' ? 'name-based' : 'ID-coded  '}: ${r.perSecond.toLocaleString('en-US')} rows/s (${r.converted} of ${ROWS} rows converted, ${r.apps} apps, ${r.items} items)`);
}
