/**
 * Accuracy bench (issue 14, point 6): builds a seeded corpus of messy catalogs with known truth,
 * converts each with the real engine and prints precision, recall and mapping accuracy per catalog,
 * language and kind of mess. It prints figures and never asserts them: it is a measuring tool for
 * before/after comparisons of mapping and normalization changes, not a test.
 *
 *   npm run bench:accuracy -- [--seed N] [--only <substring>] [--rows-scale X]
 *
 * Work files: bench/.work/accuracy/{corpus,out}/ and results.json.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadOrCreateSigningKey, type SigningKey } from '../../lib/catalog/evidence';
import { loadDemoReference } from '../../lib/catalog/reference';
import { readAcesApps, readPiesPartNumbers, type ExportedApp } from './aces-apps';
import { catalogSpecs } from './catalogs';
import { convertOne, type Conversion } from './convert';
import { generateCatalog } from './corpus';
import type { CatalogSpec, GeneratedCatalog } from './model';
import { indexReference, type RefIndex } from './reference-index';
import { figures, goals, groupBy, printCatalogs, printFailures, printGoals, printGroups, printSecondCatalog, secondCatalogFigures, type CatalogRun, type FailureClass, type SecondCatalogFigures } from './report';
import { measureSecondCatalog, type SecondCatalogRun } from './second-catalog';
import { flatAcesCatalog, pdmCatalog, RHUBARB, rhubarbItems } from './sandpim';
import { scoreApps, scoreMapping, type MappingMiss } from './score';
import { fileExtension, writeCatalog } from './writers';

const WORK = path.join('bench', '.work', 'accuracy');
const DEFAULT_SEED = 20260114;

/** Findings every run has that say nothing about accuracy. */
const BACKGROUND_CODES = new Set(['HEADER_SENDER_PLACEHOLDER', 'XSD_NOT_RUN', 'REFERENCE_DEMO', 'ROW_DUPLICATE']);

interface Args {
  seed: number;
  only: string | null;
  rowsScale: number;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { seed: DEFAULT_SEED, only: null, rowsScale: 1 };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const v = argv[i + 1];
    if (a === '--seed' && v !== undefined) args.seed = Number(v);
    else if (a === '--only' && v !== undefined) args.only = v;
    else if (a === '--rows-scale' && v !== undefined) args.rowsScale = Number(v);
    else continue;
    i++;
  }
  if (!Number.isInteger(args.seed) || !(args.rowsScale > 0)) throw new Error('usage: --seed <integer> --rows-scale <number > 0> --only <substring>');
  return args;
}

/**
 * Issue 14's second-catalog goal: per corpus catalog, the values held on it decided by the truth and
 * learned, then a second catalog of the same brand converted without and with those terms (see
 * second-catalog.ts). Means overall and per language.
 */
async function measureSecondCatalogAfterLearnedTerms(specs: readonly CatalogSpec[], index: RefIndex, seed: number, signer: SigningKey): Promise<{ runs: SecondCatalogRun[]; overall: SecondCatalogFigures; perLanguage: SecondCatalogFigures[] }> {
  const runs = await measureSecondCatalog(specs, index, seed, signer, WORK, languageOf);
  const languages = [...new Set(runs.map((r) => r.language))].sort();
  return {
    runs,
    overall: secondCatalogFigures('all catalogs', runs),
    perLanguage: languages.map((l) => secondCatalogFigures(l, runs.filter((r) => r.language === l))),
  };
}

function languageOf(c: GeneratedCatalog): string {
  const s = c.spec;
  return s.valueLang === 'mixed' || s.valueLang !== s.lang ? 'mixed' : s.lang;
}

function emptyScore(catalog: GeneratedCatalog, mapping: ReturnType<typeof scoreMapping>, index: RefIndex) {
  return { ...scoreApps(catalog, [], index), mappingAccuracy: mapping.accuracy, mappingColumns: mapping.columns, mappingMisses: mapping.misses };
}

async function scoreConversion(catalog: GeneratedCatalog, conv: Conversion, index: RefIndex, failures: Map<string, FailureClass>): Promise<CatalogRun> {
  const base = { name: catalog.spec.name, language: languageOf(catalog), kinds: catalog.spec.kinds, format: catalog.spec.format, seconds: conv.seconds, qtyStated: catalog.qtyStated };
  const dataRows = catalog.rows.length;
  if (conv.kind !== 'ok') {
    const score = emptyScore(catalog, scoreMapping(catalog, null), index);
    return { ...base, rows: dataRows, outcome: conv.kind, problem: conv.kind === 'error' ? `${conv.code}: ${conv.message}` : conv.message, score, flagged: 0, rejected: 0, reviewShare: 0, rejectedShare: 0 };
  }
  const { result } = conv;
  const exported: ExportedApp[] = result.files.aces ? await readAcesApps(result.files.aces) : [];
  const mapping = scoreMapping(catalog, result.mappingRecord);
  const score = { ...scoreApps(catalog, exported, index), mappingAccuracy: mapping.accuracy, mappingColumns: mapping.columns, mappingMisses: mapping.misses };
  for (const f of result.report.findings) {
    if (BACKGROUND_CODES.has(f.code) || f.severity === 'info') continue;
    const fc = failures.get(f.code) ?? { code: f.code, severity: f.severity, count: 0, catalogs: [], example: `${catalog.spec.name}: ${f.message}` };
    if (!fc.catalogs.includes(catalog.spec.name)) {
      fc.catalogs.push(catalog.spec.name);
      fc.count += result.report.findingCounts[f.code] ?? 1;
    }
    failures.set(f.code, fc);
  }
  const rows = result.counts.rows;
  return {
    ...base,
    rows,
    outcome: 'ok',
    score,
    flagged: result.counts.flagged,
    rejected: result.counts.rejected,
    reviewShare: rows ? result.counts.flagged / rows : 0,
    rejectedShare: rows ? result.counts.rejected / rows : 0,
  };
}

