import type { CanonicalField, ReferenceSet, SavedMapping } from '@/lib/catalog';
import type { FieldDecision, LearnableField } from '@/lib/catalog/normalize';
import { partTypeName, positionName, summarizeApps, vehicleName, yearSpans, type AppSummary } from '../reference/search/describe';
import type { ReviewDecision, ReviewRow, RowOverride } from './review';
import { findingMessage, noteText, type MessageLocale } from '@/lib/catalog/messages';

/**
 * A held row as the review screen shows it: every source cell next to what the engine made of it,
 * the reasons, what approving would export, and the decision with who and when. Built on the
 * server (it needs the reference set to name IDs) and sent to the client component as plain data.
 * Client components take the types through `./types`.
 */
export interface NormalizedValue {
  /** The value in words (`Toyota`, `2018–2023`, `Front Left`). */
  value: string;
  note: string;
  confidence: number;
  /** Below the conversion's accept threshold: the reason the row is held. */
  doubtful: boolean;
}

export interface SideBySideLine {
  /** The source column's header (or the field, for a value no column carried). */
  column: string;
  /** The cell as written in the file; null when no column carried it. */
  source: string | null;
  field: CanonicalField | null;
  normalized: NormalizedValue[];
  /** A finding names this column. */
  flagged: boolean;
}

export type DecidedBy = { kind: 'you' } | { kind: 'member'; name: string } | { kind: 'former' };

export interface ReviewRowView {
  row: number;
  outcome: 'flagged' | 'rejected';
  codes: string[];
  confidence: number | null;
  findings: { code: string; severity: 'error' | 'warning' | 'info'; message: string; column?: string }[];
  lines: SideBySideLine[];
  /** Flagged rows: what approving exports; null for rejected rows. */
  proposal: { apps: AppSummary[]; appCount: number; item: boolean } | null;
  decision: ReviewDecision | null;
  override: RowOverride | null;
  decidedBy: DecidedBy | null;
  /** ISO time. */
  decidedAt: string | null;
  /** The decision was carried over by a re-run: the conversion it was made on. */
  carriedFrom: string | null;
  /** For the override picker: the row's mapped values and what the engine read for them. */
  fields: Partial<Record<CanonicalField, string>>;
  partTypeId: number | null;
  positionId: number | null;
  /** Values decided for the row by value (review by value); on a pending row, the ones so far. */
  valueDecisions: ValueDecisionView[];
}

export type ValueDecisionView =
  | { field: LearnableField; decision: 'overridden'; referenceId: number; name: string | null }
  | { field: LearnableField; decision: 'rejected' };

export interface RowViewContext {
  reference: ReferenceSet;
  /** The mapping the run used: which source column fed which field. */
  mapping: SavedMapping | null;
  acceptThreshold: number;
  selfId: string;
  /** Workspace members by account id → display name. */
  members: ReadonlyMap<string, string>;
  /** The reviewer's language: the findings' messages. */
  locale: MessageLocale;
}

const ID_FIELDS: Partial<Record<CanonicalField, (reference: ReferenceSet, id: number) => string>> = {
  make: (r, id) => r.makes.get(id)?.name ?? `Make ${id}`,
  model: (r, id) => r.models.get(id)?.name ?? `Model ${id}`,
  partType: partTypeName,
  partTypeId: partTypeName,
  position: positionName,
  positionId: positionName,
  engine: engineName,
  engineBaseId: engineName,
  baseVehicleId: (r, id) => {
    const v = vehicleName(r, id);
    return v ? `${v.year} ${v.make} ${v.model}` : `BaseVehicle ${id}`;
  },
};

/** An EngineBase as the VCdb describes it: `2.5L L4`. */
function engineName(reference: ReferenceSet, id: number): string {
  const e = reference.engineBases.get(id);
  if (!e) return `EngineBase ${id}`;
  const size = e.liter !== undefined ? `${e.liter.toFixed(1)}L` : e.cc !== undefined ? `${e.cc}cc` : '';
  const layout = e.blockType && e.cylinders !== undefined ? `${e.blockType}${e.cylinders}` : '';
  return [size, layout].filter(Boolean).join(' ') || `EngineBase ${id}`;
}

