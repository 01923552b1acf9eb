/**
 * Figures into tables: one line per catalog, means per language, per mess kind and per file format,
 * the overall means next to the goals of issue 14, and the most common failure classes.
 */
import type { CatalogScore, MappingMiss } from './score';
import type { FileFormat, MessKind } from './model';
import type { SecondCatalogRun } from './second-catalog';

export interface CatalogRun {
  name: string;
  /** en, de, fr, es, it, or mixed (headers and values in different languages, or several per file). */
  language: string;
  kinds: MessKind[];
  format: FileFormat;
  rows: number;
  outcome: 'ok' | 'error' | 'crash';
  problem?: string;
  score: CatalogScore;
  flagged: number;
  rejected: number;
  /** Share of data rows held for review (flagged). */
  reviewShare: number;
  rejectedShare: number;
  seconds: number;
  qtyStated: boolean;
}

export interface GroupFigures {
  group: string;
  catalogs: number;
  /** Mean precision over catalogs that exported anything; `noExport` counts the others. */
  meanPrecision: number | null;
  noExport: number;
  minPrecision: number | null;
  meanRecall: number;
  meanRecallNoQty: number;
  mappingAccuracy: number;
  reviewShare: number;
  rejectedShare: number;
}

const mean = (xs: number[]): number => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);

export function figures(group: string, runs: CatalogRun[]): GroupFigures {
  const ps = runs.map((r) => r.score.precision).filter((p): p is number => p !== null);
  return {
    group,
    catalogs: runs.length,
    meanPrecision: ps.length ? mean(ps) : null,
    noExport: runs.length - ps.length,
    minPrecision: ps.length ? Math.min(...ps) : null,
    meanRecall: mean(runs.map((r) => r.score.recall)),
    meanRecallNoQty: mean(runs.map((r) => r.score.recallNoQty)),
    mappingAccuracy: mean(runs.map((r) => r.score.mappingAccuracy)),
    reviewShare: mean(runs.map((r) => r.reviewShare)),
    rejectedShare: mean(runs.map((r) => r.rejectedShare)),
  };
}

export function groupBy(runs: CatalogRun[], keys: (r: CatalogRun) => string[]): GroupFigures[] {
  const groups = new Map<string, CatalogRun[]>();
  for (const r of runs) for (const k of keys(r)) groups.set(k, [...(groups.get(k) ?? []), r]);
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([k, rs]) => figures(k, rs));
}

const f3 = (x: number | null): string => (x === null || Number.isNaN(x) ? '  n/a' : x.toFixed(3));
const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
const pad = (s: string, n: number): string => (s.length >= n ? s.slice(0, n) : s + ' '.repeat(n - s.length));
const lpad = (s: string, n: number): string => (s.length >= n ? s : ' '.repeat(n - s.length) + s);

export function printCatalogs(runs: CatalogRun[]): void {
  console.log('\nPer catalog (P/R exact tuples; P-q/R-q ignoring qty; qtyErr = apps wrong only in qty; map = mapping accuracy)');
  console.log(`${pad('catalog', 24)} ${pad('lang', 5)} ${lpad('rows', 5)} ${lpad('truth', 6)} ${lpad('out', 6)} ${lpad('P', 6)} ${lpad('R', 6)} ${lpad('P-q', 6)} ${lpad('R-q', 6)} ${lpad('qtyErr', 6)} ${lpad('inval', 5)} ${lpad('map', 6)} ${lpad('flag', 6)} ${lpad('rej', 6)}  mess kinds`);
  for (const r of runs) {
    const s = r.score;
    const note = r.outcome === 'ok' ? '' : ` [${r.outcome.toUpperCase()}: ${(r.problem ?? '').split('\n')[0]?.slice(0, 120)}]`;
    console.log(
      `${pad(r.name, 24)} ${pad(r.language, 5)} ${lpad(String(r.rows), 5)} ${lpad(String(s.truthApps), 6)} ${lpad(String(s.exportedApps), 6)} ${lpad(f3(s.precision), 6)} ${lpad(f3(s.recall), 6)} ${lpad(f3(s.precisionNoQty), 6)} ${lpad(f3(s.recallNoQty), 6)} ${lpad(String(s.qtyOnlyErrors), 6)} ${lpad(String(s.invalidExported), 5)} ${lpad(f3(s.mappingAccuracy), 6)} ${lpad(pct(r.reviewShare), 6)} ${lpad(pct(r.rejectedShare), 6)}  ${r.format} ${r.kinds.join(',')}${note}`,
    );
  }
}

export function printGroups(title: string, groups: GroupFigures[]): void {
  console.log(`\n${title}`);
  console.log(`${pad('group', 24)} ${lpad('n', 3)} ${lpad('mean P', 7)} ${lpad('min P', 7)} ${lpad('noOut', 5)} ${lpad('mean R', 7)} ${lpad('R-q', 7)} ${lpad('map', 7)} ${lpad('review', 7)} ${lpad('reject', 7)}`);
  for (const g of groups) {
    console.log(
      `${pad(g.group, 24)} ${lpad(String(g.catalogs), 3)} ${lpad(f3(g.meanPrecision), 7)} ${lpad(f3(g.minPrecision), 7)} ${lpad(String(g.noExport), 5)} ${lpad(f3(g.meanRecall), 7)} ${lpad(f3(g.meanRecallNoQty), 7)} ${lpad(f3(g.mappingAccuracy), 7)} ${lpad(pct(g.reviewShare), 7)} ${lpad(pct(g.rejectedShare), 7)}`,
    );
  }
}

export interface GoalLine {
  goal: string;
  target: string;
  measured: string;
  met: boolean | null;
}

