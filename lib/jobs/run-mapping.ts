import type { MappingOrigin, RecordedMapping } from '@/lib/catalog';
import type { Conversion } from '@/lib/data/catalogs';

/*
 * Which mapping a job gives the engine, so the report and the evidence bundle say truly where each
 * column's field came from: the convert job applies the mapping asked for; an export or an impact
 * preview applies the conversion's record of what its run decided, so they state the same.
 */

/**
 * The mapping the convert job applies: the one asked for (none: detect). A person's change is dated
 * by the conversion it asked for, made the moment they asked for it; the date stays out of the
 * request itself, so asking again for the same change finds the same conversion.
 */
export function mappingToRun(conversion: Pick<Conversion, 'mapping' | 'createdAt'>): RecordedMapping | undefined {
  const { mapping } = conversion;
  if (!mapping) return undefined;
  const at = conversion.createdAt.toISOString();
  const dated = (origin: MappingOrigin | undefined): MappingOrigin | undefined => (origin?.kind === 'person' && !origin.at ? { ...origin, at } : origin);
  return {
    ...mapping,
    ...(mapping.origin ? { origin: dated(mapping.origin) } : {}),
    columns: mapping.columns.map((c) => (c.origin ? { ...c, origin: dated(c.origin)! } : c)),
  };
}

/**
 * The mapping a conversion's run used, as an export or a preview applies it again: its record, each
 * column with origin, confidence and note. Runs finished before origins were recorded kept fields
 * only; their report still has the real confidences and notes, and with no mapping asked for every
 * column was detected.
 */
export function mappingAsRun(conversion: Pick<Conversion, 'mapping' | 'mappingUsed' | 'report' | 'createdAt'>): RecordedMapping | undefined {
  const used = conversion.mappingUsed;
  if (!used) return mappingToRun(conversion);
  const rows = conversion.report?.mapping;
  if (used.columns.some((c) => c.origin) || !rows || rows.length !== used.columns.length) return used;
  const origin: MappingOrigin = conversion.mapping ? (conversion.mapping.origin ?? { kind: 'given' }) : { kind: 'detected' };
  return {
    ...used,
    columns: used.columns.map((c, i) => {
      const row = rows[i]!;
      return row.column === c.column ? { ...c, origin: row.origin ?? origin, confidence: row.confidence, note: row.note } : c;
    }),
  };
}

/** The engine option for a mapping that may be absent (absent: detect), under exactOptionalPropertyTypes. */
export function withMapping(mapping: RecordedMapping | undefined): { mapping?: RecordedMapping } {
  return mapping ? { mapping } : {};
}
