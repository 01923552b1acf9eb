import { describe, expect, it } from 'vitest';
import { ANY, importGraph, LOADING, loopsOf, SOURCE_FOLDERS } from './import-graph';

/**
 * No module imports one that imports it back (decision 0018): a loop makes the order modules
 * initialize in matter, and a folder you cannot read bottom-up. This walks the import graph of lib/,
 * app/, components/ and bin/ (./import-graph.ts) and names every loop it finds.
 * Two rules: nowhere does a module load one that loads it back (`import type` lines are erased and
 * load nothing, so they are left out); in the engine and the CLI (lib/catalog, bin) not even types
 * loop, so those folders read bottom-up.
 */
describe('the import graph', () => {
  it('has no loops of modules that load each other', () => {
    const loops = loopsOf(importGraph(SOURCE_FOLDERS, LOADING));
    expect(loops.map((loop) => loop.join(' ↔ '))).toEqual([]);
  });

  it('has no loops at all, types included, in the engine and the CLI', () => {
    const loops = loopsOf(importGraph(['lib/catalog', 'bin'], ANY));
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
