import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The import graph of the app's source, for the architecture tests: `@/…` and relative specifiers
 * of `import … from`, `export … from` and `import '…'` lines (`import type` and `export type`
 * included), resolved over .ts/.tsx and index files. Paths are relative to the repository root.
 */
export const ROOT = path.resolve(import.meta.dirname, '../../..');
export const SOURCE_FOLDERS = ['lib', 'app', 'pages', 'components', 'bin'];

/** Every import and re-export line, types included. */
const IMPORT_LINE = /^\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The .ts/.tsx files under `dir` (declaration files aside), relative to the root. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts'))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)));
}

/** The repository file an `@/…` or relative specifier names, or null (a package, a JSON file, nothing). */
export function resolveSpecifier(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('.')) base = path.join(path.dirname(from), specifier);
  else return null;
  for (const candidate of [base, ...EXTENSIONS.map((ext) => base + ext)]) {
    const full = path.join(ROOT, candidate);
    if (/\.tsx?$/.test(candidate) && existsSync(full) && statSync(full).isFile())
      return path.normalize(candidate);
  }
  return null;
}

/** Each file under `folders` → the files under `folders` it imports. */
export function importGraph(folders: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const files = folders.flatMap(sourceFiles);
  const inside = new Set(files);
  for (const file of files) {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    const targets = new Set<string>();
    for (const match of text.matchAll(IMPORT_LINE)) {
      const target = resolveSpecifier(file, match[1]!);
      if (target && inside.has(target)) targets.add(target);
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** Strongly connected components of more than one module, or a module importing itself (Tarjan). */
export function loopsOf(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) loops.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return loops;
}
