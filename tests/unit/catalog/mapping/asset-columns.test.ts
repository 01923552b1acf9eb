import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { detectMapping, mapRow, matchHeader } from '@/lib/catalog/mapping';
import { loadDemoReference } from '@/lib/catalog/reference';
import { CANONICAL_FIELDS } from '@/lib/catalog/types';
import { fieldsByColumn, rows } from './sample-rows';

const { reference } = await loadDemoReference();

describe('asset columns', () => {
  it.each([
    ['AssetName', 'assetName'],
    ['Asset Name', 'assetName'],
    ['DiagramAsset', 'assetName'],
    ['Asset Item Order', 'assetItemOrder'],
    ['AssetItemOrder', 'assetItemOrder'],
    ['Diagram Callout', 'assetItemOrder'],
  ])('reads the header "%s" as %s', (header, field) => {
    expect(matchHeader(header)?.field).toBe(field);
  });

  it('maps the flat ACES template’s AssetName and Asset Item Order beside Part and Quantity, whose values look alike', () => {
    const mapping = detectMapping(
      ['Reference', 'BaseVehicleid', 'Part', 'PartTypeid', 'Quantity', 'Mfr Label', 'AssetName', 'Asset Item Order'],
      rows(
        ['7481593', '310001', '4745932', '90111', '1', 'Good', '1001', '1'],
        ['5585709', '310002', '7996580', '90101', '2', 'Better', '1001', '2'],
        ['1044466', '310003', '4745932', '90111', '1', 'Best', '1007', '1'],
        ['6347561', '310001', '7996580', '90101', '1', 'Good', '1007', '2'],
      ),
      { reference },
    );
    expect(fieldsByColumn(mapping)).toMatchObject({ Part: 'partNumber', Quantity: 'qty', AssetName: 'assetName', 'Asset Item Order': 'assetItemOrder' });
    expect(mapping.columns.find((c) => c.column === 'Asset Item Order')?.note).toMatch(/values agree: positive whole numbers/);
    const mapped = mapRow(mapping, { row: 2, values: ['7481593', '310001', '4745932', '90111', '1', 'Good', '1001', '1'] });
    expect(mapped.fields).toMatchObject({ assetName: '1001', assetItemOrder: '1' });
  });

  it('does not take a column of file paths with spaces as asset names, whatever its header says', () => {
    const paths = Array.from({ length: 12 }, (_, i) => [`P${i}`, `images/front brake ${i}.jpg`]);
    const mapping = detectMapping(['Part Number', 'Asset Name'], rows(...paths), { reference });
    expect(fieldsByColumn(mapping)['Asset Name']).not.toBe('assetName');
  });
});

describe('field labels', () => {
  const locales = ['en', 'de', 'fr', 'es', 'it'];
  const load = (file: string) => JSON.parse(readFileSync(new URL(`../../../../messages/${file}`, import.meta.url), 'utf8'));

  it.each(locales)('%s labels every canonical field on the mapping screen and in the preview', (locale) => {
    const catalogs = load(`areas/catalogs/${locale}.json`).fields as Record<string, string>;
    const preview = load(`${locale}.json`).preview.fields as Record<string, string>;
    expect(CANONICAL_FIELDS.filter((f) => !catalogs[f]?.trim())).toEqual([]);
    expect(CANONICAL_FIELDS.filter((f) => !preview[f]?.trim())).toEqual([]);
  });
});