/**
 * Rhubarb (PIES only): its parts whose PartTerminologyID the loaded PCdb has must be written; the
 * others must not be (a receiver refuses them) and must each be named by a PART_TYPE_UNKNOWN finding
 * on their row. With the demo reference (IDs from 90101) all of Rhubarb's 6832 items are the latter.
 */
async function runRhubarb(reference: Parameters<typeof convertOne>[2], signer: Parameters<typeof convertOne>[3]) {
  const parts = await rhubarbItems();
  const known = (p: (typeof parts)[number]) => p.partTypeId === undefined || reference.partTypes.has(p.partTypeId);
  const expected = parts.filter(known);
  const refused = parts.filter((p) => !known(p));
  const attempt = async (sheet?: string) => {
    const conv = await convertOne(RHUBARB, path.join(WORK, 'out', sheet ? `rhubarb-${sheet.toLowerCase()}` : 'rhubarb'), reference, signer, sheet);
    if (conv.kind !== 'ok') return { sheet: sheet ?? '(engine default)', outcome: conv.kind, problem: conv.kind === 'error' ? `${conv.code}: ${conv.message}` : conv.message.split('\n')[0], itemsWritten: 0, itemRecall: 0, wronglyWritten: 0, refusedNamed: 0 };
    const written = conv.result.files.pies ? await readPiesPartNumbers(conv.result.files.pies) : [];
    const hits = expected.filter((p) => written.includes(p.partNumber)).length;
    const namedRows = new Set(conv.result.report.findings.filter((f) => f.code === 'PART_TYPE_UNKNOWN').map((f) => f.row));
    return {
      sheet: conv.result.report.input.sheet ?? sheet ?? '?',
      outcome: 'ok' as const,
      problem: undefined,
      itemsWritten: written.length,
      itemRecall: expected.length ? hits / expected.length : 1,
      /** Parts with an ID the PCdb lacks that were written anyway (should be 0). */
      wronglyWritten: refused.filter((p) => written.includes(p.partNumber)).length,
      /** Of those parts, the ones a PART_TYPE_UNKNOWN finding names by row. */
      refusedNamed: refused.filter((p) => namedRows.has(p.row)).length,
      rows: conv.result.counts.rows,
      flagged: conv.result.counts.flagged,
      rejected: conv.result.counts.rejected,
      mapping: conv.result.mappingRecord.columns.filter((c) => c.field !== null).map((c) => `${c.column}→${c.field}`),
    };
  };
  return { parts: parts.length, expectedPartNumbers: expected.length, refusedPartNumbers: refused.length, asIs: await attempt(), itemsSheet: await attempt('Items') };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const started = performance.now();
  await mkdir(path.join(WORK, 'corpus'), { recursive: true });
  const key = await loadOrCreateSigningKey(path.join('bench', '.work', 'keys'));
  if (!key.ok) throw new Error(key.message);
  const { reference } = await loadDemoReference();
  const index = indexReference(reference);

  const specs = catalogSpecs(args.rowsScale).filter((s) => !args.only || s.name.includes(args.only));
  const wanted = (name: string): boolean => !args.only || name.includes(args.only);
  const runs: CatalogRun[] = [];
  const failures = new Map<string, FailureClass>();
  const mappingMisses: (MappingMiss & { catalog: string })[] = [];
  let generateSeconds = 0;

  const score = async (catalog: GeneratedCatalog, file: string): Promise<void> => {
    const conv = await convertOne(file, path.join(WORK, 'out', catalog.spec.name), reference, key.value);
    const run = await scoreConversion(catalog, conv, index, failures);
    runs.push(run);
    mappingMisses.push(...run.score.mappingMisses.map((m) => ({ ...m, catalog: catalog.spec.name })));
    const s = run.score;
    process.stderr.write(`  ${catalog.spec.name}: ${run.outcome} P=${s.precision?.toFixed(3) ?? 'n/a'} R=${s.recall.toFixed(3)} map=${s.mappingAccuracy.toFixed(3)} (${conv.seconds.toFixed(1)} s)\n`);
  };

  for (const spec of specs) {
    const t = performance.now();
    const catalog = generateCatalog(index, spec, args.seed);
    const file = path.join(WORK, 'corpus', `${spec.name}.${fileExtension(spec.format)}`);
    await writeCatalog(catalog, file);
    await writeFile(path.join(WORK, 'corpus', `${spec.name}.truth.json`), JSON.stringify({ spec, columns: catalog.columns, qtyStated: catalog.qtyStated, apps: catalog.truth.length }, null, 1));
    generateSeconds += (performance.now() - t) / 1000;
    await score(catalog, file);
  }
  const sandpimRows = Math.max(30, Math.round(600 * args.rowsScale));
  if (wanted('sandpim-flat-aces')) {
    const file = path.join(WORK, 'corpus', 'sandpim-flat-aces.xlsx');
    await score(await flatAcesCatalog(index, args.seed, sandpimRows, file), file);
  }
  if (wanted('sandpim-pdm')) {
    const file = path.join(WORK, 'corpus', 'sandpim-pdm.xlsx');
    await score(await pdmCatalog(index, args.seed, sandpimRows, file), file);
  }
  const rhubarb = wanted('rhubarb') ? await runRhubarb(reference, key.value) : null;

  // --- print -----------------------------------------------------------------------------------
  console.log(`Partsmith accuracy bench — seed ${args.seed}, rows scale ${args.rowsScale}, ${runs.length} catalogs, ${runs.reduce((a, r) => a + r.rows, 0)} data rows; demo reference; brand BKMN; accept threshold default; no XSD`);
  printCatalogs(runs);
  const perLanguage = groupBy(runs, (r) => [r.language]);
  const perKind = groupBy(runs, (r) => r.kinds);
  const perFormat = groupBy(runs, (r) => [r.format]);
  printGroups('Per language (mixed = headers and values in different languages, or several languages per file)', perLanguage);
  printGroups('Per mess kind (a catalog counts under each of its kinds)', perKind);
  printGroups('Per file format', perFormat);
  const overall = figures('all catalogs', runs);
  printGroups('Overall', [overall]);
  const qtyOnly = runs.reduce((a, r) => a + r.score.qtyOnlyErrors, 0);
  const invalid = runs.reduce((a, r) => a + r.score.invalidExported, 0);
  console.log(`  apps wrong only in qty: ${qtyOnly}; exported apps invalid against the reference: ${invalid}`);
  const second = await measureSecondCatalogAfterLearnedTerms(specs, index, args.seed, key.value);
  printSecondCatalog([...second.perLanguage, second.overall]);
  const goalLines = goals(runs, second.overall);
  printGoals(goalLines);

  const failureList = [...failures.values()].sort((a, b) => b.count - a.count);
  const missGroups = new Map<string, { key: string; count: number; example: MappingMiss & { catalog: string } }>();
  for (const m of mappingMisses) {
    const k = `${m.truth} -> ${m.got ?? '(no record)'}`;
    const g = missGroups.get(k) ?? { key: k, count: 0, example: m };
    g.count++;
    missGroups.set(k, g);
  }
  const missList = [...missGroups.values()].sort((a, b) => b.count - a.count);
  printFailures(failureList, missList);

  if (rhubarb) {
    console.log(
      `\nsandPIM Rhubarb_7_1_C.xlsx (PIES only): ${rhubarb.parts} distinct parts on its Items sheet, ${rhubarb.expectedPartNumbers} with a PartTerminologyID the loaded PCdb has, ${rhubarb.refusedPartNumbers} without`,
    );
    for (const [label, a] of [['as is', rhubarb.asIs], ['sheet "Items" chosen', rhubarb.itemsSheet]] as const) {
      console.log(
        a.outcome === 'ok'
          ? `  ${pad(label, 22)} read sheet "${a.sheet}": ${a.itemsWritten} items written, item recall ${a.itemRecall.toFixed(3)}, unknown-ID items written ${a.wronglyWritten}, named PART_TYPE_UNKNOWN ${a.refusedNamed}/${rhubarb.refusedPartNumbers}`
          : `  ${pad(label, 22)} ${a.outcome}: ${a.problem}`,
      );
    }
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`\nRuntime ${seconds.toFixed(1)} s (corpus generation and writing ${generateSeconds.toFixed(1)} s). Files: ${WORK}/`);

  await writeFile(
    path.join(WORK, 'results.json'),
    JSON.stringify(
      {
        seed: args.seed,
        rowsScale: args.rowsScale,
        only: args.only,
        runtimeSeconds: seconds,
        overall,
        goals: goalLines,
        secondCatalogAfterLearnedTerms: second,
        perLanguage,
        perKind,
        perFormat,
        catalogs: runs,
        failureClasses: failureList,
        mappingMisses: missList,
        rhubarb,
      },
      null,
      1,
    ),
  );
}

function pad(s: string, n: number): string {
  return s.length >= n ? s : s + ' '.repeat(n - s.length);
}

await main();
