import { z } from 'zod';
import { MappingOriginSchema } from '@/lib/catalog/mapping/mapping-origin';
import { CATALOGUE, noteText, render, say, type MessageLocale } from '@/lib/catalog/messages';
import { saidSchema } from '@/lib/catalog/messages/said-schema';
import type { MappingOrigin } from '@/lib/catalog';

/*
 * The signed statement's conversion context as a reader reads it (issue 16): what was converted, from
 * which release, how each column was read and why, the settings the run went on, what came out. The
 * engine's words (field names, where a reading came from, the notes that carry a text, the schema
 * verdicts) are rendered here in the reader's language; the page labels the rest from its own
 * messages and formats the numbers and dates. The statement itself is untouched: it is what the
 * signature covers, and the page still shows it as signed.
 *
 * Every part is read on its own and leniently: a bundle from an older version, a batch bundle, or a
 * statement that fails the schema (its problem is listed) still shows whatever parts it does have.
 */

const COUNT_KEYS = ['rows', 'apps', 'items', 'flagged', 'rejected', 'merged'] as const;
export type ContextCount = (typeof COUNT_KEYS)[number];

export interface ContextInput {
  file: string;
  sha256: string | null;
  bytes: number | null;
  format: string | null;
  sheet: string | null;
  encoding: string | null;
  delimiter: string | null;
  /** The catalog's language as detected (a language code; the page names it). */
  language: string | null;
  headerRow: number | null;
  rows: number | null;
}

export interface ContextColumn {
  column: string;
  /** The field's name in the reader's language; null: the column was not used. */
  field: string | null;
  confidence: number | null;
  /** Who or what decided the reading, in words (absent in older bundles). */
  origin: string | null;
  /** Why: in the reader's language when the run recorded the note as a text, else as stored. */
  note: string;
}

export interface ContextSetting {
  setting: string;
  value: string;
  /** inferred: assumed from the catalog; mapping: set on the mapping. */
  by: 'inferred' | 'mapping' | null;
  basis: string;
}

export interface ContextLearnedTerm {
  field: string;
  term: string;
  referenceId: number;
  rows: number | null;
  /** Why it was ignored, in the reader's language (a run before reasons were texts stored English only). */
  reason: string | null;
}

export interface SchemaCheck {
  version: string | null;
  verdict: string;
}

export interface ReadableContext {
  input: ContextInput | null;
  /** A batch bundle's files, each with its own fingerprint. */
  files: { file: string; sha256: string | null; bytes: number | null }[];
  batch: { name: string; files: number | null } | null;
  brand: string | null;
  reference: { source: string; versionDate: string | null; demo: boolean; releaseId: number | null } | null;
  tool: { name: string; version: string } | null;
  /** The accept threshold (0–1). */
  accept: number | null;
  startedAt: string | null;
  finishedAt: string | null;
  counts: Partial<Record<ContextCount, number>>;
  /** The schema check of each deliverable: its version and the verdict in words ("invalid — 3 errors"). */
  schema: { aces: SchemaCheck | null; pies: SchemaCheck | null } | null;
  mapping: ContextColumn[];
  settings: ContextSetting[];
  learnedTerms: { used: ContextLearnedTerm[]; ignored: ContextLearnedTerm[] } | null;
}

const text = z.string();
const count = z.number().int().nonnegative();
const nullable = <T extends z.ZodType>(schema: T) => schema.nullable().optional().catch(null);

const inputSchema = z.object({
  file: text,
  sha256: nullable(text),
  bytes: nullable(count),
  format: nullable(text),
  sheet: nullable(text),
  encoding: nullable(text),
  delimiter: nullable(text),
  language: nullable(text),
  headerRow: nullable(count),
  rows: nullable(count),
});
const batchFileSchema = z.object({ file: text, sha256: nullable(text), bytes: nullable(count) });
const columnSchema = z.object({
  column: text,
  field: nullable(text),
  confidence: nullable(z.number()),
  note: text.catch(''),
  said: saidSchema.optional().catch(undefined),
  origin: MappingOriginSchema.optional().catch(undefined),
});
const settingSchema = z.object({
  setting: text,
  value: z.union([text, z.number()]),
  basis: text.catch(''),
  said: saidSchema.optional().catch(undefined),
  by: z.enum(['inferred', 'mapping']).nullable().catch(null),
});
const referenceSchema = z.object({
  source: text,
  versionDate: nullable(text),
  demo: z.boolean().catch(false),
  releaseId: nullable(z.number().int()),
});
const xsdSchema = z.object({ ran: z.boolean(), valid: z.boolean().nullable(), version: nullable(text), errors: count.catch(0) }).nullable();
const termSchema = z.object({ field: text, term: text, referenceId: z.number().int(), rows: nullable(count), reason: nullable(text), said: saidSchema.optional().catch(undefined) });

/** The value when `schema` reads it, else `fallback`: one unreadable part never hides the others. */
function read<T>(schema: z.ZodType<T>, value: unknown, fallback: T): T {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
}

