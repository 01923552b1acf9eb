import { messageLocale } from '@/lib/catalog/messages';
import { answerReferenceSearch } from '@/lib/data/reference';
import { guardPartnerAccess, referenceKindSource } from '@/lib/data/partner-access';
import { say } from '@/lib/catalog/messages';
import { defineEndpoint, json } from '../endpoint';
import { notFound, problem } from '../errors';
import { ReferenceSearchQuerySchema, ReferenceSearchResultSchema } from '../schemas/reference-search';
import { jobOfKey } from './records';

export const searchReference = defineEndpoint({
  operationId: 'searchReference',
  method: 'GET',
  path: '/reference/search',
  summary: 'Search the reference data',
  description:
    'Makes, a make\'s models (with their years and base vehicles), part types and positions of the workspace\'s current reference release, or of the release a job is pinned to — the search the review screen\'s override picker runs. Finds entries by their names and by the names catalogs use in en, de, fr, es and it (`Bremsscheibe`, `plaquettes de frein`, `vorne links`), by the workspace\'s learned terms and by ID; a hit found by another name says how (`match`) and why, in the Accept-Language\'s language (`why`). At most 50 hits.',
  scope: 'jobs:read',
  action: 'read',
  rateClass: 'read',
  query: ReferenceSearchQuerySchema,
  responses: [{ status: 200, description: 'The hits, best first.', schema: ReferenceSearchResultSchema }],
  errors: ['not_found', 'not_allowed', 'unavailable'],
  async handle(ctx, { query }) {
    const { job, ...rest } = query;
    if (job && !(await jobOfKey(ctx, job))) return notFound('job');
    // Partner data leaves the product here (spec §6; off unless PARTSMITH_PARTNER_DATA_CHECK is on).
    const verdict = await guardPartnerAccess({ operation: 'api.reference.search', dataSource: referenceKindSource(query.kind), involvesAi: false, userId: ctx.claims.sub }, { db: ctx.runtime.db });
    if (!verdict.allowed) return problem('not_allowed', say('refusal.partnerData', { reason: verdict.reason }));
    const locale = messageLocale(ctx.request.headers.get('accept-language'));
    const answer = await answerReferenceSearch(ctx.claims, ctx.key.workspaceId, { ...rest, ...(job ? { conversion: job } : {}) }, locale, ctx.runtime.db);
    if (!answer.body.ok) return answer.status === 404 ? notFound(job ? 'job' : 'workspace') : problem('unavailable', answer.body.message);
    const { kind, hits, reference } = answer.body;
    return json({ kind, hits, reference: { source: reference.source, versionDate: reference.versionDate, demo: reference.demo, releaseId: reference.releaseId ?? null } });
  },
});
