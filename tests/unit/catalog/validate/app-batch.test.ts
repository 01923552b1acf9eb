import { describe, expect, it } from 'vitest';
import type { AcesApp } from '@/lib/catalog/types';
import { AppBatchWriter, readAppBatch, type AppBatch } from '@/lib/catalog/validate';
import { catalog } from './fitment-catalog';

/** The fields the fitment checks read, each app with every one of them (undefined where absent). */
const checked = (a: AcesApp): AcesApp => ({
  id: a.id,
  row: a.row,
  baseVehicleId: a.baseVehicleId,
  subModelId: a.subModelId,
  engineBaseId: a.engineBaseId,
  qty: a.qty,
  partTypeId: a.partTypeId,
  positionId: a.positionId,
  part: a.part,
  ...(a.attributes ? { attributes: a.attributes } : {}),
  ...(a.quals ? { quals: a.quals } : {}),
  ...(a.notes ? { notes: a.notes } : {}),
  ...(a.action ? { action: a.action } : {}),
});

function roundTrip(apps: readonly AcesApp[], size: number): { out: AcesApp[]; batches: AppBatch[] } {
  const writer = new AppBatchWriter(size);
  const batches: AppBatch[] = [];
  for (const app of apps) {
    writer.add(app);
    if (writer.full) batches.push(writer.take()!);
  }
  const last = writer.take();
  if (last) batches.push(last);
  const out: AcesApp[] = [];
  // As the other thread gets them: a structured clone of each batch.
  for (const batch of batches) readAppBatch(structuredClone(batch), (app) => out.push(app));
  return { out, batches };
}

describe('apps packed for the fitment checks on another thread', () => {
  it('come back with every field the checks read, batch by batch', () => {
    const apps = catalog(1000, 3);
    const rare: AcesApp[] = [
      { id: 2 ** 33, row: 2 ** 32 + 1, baseVehicleId: 5911, qty: 1.5, partTypeId: 1684, part: ' bremsbelag-ä ', attributes: [{ name: 'SubModel', id: 20 }, { name: 'Aspiration', id: 6 }] },
      { id: 7, row: 9, baseVehicleId: 5911, subModelId: 20, engineBaseId: 811, qty: 2, partTypeId: 1896, positionId: 22, part: 'P1', quals: [{ id: 3, params: ['2'], text: 'with 2 doors' }], notes: ['Front', 'w/ ABS'], action: 'D' },
    ];
    const all = [...rare, ...apps];
    const { out, batches } = roundTrip(all, 64);
    expect(batches.map((b) => b.count)).toEqual([...Array<number>(15).fill(64), all.length - 15 * 64]);
    expect(out).toEqual(all.map(checked));
    // Only the apps with rare fields carry an object of them.
    expect(batches[0]!.rare!.size).toBe(2 + all.slice(2, 64).filter((a) => a.notes || a.quals || a.action).length);
  });

  it('takes nothing from an empty writer, and starts a fresh batch after each one taken', () => {
    const writer = new AppBatchWriter(4);
    expect(writer.take()).toBeNull();
    const [a, b] = catalog(2, 5);
    writer.add(a!);
    const first = writer.take()!;
    writer.add(b!);
    expect(first.count).toBe(1);
    expect(first.parts).toEqual([a!.part]);
    expect(writer.count).toBe(1);
    expect(writer.full).toBe(false);
  });
});