/** The second-catalog measurement (second-catalog.ts) as means over its catalogs. */
export interface SecondCatalogFigures {
  group: string;
  catalogs: number;
  firstReview: number;
  secondReviewUnlearned: number;
  secondReview: number;
  termsLearned: number;
  undecided: number;
  /** Of the second catalogs with learned terms: mean and lowest precision, mean recall. */
  secondPrecision: number | null;
  secondMinPrecision: number | null;
  secondRecall: number;
}

export function secondCatalogFigures(group: string, runs: readonly SecondCatalogRun[]): SecondCatalogFigures {
  return {
    group,
    catalogs: runs.length,
    firstReview: mean(runs.map((r) => r.firstReview)),
    secondReviewUnlearned: mean(runs.map((r) => r.secondReviewUnlearned)),
    secondReview: mean(runs.map((r) => r.secondReview)),
    termsLearned: runs.reduce((a, r) => a + r.termsLearned, 0),
    undecided: runs.reduce((a, r) => a + r.undecided, 0),
    ...(() => {
      const ps = runs.map((r) => r.secondPrecision).filter((p): p is number => p !== null);
      return { secondPrecision: ps.length ? mean(ps) : null, secondMinPrecision: ps.length ? Math.min(...ps) : null, secondRecall: mean(runs.map((r) => r.secondRecall)) };
    })(),
  };
}

export function printSecondCatalog(groups: SecondCatalogFigures[]): void {
  console.log("\nSecond catalog of a brand after learned terms (review = rows flagged; decisions by the corpus truth of the first catalog's held rows)");
  console.log('(1st: the corpus catalog; 2nd raw: a second catalog of the brand without terms; 2nd: with the terms learned on the 1st; P/R: the 2nd with terms)');
  console.log(`${pad('group', 24)} ${lpad('n', 3)} ${lpad('1st', 7)} ${lpad('2nd raw', 8)} ${lpad('2nd', 7)} ${lpad('terms', 6)} ${lpad('undecided', 9)} ${lpad('mean P', 7)} ${lpad('min P', 7)} ${lpad('mean R', 7)}`);
  for (const g of groups) {
    console.log(
      `${pad(g.group, 24)} ${lpad(String(g.catalogs), 3)} ${lpad(pct(g.firstReview), 7)} ${lpad(pct(g.secondReviewUnlearned), 8)} ${lpad(pct(g.secondReview), 7)} ${lpad(String(g.termsLearned), 6)} ${lpad(String(g.undecided), 9)} ${lpad(f3(g.secondPrecision), 7)} ${lpad(f3(g.secondMinPrecision), 7)} ${lpad(f3(g.secondRecall), 7)}`,
    );
  }
}

export function goals(runs: CatalogRun[], second: SecondCatalogFigures | null = null): GoalLine[] {
  const all = figures('all', runs);
  const ps = runs.map((r) => r.score.precision);
  const meeting = ps.filter((p) => p !== null && p >= 0.999).length;
  const reviewOk = runs.filter((r) => r.reviewShare <= 0.03).length;
  return [
    { goal: 'per-catalog precision', target: '>= 0.999 on every catalog', measured: `${meeting}/${runs.length} catalogs (min ${f3(all.minPrecision)}, mean ${f3(all.meanPrecision)}; ${all.noExport} exported nothing)`, met: meeting === runs.length },
    { goal: 'mean recall', target: '>= 0.97', measured: f3(all.meanRecall), met: all.meanRecall >= 0.97 },
    { goal: 'mapping accuracy', target: '>= 0.99', measured: f3(all.mappingAccuracy), met: all.mappingAccuracy >= 0.99 },
    { goal: 'review load, first catalog', target: '<= 3 % flagged', measured: `mean ${pct(all.reviewShare)}; ${reviewOk}/${runs.length} catalogs within`, met: all.reviewShare <= 0.03 },
    second && second.catalogs
      ? {
          goal: 'second catalog after learned terms',
          target: '<= 0.5 % flagged',
          measured: `mean ${pct(second.secondReview)} (first catalog ${pct(second.firstReview)}, second without terms ${pct(second.secondReviewUnlearned)}; ${second.termsLearned} terms learned)`,
          met: second.secondReview <= 0.005,
        }
      : { goal: 'second catalog after learned terms', target: '<= 0.5 % flagged', measured: 'not measured', met: null },
  ];
}

export function printGoals(lines: GoalLine[]): void {
  console.log('\nOverall vs. the goals of issue 14');
  for (const g of lines) console.log(`  ${pad(g.goal, 36)} goal ${pad(g.target, 26)} measured ${g.measured}${g.met === null ? '' : g.met ? '  (met)' : '  (NOT met)'}`);
}

export interface FailureClass {
  code: string;
  severity: string;
  count: number;
  catalogs: string[];
  example: string;
}

export function printFailures(classes: FailureClass[], mappingMisses: { key: string; count: number; example: MappingMiss & { catalog: string } }[]): void {
  console.log('\nMost common findings (rows the engine flagged, rejected or warned about), by code');
  for (const c of classes.slice(0, 15)) {
    console.log(`  ${pad(c.code, 28)} ${pad(c.severity, 8)} ${lpad(String(c.count), 7)} in ${lpad(String(c.catalogs.length), 2)} catalogs  e.g. ${c.example.slice(0, 170)}`);
  }
  console.log('\nMapping misses (truth field -> engine field), by kind');
  for (const m of mappingMisses.slice(0, 15)) {
    console.log(`  ${pad(m.key, 34)} ${lpad(String(m.count), 3)}x  e.g. "${m.example.header}" in ${m.example.catalog}`);
  }
}
