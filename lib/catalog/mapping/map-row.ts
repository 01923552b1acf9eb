import type { CanonicalField, Mapping, MappedRow, SourceRow } from '../types';

/**
 * Fields several columns may feed, and how their values are joined into one cell of text:
 * notes and OE numbers as a "; " list (the normalizer splits on ";"), attribute lists with the
 * flat-ACES ";" separator, descriptions with a space.
 */
export const MULTI_VALUE_SEPARATORS: Readonly<Partial<Record<CanonicalField, string>>> = {
  description: ' ',
  notes: '; ',
  oeNumber: '; ',
  flatAttributes: ';',
};
export const MULTI_VALUE_FIELDS: ReadonlySet<CanonicalField> = new Set(Object.keys(MULTI_VALUE_SEPARATORS) as CanonicalField[]);

interface RowPlan {
  indexes: Int32Array;
  fields: CanonicalField[];
  /** Per entry: the join separator for multi-value fields, or null. */
  separators: (string | null)[];
  /** Per entry: text put before the cell (`Aspiration:` for an attribute ID column), or null. */
  prefixes: (string | null)[];
  /** Per entry: whether another entry feeds its field too (only then is the field read before it is set). */
  shared: boolean[];
}

const plans = new WeakMap<Mapping, RowPlan>();

/**
 * Builds the per-row function once: the list of (column index → field) pairs, so the hot loop
 * does no lookups. A single-valued field mapped twice (only possible in a hand-edited saved
 * mapping) takes the first non-empty cell.
 */
export function compileRowMapper(mapping: Mapping): (row: SourceRow) => MappedRow {
  const plan = planFor(mapping);
  return (row) => mapWithPlan(plan, row);
}

/**
 * A source row through the mapping: canonical field → trimmed cell text, empty cells omitted.
 * The plan is cached per mapping object, so calling this per row is cheap; do not mutate a
 * mapping after its first use.
 */
export function mapRow(mapping: Mapping, row: SourceRow): MappedRow {
  return mapWithPlan(planFor(mapping), row);
}

function planFor(mapping: Mapping): RowPlan {
  let plan = plans.get(mapping);
  if (!plan) {
    const used = mapping.columns.filter((c) => c.field !== null);
    plan = {
      indexes: Int32Array.from(used.map((c) => c.index)),
      fields: used.map((c) => c.field as CanonicalField),
      separators: used.map((c) => MULTI_VALUE_SEPARATORS[c.field as CanonicalField] ?? null),
      prefixes: used.map((c) => (c.attribute && c.field === 'flatAttributes' ? `${c.attribute}:` : null)),
      shared: used.map((c) => used.filter((o) => o.field === c.field).length > 1),
    };
    plans.set(mapping, plan);
  }
  return plan;
}

function mapWithPlan(plan: RowPlan, row: SourceRow): MappedRow {
  const fields: Partial<Record<CanonicalField, string>> = {};
  const values = row.values;
  const { indexes, separators, prefixes, shared } = plan;
  for (let i = 0; i < indexes.length; i++) {
    const raw = values[indexes[i] as number];
    if (raw === undefined) continue;
    const trimmed = raw.trim();
    if (trimmed === '') continue;
    const prefix = prefixes[i];
    const text = prefix ? prefix + trimmed : trimmed;
    const field = plan.fields[i] as CanonicalField;
    if (!shared[i]) {
      fields[field] = text;
      continue;
    }
    const before = fields[field];
    if (before === undefined) fields[field] = text;
    else {
      const sep = separators[i];
      if (sep !== null && sep !== undefined) fields[field] = before + sep + text;
    }
  }
  return { row: row.row, fields };
}
