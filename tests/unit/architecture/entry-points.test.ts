import { describe, expect, it } from 'vitest';
import {
  barrelsOf,
  bundledFiles,
  graphOf,
  isIndex,
  judge,
  Project,
  specifierFor,
  type ImportLine,
} from './entry-points';
import { resolveSpecifier } from './import-graph';

/**
 * Entry points (decision 0018): a folder with an index.ts is entered through that index from outside
 * it, and never through it from inside (the rule in full: ./entry-points.ts). Each offender reads
 * `file → 'what it imports' → what it should import`; `npx tsx scripts/codemods/barrel-imports.ts`
 * rewrites them (and adds a missing export to the index).
 */
const project = new Project();
const files = project.ruleFiles();
const barrels = barrelsOf(files);

function offenders(graph = graphOf(project, files)): string[] {
  const context = { barrels, bundled: bundledFiles(project, files), graph };
  const found: string[] = [];
  for (const file of files) {
    for (const line of project.parse(file)!.lines) {
      const verdict = judge(project, line, context);
      if (verdict.kind === 'own-index')
        found.push(`${file} → '${line.specifier}' → its own folder's index: import the files it re-exports from`);
      if (verdict.kind === 'bypass' && !verdict.kept) {
        const add = verdict.missing.length ? ` (after adding ${verdict.missing.join(', ')} to its exports)` : '';
        found.push(`${file} → '${line.specifier}' → '${specifierFor(file, verdict.entry, line.specifier)}'${add}`);
      }
    }
  }
  return found.sort();
}

describe('entry points', () => {
  // Parsing every source file with TypeScript's parser takes a few seconds, longer on a busy machine.
  it('a folder with an index is entered through it from outside, and never from inside', { timeout: 120_000 }, () => {
    expect(offenders()).toEqual([]);
  });

  it('indexes only re-export: no logic, no declarations', () => {
    const withLogic = [...barrels].flatMap((index) =>
      project.parse(index)!.logic.map((statement) => `${index}: ${statement.split('\n')[0]}`),
    );
    expect(withLogic).toEqual([]);
  });

  it('every index is imported from outside its folder (none is dead)', { timeout: 120_000 }, () => {
    const users = new Set<string>();
    for (const file of project.userFiles()) {
      const parsed = project.parse(file)!;
      const targets = [
        ...parsed.lines.map((l) => l.target),
        ...[...parsed.text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => resolveSpecifier(file, m[1]!)),
      ];
      for (const target of targets)
        if (target && isIndex(target) && !file.startsWith(target.replace(/\/index\.tsx?$/, '/'))) users.add(target);
    }
    expect([...barrels].filter((index) => !users.has(index)).sort()).toEqual([]);
  });

  describe('the rule', () => {
    const context = () => ({ barrels, bundled: new Set<string>(), graph: graphOf(project, files) });
    const line = (file: string, specifier: string, names: string[]): ImportLine => ({
      file,
      kind: 'import',
      specifier,
      target: resolveSpecifier(file, specifier),
      typeOnly: false,
      bindings: names.map((name) => ({ imported: name, local: name, isType: false })),
      erased: false,
      start: 0,
      end: 0,
    });

    it('sends an import round an index through it, naming what the index must add', () => {
      const round = judge(project, line('app/api/x/route.ts', '@/lib/http/problem', ['problemResponse']), context());
      expect(round).toEqual({ kind: 'bypass', entry: 'lib/http/index.ts', missing: [], kept: null });
      const missing = judge(project, line('app/api/x/route.ts', '@/lib/http/problem', ['problemResponse', 'notExported']), context());
      expect(missing).toMatchObject({ kind: 'bypass', missing: ['notExported'] });
    });

    it("refuses a folder's own index from inside it, and allows its files", () => {
      expect(judge(project, line('lib/http/download.ts', '.', ['problemResponse']), context()).kind).toBe('own-index');
      expect(judge(project, line('lib/http/download.ts', './problem', ['problemResponse']), context()).kind).toBe('ok');
    });

    it('lets a file stay direct where the index would lead back to the importer', () => {
      const graph = graphOf(project, files);
      // Pretend the http index leads to the importer: through it, the import would close a loop.
      graph.get('lib/http/index.ts')!.add('lib/jobs/context.ts');
      const verdict = judge(project, line('lib/jobs/context.ts', '@/lib/http/problem', ['problemResponse']), { ...context(), graph });
      expect(verdict).toMatchObject({ kind: 'bypass', kept: 'loop' });
    });

    it('adds nothing to an index in a browser bundle: the server code that needs more takes the file', () => {
      const bundled = new Set(['lib/http/index.ts']);
      const verdict = judge(project, line('app/api/x/route.ts', '@/lib/http/problem', ['notExported']), { ...context(), bundled });
      expect(verdict).toMatchObject({ kind: 'bypass', kept: 'bundle' });
    });

    it('leaves files in a browser or proxy bundle to take the files they need', () => {
      const bundled = bundledFiles(project, files);
      expect(bundled.has('proxy.ts')).toBe(true);
      const verdict = judge(project, line('proxy.ts', '@/lib/http/problem', ['problemResponse']), { ...context(), bundled });
      expect(verdict.kind).toBe('bundled');
    });
  });
});
