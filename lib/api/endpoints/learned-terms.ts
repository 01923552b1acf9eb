import { formatLearnedTermsCsv, learnedValueName, parseLearnedTermsCsv } from '@/lib/catalog/learned';
import { findingMessage, render, say, type MessageLocale, type Said } from '@/lib/catalog/messages';
import type { LearnedTerm } from '@/lib/catalog/normalize';
import { withUser, type Refusal } from '@/lib/db';
import { readCappedBytes } from '@/lib/http';
import { getLearnedTerm, importLearnedTerms, type ImportReference, type ImportRefusal, learnedTermsForConversion, listLearnedTerms, notInWorkspaceReference, recordLearnedTerm, removeLearnedTerm, searchPin, sharedPinnedReference, updateLearnedTerm, type WorkspaceLearnedTerm } from '@/lib/data/reference';
import { decodeCursor, encodeCursor } from '../cursor';
import { defineEndpoint, json, type ApiContext } from '../endpoint';
import { badCursor, fromRefusal, notFound, problem, type ApiProblem, type LineProblem } from '../errors';
import { apiLocale } from '../present';
import {
  CreateLearnedTermsRequestSchema,
  ImportLearnedTermsQuerySchema,
  LearnedTermListSchema,
  LearnedTermPatchRequestSchema,
  LearnedTermRemovedSchema,
  LearnedTermResponseSchema,
  LearnedTermsImportedSchema,
  LearnedTermsWriteResultSchema,
  LearnedTermWrittenSchema,
  ListLearnedTermsQuerySchema,
} from '../schemas/learned-terms';
import { IdParamsSchema } from './jobs';

/*
 * Learned terms over REST (decision 0011). They are review's decisions, so they go with the job
 * scopes: jobs:read to read them, jobs:write (as an owner or reviewer) to change them. Reference IDs
 * are checked against the release the key's workspace converts against now. Refusals are said in
 * the caller's Accept-Language (each refused line too); codes stay as they are.
 */

/** A CSV import's body: 100,000 terms of a few dozen characters fit well below this. */
const MAX_CSV_BYTES = 16 * 1024 * 1024;

function presentTerm(t: WorkspaceLearnedTerm) {
  return {
    id: t.id,
    field: t.field,
    term: t.term,
    referenceId: t.referenceId,
    referenceName: t.referenceName,
    language: t.language,
    origin: t.origin,
    jobId: t.conversionId,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt?.toISOString() ?? null,
    useCount: t.useCount,
    lastUsedAt: t.lastUsedAt?.toISOString() ?? null,
  };
}

/** The key's workspace's current reference, loaded outside any transaction (see referenceOfPin). */
async function currentReference(ctx: ApiContext): Promise<ImportReference | ApiProblem> {
  const pin = await searchPin(ctx.claims, ctx.key.workspaceId, undefined, ctx.runtime.db);
  if (!pin) return notFound('workspace');
  const pinned = await sharedPinnedReference(ctx.runtime.db)(pin);
  if (!pinned.ok) return problem('unavailable', findingMessage(pinned.error, apiLocale(ctx)));
  return { pin, set: pinned.loaded.reference };
}

const isProblem = (value: object): value is ApiProblem => 'ok' in value && value.ok === false;

/** A term the key's creator can see, in the key's workspace only. */
async function termOfKey(ctx: ApiContext, id: string): Promise<WorkspaceLearnedTerm | null> {
  const term = await withUser(ctx.claims, (tx) => getLearnedTerm(tx, id), ctx.runtime.db);
  return term && term.workspaceId === ctx.key.workspaceId ? term : null;
}

/** A text in the caller's language. */
const spoken = (ctx: ApiContext, said: Said): string => render(said, apiLocale(ctx));

/** A refusal in the caller's language when it has a text; English otherwise. */
const spokenRefusal = <R extends Refusal>(ctx: ApiContext, refusal: R): R => (refusal.said ? { ...refusal, message: spoken(ctx, refusal.said) } : refusal);

/** Each refused line in the caller's language, its code, parameters and place as they are. */
function spokenLines(locale: MessageLocale, problems: readonly (LineProblem & Parameters<typeof findingMessage>[0])[]): LineProblem[] {
  return problems.map((p) => ({ ...p, message: findingMessage(p, locale) }));
}

/** An import refused for its content names each line; other refusals as usual. */
function importProblem(ctx: ApiContext, refusal: ImportRefusal): ApiProblem {
  const said = spokenRefusal(ctx, refusal);
  if (refusal.problems) return problem('invalid_request', said.message, { problems: spokenLines(apiLocale(ctx), refusal.problems) });
  return fromRefusal(said, 'workspace');
}

