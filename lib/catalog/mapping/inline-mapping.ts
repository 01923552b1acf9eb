import { say } from '../messages';
import type { CanonicalField, Mapping } from '../types';
import { MULTI_VALUE_FIELDS } from './map-row';
import { fieldSaid, noted } from './notes';
import { columnExtras, columnKey, type RecordedMapping, type SavedMapping } from './saved-mapping';

export interface InlineOverlay {
  /** The whole mapping, every column with its origin: ready to ask a conversion for. */
  mapping: RecordedMapping;
  /** Columns the inline mapping names that the file does not have (header text as given). */
  unknownColumns: string[];
}

/**
 * An inline mapping (the API's `mapping`) laid over the detected one. A connector names the columns
 * it wants to settle, not every column: the columns it names take its fields (origin `inline`),
 * every other column keeps what detection decided, with the detector's own confidence and note. A
 * single-column field the inline mapping gives to one column is taken from the column detection
 * had given it to, which is then not used and says why.
 */
export function layOverDetected(detected: Mapping, inline: SavedMapping): InlineOverlay {
  const wanted = new Map<string, SavedMapping['columns']>();
  for (const entry of inline.columns) {
    const key = columnKey(entry.column);
    wanted.set(key, [...(wanted.get(key) ?? []), entry]);
  }
  const given = detected.columns.map((c) => wanted.get(columnKey(c.column))?.shift());
  const unknownColumns = [...wanted.values()].flat().map((e) => e.column);

  const claimedBy = new Map<CanonicalField, string>();
  given.forEach((entry, i) => {
    if (entry?.field && !MULTI_VALUE_FIELDS.has(entry.field)) claimedBy.set(entry.field, detected.columns[i]!.column);
  });

  const columns: RecordedMapping['columns'] = detected.columns.map((c, i) => {
    const entry = given[i];
    // No origin of their own: they take the mapping's (inline), with its confidence and note.
    if (entry) return { column: c.column, field: entry.field, ...columnExtras({ unit: entry.unit ?? c.unit, attribute: entry.attribute ?? (entry.field === c.field ? c.attribute : undefined) }) };
    const holder = c.field ? claimedBy.get(c.field) : undefined;
    if (c.field && holder !== undefined) {
      return {
        column: c.column,
        field: null,
        origin: { kind: 'inline' },
        confidence: 1,
        ...noted([say('note.map.inlineTaken', { field: fieldSaid(c.field), confidence: c.confidence, holder })]),
      };
    }
    return { column: c.column, field: c.field, ...columnExtras(c), origin: c.origin, confidence: c.confidence, note: c.note, ...(c.said ? { said: c.said } : {}) };
  });
  return {
    mapping: { version: 1, language: inline.language ?? detected.language, origin: { kind: 'inline' }, columns, ...(inline.settings ? { settings: inline.settings } : {}) },
    unknownColumns,
  };
}
