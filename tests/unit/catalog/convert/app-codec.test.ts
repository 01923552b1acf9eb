import { describe, expect, it } from 'vitest';
import { AppBatchEncoder, decodeApps, type EncodedApps } from '@/lib/catalog/convert/aces-stage/app-codec';
import type { AcesApp } from '@/lib/catalog/types';

const plain: AcesApp = { id: 1, row: 2, baseVehicleId: 100262, qty: 1, partTypeId: 10002, part: 'RB000001' };

/** Every optional field, with texts that a separator-based encoding would get wrong. */
const full: AcesApp = {
  id: 7,
  row: 12,
  baseVehicleId: 5911,
  subModelId: 35,
  engineBaseId: 407,
  attributes: [
    { name: 'EngineVIN', id: 4 },
    { name: 'BodyType', id: 9 },
  ],
  quals: [
    { id: 11, params: ['12', 'mm'], text: 'with <ABS> & "sport" package' },
    { id: 12, params: [] },
  ],
  notes: ['front axle only — Vorderachse', '', 'a\u0000b\uD83D\uDE97 long enough to be sliced by V8'],
  ref: 'REF 1',
  qty: 2.5,
  partTypeId: 1896,
  mfrLabel: 'Brake pad set, front',
  positionId: 22,
  part: 'BP-0001/ÄÖ',
  asset: { name: 'DIAG_12', itemOrder: 3, itemRef: 'A' },
  action: 'D',
};

const roundTrip = (apps: AcesApp[]): AcesApp[] => {
  const encoder = new AppBatchEncoder();
  for (const app of apps) encoder.add(app);
  expect(encoder.count).toBe(apps.length);
  const encoded = encoder.take();
  expect(encoder.count).toBe(0);
  // As the thread receives it: structured-cloned, typed arrays transferred.
  return decodeApps(structuredClone(encoded, { transfer: [encoded.numbers.buffer as ArrayBuffer, encoded.lengths.buffer as ArrayBuffer] }));
};

describe('the compact app encoding', () => {
  it('gives back every field of every app, absent fields staying absent', () => {
    const apps = [plain, full, { ...plain, id: 3, asset: { name: 'X' } }, { ...plain, id: 4, notes: [], attributes: [], quals: [] }];
    const decoded = roundTrip(apps);
    expect(decoded).toStrictEqual(apps);
    expect('subModelId' in decoded[0]!).toBe(false);
    expect('itemOrder' in decoded[2]!.asset!).toBe(false);
  });

  it('keeps any number as it was: fractions, large ids, NaN', () => {
    const odd = { ...plain, id: 2 ** 40, qty: 0.125, baseVehicleId: Number.NaN, positionId: -1 };
    expect(roundTrip([odd])).toStrictEqual([odd]);
  });

  it('carries batches of any size, the encoder starting afresh after each', () => {
    const encoder = new AppBatchEncoder();
    const many = Array.from({ length: 5000 }, (_, i): AcesApp => ({ ...full, id: i + 1, notes: [`note ${i}`], part: `P${i}` }));
    for (const app of many) encoder.add(app);
    const first = encoder.take();
    encoder.add(plain);
    const second = encoder.take();
    expect(decodeApps(first)).toStrictEqual(many);
    expect(decodeApps(second)).toStrictEqual([plain]);
    expect(decodeApps(encoder.take())).toEqual([]);
  });

  it('refuses a garbled batch instead of writing wrong apps', () => {
    const encoder = new AppBatchEncoder();
    encoder.add(full);
    const good = encoder.take();
    const cut: EncodedApps = { ...good, numbers: good.numbers.subarray(0, good.numbers.length - 1) };
    expect(() => decodeApps(cut)).toThrow(/garbled/);
    expect(() => decodeApps({ ...good, text: good.text.slice(1) })).toThrow(/garbled/);
    expect(() => decodeApps({ ...good, text: `${good.text}x` })).toThrow(/garbled/);
    expect(() => decodeApps({ ...good, count: 2 })).toThrow();
  });
});
