import fc from 'fast-check';
import { appendFileSync } from 'node:fs';

/**
 * How hard the bad-input suite tries. `npm test` runs each property a few hundred times (a few
 * minutes for the whole suite); `npm run fuzz` sets FUZZ=long and multiplies every budget, and each
 * property appends its case count to FUZZ_TALLY so the script can print how many cases were tried.
 * FUZZ_SEED replays a failure that fast-check reported (it prints the seed and path).
 */
const LONG = process.env.FUZZ === 'long';
const FACTOR = Number(process.env.FUZZ_FACTOR ?? 40);

export function fuzzRuns(quick: number): number {
  return LONG ? Math.round(quick * FACTOR) : quick;
}

/** Runs one property with the suite's budget and records how many cases it tried. */
export async function checkProperty<T>(name: string, property: fc.IAsyncProperty<T> | fc.IProperty<T>, quickRuns: number): Promise<void> {
  const numRuns = fuzzRuns(quickRuns);
  const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
  await fc.assert(property as fc.IAsyncProperty<T>, { numRuns, ...(seed === undefined ? {} : { seed }) });
  if (process.env.FUZZ_TALLY) appendFileSync(process.env.FUZZ_TALLY, `${name}\t${numRuns}\n`);
}
