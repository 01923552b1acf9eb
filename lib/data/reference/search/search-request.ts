import { createTranslator } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import { messageLocale, render, say } from '@/lib/catalog/messages';
import { withUser, type Db, type UserClaims } from '@/lib/db';
import { currentReferenceOf } from '../reference-releases';
import { getConversion } from '../../catalogs/conversions';
import type { ReferencePin } from '../reference-pin';
import { learnedTermsMatching } from '../learned-term-matches';
import { LEARNED_FIELD_OF, type LearnedHint } from './learned-hints';
import { matchReason, type PickerTexts } from './match-reason';
import { referenceOfPin } from './pinned-reference';
import type { ReferenceHit, ReferenceSearchQuery, ReferenceSearchResponse } from './types';

export interface SearchAnswer {
  status: 200 | 404 | 503;
  body: ReferenceSearchResponse;
}

/** The release to search and the learned terms that may match, read in one transaction under RLS. */
async function scopeOf(claims: UserClaims, workspaceId: string, query: ReferenceSearchQuery, db?: Db): Promise<{ pin: ReferencePin; learned: LearnedHint[] } | null> {
  return withUser(
    claims,
    async (tx) => {
      // A conversion's terms are its own workspace's, whichever workspace the user has open.
      const conversion = query.conversion ? await getConversion(tx, query.conversion, { withReport: false }) : null;
      if (query.conversion && !conversion) return null;
      const owner = conversion?.workspaceId ?? workspaceId;
      const pin = conversion ? conversion.reference : ((await currentReferenceOf(tx, workspaceId))?.pin ?? null);
      if (!pin) return null;
      const learned = query.q.trim() ? await learnedTermsMatching(tx, owner, LEARNED_FIELD_OF[query.kind], query.q) : [];
      return { pin, learned };
    },
    db,
  );
}

async function pickerTexts(locale: Locale): Promise<PickerTexts> {
  const messages = (await import(`../../../../messages/areas/review/${locale}.json`)).default as Record<string, unknown>;
  return createTranslator({ locale, messages, namespace: 'picker' as never }) as unknown as PickerTexts;
}

/**
 * One reference search as the route answers it: in the release the conversion is pinned to (else
 * the workspace's current one), with the workspace's learned terms, each hit's reason written in
 * `locale` (`why`) beside its code (`match.via`). The route only checks the session and the query.
 */
export async function answerReferenceSearch(claims: UserClaims, workspaceId: string, query: ReferenceSearchQuery, locale: Locale, db?: Db): Promise<SearchAnswer> {
  // The release is loaded after the transaction ends (see pinned-reference.ts).
  const scope = await scopeOf(claims, workspaceId, query, db);
  if (!scope) return { status: 404, body: { ok: false, code: 'not_found', message: render(say('refusal.notFound', { what: 'conversion' }), messageLocale(locale)) } };
  const pinned = await referenceOfPin(scope.pin, db);
  if (!pinned.ok) return { status: 503, body: { ok: false, code: 'unavailable', message: pinned.error.message } };
  const t = await pickerTexts(locale);
  const hits: ReferenceHit[] = pinned.index.search(query, scope.learned).map((hit) => (hit.match ? { ...hit, why: matchReason(hit.match, t, locale) } : hit));
  return { status: 200, body: { ok: true, kind: query.kind, hits, reference: pinned.identity } };
}