function list<T>(schema: z.ZodType<T>, value: unknown): T[] {
  return Array.isArray(value) ? value.flatMap((item) => read(schema.transform((v): T[] => [v]), item, [])) : [];
}

/** A field's name in the reader's language; a field the catalogue does not know, as it is. */
function fieldName(field: string, locale: MessageLocale): string {
  return `field.${field}` in CATALOGUE ? render(say(`field.${field}`), locale) : field;
}

/** A moment as the reader writes it, in UTC like the rest of the app. */
function moment(iso: string, locale: MessageLocale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(date)} UTC`;
}

/** Where a column's reading came from, in words; a person's change with its date in the reader's format. */
function originText(origin: MappingOrigin, locale: MessageLocale): string {
  switch (origin.kind) {
    case 'saved':
      return render(say('report.origin.saved', { name: origin.name, version: String(origin.version) }), locale);
    case 'file':
      return render(say('report.origin.file', { file: origin.file }), locale);
    case 'person':
      return origin.at
        ? render(say('report.origin.personAt', { by: origin.by, at: moment(origin.at, locale) }), locale)
        : render(say('report.origin.person', { by: origin.by }), locale);
    default:
      return render(say(`report.origin.${origin.kind}`), locale);
  }
}

function schemaCheck(value: unknown, locale: MessageLocale): SchemaCheck | null {
  const status = read(xsdSchema, value, null);
  if (!status) return null;
  const verdict = !status.ran ? say('report.xsd.notRun') : status.valid ? say('report.xsd.valid') : say('report.xsd.invalid', { errors: status.errors });
  return { version: status.version ?? null, verdict: render(verdict, locale) };
}

/**
 * The readable context of a statement's predicate in `locale`, or null when the predicate is not an
 * object (a statement of another kind: its problem is listed, and the page shows its JSON only).
 */
export function readableContext(predicate: unknown, locale: MessageLocale): ReadableContext | null {
  if (!predicate || typeof predicate !== 'object' || Array.isArray(predicate)) return null;
  const p = predicate as Record<string, unknown>;
  const input = read(inputSchema.nullable(), p.input, null);
  const raw = (p.input ?? {}) as Record<string, unknown>;
  const thresholds = read(z.object({ accept: z.number() }), p.thresholds, null);
  const counts = read(z.record(text, z.unknown()), p.counts, {});
  const xsd = read(z.object({ aces: z.unknown(), pies: z.unknown() }), p.xsd, null);
  const terms = read(z.object({ used: z.unknown(), ignored: z.unknown() }), p.learnedTerms, null);
  const term = (t: z.infer<typeof termSchema>): ContextLearnedTerm => ({
    field: fieldName(t.field, locale),
    term: t.term,
    referenceId: t.referenceId,
    rows: t.rows ?? null,
    reason: t.reason ? noteText(t.reason, t.said, locale) : null,
  });
  return {
    input: input && {
      file: input.file,
      sha256: input.sha256 ?? null,
      bytes: input.bytes ?? null,
      format: input.format ?? null,
      sheet: input.sheet ?? null,
      encoding: input.encoding ?? null,
      delimiter: input.delimiter ?? null,
      language: input.language ?? null,
      headerRow: input.headerRow ?? null,
      rows: input.rows ?? null,
    },
    files: list(batchFileSchema, raw.files).map((f) => ({ file: f.file, sha256: f.sha256 ?? null, bytes: f.bytes ?? null })),
    batch: read(z.object({ name: text, files: nullable(count) }).transform((b) => ({ name: b.name, files: b.files ?? null })).nullable(), p.batch, null),
    brand: read(text.nullable(), p.brand, null),
    reference: read(
      referenceSchema.transform((r) => ({ source: r.source, versionDate: r.versionDate ?? null, demo: r.demo, releaseId: r.releaseId ?? null })).nullable(),
      p.reference,
      null,
    ),
    tool: read(z.object({ name: text, version: text }).nullable(), p.tool, null),
    accept: thresholds?.accept ?? null,
    startedAt: read(text.nullable(), p.startedAt, null),
    finishedAt: read(text.nullable(), p.finishedAt, null),
    counts: Object.fromEntries(COUNT_KEYS.flatMap((key) => (typeof counts[key] === 'number' ? [[key, counts[key]]] : []))),
    schema: xsd && { aces: schemaCheck(xsd.aces, locale), pies: schemaCheck(xsd.pies, locale) },
    mapping: list(columnSchema, p.mapping).map((c) => ({
      column: c.column,
      field: c.field ? fieldName(c.field, locale) : null,
      confidence: c.confidence ?? null,
      origin: c.origin ? originText(c.origin, locale) : null,
      note: noteText(c.note, c.said, locale),
    })),
    settings: list(settingSchema, p.assumptions).map((s) => ({
      setting: s.setting,
      value: String(s.value),
      by: s.by,
      basis: noteText(s.basis, s.said, locale),
    })),
    learnedTerms: terms && { used: list(termSchema, terms.used).map(term), ignored: list(termSchema, terms.ignored).map(term) },
  };
}
