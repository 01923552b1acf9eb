import { describe, expect, it } from 'vitest';
import { importGraph, SOURCE_FOLDERS } from './import-graph';

/**
 * Imports run one way (decision 0018): app/ (pages, route handlers, actions) and pages/ (the Pages
 * Router's public pages, decision 0023) use components/ and
 * lib/; components/ use lib/ but get their data and actions as props; lib/ knows neither. So:
 * - nothing under lib/ imports from components/, app/ or bin/ (a query shaped by a screen belongs in
 *   lib/data/<area>, the screen imports it from there; the CLI's texts and output live in bin/);
 * - nothing under components/ imports from app/, or from lib/data other than an area's client-safe
 *   `lib/data/<area>/types.ts` (the area's index and its query files are server code).
 * Type imports count: a type a lower layer needs from a higher one is a type in the wrong home.
 */
type Rule = { from: string; refuses: (target: string) => boolean };

const AREA_TYPES = /^lib\/data\/[^/]+\/types\.ts$/;

const RULES: Rule[] = [
  {
    from: 'lib/',
    refuses: (target) => target.startsWith('components/') || target.startsWith('app/') || target.startsWith('pages/') || target.startsWith('bin/'),
  },
  {
    from: 'components/',
    refuses: (target) =>
      target.startsWith('app/') || target.startsWith('pages/') || (target.startsWith('lib/data/') && !AREA_TYPES.test(target)),
  },
];

/** Each import that breaks a rule, as `importer → imported`. */
function wrongWay(graph: Map<string, string[]>, rules: Rule[]): string[] {
  const found: string[] = [];
  for (const [file, targets] of graph) {
    for (const rule of rules) {
      if (!file.startsWith(rule.from)) continue;
      for (const target of targets) if (rule.refuses(target)) found.push(`${file} → ${target}`);
    }
  }
  return found.sort();
}

describe('the layers', () => {
  it('import one way: lib knows none of components, app and bin; components know neither app nor lib/data beyond types', () => {
    expect(wrongWay(importGraph(SOURCE_FOLDERS), RULES)).toEqual([]);
  });

  it('names an import that goes the wrong way', () => {
    const graph = new Map([
      ['lib/data/catalogs/review-queue.ts', ['components/review/row-view.ts', 'lib/db/index.ts']],
      ['components/review/review-queue.tsx', ['lib/data/catalogs/types.ts', 'lib/data/catalogs/index.ts']],
      ['components/settings/form.tsx', ['app/[locale]/(app)/settings/actions.ts']],
      ['app/[locale]/(app)/settings/page.tsx', ['components/settings/form.tsx', 'lib/data/workspaces/index.ts']],
    ]);
    expect(wrongWay(graph, RULES)).toEqual([
      'components/review/review-queue.tsx → lib/data/catalogs/index.ts',
      'components/settings/form.tsx → app/[locale]/(app)/settings/actions.ts',
      'lib/data/catalogs/review-queue.ts → components/review/row-view.ts',
    ]);
  });
});
