/** A generated stream of apps for the fitment checks' tests (fitment-spill, the CLI's fitment thread). */
import type { AcesApp } from '@/lib/catalog/types';

/** A small deterministic generator (mulberry32), so a failure repeats. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Apps over few vehicles, part types, positions, parts and notes, so the same fitments come back
 * far apart (after several spills): duplicates, overlaps (a third part too) and comment conflicts
 * in numbers. Some ids and rows are past 32 bits and some quantities fractional, as the spilled
 * records must keep them exactly.
 */
export function catalog(count: number, seed: number): AcesApp[] {
  const r = random(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const apps: AcesApp[] = [];
  for (let i = 0; i < count; i++) {
    const conditioned = r() < 0.3;
    apps.push({
      id: r() < 0.05 ? 2 ** 33 + i : i + 1,
      row: r() < 0.05 ? 2 ** 32 + i * 3 : i + 2,
      baseVehicleId: 5000 + Math.floor(r() * 300),
      qty: pick([1, 1, 2, 1.5]),
      partTypeId: pick([1684, 1896]),
      positionId: pick([22, 30, undefined]),
      part: pick(['ABC1', 'abc1 ', 'XYZ9', 'Q-77', 'R5', 'bremsbelag-ä', `P${Math.floor(r() * 40)}`]),
      ...(r() < 0.1 ? { engineBaseId: 811 } : {}),
      ...(r() < 0.02 ? { action: 'D' as const } : {}),
      ...(conditioned && r() < 0.7 ? { notes: [pick(['Front', 'Rear', 'w/ ABS'])] } : {}),
      ...(conditioned && r() < 0.4 ? { quals: [{ id: pick([3, 7]), params: [pick(['2', '4'])] }] } : {}),
    });
  }
  return apps;
}

