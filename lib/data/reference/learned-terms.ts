import { z } from 'zod';
import { say, type Said } from '@/lib/catalog/messages';
import type { ReferenceSet } from '@/lib/catalog/reference';
import { LEARNABLE_FIELDS, learnedTermKey, learnedValueName, MAX_LEARNED_QTY, type LearnableField, type LearnedTerm } from '@/lib/catalog/normalize';
import { refusing, type Outcome, type Queryable } from '@/lib/db';
import { pageSize } from '../catalogs/files';
import { invalid, notFound, requireRole } from '../workspaces/roles';

/*
 * A workspace's learned terms (decision 0011): a person's decision on a catalog value, kept and
 * applied by the workspace's later conversions. Members read them; owners and reviewers — the
 * people who decide review rows — add, change and remove them (RLS says the same). Importing a file
 * of them is learned-terms-import.ts.
 */

export const LEARNED_TERM_ORIGINS = ['review', 'import', 'api', 'settings'] as const;
export type LearnedTermOrigin = (typeof LEARNED_TERM_ORIGINS)[number];
export const LEARNED_TERM_LANGUAGES = ['en', 'de', 'fr', 'es', 'it'] as const;
export type LearnedTermLanguage = (typeof LEARNED_TERM_LANGUAGES)[number];
/** The longest term (a catalog cell, not a paragraph); the table checks the same. */
export const MAX_TERM_CHARS = 500;

/** One learned term as the workspace keeps it. */
export interface WorkspaceLearnedTerm {
  id: string;
  workspaceId: string;
  field: LearnableField;
  /** The catalog's text as the person first saw it. */
  term: string;
  /** `learnedTermKey(term)`: what catalog values are compared by. */
  termKey: string;
  referenceId: number;
  /** The reference entity's name when it was decided (for people; the ID is what counts). */
  referenceName: string | null;
  language: LearnedTermLanguage | null;
  origin: LearnedTermOrigin;
  /** The conversion it was decided on (review), while that conversion exists. */
  conversionId: string | null;
  createdBy: string | null;
  createdAt: Date;
  updatedBy: string | null;
  updatedAt: Date | null;
  /** Rows of later conversions it resolved. */
  useCount: number;
  lastUsedAt: Date | null;
}

type Row = {
  id: string;
  workspace_id: string;
  field: LearnableField;
  term: string;
  term_key: string;
  reference_id: number;
  reference_name: string | null;
  language: LearnedTermLanguage | null;
  origin: LearnedTermOrigin;
  conversion_id: string | null;
  created_by: string | null;
  created_at: Date;
  updated_by: string | null;
  updated_at: Date | null;
  use_count: number;
  last_used_at: Date | null;
};

const COLUMNS = `t.id, t.workspace_id, t.field, t.term, t.term_key, t.reference_id, t.reference_name, t.language, t.origin,
  t.conversion_id, t.created_by, t.created_at, t.updated_by, t.updated_at, t.use_count, t.last_used_at`;

function toTerm(row: Row): WorkspaceLearnedTerm {
  return {
    id: row.id,
    workspaceId: row.workspace_id,
    field: row.field,
    term: row.term,
    termKey: row.term_key,
    referenceId: row.reference_id,
    referenceName: row.reference_name,
    language: row.language,
    origin: row.origin,
    conversionId: row.conversion_id,
    createdBy: row.created_by,
    createdAt: row.created_at,
    updatedBy: row.updated_by,
    updatedAt: row.updated_at,
    useCount: row.use_count,
    lastUsedAt: row.last_used_at,
  };
}

/**
 * Why a learned value cannot stand (see learnedValueName), as a text: a quantity out of bounds, or
 * an ID the reference the workspace converts against lacks, followed by `advice` (learnedTerms.advice.*).
 */
export function notInWorkspaceReference(field: LearnableField, referenceId: number, advice: Said): Said {
  const id = String(referenceId);
  return field === 'qty' ? say('learned.import.qtyInvalid', { id, max: String(MAX_LEARNED_QTY) }) : say('learnedTerms.notInReference', { id, kind: field, advice });
}

/** The same for the release a conversion is pinned to (`source`). */
export function notInConversionReference(field: LearnableField, referenceId: number, source: string | Said): Said {
  const id = String(referenceId);
  return field === 'qty' ? say('learned.import.qtyInvalid', { id, max: String(MAX_LEARNED_QTY) }) : say('refusal.notInConversionReference', { id, kind: field, source });
}

export interface ListLearnedTermsOptions {
  field?: LearnableField;
  /** Matches the term (as its key, so case and accents do not matter), the reference name, or the ID. */
  search?: string;
  /** The last term of the previous page. */
  afterId?: string;
  limit?: number;
}

