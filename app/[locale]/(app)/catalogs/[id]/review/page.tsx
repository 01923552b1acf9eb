import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { z } from 'zod';
import { filterFromSearchParams } from '@/components/review/queue-filter';
import { ReviewFilters } from '@/components/review/review-filters';
import { ReviewQueue } from '@/components/review/review-queue';
import { ShortcutList } from '@/components/review/shortcut-list';
import { Link } from '@/i18n/navigation';
import { PinnedRelease } from '@/components/catalogs/pinned-release';
import { withUser } from '@/lib/db';
import { getConversion, roleAllows } from '@/lib/workspace-data';
import { getWorkspaceContext, roleIn } from '@/lib/workspace-session';
import { decideMatchingRowsAction, decideReviewRowsAction, loadReviewRowsAction } from './actions';
import { loadQueueCounts, loadQueuePage, pinnedReferenceFor } from './queue-data';

type Props = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'review' });
  return { title: t('metaTitle') };
}

/** The review queue of one conversion (id = conversion id): held rows, filters, decisions. */
export default async function ReviewPage({ params, searchParams }: Props) {
  const { locale, id: rawId } = await params;
  setRequestLocale(locale);
  const id = z.guid().safeParse(rawId);
  if (!id.success) notFound();
  const context = await getWorkspaceContext();
  const filter = filterFromSearchParams(await searchParams);
  // The release the conversion is pinned to, loaded between the user's transactions (see queue-data.ts).
  const pinned = await pinnedReferenceFor(context.claims, id.data);
  // Not visible under RLS: never confirm that another workspace's conversion exists.
  if (!pinned) notFound();
  if (!pinned.ok) throw new Error(pinned.error.message);
  const { reference, identity } = pinned;
  const data = await withUser(context.claims, async (tx) => {
    const conversion = await getConversion(tx, id.data);
    if (!conversion) return null;
    const page = await loadQueuePage(tx, conversion, context.user.id, reference, filter);
    const counts = await loadQueueCounts(tx, conversion.id, filter);
    return { conversion, page, counts };
  });
  // Not visible under RLS: never confirm that another workspace's conversion exists.
  if (!data) notFound();
  const { conversion, page, counts } = data;
  const role = roleIn(context, conversion.workspaceId);
  const mayReview = roleAllows(role, 'review');
  const finished = conversion.status === 'succeeded';
  const t = await getTranslations('review');
  const tRoles = await getTranslations('app.roles');

  return (
    <div className="space-y-6">
      <div>
        <Link href={`/catalogs/${conversion.id}`} className="text-sm text-brand-700 underline underline-offset-2">
          {t('back')}
        </Link>
        <h1 className="mt-2 text-3xl font-bold text-ink">{t('title')}</h1>
        <p className="mt-2 break-all text-slate-600">{t('subtitle', { file: conversion.fileName, brand: conversion.brand })}</p>
        <p className="mt-1 text-sm text-slate-600" data-testid="review-reference">
          {identity.demo ? t('referenceDemo', { date: identity.versionDate ?? '—' }) : t('reference', { source: identity.source, date: identity.versionDate ?? '—' })}{' '}
          <PinnedRelease pin={conversion.reference} />
        </p>
      </div>

      {!finished && (
        <p role="status" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900">
          {conversion.status === 'failed' ? t('notFinished.failed') : t('notFinished.running')}
        </p>
      )}
      {!mayReview && role && (
        <p className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-slate-700" data-testid="review-read-only">
          {t('readOnly', { role: tRoles(role) })}
        </p>
      )}

      <ReviewQueue
        key={JSON.stringify(filter)}
        conversionId={conversion.id}
        canDecide={mayReview && finished}
        filter={filter}
        initial={{ ...page, counts }}
        actions={{ decide: decideReviewRowsAction, decideMatching: decideMatchingRowsAction, load: loadReviewRowsAction }}
        filters={<ReviewFilters conversionId={conversion.id} filter={filter} codes={counts.summary.codes} />}
      />

      <section aria-labelledby="review-shortcuts-heading" className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="review-shortcuts-heading" className="text-lg font-semibold text-ink">
          {t('shortcuts.title')}
        </h2>
        <div className="mt-3">
          <ShortcutList canDecide={mayReview && finished} />
        </div>
      </section>
    </div>
  );
}
