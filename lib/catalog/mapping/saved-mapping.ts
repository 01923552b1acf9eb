import { z } from 'zod';
import { CANONICAL_FIELDS, type CanonicalField, type CatalogSettings, type ColumnMapping, type Finding, LANGUAGES, LENGTH_UNITS, WEIGHT_UNITS, type Mapping, type MappingOrigin } from '../types';
import { settingsOf } from './catalog-settings';
import { detectLanguage } from './detect-language';
import { MULTI_VALUE_FIELDS } from './map-row';
import { MappingOriginSchema, originSaid } from './mapping-origin';
import { findingOf, say, type Said } from '../messages';
import { saidSchema } from '../messages/said-schema';
import { fieldSaid, noted } from './notes';

/** What a saved mapping looks like, as a refusal shows it. */
const MAPPING_EXAMPLE = '{ "version": 1, "columns": [{ "column": "...", "field": "partNumber" }] }';

const SavedColumnSchema = z.object({
  column: z.string().trim().min(1),
  /** null: the column is known and deliberately not used. */
  field: z.enum(CANONICAL_FIELDS).nullable(),
  unit: z.string().trim().min(1).optional(),
  /** VCdb attribute of a column of bare attribute IDs ("AspirationID"): each cell reads as `Aspiration:<id>`. */
  attribute: z.string().regex(/^[A-Za-z]+$/).optional(),
  /** Fields the column's cells carry besides its own ("VW Golf 2013-2017" under model: make, year). */
  carries: z.array(z.enum(['make', 'year'])).optional(),
});

/** The catalog settings a mapping fixes (default quantity, currency, units, decimal mark). */
export const CatalogSettingsSchema = z
  .object({
    defaultQty: z.number().int().min(1).max(999).optional(),
    currency: z.string().regex(/^[A-Z]{3}$/).optional(),
    weightUnit: z.enum(WEIGHT_UNITS).optional(),
    lengthUnit: z.enum(LENGTH_UNITS).optional(),
    decimalMark: z.enum([',', '.']).optional(),
  })
  .strict();

/** A mapping saved for reuse on the next file of the same layout (`--mapping m.json`). */
export const SavedMappingSchema = z.object({
  version: z.literal(1),
  language: z.enum(LANGUAGES).optional(),
  columns: z.array(SavedColumnSchema).min(1),
  /** Settings stated for every file of this layout; inferred afresh for each file when absent. */
  settings: CatalogSettingsSchema.optional(),
});
export type SavedMapping = z.infer<typeof SavedMappingSchema>;

/**
 * A mapping that says where it came from: as a whole (`origin`: a saved mapping's name and version,
 * an inline API mapping, …) and per column, where a column's field was decided elsewhere (the
 * detector's confidence and note, a person's change). A conversion is asked for with one and
 * records the one its run used, so an export or a re-run states every column as the run decided
 * it. Without origins it is a plain saved mapping.
 */
export const RecordedMappingSchema = SavedMappingSchema.extend({
  origin: MappingOriginSchema.optional(),
  /**
   * Every setting the run went on, with its basis and whether it was inferred or set: what the
   * mapping screen shows for a run that has no report (one stopped at the mapping). Only `settings`
   * is applied again; these are said, not reused.
   */
  assumptions: z
    .array(
      z.object({
        setting: z.enum(['defaultQty', 'currency', 'weightUnit', 'lengthUnit', 'decimalMark']),
        value: z.union([z.string(), z.number()]),
        basis: z.string(),
        said: saidSchema.optional(),
        by: z.enum(['inferred', 'mapping']),
      }),
    )
    .optional(),
  columns: z
    .array(
      SavedColumnSchema.extend({
        origin: MappingOriginSchema.optional(),
        confidence: z.number().min(0).max(1).optional(),
        note: z.string().optional(),
        said: saidSchema.optional(),
      }),
    )
    .min(1),
});
export type RecordedMapping = z.infer<typeof RecordedMappingSchema>;

/** Validates a saved mapping (parsed JSON or its text); problems come back as one finding. */
export function parseSavedMapping(input: unknown, file = 'mapping file'): { saved: SavedMapping } | { error: Finding } {
  let data = input;
  if (typeof input === 'string') {
    try {
      data = JSON.parse(input);
    } catch (err) {
      return { error: findingOf('MAPPING_INVALID', 'error', say('MAPPING_INVALID.json', { file, detail: (err as Error).message }), { file }) };
    }
  }
  const parsed = SavedMappingSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue ? issue.path.join('.') || say('mapping.topLevel') : '';
    return { error: findingOf('MAPPING_INVALID', 'error', say('MAPPING_INVALID', { file, path: where, issue: issue?.message ?? 'invalid', example: MAPPING_EXAMPLE }), { file }) };
  }
  return { saved: parsed.data };
}

/** The mapping as saved in the report, ready to reuse. */
export function toSavedMapping(mapping: Mapping): SavedMapping {
  return {
    version: 1,
    language: mapping.language,
    columns: mapping.columns.map((c) => ({ column: c.column, field: c.field, ...columnExtras(c) })),
    ...settingsEntry(mapping),
  };
}

/**
 * The settings a person gave with the mapping. Inferred ones are not frozen into it: applying the
 * mapping to the same file infers them again the same way (same sample, same language), so a
 * re-export reproduces the run, and the screen keeps showing them as assumed, not as chosen.
 */
