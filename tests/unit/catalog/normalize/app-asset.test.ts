import { describe, expect, it } from 'vitest';
import { FitmentDeduper, type NormalizedApp } from '@/lib/catalog/normalize';
import { codes, normalize } from './demo-context';

/** A flat-ACES row by IDs of the demo reference; the asset columns named as the sandPIM template names them. */
const row = { partNumber: 'BP-1', baseVehicleId: '310001', partTypeId: '90111' };
const columns = { assetName: 'AssetName', assetItemOrder: 'Asset Item Order' };

describe('a row’s asset reference', () => {
  it('goes onto every app of the row: the asset’s name and the item’s order in it', () => {
    const r = normalize({ ...row, assetName: 'BRK-12', assetItemOrder: '3' });
    expect(r.outcome).toBe('converted');
    expect(r.apps.map((a) => a.asset)).toEqual([{ name: 'BRK-12', itemOrder: 3 }]);
    expect(r.findings).toEqual([]);
  });

  it('takes a name alone, and a whole number a spreadsheet wrote as 3.0', () => {
    expect(normalize({ ...row, assetName: '1001' }).apps[0]?.asset).toEqual({ name: '1001' });
    expect(normalize({ ...row, assetName: '1001', assetItemOrder: '3.0' }).apps[0]?.asset).toEqual({ name: '1001', itemOrder: 3 });
  });

  it('warns about an item order without an asset name, naming row and column, and converts the fitment without an asset', () => {
    const r = normalize({ ...row, assetItemOrder: '2' }, { columns }, 14);
    expect(r.outcome).toBe('converted');
    expect(r.apps).toHaveLength(1);
    expect(r.apps[0]?.asset).toBeUndefined();
    expect(r.findings).toEqual([
      expect.objectContaining({ code: 'ASSET_ORDER_WITHOUT_NAME', severity: 'warning', row: 14, column: 'Asset Item Order' }),
    ]);
  });

  it('warns about a name ACES cannot carry and leaves the asset out rather than renaming it', () => {
    const r = normalize({ ...row, assetName: 'front brake.jpg', assetItemOrder: '1' }, { columns });
    expect(r.outcome).toBe('converted');
    expect(r.apps[0]?.asset).toBeUndefined();
    expect(r.findings).toEqual([expect.objectContaining({ code: 'ASSET_NAME_INVALID', column: 'AssetName', message: expect.stringMatching(/'front brake\.jpg'/) })]);
  });

  it.each(['0', '-1', '1.5', 'two'])('keeps the name and drops an item order of %s, with a warning', (order) => {
    const r = normalize({ ...row, assetName: 'BRK-12', assetItemOrder: order }, { columns });
    expect(r.outcome).toBe('converted');
    expect(r.apps[0]?.asset).toEqual({ name: 'BRK-12' });
    expect(codes(r)).toEqual(['ASSET_ITEM_ORDER_INVALID']);
  });

  it('says nothing when the row has no fitment (no app to carry the asset)', () => {
    const r = normalize({ partNumber: 'BP-1', partType: 'Brake Pad', assetItemOrder: '2' });
    expect(codes(r)).not.toContain('ASSET_ORDER_WITHOUT_NAME');
  });
});

describe('FitmentDeduper and assets', () => {
  const app = (row: number, asset?: NormalizedApp['asset']): NormalizedApp => ({ row, baseVehicleId: 310001, qty: 1, partTypeId: 90101, part: 'P1', ...(asset ? { asset } : {}) });

  it('keeps apps that differ only in their diagram or callout: merging one would lose its asset', () => {
    const d = new FitmentDeduper();
    expect(d.add(app(2, { name: 'BRK-12', itemOrder: 3 }))).toBeNull();
    expect(d.add(app(3, { name: 'BRK-12', itemOrder: 4 }))).toBeNull();
    expect(d.add(app(4, { name: 'BRK-14', itemOrder: 3 }))).toBeNull();
    expect(d.add(app(5))).toBeNull();
    expect(d.add(app(6, { name: 'BRK-12', itemOrder: 3 }))).toBe(2);
  });
});
