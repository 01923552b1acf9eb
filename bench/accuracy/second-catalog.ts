/**
 * How much review a brand's second catalog needs once the values decided on its first are learned
 * (issue 14, goal "≤ 0.5 % on a brand's second catalog"). Per corpus catalog: convert it, let a
 * simulated reviewer decide every distinct stopped value (field + key) by the corpus truth of the
 * rows holding it — a value whose rows disagree in truth is left undecided, as a careful person would
 * — turn the decisions into learned terms, then convert a second catalog of the same brand (same
 * generator, layout and habits; other parts, vehicles and spellings) without and with those terms.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { convertCatalog, type HeldRow } from '../../lib/catalog/convert';
import type { SigningKey } from '../../lib/catalog/evidence';
import type { LearnedTerm, LearnableField } from '../../lib/catalog/normalize';
import type { ReferenceSet } from '../../lib/catalog/reference';
import { readAcesApps, type ExportedApp } from './aces-apps';
import { generateCatalog } from './corpus';
import type { CatalogSpec, GeneratedCatalog, RowTruth } from './model';
import type { RefIndex } from './reference-index';
import { scoreApps } from './score';
import { fileExtension, writeCatalog } from './writers';

export interface SecondCatalogRun {
  name: string;
  language: string;
  /** Share of rows flagged for review: the first catalog, the second without and with learned terms. */
  firstReview: number;
  secondReviewUnlearned: number;
  secondReview: number;
  /** Distinct stopped values on the first catalog, how many were learned, how many left undecided. */
  stoppedValues: number;
  termsLearned: number;
  undecided: number;
  /** Rows of the second catalog decided by a learned term. */
  rowsByTerms: number;
  /** The second catalog with learned terms against its truth: a term must not export a wrong fitment. */
  secondPrecision: number | null;
  secondRecall: number;
}

/** A fixed clock, as the main bench uses. */
const DOCUMENT_DATE = new Date('2026-01-15T12:00:00Z');

interface Held {
  rows: number;
  flagged: number;
  held: HeldRow[];
  rowsByTerms: number;
  exported: ExportedApp[];
}

async function convertHeld(file: string, outDir: string, reference: ReferenceSet, signer: SigningKey, learnedTerms?: LearnedTerm[]): Promise<Held | null> {
  await rm(outDir, { recursive: true, force: true });
  const held: HeldRow[] = [];
  const result = await convertCatalog({
    input: { path: file },
    outDir,
    brand: 'BKMN',
    reference,
    signer,
    toolVersion: 'bench-accuracy',
    standardsDir: null,
    documentDate: DOCUMENT_DATE,
    onHeldRow: (row) => void held.push(row),
    ...(learnedTerms ? { learnedTerms } : {}),
  });
  if ('error' in result) return null;
  const rowsByTerms = result.report.learnedTerms?.used.reduce((a, t) => a + t.rows, 0) ?? 0;
  const exported = result.files.aces ? await readAcesApps(result.files.aces) : [];
  return { rows: result.counts.rows, flagged: result.counts.flagged, held, rowsByTerms, exported };
}

/** The truth a reviewer decides a field's value by; null: nothing in the reference to point at. */
function truthId(field: LearnableField, truth: RowTruth, index: RefIndex): number | null {
  switch (field) {
    case 'partType':
      return truth.partTypeId;
    case 'make':
      return truth.makeId;
    case 'model':
      return truth.modelId;
    case 'position':
      // "No position" is the PCdb's N/A position, when the reference has one.
      return truth.positionId ?? [...index.noneIds][0] ?? null;
    case 'submodel':
      return null; // the corpus writes no submodels
    case 'qty':
      return truth.qty;
  }
}

/** The row a held row came from: the header is row 1, so data row i sits on row i + 2. */
function rowTruthOf(catalog: GeneratedCatalog, held: HeldRow): RowTruth | null {
  const i = held.source.row - 2;
  const cells = catalog.rows[i];
  const truth = catalog.rowTruth?.[i];
  if (!cells || !truth) return null;
  // A check that the numbering holds: the part number the engine read is the one written there.
  const part = catalog.columns.findIndex((c) => c.field === 'partNumber');
  return part < 0 || String(cells[part] ?? '').trim() === (held.fields.partNumber ?? '').trim() ? truth : null;
}

/** One decision per distinct stopped value, by the truth of every row holding it. */
export function decideStops(catalog: GeneratedCatalog, held: readonly HeldRow[], index: RefIndex): { terms: LearnedTerm[]; values: number; undecided: number } {
  const values = new Map<string, { field: LearnableField; term: string; ids: Set<number | null> }>();
  for (const h of held) {
    const truth = rowTruthOf(catalog, h);
    for (const stop of h.stops) {
      const id = `${stop.field}\u0000${stop.key}`;
      const v = values.get(id) ?? { field: stop.field, term: stop.term, ids: new Set<number | null>() };
      v.ids.add(truth ? truthId(stop.field, truth, index) : null);
      values.set(id, v);
    }
  }
  const terms: LearnedTerm[] = [];
  for (const v of values.values()) {
    const [only] = v.ids;
    if (v.ids.size !== 1 || only === null || only === undefined) continue;
    terms.push({ id: `bench:${terms.length + 1}`, field: v.field, term: v.term, referenceId: only, learnedAt: DOCUMENT_DATE.toISOString(), conversionId: 'bench-first-catalog' });
  }
  return { terms, values: values.size, undecided: values.size - terms.length };
}

export async function measureSecondCatalog(
  specs: readonly CatalogSpec[],
  index: RefIndex,
  seed: number,
  signer: SigningKey,
  workDir: string,
  languageOf: (c: GeneratedCatalog) => string,
): Promise<SecondCatalogRun[]> {
  const runs: SecondCatalogRun[] = [];
  for (const spec of specs) {
    // The first catalog is the corpus's own, already written by the main run.
    const first = generateCatalog(index, spec, seed);
    const second = generateCatalog(index, spec, seed, 2);
    const secondFile = path.join(workDir, 'corpus', `${spec.name}.second.${fileExtension(spec.format)}`);
    await writeCatalog(second, secondFile);
    const out = (label: string) => path.join(workDir, 'out-second', `${spec.name}-${label}`);
    const a = await convertHeld(path.join(workDir, 'corpus', `${spec.name}.${fileExtension(spec.format)}`), out('first'), index.ref, signer);
    const b0 = await convertHeld(secondFile, out('second-unlearned'), index.ref, signer);
    if (!a || !b0) {
      process.stderr.write(`  second catalog ${spec.name}: not measured (a conversion stopped)\n`);
      continue;
    }
    const decided = decideStops(first, a.held, index);
    const b = await convertHeld(secondFile, out('second-learned'), index.ref, signer, decided.terms);
    if (!b) continue;
    const share = (h: Held) => (h.rows ? h.flagged / h.rows : 0);
    const score = scoreApps(second, b.exported, index);
    runs.push({
      name: spec.name,
      language: languageOf(first),
      firstReview: share(a),
      secondReviewUnlearned: share(b0),
      secondReview: share(b),
      stoppedValues: decided.values,
      termsLearned: decided.terms.length,
      undecided: decided.undecided,
      rowsByTerms: b.rowsByTerms,
      secondPrecision: score.precision,
      secondRecall: score.recall,
    });
    process.stderr.write(`  second catalog ${spec.name}: review ${pct(share(a))} → ${pct(share(b))} (${pct(share(b0))} without terms), ${decided.terms.length} terms learned, P=${score.precision?.toFixed(3) ?? 'n/a'} R=${score.recall.toFixed(3)}\n`);
  }
  return runs;
}

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
