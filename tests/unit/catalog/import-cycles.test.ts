import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * "No module imports one that imports it back" (decision 0018), for the engine and the CLI: every
 * import (type-only ones too, which tie the files as tightly for a reader) is resolved — `@/…`
 * and relative paths — and any strongly connected group of files is a loop.
 */

const ROOT = process.cwd();
const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith('@/') ? path.join(ROOT, spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : null;
  if (!base) return null;
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx'), base]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The groups of files (Tarjan's strongly connected components) that import each other, in a loop. */
function importLoops(roots: string[]): string[][] {
  const files = roots.flatMap((r) => sourceFiles(path.join(ROOT, r)));
  const inside = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const deps = [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => resolveImport(file, m[1]!)).filter((d): d is string => !!d && inside.has(d));
    graph.set(file, deps);
  }
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)!) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(path.relative(ROOT, w));
    } while (w !== v);
    if (group.length > 1 || graph.get(v)!.includes(v)) loops.push(group.sort());
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return loops;
}

describe('import loops', () => {
  it('finds a loop when there is one (this test can fail)', () => {
    expect(importLoops(['tests/fixtures/import-loop'])).toEqual([['tests/fixtures/import-loop/a.ts', 'tests/fixtures/import-loop/b.ts']]);
  });

  it('has none in the engine (lib/catalog) or the CLI (bin)', () => {
    expect(importLoops(['lib/catalog', 'bin'])).toEqual([]);
  });
});
