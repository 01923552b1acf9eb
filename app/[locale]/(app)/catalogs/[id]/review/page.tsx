import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { z } from 'zod';
import { viewFromSearchParams } from '@/components/review/view-choice';
import { ReviewFilters } from '@/components/review/review-filters';
import { ReviewQueue } from '@/components/review/review-queue';
import { ReviewViews } from '@/components/review/review-views';
import { ValueGroups } from '@/components/review/value-groups';
import { ShortcutList } from '@/components/review/shortcut-list';
import { Link } from '@/i18n/navigation';
import { PinnedRelease } from '@/components/catalogs/pinned-release';
import { withUser } from '@/lib/db';
import {
  VALUE_GROUPS_PAGE_SIZE,
  filterFromSearchParams,
  getConversion,
  heldValueOf,
  listValueGroups,
  loadQueueCounts,
  loadQueuePage,
  pinnedReferenceFor,
} from '@/lib/data/catalogs';
import { roleAllows } from '@/lib/data/workspaces';
import { getWorkspaceContext, roleIn } from '@/lib/auth';
import { decideMatchingRowsAction, decideReviewRowsAction, loadReviewRowsAction } from './actions';
import { decideValueAction, loadValueGroupsAction } from './value-actions';
import { Alert } from '@/components/ui/alert';

type Props = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'review' });
  return { title: t('metaTitle') };
}

/**
 * The review queue of one conversion (id = conversion id): by value (one decision per value that
 * held rows; the default while values wait and no row filter is set) or row by row, with filters.
 */
export default async function ReviewPage({ params, searchParams }: Props) {
  const { id: rawId } = await params;
  const locale = await pageLocale(params);
  setRequestLocale(locale);
  const id = z.guid().safeParse(rawId);
  if (!id.success) notFound();
  const context = await getWorkspaceContext();
  const query = await searchParams;
  const filter = filterFromSearchParams(query);
  const asked = viewFromSearchParams(query);
  const rowFilter = !!(filter.code || filter.outcome || filter.state || filter.value);
  // The release the conversion is pinned to, loaded between the user's transactions (see lib/data/catalogs/review-queue.ts).
  const pinned = await pinnedReferenceFor(context.claims, id.data);
  // Not visible under RLS: never confirm that another workspace's conversion exists.
  if (!pinned) notFound();
  if (!pinned.ok) throw new Error(pinned.error.message);
  const { reference, identity } = pinned;
  const data = await withUser(context.claims, async (tx) => {
    const conversion = await getConversion(tx, id.data, { withReport: false });
    if (!conversion) return null;
    const values = asked === 'rows' || (asked === null && rowFilter) ? null : await listValueGroups(tx, conversion.id, { limit: VALUE_GROUPS_PAGE_SIZE });
    const showValues = values !== null && (asked === 'values' || values.groups.length > 0);
    const view = showValues
      ? { kind: 'values' as const, values }
      : { kind: 'rows' as const, page: await loadQueuePage(tx, conversion, context.user.id, reference, filter, locale) };
    const counts = await loadQueueCounts(tx, conversion.id, filter);
    // The rows of one value: named as the catalog writes it.
    const held = filter.value ? (await listValueGroups(tx, conversion.id, { value: heldValueOf(filter.value), state: 'all' })).groups[0] : undefined;
    return { conversion, view, counts, held };
  });
  // Not visible under RLS: never confirm that another workspace's conversion exists.
  if (!data) notFound();
  const { conversion, view, counts, held } = data;
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
        <Alert tone="warning">
          {conversion.status === 'failed' ? t('notFinished.failed') : t('notFinished.running')}
        </Alert>
      )}
      {!mayReview && role && (
        <p className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-slate-700" data-testid="review-read-only">
          {t('readOnly', { role: tRoles(role) })}
        </p>
      )}

      <ReviewViews conversionId={conversion.id} view={view.kind} />

      {view.kind === 'values' ? (
        <ValueGroups
          conversionId={conversion.id}
          canDecide={mayReview && finished}
          initial={{ ...view.values, summary: counts.summary }}
          actions={{ decideValue: decideValueAction, loadValues: loadValueGroupsAction }}
        />
      ) : (
        <ReviewQueue
          key={JSON.stringify(filter)}
          conversionId={conversion.id}
          canDecide={mayReview && finished}
          filter={filter}
          initial={{ ...view.page, counts }}
          actions={{ decide: decideReviewRowsAction, decideMatching: decideMatchingRowsAction, load: loadReviewRowsAction }}
          filters={
            <ReviewFilters
              conversionId={conversion.id}
              filter={filter}
              codes={counts.summary.codes}
              held={filter.value ? { field: heldValueOf(filter.value).field, term: held?.term ?? heldValueOf(filter.value).key } : null}
            />
          }
        />
      )}

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