/**
 * The workspace's learned terms, newest first, a page at a time (members; or server code).
 * `nextAfterId` is null on the last page.
 */
export async function listLearnedTerms(
  tx: Queryable,
  workspaceId: string,
  options: ListLearnedTermsOptions = {},
): Promise<{ terms: WorkspaceLearnedTerm[]; nextAfterId: string | null }> {
  const limit = pageSize(options.limit);
  const search = options.search?.trim() ?? '';
  const key = search ? learnedTermKey(search) : '';
  const id = /^\d{1,9}$/.test(search) ? Number(search) : null;
  const rows = await tx.query<Row>(
    `select ${COLUMNS} from public.learned_terms t
     where t.workspace_id = $1
       and ($2::text is null or t.field = $2)
       and ($3::text = '' or t.term_key like '%' || $4 || '%' or t.reference_name ilike '%' || $5 || '%' or t.reference_id = $6)
       and ($7::uuid is null or (t.created_at, t.id) < (select p.created_at, p.id from public.learned_terms p where p.id = $7))
     order by t.created_at desc, t.id desc
     limit $8`,
    [workspaceId, options.field ?? null, search, likeEscape(key || search), likeEscape(search), id, options.afterId ?? null, limit + 1],
  );
  const terms = rows.slice(0, limit).map(toTerm);
  return { terms, nextAfterId: rows.length > limit ? terms.at(-1)!.id : null };
}

function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** One term (members; or server code); null when the caller cannot see it or it does not exist. */
export async function getLearnedTerm(tx: Queryable, id: string): Promise<WorkspaceLearnedTerm | null> {
  if (!z.guid().safeParse(id).success) return null;
  const [row] = await tx.query<Row>(`select ${COLUMNS} from public.learned_terms t where t.id = $1`, [id]);
  return row ? toTerm(row) : null;
}

export const recordLearnedTermSchema = z.object({
  workspaceId: z.guid(),
  field: z.enum(LEARNABLE_FIELDS),
  term: z.string().trim().min(1).max(MAX_TERM_CHARS),
  referenceId: z.number().int().positive().max(2_147_483_647),
  referenceName: z.string().trim().min(1).max(500).nullish(),
  language: z.enum(LEARNED_TERM_LANGUAGES).nullish(),
  origin: z.enum(LEARNED_TERM_ORIGINS),
  conversionId: z.guid().nullish(),
});

export type RecordLearnedTermInput = z.input<typeof recordLearnedTermSchema>;

/**
 * Learns what a value means (owners and reviewers; audited by a trigger): a new term, or the same
 * field and key decided again — then its reference, name, origin and conversion are the latest
 * decision's (a language or name not given keeps the one known). The review queue calls this in the
 * transaction of a value decision. Refusals: not_found, not_allowed, invalid.
 */
export async function recordLearnedTerm(tx: Queryable, input: RecordLearnedTermInput): Promise<Outcome<{ id: string; created: boolean }>> {
  const parsed = recordLearnedTermSchema.safeParse(input);
  if (!parsed.success) return invalid(say('refusal.notValid', { what: 'learnedTerm', issue: describe(parsed.error) }));
  const t = parsed.data;
  const key = learnedTermKey(t.term);
  if (!key) return invalid(say('refusal.termHasNoKey', { term: t.term }));
  const allowed = await requireRole(tx, t.workspaceId, 'review');
  if (!allowed.ok) return allowed;
  return refusing(tx, async (q) => {
    const [row] = await q.query<{ id: string; created: boolean }>(
      `insert into public.learned_terms as t
         (workspace_id, field, term, term_key, reference_id, reference_name, language, origin, conversion_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       on conflict (workspace_id, field, term_key) do update set
         reference_id = excluded.reference_id,
         reference_name = coalesce(excluded.reference_name, case when t.reference_id = excluded.reference_id then t.reference_name end),
         language = coalesce(excluded.language, t.language),
         origin = excluded.origin,
         conversion_id = excluded.conversion_id
       returning t.id, (t.xmax = 0) as created`,
      [t.workspaceId, t.field, t.term, key, t.referenceId, t.referenceName ?? null, t.language ?? null, t.origin, t.conversionId ?? null],
    );
    if (!row) throw new Error('learned term vanished while it was written');
    return { id: row.id, created: row.created };
  });
}

export const learnedTermPatchSchema = z
  .object({
    referenceId: z.number().int().positive().max(2_147_483_647).optional(),
    language: z.enum(LEARNED_TERM_LANGUAGES).nullable().optional(),
  })
  .refine((p) => p.referenceId !== undefined || p.language !== undefined, { message: 'give referenceId or language to change' });

export type LearnedTermPatch = z.infer<typeof learnedTermPatchSchema>;

