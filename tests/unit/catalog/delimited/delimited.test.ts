import { createWriteStream } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConvertResult } from '@/lib/catalog/convert';
import { APPS_CSV_COLUMNS, ITEMS_CSV_COLUMNS, writeAppsCsv, writeItemsCsv } from '@/lib/catalog/delimited';
import { openAces, openPies } from '@/lib/catalog/readers';
import { converted, fixture, reference, tempDir } from '../convert/convert-helpers';

/** tests/fixtures/exports/guarded.csv: a description that is a formula, a note that starts with @, a comma in a description. */
const GUARDED = fixture('exports', 'guarded.csv');

let dir = '';
let result: ConvertResult;
let apps: Record<string, string>[];
let items: Record<string, string>[];
let appsText = '';
let itemsText = '';

const parse = (text: string) => Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });

beforeAll(async () => {
  dir = await tempDir();
  result = await converted({ path: GUARDED }, { outDir: path.join(dir, 'out') });
  const appsPath = path.join(dir, 'apps.csv');
  const itemsPath = path.join(dir, 'items.csv');
  await writeAppsCsv({ path: result.files.aces! }, createWriteStream(appsPath), { reference });
  await writeItemsCsv({ path: result.files.pies! }, createWriteStream(itemsPath), { reference });
  appsText = await readFile(appsPath, 'utf8');
  itemsText = await readFile(itemsPath, 'utf8');
  const a = parse(appsText);
  const i = parse(itemsText);
  expect(a.errors).toEqual([]);
  expect(i.errors).toEqual([]);
  apps = a.data;
  items = i.data;
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('apps.csv', () => {
  it('has one row per app of aces.xml, in its order, with the app ids written', async () => {
    const written: number[] = [];
    for await (const app of openAces({ path: result.files.aces! })) written.push(app.id);
    expect(written.length).toBe(result.counts.apps);
    expect(apps.map((r) => Number(r.app_id))).toEqual(written);
    expect(appsText.split('\r\n')[0]).toBe(APPS_CSV_COLUMNS.join(','));
  });

  it('names the vehicle, part type and position from the reference beside their ids', () => {
    const rotor = apps.find((r) => r.part === 'BKM-R54180' && r.years === '2014')!;
    expect(rotor).toMatchObject({ make: 'Chevrolet', model: 'Silverado 1500', part_type: 'Disc Brake Rotor', position: 'Front', qty: '2' });
    expect(Number(rotor.base_vehicle_id)).toBeGreaterThan(0);
    expect(Number(rotor.part_type_id)).toBeGreaterThan(0);
  });

  it('keeps a note that starts with @ as text a spreadsheet will not run', () => {
    expect(appsText).toContain(`"'@SUM(1;2) vented"`);
    const rotor = apps.find((r) => r.part === 'BKM-R54180')!;
    expect(rotor.notes).toBe("'@SUM(1;2) vented");
  });
});

describe('items.csv', () => {
  it('has one row per item of pies.xml with the fields written', async () => {
    const parts: string[] = [];
    for await (const item of openPies({ path: result.files.pies! })) parts.push(item.partNumber);
    expect(items.map((r) => r.part_number)).toEqual(parts);
    expect(itemsText.split('\r\n')[0]!.startsWith(ITEMS_CSV_COLUMNS.join(','))).toBe(true);
    const rotor = items.find((r) => r.part_number === 'BKM-R54180')!;
    expect(rotor).toMatchObject({ brand: 'BKMN', part_type: 'Disc Brake Rotor', description_DES_EN: 'Vented rotor, 13 in.', price_LST_USD: '84.5', price_LST_USD_uom: 'PE' });
  });

  it('prefixes a description that is a formula, so it stays text', () => {
    const pads = items.find((r) => r.part_number === 'BKM-D1414')!;
    expect(pads.description_DES_EN).toBe(`'=HYPERLINK("http://evil.example","pads")`);
    expect(itemsText).not.toMatch(/(^|,)=HYPERLINK/m);
  });
});
