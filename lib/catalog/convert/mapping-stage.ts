import {
  applySavedMapping,
  detectMapping,
  inferSettings,
  missingRequiredFields,
  settingsOf,
  type DetectOptions,
  type RecordedMapping,
  fieldSaid,
} from '../mapping';
import { findingOf, say } from '../messages';
import type { NormalizeOptions } from '../normalize';
import type { CatalogReader } from '../ingest';
import type { Assumption, CanonicalField, CatalogSetting, Finding, Mapping, SourceRow } from '../types';

/** The first rows of a catalog, read ahead, and the rows after them in batches. */
export interface Sampled {
  sample: SourceRow[];
  /** The rows after the sample (nothing when the sample holds them all). */
  rest: AsyncIterable<readonly SourceRow[]>;
}

/** Reads up to `count` rows ahead; the rest follow from the same reader, batch by batch. */
export async function sampleRows(reader: Pick<CatalogReader, 'rows' | 'batches'>, count: number): Promise<Sampled> {
  const iterator = reader.rows[Symbol.asyncIterator]();
  const sample: SourceRow[] = [];
  while (sample.length < count) {
    const next = await iterator.next();
    if (next.done) return { sample, rest: emptyBatches() };
    sample.push(next.value);
  }
  return { sample, rest: reader.batches() };
}

async function* emptyBatches(): AsyncGenerator<readonly SourceRow[]> {}

/**
 * The mapping for this file: the saved one applied to its header, or one detected from header and
 * sample (values checked against the reference the run uses).
 */
export function chooseMapping(
  header: readonly string[],
  sample: readonly SourceRow[],
  saved?: RecordedMapping,
  detect: DetectOptions = {},
): { mapping: Mapping; findings: Finding[] } {
  const chosen = saved ? applySavedMapping(saved, header) : { mapping: detectMapping(header, sample, detect), findings: [] };
  const assumptions = inferSettings(chosen.mapping, sample, saved?.settings);
  const mapping: Mapping = assumptions.length > 0 ? { ...chosen.mapping, assumptions } : chosen.mapping;
  const findings = [...chosen.findings, ...assumptions.map(assumptionFinding)];
  return { mapping, findings };
}

/**
 * The stop before converting when the mapping leaves a field every row needs unmapped: a run would
 * reject every row for something a person fixes in ten seconds. Names the fields, why they are
 * needed, the columns left unused (with what their values look like) and what to do.
 */
export function mappingIncomplete(mapping: Mapping, file: string): Finding | null {
  const gaps = missingRequiredFields(mapping.columns.flatMap((c) => [c.field, ...(c.field ? (c.carries ?? []) : [])]));
  if (gaps.length === 0) return null;
  const unused = mapping.columns.filter((c) => c.field === null).slice(0, 8);
  const params = { fields: gaps.map((g) => fieldSaid(g.field)), why: gaps.map((g) => g.said) };
  const said = unused.length
    ? say('MAPPING_INCOMPLETE.unused', { ...params, columns: unused.map((c) => say('MAPPING_INCOMPLETE.column', { column: c.column, note: c.said ?? c.note })) })
    : say('MAPPING_INCOMPLETE', params);
  return findingOf('MAPPING_INCOMPLETE', 'error', said, { file });
}

const ASSUMPTION_CODES: Record<CatalogSetting, string> = {
  defaultQty: 'QTY_DEFAULT_ASSUMED',
  currency: 'CURRENCY_ASSUMED',
  weightUnit: 'WEIGHT_UNIT_ASSUMED',
  lengthUnit: 'LENGTH_UNIT_ASSUMED',
  decimalMark: 'DECIMAL_MARK_ASSUMED',
};

/**
 * Every setting the run goes on is said: an inferred one as a warning naming its basis and how to
 * change it; one set on the mapping as information.
 */
function assumptionFinding(a: Assumption): Finding {
  const code = ASSUMPTION_CODES[a.setting];
  const value = String(a.value);
  if (a.by === 'mapping') return findingOf(code, 'info', say(`${code}.set`, { value }));
  return findingOf(code, 'warning', say(code, { value, basis: a.said ?? a.basis }));
}

const CURRENCY = /^[A-Z]{3}$/;

/**
 * What normalization needs to know from the mapping: the column each field came from (so findings
 * name it), units from headers like `Gewicht (kg)`, and a currency from `Preis (EUR)`.
 */
export function normalizeSettings(mapping: Mapping): Pick<NormalizeOptions, 'language' | 'columns' | 'units' | 'currency' | 'decimalMark' | 'defaultQty'> {
  const columns: Partial<Record<CanonicalField, string>> = {};
  const units: { weight?: string; length?: string } = {};
  let currency: string | undefined;
  const settings = settingsOf(mapping.assumptions);
  // Only a default a person set speaks for every row; the inferred Qty 1 is the engine's own (and
  // not for parts a vehicle takes several of: see lexicon/part-types/fitted-count.ts).
  const qtySet = mapping.assumptions?.some((a) => a.setting === 'defaultQty' && a.by === 'mapping');
  for (const c of mapping.columns) {
    if (!c.field) continue;
    columns[c.field] ??= c.column;
    if (!c.unit) continue;
    if (c.field === 'weight') units.weight ??= c.unit;
    else if (c.field === 'length' || c.field === 'width' || c.field === 'height') units.length ??= c.unit;
    else if ((c.field === 'price' || c.field === 'currency') && CURRENCY.test(c.unit)) currency ??= c.unit;
  }
  // The header's unit or currency speaks for its column; the settings fill what it leaves open.
  if (settings.weightUnit) units.weight ??= settings.weightUnit;
  if (settings.lengthUnit) units.length ??= settings.lengthUnit;
  currency ??= settings.currency;
  return {
    language: mapping.language,
    columns,
    units,
    ...(currency ? { currency } : {}),
    ...(settings.decimalMark ? { decimalMark: settings.decimalMark } : {}),
    ...(qtySet && settings.defaultQty ? { defaultQty: settings.defaultQty } : {}),
  };
}