/**
 * Changes what a term means or its language (owners and reviewers; audited). The new reference ID
 * must exist for the field in `reference` — the workspace's current release, loaded by the caller
 * outside the transaction — and its name there is kept with it. The decision is then the editor's:
 * origin `settings` or `api`, no conversion. Refusals: not_found, not_allowed, invalid.
 */
export async function updateLearnedTerm(
  tx: Queryable,
  id: string,
  patch: LearnedTermPatch,
  options: { origin: 'settings' | 'api'; reference: ReferenceSet },
): Promise<Outcome<{ term: WorkspaceLearnedTerm }>> {
  const parsed = learnedTermPatchSchema.safeParse(patch);
  if (!parsed.success) return invalid(say('refusal.notValid', { what: 'change', issue: describe(parsed.error) }));
  const current = await getLearnedTerm(tx, id);
  if (!current) return notFound('learnedTerm');
  const allowed = await requireRole(tx, current.workspaceId, 'review');
  if (!allowed.ok) return allowed;
  const referenceId = parsed.data.referenceId ?? current.referenceId;
  const referenceName = learnedValueName(current.field, referenceId, options.reference);
  if (referenceName === null) {
    return invalid(notInWorkspaceReference(current.field, referenceId, say('learnedTerms.advice.pickFromList')));
  }
  const language = parsed.data.language === undefined ? current.language : parsed.data.language;
  const written = await refusing(tx, async (q) => {
    const [row] = await q.query<Row>(
      `update public.learned_terms t set reference_id = $2, reference_name = $3, language = $4, origin = $5, conversion_id = null
       where t.id = $1 returning ${COLUMNS}`,
      [id, referenceId, referenceName, language, options.origin],
    );
    return { row: row ?? null };
  });
  if (!written.ok) return written;
  // No row: it went between the read and the write.
  return written.row ? { ok: true, term: toTerm(written.row) } : notFound('learnedTerm');
}

/** Forgets a term (owners and reviewers; audited). Conversions that used it keep what they used. */
export async function removeLearnedTerm(tx: Queryable, id: string): Promise<Outcome<{ removed: WorkspaceLearnedTerm }>> {
  const current = await getLearnedTerm(tx, id);
  if (!current) return notFound('learnedTerm');
  const allowed = await requireRole(tx, current.workspaceId, 'review');
  if (!allowed.ok) return allowed;
  const deleted = await refusing(tx, async (q) => ({
    rows: await q.query<{ id: string }>(`delete from public.learned_terms where id = $1 returning id`, [id]),
  }));
  if (!deleted.ok) return deleted;
  return deleted.rows.length > 0 ? { ok: true, removed: current } : notFound('learnedTerm');
}

/**
 * Every term of the workspace as the engine and the CSV file take them (the convert job as server
 * code — hence the explicit workspace — and the export for members). In field and key order, so a
 * file or an evidence context made from them is the same twice.
 */
export async function learnedTermsForConversion(tx: Queryable, workspaceId: string): Promise<LearnedTerm[]> {
  const rows = await tx.query<Row>(
    `select ${COLUMNS} from public.learned_terms t where t.workspace_id = $1 order by t.field, t.term_key`,
    [workspaceId],
  );
  return rows.map((r) => ({
    id: r.id,
    field: r.field,
    term: r.term,
    referenceId: r.reference_id,
    language: r.language,
    learnedAt: (r.updated_at ?? r.created_at).toISOString(),
    conversionId: r.conversion_id,
    // The note a conversion writes says where the term came from (a review, an import, the API…).
    origin: r.origin,
  }));
}

/**
 * Adds a conversion's uses to its workspace's terms (server code: the convert job after a run).
 * Only terms of that workspace are counted, whatever ids the report names. Returns how many terms
 * were counted.
 */
export async function addLearnedTermUses(tx: Queryable, workspaceId: string, used: readonly { id: string; rows: number }[]): Promise<number> {
  const rowsById = new Map<string, number>();
  for (const u of used) {
    if (z.guid().safeParse(u.id).success && Number.isInteger(u.rows) && u.rows > 0) rowsById.set(u.id, (rowsById.get(u.id) ?? 0) + u.rows);
  }
  const counted = [...rowsById].map(([id, rows]) => ({ id, rows }));
  if (counted.length === 0) return 0;
  const updated = await tx.query<{ id: string }>(
    `update public.learned_terms t set use_count = t.use_count + u.rows, last_used_at = now()
     from unnest($2::uuid[], $3::int[]) as u(id, rows)
     where t.id = u.id and t.workspace_id = $1
     returning t.id`,
    [workspaceId, counted.map((u) => u.id), counted.map((u) => u.rows)],
  );
  return updated.length;
}

function describe(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.') || 'input'}: ${i.message}`)
    .join('; ');
}