function settingsEntry(mapping: Mapping): { settings?: CatalogSettings } {
  const settings = settingsOf(mapping.assumptions?.filter((a) => a.by === 'mapping'));
  return Object.keys(settings).length > 0 ? { settings } : {};
}

/** The mapping a run used with each column's origin, confidence and note: the conversion's record. */
export function toMappingRecord(mapping: Mapping): RecordedMapping {
  return {
    version: 1,
    language: mapping.language,
    columns: mapping.columns.map((c) => ({
      column: c.column,
      field: c.field,
      ...columnExtras(c),
      origin: c.origin,
      confidence: c.confidence,
      note: c.note,
      ...(c.said ? { said: c.said } : {}),
    })),
    ...settingsEntry(mapping),
    ...(mapping.assumptions?.length ? { assumptions: mapping.assumptions } : {}),
  };
}

/** What a column carries besides its field: the header's unit, the attribute of an ID column. */
export function columnExtras(c: { unit?: string | undefined; attribute?: string | undefined; carries?: ('make' | 'year')[] | undefined }): {
  unit?: string;
  attribute?: string;
  carries?: ('make' | 'year')[];
} {
  return { ...(c.unit ? { unit: c.unit } : {}), ...(c.attribute ? { attribute: c.attribute } : {}), ...(c.carries?.length ? { carries: c.carries } : {}) };
}

/** How mappings match a header's columns: case and spacing ignored. */
export function columnKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Applies a saved mapping to a file's header. Columns are matched by header text (case and
 * spacing ignored; repeated names in order). A saved column the file lacks is a finding; a file
 * column the mapping does not know is left unmapped with a note. Each column states its origin: its
 * own when the mapping records one (with that confidence and note), else the mapping's.
 */
export function applySavedMapping(saved: RecordedMapping, header: readonly string[]): { mapping: Mapping; findings: Finding[] } {
  const findings: Finding[] = [];
  const origin: MappingOrigin = saved.origin ?? { kind: 'given' };
  const from = originSaid(origin);
  const note = (...parts: Said[]) => noted(parts);
  const pending = new Map<string, RecordedMapping['columns']>();
  for (const entry of saved.columns) {
    const key = columnKey(entry.column);
    pending.set(key, [...(pending.get(key) ?? []), entry]);
  }

  const taken = new Map<CanonicalField, string>();
  const columns: ColumnMapping[] = header.map((column, index) => {
    const entry = pending.get(columnKey(column))?.shift();
    if (!entry) {
      findings.push(findingOf('MAPPING_COLUMN_EXTRA', 'info', say('MAPPING_COLUMN_EXTRA', { column }), { column }));
      return { index, column, field: null, confidence: 0.5, ...note(say('note.map.notInMapping', { from })), origin };
    }
    const field = entry.field;
    const own = entry.origin ? { origin: entry.origin, confidence: entry.confidence ?? 1, ...ownNote(entry) } : null;
    if (field === null) return { index, column, field: null, ...(own ?? { origin, confidence: 1, ...note(say('note.map.fromNotUsed', { from })) }) };
    const holder = taken.get(field);
    if (holder !== undefined && !MULTI_VALUE_FIELDS.has(field)) {
      findings.push(findingOf('MAPPING_FIELD_DUPLICATE', 'warning', say('MAPPING_FIELD_DUPLICATE', { holder, column, field }), { column }));
      return { index, column, field: null, confidence: 0.3, ...note(say('note.map.alsoMaps', { from, field: fieldSaid(field), holder })), origin };
    }
    taken.set(field, column);
    return { index, column, field, ...(own ?? { origin, confidence: 1, ...note(from) }), ...columnExtras(entry) };
  });

  for (const left of pending.values()) {
    for (const entry of left) {
      const said = entry.field
        ? say('MAPPING_COLUMN_MISSING', { column: entry.column, field: entry.field })
        : say('MAPPING_COLUMN_MISSING.unmapped', { column: entry.column });
      findings.push(findingOf('MAPPING_COLUMN_MISSING', entry.field === 'partNumber' ? 'error' : 'warning', said, { column: entry.column }));
    }
  }

  const guess = saved.language ? null : detectLanguage(header, []);
  return {
    mapping: {
      language: saved.language ?? guess?.language ?? 'en',
      languageConfidence: saved.language ? 1 : (guess?.confidence ?? 0.2),
      ...(saved.language ? languageFrom(from) : guess ? { languageNote: guess.note, languageSaid: guess.said } : { languageNote: '' }),
      columns,
    },
    findings,
  };
}

/**
 * A column's own note as the mapping recorded it: its text when it has one; an English note alone
 * (a mapping recorded before notes had texts) stays English; none says the column's origin.
 */
function ownNote(entry: { origin?: MappingOrigin | undefined; note?: string | undefined; said?: Said | undefined }): { note: string; said?: Said } {
  if (entry.said) return { note: entry.note ?? noted([entry.said]).note, said: entry.said };
  if (entry.note !== undefined) return { note: entry.note };
  return noted([originSaid(entry.origin ?? { kind: 'given' })]);
}

function languageFrom(from: Said): { languageNote: string; languageSaid: Said } {
  const { note, said } = noted([say('note.map.languageFrom', { from })]);
  return { languageNote: note, languageSaid: said };
}