function valueInWords(decision: FieldDecision, reference: ReferenceSet): string {
  const { field, value } = decision;
  if (value === null) return '—';
  if (Array.isArray(value)) {
    if (field === 'year' || field === 'yearFrom' || field === 'yearTo') return yearSpans(value);
    const name = ID_FIELDS[field];
    return value.map((id) => (name ? name(reference, id) : String(id))).join(', ');
  }
  if (typeof value === 'number') {
    const name = ID_FIELDS[field];
    return name ? name(reference, value) : String(value);
  }
  return String(value);
}

function numericValue(notes: readonly FieldDecision[], fields: readonly CanonicalField[]): number | null {
  const hit = notes.find((n) => fields.includes(n.field) && typeof n.value === 'number');
  return hit ? (hit.value as number) : null;
}

/** Source columns in file order, each with the field it fed; values no column carried come last. */
function sideBySide(row: ReviewRow, context: RowViewContext): SideBySideLine[] {
  const fieldOfColumn = new Map<string, CanonicalField | null>();
  const positionOfColumn = new Map<string, number>();
  (context.mapping?.columns ?? []).forEach((c, i) => {
    fieldOfColumn.set(c.column.trim(), c.field);
    if (!positionOfColumn.has(c.column.trim())) positionOfColumn.set(c.column.trim(), i);
  });
  const flaggedColumns = new Set(row.findings.map((f) => f.column).filter((c): c is string => !!c));
  const notesByField = new Map<CanonicalField, FieldDecision[]>();
  for (const note of row.notes) notesByField.set(note.field, [...(notesByField.get(note.field) ?? []), note]);

  const normalize = (field: CanonicalField | null): NormalizedValue[] =>
    field === null
      ? []
      : (notesByField.get(field) ?? []).map((n) => ({
          value: valueInWords(n, context.reference),
          note: noteText(n.note, n.said, context.locale),
          confidence: n.confidence,
          doubtful: n.confidence < context.acceptThreshold,
        }));

  const shown = new Set<CanonicalField>();
  // Stored as jsonb, the source cells lose their order; the mapping has the file's column order.
  const plain = (column: string) => column.replace(/ \(\d+\)$/, '').trim();
  const place = (column: string) => positionOfColumn.get(column.trim()) ?? positionOfColumn.get(plain(column)) ?? Number.MAX_SAFE_INTEGER;
  const cells = Object.entries(row.source).sort(([a], [b]) => place(a) - place(b));
  const lines: SideBySideLine[] = cells.map(([column, source]) => {
    // Repeated headers were stored as "Name (2)"; the mapping knows the plain name.
    const field = fieldOfColumn.get(column.trim()) ?? fieldOfColumn.get(plain(column)) ?? null;
    if (field) shown.add(field);
    return { column, source, field, normalized: normalize(field), flagged: flaggedColumns.has(column) };
  });
  for (const field of notesByField.keys()) {
    if (shown.has(field)) continue;
    lines.push({ column: field, source: row.fields[field] ?? null, field, normalized: normalize(field), flagged: false });
  }
  return lines;
}

function decidedBy(row: ReviewRow, context: RowViewContext): DecidedBy | null {
  if (!row.decision || !row.decidedBy) return null;
  if (row.decidedBy === context.selfId) return { kind: 'you' };
  const name = context.members.get(row.decidedBy);
  return name ? { kind: 'member', name } : { kind: 'former' };
}

export function toReviewRowView(row: ReviewRow, context: RowViewContext): ReviewRowView {
  return {
    row: row.row,
    outcome: row.outcome,
    codes: row.codes,
    confidence: row.confidence,
    findings: row.findings.map((f) => ({ code: f.code, severity: f.severity, message: findingMessage(f, context.locale), ...(f.column ? { column: f.column } : {}) })),
    lines: sideBySide(row, context),
    proposal: row.proposed
      ? { apps: summarizeApps(context.reference, row.proposed.apps), appCount: row.proposed.apps.length, item: !!row.proposed.item }
      : null,
    decision: row.decision,
    override: row.override,
    decidedBy: decidedBy(row, context),
    decidedAt: row.decidedAt ? new Date(row.decidedAt).toISOString() : null,
    carriedFrom: row.carriedFrom,
    fields: row.fields,
    partTypeId: numericValue(row.notes, ['partTypeId', 'partType']),
    positionId: numericValue(row.notes, ['positionId', 'position']),
    valueDecisions: Object.entries(row.valueDecisions).map(([field, d]): ValueDecisionView =>
      d.decision === 'overridden'
        ? { field: field as LearnableField, decision: 'overridden', referenceId: d.referenceId, name: d.name }
        : { field: field as LearnableField, decision: 'rejected' },
    ),
  };
}
