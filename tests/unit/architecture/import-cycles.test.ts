import { describe, expect, it } from 'vitest';
import { importGraph, loopsOf, SOURCE_FOLDERS } from './import-graph';

/**
 * No module imports one that imports it back (decision 0018): a loop makes the order modules
 * initialize in matter, and a folder you cannot read bottom-up. This walks the import graph of lib/,
 * app/, components/ and bin/ (./import-graph.ts) and names every loop it finds. One rule, everywhere:
 * no loops at all — `import type` and `export type` lines count too, since a type loop is the same
 * tangle to a reader even though it loads nothing.
 */
describe('the import graph', () => {
  it('has no loops, types included', () => {
    const loops = loopsOf(importGraph(SOURCE_FOLDERS));
    expect(loops.map((loop) => loop.join(' ↔ '))).toEqual([]);
  });

  it('finds a loop when there is one', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(loopsOf(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });
});
