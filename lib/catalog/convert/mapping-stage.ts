import { applySavedMapping, detectMapping, type DetectOptions, type RecordedMapping } from '../mapping';
import type { NormalizeOptions } from '../normalize';
import type { CatalogReader } from '../ingest';
import type { CanonicalField, Finding, Mapping, SourceRow } from '../types';

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
  if (saved) return applySavedMapping(saved, header);
  const mapping = detectMapping(header, sample, detect);
  const findings: Finding[] = [];
  if (!mapping.columns.some((c) => c.field === 'partNumber')) {
    findings.push({
      code: 'MAPPING_NO_PART_NUMBER',
      severity: 'error',
      message: `No column was recognised as the part number (columns: ${header.map((h) => `"${h}"`).join(', ')}), so every row is rejected. Rename that column (e.g. "Part Number") or pass a saved mapping with --mapping.`,
    });
  }
  return { mapping, findings };
}

const CURRENCY = /^[A-Z]{3}$/;

/**
 * What normalization needs to know from the mapping: the column each field came from (so findings
 * name it), units from headers like `Gewicht (kg)`, and a currency from `Preis (EUR)`.
 */
export function normalizeSettings(mapping: Mapping): Pick<NormalizeOptions, 'language' | 'columns' | 'units' | 'currency'> {
  const columns: Partial<Record<CanonicalField, string>> = {};
  const units: { weight?: string; length?: string } = {};
  let currency: string | undefined;
  for (const c of mapping.columns) {
    if (!c.field) continue;
    columns[c.field] ??= c.column;
    if (!c.unit) continue;
    if (c.field === 'weight') units.weight ??= c.unit;
    else if (c.field === 'length' || c.field === 'width' || c.field === 'height') units.length ??= c.unit;
    else if ((c.field === 'price' || c.field === 'currency') && CURRENCY.test(c.unit)) currency ??= c.unit;
  }
  return { language: mapping.language, columns, units, ...(currency ? { currency } : {}) };
}
