import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoReferenceDir, loadDemoReference, nameKey, REFERENCE_CAPABILITIES, type ReferenceSet } from '@/lib/catalog/reference';
import { generate } from '@/reference/demo/generate';

const { reference, findings } = await loadDemoReference();

function years(ref: ReferenceSet, make: string, model: string): number[] {
  const makeId = ref.makesByKey(nameKey(make))[0]!;
  const modelId = ref.modelsOfMake(makeId).find((id) => ref.models.get(id)?.name === model)!;
  return [...ref.vehicleLine(makeId, modelId)!.years.keys()];
}

describe('the demo reference set', () => {
  it('says it is demo data, with a release date, and loads without findings', () => {
    expect(reference.demo).toBe(true);
    expect(reference.source).toBe('demo');
    expect(reference.versionDate).toBe('2026-01-01');
    expect(findings).toEqual([]);
    expect([...reference.capabilities].sort()).toEqual([...REFERENCE_CAPABILITIES].sort());
  });

  it('uses made-up IDs at odd offsets, never Auto Care-looking ones', () => {
    expect(Math.min(...reference.makes.keys())).toBe(9001);
    expect(Math.min(...reference.models.keys())).toBeGreaterThanOrEqual(21001);
    expect(Math.min(...reference.baseVehicles.keys())).toBeGreaterThanOrEqual(310001);
    expect(Math.min(...reference.partTypes.keys())).toBeGreaterThanOrEqual(90101);
  });

  it('covers real makes, models and model years, including ended and interrupted models', () => {
    expect(reference.makes.size).toBeGreaterThanOrEqual(25);
    for (const make of ['Ford', 'Chevrolet', 'Volkswagen', 'Mercedes-Benz', 'Citroën', 'Renault', 'Peugeot', 'Fiat', 'Seat', 'Toyota']) {
      expect(reference.makesByKey(nameKey(make)), make).toHaveLength(1);
    }
    expect(years(reference, 'Ford', 'F-150').at(0)).toBe(1995);
    expect(years(reference, 'Ford', 'F-150').at(-1)).toBe(2026);
    expect(years(reference, 'Fiat', 'Punto').at(-1)).toBe(2018);
    expect(years(reference, 'Mercedes-Benz', 'C-Class').at(0)).toBe(1994);
    expect(years(reference, 'Chevrolet', 'Camaro')).not.toContain(2005);
  });

  it('has around forty PCdb part types, positions and the pairs between them', () => {
    expect(reference.partTypes.size).toBeGreaterThanOrEqual(40);
    const pads = reference.partTypesByKey(nameKey('Disc Brake Pad Set'))[0]!;
    const front = reference.positionsByKey(nameKey('Front'))[0]!;
    const left = reference.positionsByKey(nameKey('Left'))[0]!;
    expect(reference.isPartPositionValid(pads, front)).toBe(true);
    expect(reference.isPartPositionValid(pads, left)).toBe(false);
  });

  it('is resolved from the repository root', () => {
    expect(demoReferenceDir()).toBe(join(process.cwd(), 'reference', 'demo'));
  });

  it('is exactly what the committed generator writes', async () => {
    const out = await mkdtemp(join(tmpdir(), 'partsmith-demo-'));
    try {
      generate(out);
      const written = (await readdir(out)).sort();
      const committed = (await readdir(demoReferenceDir())).filter((f) => f.endsWith('.txt')).sort();
      expect(written).toEqual(committed);
      for (const file of written) {
        expect((await readFile(join(out, file))).equals(await readFile(join(demoReferenceDir(), file))), file).toBe(true);
      }
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });
});
