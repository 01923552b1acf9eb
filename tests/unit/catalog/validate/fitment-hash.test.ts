import { describe, expect, it } from 'vitest';
import type { AcesApp } from '@/lib/catalog/types';
import { baseKey, conditionKey } from '@/lib/catalog/validate';
import { FingerprintTable, FingerprintTables } from '@/lib/catalog/validate/fingerprint-table';
import { FitmentHasher } from '@/lib/catalog/validate/fitment-hash';

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) | 0;
    return ((s >>> 0) % 1_000_003) / 1_000_003;
  };
}

const NOTES = ['Front', 'front', ' Front  axle ', 'FRONT AXLE', 'Rear', 'Ärger', 'ärger', 'a\u00a0b', 'a b', '  ', 'n'.repeat(60)];
const ATTRS = ['EngineBase', 'engineBase', 'EngineBaseID', 'DriveType', 'drive_type', 'SubModel', 'Colour'];

function apps(count: number, seed: number): AcesApp[] {
  const r = random(seed);
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
  return Array.from({ length: count }, (_, i) => {
    const app: AcesApp = { id: i + 1, row: i + 2, baseVehicleId: pick([1, 2, 3, 1.5]), qty: 1, partTypeId: pick([1684, 1896]), part: 'P' };
    if (r() < 0.6) app.positionId = pick([22, 30]);
    if (r() < 0.4) app.subModelId = pick([20, 21]);
    if (r() < 0.4) app.engineBaseId = pick([811, 812]);
    if (r() < 0.3) app.attributes = Array.from({ length: 1 + Math.floor(r() * 3) }, () => ({ name: pick(ATTRS), id: pick([6, 811, 20, 9, 10]) }));
    if (r() < 0.6) app.notes = Array.from({ length: pick([1, 1, 2, 3]) }, () => pick(NOTES));
    if (r() < 0.2) app.quals = [{ id: pick([1, 2]), params: [pick(['2', ' 2 ', '4'])] }];
    return app;
  });
}

function fingerprint(hasher: FitmentHasher, compute: () => boolean | void): string | null {
  if (compute() === false) return null;
  return `${hasher.hi}:${hasher.lo}`;
}

describe('fitment fingerprints', () => {
  it('are equal exactly when the base keys are (vehicle, attributes in any order and spelling, part type, position)', () => {
    const hasher = new FitmentHasher();
    const sample = apps(400, 7);
    const prints = sample.map((a) => fingerprint(hasher, () => hasher.base(a)));
    const keys = sample.map((a) => baseKey(a));
    let equalPairs = 0;
    for (let i = 0; i < sample.length; i++) {
      for (let j = i + 1; j < sample.length; j++) {
        expect(prints[i] === prints[j], `${keys[i]} vs ${keys[j]}`).toBe(keys[i] === keys[j]);
        if (keys[i] === keys[j]) equalPairs++;
      }
    }
    expect(equalPairs).toBeGreaterThan(100); // the sample does hold equal keys written differently
  });

  it('are equal exactly when the condition keys are (notes trimmed, spaced and cased alike, qualifiers)', () => {
    const hasher = new FitmentHasher();
    const sample = apps(400, 11);
    const prints = sample.map((a) => fingerprint(hasher, () => hasher.conditions(a)));
    const keys = sample.map((a) => conditionKey(a));
    for (let i = 0; i < sample.length; i++) {
      expect(prints[i] === null, JSON.stringify(sample[i]!.notes)).toBe(keys[i] === '');
      for (let j = i + 1; j < sample.length; j++) if (prints[i] !== null) expect(prints[i] === prints[j]).toBe(keys[i] === keys[j]);
    }
  });

  it('compare part numbers trimmed and case-free, in any script', () => {
    const hasher = new FitmentHasher();
    const part = (p: string) => fingerprint(hasher, () => hasher.part(p));
    expect(part(' abc-1 ')).toBe(part('ABC-1'));
    expect(part('straße')).toBe(part('STRASSE'));
    expect(part('\u00a0äb')).toBe(part('ÄB'));
    expect(part('ABC-1')).not.toBe(part('ABC-2'));
    expect(part('AB C')).not.toBe(part('ABC'));
  });
});

describe('FingerprintTable', () => {
  it('keeps values per key through growth and finds nothing it was not given', () => {
    const t = new FingerprintTable(2, 16);
    for (let i = 1; i <= 5000; i++) {
      const at = t.claim(i * 7919, i | 1);
      t.setValue(at, 0, i);
      t.setValue(at, 1, -i);
    }
    expect(t.size).toBe(5000);
    // Claiming a key it has finds its values and adds nothing.
    for (let i = 1; i <= 5000; i++) {
      const at = t.claim(i * 7919, i | 1);
      expect([t.value(at, 0), t.value(at, 1)]).toEqual([i, -i]);
    }
    expect(t.size).toBe(5000);
    const fresh = t.claim(1, 3);
    expect([t.value(fresh, 0), t.value(fresh, 1)]).toEqual([-1, -1]);
    expect(t.size).toBe(5001);
  });

  it('keeps its keys when room is reserved at once', () => {
    const t = new FingerprintTable(1, 16);
    t.setValue(t.claim(42, 43), 0, 7);
    t.reserve(100_000);
    expect(t.value(t.claim(42, 43), 0)).toBe(7);
    expect(t.size).toBe(1);
  });
});

describe('FingerprintTables', () => {
  it('keeps keys apart by partition and counts them all', () => {
    const tables = new FingerprintTables(1);
    for (let vehicle = 1; vehicle <= 3000; vehicle++) {
      const t = tables.select(vehicle);
      t.setValue(t.claim(vehicle, 1), 0, vehicle);
    }
    expect(tables.size).toBe(3000);
    tables.reserve(1_000_000);
    for (let vehicle = 1; vehicle <= 3000; vehicle++) {
      const t = tables.select(vehicle);
      expect(t.value(t.claim(vehicle, 1), 0)).toBe(vehicle);
    }
    expect(tables.size).toBe(3000);
  });
});