export const listLearnedTermsEndpoint = defineEndpoint({
  operationId: 'listLearnedTerms',
  method: 'GET',
  path: '/learned-terms',
  summary: 'List learned terms',
  description:
    'The workspace\'s learned terms, newest first, a page at a time: each catalog value (per field), the reference entity it means, where it was decided and how many rows later jobs resolved with it. With format=csv, all of them as the learned-terms file (field,term,reference_id,language,note).',
  scope: 'jobs:read',
  action: 'read',
  rateClass: 'read',
  query: ListLearnedTermsQuerySchema,
  responses: [
    { status: 200, description: 'A page of terms.', schema: LearnedTermListSchema },
    { status: 200, description: 'With format=csv: every term as a CSV file.', contentType: 'text/csv' },
  ],
  errors: [],
  async handle(ctx, { query }) {
    const workspaceId = ctx.key.workspaceId;
    if (query.format === 'csv') {
      const terms = await withUser(ctx.claims, (tx) => learnedTermsForConversion(tx, workspaceId), ctx.runtime.db);
      return {
        ok: true,
        status: 200,
        stream: new Blob([formatLearnedTermsCsv(terms)]).stream(),
        headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="learned-terms.csv"' },
      };
    }
    const afterId = query.cursor === undefined ? undefined : decodeCursor('learned-terms', query.cursor);
    if (afterId === null || typeof afterId === 'number') return badCursor();
    const page = await withUser(
      ctx.claims,
      (tx) =>
        listLearnedTerms(tx, workspaceId, {
          ...(query.field ? { field: query.field } : {}),
          ...(query.search ? { search: query.search } : {}),
          ...(afterId ? { afterId } : {}),
          limit: query.limit ?? 50,
        }),
      ctx.runtime.db,
    );
    return json({ terms: page.terms.map(presentTerm), nextCursor: page.nextAfterId ? encodeCursor('learned-terms', page.nextAfterId) : null });
  },
});

export const createLearnedTerms = defineEndpoint({
  operationId: 'createLearnedTerms',
  method: 'POST',
  path: '/learned-terms',
  summary: 'Learn one term, or many',
  description:
    'One term ({field, term, referenceId, language}): learned, or — when the field already has the term, compared case, spacing and accents aside — changed to mean this (201 or 200). Many ({terms: [...], replace}): imported as one act, all or none; every term is checked first and the refusal lists each one that stopped it (error.problems). Reference IDs must exist in the reference the workspace converts against. Later jobs of the workspace apply the terms.',
  scope: 'jobs:write',
  action: 'review',
  rateClass: 'write',
  body: { kind: 'json', schema: CreateLearnedTermsRequestSchema, maxBytes: 16 * 1024 * 1024 },
  responses: [
    { status: 201, description: 'One term, learned.', schema: LearnedTermWrittenSchema },
    { status: 200, description: 'One term the workspace had, now meaning this; or many, imported.', schema: LearnedTermsWriteResultSchema },
  ],
  errors: ['not_allowed', 'conflict', 'unavailable'],
  async handle(ctx, { body }) {
    const workspaceId = ctx.key.workspaceId;
    const reference = await currentReference(ctx);
    if (isProblem(reference)) return reference;
    if ('terms' in body) {
      const terms: LearnedTerm[] = body.terms.map((t, i) => ({ id: `api:${i + 1}`, field: t.field, term: t.term, referenceId: t.referenceId, language: t.language ?? null }));
      const imported = await withUser(
        ctx.claims,
        (tx) => importLearnedTerms(tx, workspaceId, terms, { replace: body.replace ?? false, origin: 'api', reference }),
        ctx.runtime.db,
      );
      if (!imported.ok) return importProblem(ctx, imported);
      return json({ imported: imported.counts });
    }
    const referenceName = learnedValueName(body.field, body.referenceId, reference.set);
    if (referenceName === null) {
      const advice = say('learnedTerms.advice.lookUp', { route: 'GET /jobs/{id}/review' });
      return problem('invalid_request', spoken(ctx, notInWorkspaceReference(body.field, body.referenceId, advice)));
    }
    const written = await withUser(
      ctx.claims,
      async (tx) => {
        const recorded = await recordLearnedTerm(tx, { workspaceId, field: body.field, term: body.term, referenceId: body.referenceId, referenceName, language: body.language ?? null, origin: 'api' });
        if (!recorded.ok) return recorded;
        const term = await getLearnedTerm(tx, recorded.id);
        return term ? { ok: true as const, term, created: recorded.created } : { ok: false as const, code: 'not_found' as const, message: 'The term vanished after it was written.' };
      },
      ctx.runtime.db,
    );
    if (!written.ok) return fromRefusal(written, 'workspace');
    return json({ term: presentTerm(written.term), created: written.created }, written.created ? 201 : 200);
  },
});

