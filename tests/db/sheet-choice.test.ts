import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitConversion, submitUpload } from '@/lib/jobs';
import { readBlob } from '@/lib/storage';
import { workbook } from '../unit/catalog/ingest/xlsx-helpers';
import { closeTemplate } from './harness';
import { buildJobWorld, exportAndWait, waitForConversion, type JobWorld } from './jobs-world';

const RHUBARB = 'tests/fixtures/sandpim/Rhubarb_7_1_C.xlsx';
const CLEAN = 'tests/fixtures/ingest/en-brakes-clean.csv';

let world: JobWorld;

beforeAll(async () => {
  world = await buildJobWorld();
}, 120_000);

afterAll(async () => {
  await world?.close();
  await closeTemplate();
});

/** A notes sheet first (what the default reads), the catalog second: the case the picker exists for. */
async function notesThenCatalog(): Promise<Buffer> {
  const csv = (await readFile(CLEAN, 'utf8')).trim().split('\n');
  const catalog = csv.map((line) => line.match(/("[^"]*"|[^,]*)(,|$)/g)!.slice(0, -1).map((cell) => cell.replace(/,$/, '').replace(/^"|"$/g, '')));
  return Buffer.from(
    await workbook({
      Notes: [
        ['Topic', 'Note'],
        ['Prices', 'List prices are in USD'],
        ['Contact', 'catalog@example.com'],
      ],
      Catalog: catalog,
      Empty: [],
    }),
  );
}

async function upload(fileName: string, body: Buffer) {
  const received = await submitUpload(world.operator.claims, { workspaceId: world.workspace, fileName, body }, world.runtime);
  if (!received.ok) throw new Error(received.message);
  return received;
}

describe('picking the sheet of a workbook', () => {
  it('lists the sheets of the public sandPIM workbook with their data rows, and reads it whole by default', async () => {
    const received = await upload('Rhubarb_7_1_C.xlsx', await readFile(RHUBARB));
    expect(received.upload.sheets?.map((s) => s.name)).toEqual([
      'Header',
      'MarketingCopy',
      'Items',
      'Descriptions',
      'Prices',
      'EXPI',
      'Attributes',
      'Packages',
      'Kits',
      'Interchanges',
      'DigitalAssets',
    ]);
    expect(received.upload.sheets?.find((s) => s.name === 'Items')).toEqual({ name: 'Items', dataRows: 7, more: false });
    expect(received.wholeWorkbook).toBe(true);
  });

  it('refuses a sheet the upload does not have, and starts nothing', async () => {
    const received = await upload('notes-then-catalog.xlsx', await notesThenCatalog());
    const refused = await submitConversion(
      world.operator.claims,
      { workspaceId: world.workspace, uploadId: received.upload.id, brand: 'BKMN', sheet: 'Katalog' },
      world.runtime,
    );
    expect(refused).toMatchObject({ ok: false, code: 'invalid', constraint: 'conversions_sheet_exists' });
    const count = await world.db.query<{ n: number }>(`select count(*)::int as n from public.conversions where upload_id = $1`, [received.upload.id]);
    expect(count[0]!.n).toBe(0);
  });

  it('carries the picked sheet to the conversion, its run and its export; the default stays a conversion of its own', async () => {
    const received = await upload('notes-then-catalog.xlsx', await notesThenCatalog());
    expect(received.info.sheet).toBe('Notes');
    expect(received.upload.sheets).toEqual([
      { name: 'Notes', dataRows: 2, more: false },
      { name: 'Catalog', dataRows: 20, more: false },
      { name: 'Empty', dataRows: 0, more: false },
    ]);
    expect(received.wholeWorkbook).toBe(false);

    const start = (sheet: string | null) =>
      submitConversion(world.operator.claims, { workspaceId: world.workspace, uploadId: received.upload.id, brand: 'BKMN', sheet }, world.runtime);
    const picked = await start('Catalog');
    if (!picked.ok) throw new Error(picked.message);
    expect(picked).toMatchObject({ created: true, conversion: { sheet: 'Catalog' } });
    // The same sheet again is the same conversion; the default sheet is another one.
    expect(await start('Catalog')).toMatchObject({ ok: true, created: false, conversion: { id: picked.conversion.id } });
    const byDefault = await start(null);
    expect(byDefault).toMatchObject({ ok: true, created: true, conversion: { sheet: null } });

    await world.startWorkers();
    const done = await waitForConversion(world, picked.conversion.id);
    expect(done).toMatchObject({ status: 'succeeded', rowsTotal: 20 });
    expect(done.report?.input.sheet).toBe('Catalog');

    const exported = await exportAndWait(world, done.id);
    const report = exported.files.find((f) => f.name === 'report.json');
    const json = JSON.parse((await readBlob(world.store, report!.storageKey))!.toString('utf8'));
    expect(json.input.sheet).toBe('Catalog');
  }, 120_000);
});
