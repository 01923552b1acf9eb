import { CANONICAL_FIELDS, type CanonicalField, type CatalogSettings } from '@/lib/catalog/types';
import { MULTI_VALUE_FIELDS } from '@/lib/catalog/mapping/map-row';
import type { RecordedMapping, Report } from '@/lib/catalog';

/*
 * The mapping screen's model: each source column with the field it was read as, how sure the
 * engine was and why; edits as a list of fields in column order; the edited mapping as a saved
 * mapping the engine can apply. Pure, shared by the editor and its server actions.
 */

export interface MappingRow {
  column: string;
  field: CanonicalField | null;
  /** null when the run did not say (a mapping without its report). */
  confidence: number | null;
  note: string;
}

export { CANONICAL_FIELDS, type CanonicalField };

/** Below this the row is highlighted for a second look; the engine's own "sure" line. */
export const LOW_CONFIDENCE = 0.7;

export function confidenceTone(confidence: number | null): 'high' | 'medium' | 'low' | 'unknown' {
  if (confidence === null) return 'unknown';
  return confidence >= 0.9 ? 'high' : confidence >= LOW_CONFIDENCE ? 'medium' : 'low';
}


/**
 * The mapping the run used, to edit: its record (each column with where it came from), or the
 * report's rows when it has none.
 */
export function baseMappingOf(conversion: { report: Pick<Report, 'mapping' | 'input'> | null; mappingUsed: RecordedMapping | null }): RecordedMapping | null {
  const rows = conversion.report?.mapping ?? [];
  // The editor shows the report's rows; the used mapping is the same columns with their units.
  if (conversion.mappingUsed && (rows.length === 0 || conversion.mappingUsed.columns.length === rows.length)) return conversion.mappingUsed;
  if (rows.length === 0) return null;
  return {
    version: 1,
    ...(conversion.report?.input.language ? { language: conversion.report.input.language } : {}),
    columns: rows.map((r) => ({
      column: r.column,
      field: r.field,
      ...(r.origin ? { origin: r.origin, confidence: r.confidence, note: r.note, ...(r.said ? { said: r.said } : {}) } : {}),
    })),
  };
}

/** A posted field value: a canonical field, or '' for "not used". Anything else is refused. */
export function parseFieldValue(value: string): CanonicalField | null | undefined {
  if (value === '') return null;
  return (CANONICAL_FIELDS as readonly string[]).includes(value) ? (value as CanonicalField) : undefined;
}

/**
 * The base mapping with each column's field replaced by the chosen one (columns, units and the
 * language stay). A column whose field changed is the person's (`by`, an account id): the conversion
 * made with it says so, while the others keep where they came from. `settings`, when given, are the
 * mapping's settings from now on (none: every setting inferred again). Null when the choices do not
 * fit the columns (a stale page, a forged form).
 */
export function editedMapping(base: RecordedMapping, fields: readonly (CanonicalField | null)[], by: string, settings?: CatalogSettings): RecordedMapping | null {
  if (fields.length !== base.columns.length) return null;
  const { settings: baseSettings, ...rest } = base;
  const kept = settings ?? baseSettings;
  return {
    ...rest,
    ...(kept && Object.keys(kept).length > 0 ? { settings: kept } : {}),
    columns: base.columns.map((c, i) => {
      const field = fields[i] ?? null;
      if (field === c.field) return c;
      return { column: c.column, field, ...(c.unit ? { unit: c.unit } : {}), origin: { kind: 'person', by } };
    }),
  };
}

/** Fields that take one column but were given several (the engine would use only the first). */
export function duplicateFields(fields: readonly (CanonicalField | null)[]): Set<CanonicalField> {
  const seen = new Set<CanonicalField>();
  const twice = new Set<CanonicalField>();
  for (const f of fields) {
    if (f === null || MULTI_VALUE_FIELDS.has(f)) continue;
    if (seen.has(f)) twice.add(f);
    seen.add(f);
  }
  return twice;
}