export const importLearnedTermsCsv = defineEndpoint({
  operationId: 'importLearnedTermsCsv',
  method: 'POST',
  path: '/learned-terms/import',
  summary: 'Import a learned-terms CSV file',
  description:
    'The file Settings → Learned terms exports (header field,term,reference_id,language,note; UTF-8, comma, RFC 4180 quoting) as the request body, up to 16 MB. The whole file is checked — every line, and each reference ID against the reference the workspace converts against — and refused as a whole with every problem by line and column (error.problems); otherwise it is imported as one act. With replace=true the workspace\'s terms the file does not list are removed.',
  scope: 'jobs:write',
  action: 'review',
  rateClass: 'write',
  query: ImportLearnedTermsQuerySchema,
  body: { kind: 'binary', description: 'The CSV file\'s bytes (UTF-8), as they are.', contentType: 'text/csv' },
  responses: [{ status: 200, description: 'Imported.', schema: LearnedTermsImportedSchema }],
  errors: ['not_allowed', 'conflict', 'body_too_large', 'unavailable'],
  async handle(ctx, { query }) {
    const bytes = await readCappedBytes(ctx.request, MAX_CSV_BYTES);
    if (bytes === null) return problem('body_too_large', spoken(ctx, say('learnedTerms.fileTooLarge', { mb: String(MAX_CSV_BYTES / 1024 / 1024) })));
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      return problem('invalid_request', spoken(ctx, say('learnedTerms.notUtf8')));
    }
    const parsed = parseLearnedTermsCsv(text);
    if (!parsed.ok) return problem('invalid_request', spoken(ctx, say('learnedTerms.fileRefused')), { problems: spokenLines(apiLocale(ctx), parsed.errors) });
    const reference = await currentReference(ctx);
    if (isProblem(reference)) return reference;
    const imported = await withUser(
      ctx.claims,
      (tx) => importLearnedTerms(tx, ctx.key.workspaceId, parsed.terms, { replace: query.replace === 'true', origin: 'import', reference }),
      ctx.runtime.db,
    );
    if (!imported.ok) return importProblem(ctx, imported);
    return json({ imported: imported.counts });
  },
});

export const updateLearnedTermById = defineEndpoint({
  operationId: 'updateLearnedTerm',
  method: 'PATCH',
  path: '/learned-terms/{id}',
  summary: 'Change what a learned term means',
  description:
    'A new reference ID (checked against the reference the workspace converts against, its name kept with it) and/or language. Jobs made before keep what they used; later jobs apply the change.',
  scope: 'jobs:write',
  action: 'review',
  rateClass: 'write',
  params: IdParamsSchema,
  body: { kind: 'json', schema: LearnedTermPatchRequestSchema },
  responses: [{ status: 200, description: 'The term as it is now.', schema: LearnedTermResponseSchema }],
  errors: ['not_found', 'not_allowed', 'unavailable'],
  async handle(ctx, { params, body }) {
    if (!(await termOfKey(ctx, params.id))) return notFound('learnedTerm');
    const reference = await currentReference(ctx);
    if (isProblem(reference)) return reference;
    const patch = { ...(body.referenceId !== undefined ? { referenceId: body.referenceId } : {}), ...(body.language !== undefined ? { language: body.language } : {}) };
    const updated = await withUser(ctx.claims, (tx) => updateLearnedTerm(tx, params.id, patch, { origin: 'api', reference: reference.set }), ctx.runtime.db);
    if (!updated.ok) return fromRefusal(spokenRefusal(ctx, updated), 'learnedTerm');
    return json({ term: presentTerm(updated.term) });
  },
});

export const deleteLearnedTermById = defineEndpoint({
  operationId: 'deleteLearnedTerm',
  method: 'DELETE',
  path: '/learned-terms/{id}',
  summary: 'Remove a learned term',
  description: 'Later jobs no longer apply it (their rows with the value wait for review again); jobs made before keep what they used.',
  scope: 'jobs:write',
  action: 'review',
  rateClass: 'write',
  params: IdParamsSchema,
  responses: [{ status: 200, description: 'The term as it was.', schema: LearnedTermRemovedSchema }],
  errors: ['not_found', 'not_allowed'],
  async handle(ctx, { params }) {
    if (!(await termOfKey(ctx, params.id))) return notFound('learnedTerm');
    const removed = await withUser(ctx.claims, (tx) => removeLearnedTerm(tx, params.id), ctx.runtime.db);
    if (!removed.ok) return fromRefusal(removed, 'learnedTerm');
    return json({ removed: presentTerm(removed.removed) });
  },
});
