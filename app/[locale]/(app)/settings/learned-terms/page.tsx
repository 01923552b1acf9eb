import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { LearnedTermsFilter } from '@/components/settings/learned-terms-filter';
import { LearnedTermsImportForm } from '@/components/settings/learned-terms-import-form';
import type { LearnedTermView } from '@/components/settings/learned-term-view';
import { LearnedTermsTable } from '@/components/settings/learned-terms-table';
import { catalogLanguages } from '@/components/settings/catalog-language-select';
import { ReadOnlyNote, SettingsSection } from '@/components/settings/settings-section';
import { getPathname, Link } from '@/i18n/navigation';
import { LEARNABLE_FIELDS } from '@/lib/catalog/normalize';
import { withUser } from '@/lib/db';
import { listLearnedTerms } from '@/lib/data/reference';
import { listMemberProfiles } from '@/lib/data/workspaces';
import { can, getWorkspaceContext } from '@/lib/auth';
import { importLearnedTermsAction, removeLearnedTermAction, updateLearnedTermAction } from '../actions';
import { learnedTermsQuery, MAX_IMPORT_BYTES } from './forms';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const PAGE = 100;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'settings.learnedTerms' });
  return { title: t('metaTitle') };
}

/**
 * Settings → Learned terms (decision 0011): what the workspace's review decisions taught it, applied
 * by its later conversions. Every member sees the list and may export it; owners and reviewers edit,
 * remove and import.
 */
export default async function LearnedTermsSettingsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  setRequestLocale(locale);
  const context = await getWorkspaceContext();
  const { workspace, role } = context;
  const t = await getTranslations('settings');
  const tRoles = await getTranslations('app.roles');
  const query = learnedTermsQuery.parse(await searchParams);
  const write = can(context, 'review');
  const { page, members } = await withUser(context.claims, async (tx) => ({
    page: await listLearnedTerms(tx, workspace.id, { field: query.field, search: query.q, afterId: query.after, limit: PAGE }),
    members: await listMemberProfiles(tx, workspace.id),
  }));
  const names = new Map(members.map((m) => [m.userId, m.username ?? m.email ?? null]));
  const languages = catalogLanguages(locale);
  const terms: LearnedTermView[] = page.terms.map((term) => {
    const by = term.updatedBy ?? term.createdBy;
    return {
      id: term.id,
      field: term.field,
      term: term.term,
      referenceId: term.referenceId,
      referenceName: term.referenceName,
      language: term.language,
      origin: term.origin,
      conversionId: term.conversionId,
      by: by ? (names.get(by) ?? null) : null,
      at: term.updatedAt ?? term.createdAt,
      useCount: term.useCount,
      lastUsedAt: term.lastUsedAt,
    };
  });
  const filtered = query.field !== undefined || Boolean(query.q);
  const nextQuery = { ...(query.field ? { field: query.field } : {}), ...(query.q ? { q: query.q } : {}) };

  return (
    <>
      <h2 className="text-2xl font-semibold text-ink">{t('learnedTerms.title')}</h2>
      <p className="text-slate-600">{t('learnedTerms.intro')}</p>
      {!write && <ReadOnlyNote>{t('learnedTerms.readOnly', { workspace: workspace.name, role: tRoles(role) })}</ReadOnlyNote>}
      <SettingsSection id="learned-terms-list" title={t('learnedTerms.listTitle', { workspace: workspace.name })}>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <LearnedTermsFilter fields={LEARNABLE_FIELDS} field={query.field} q={query.q} />
          {/* A download, not a page: a plain link so the browser saves the file. */}
          <a href={getPathname({ href: '/settings/learned-terms/export', locale })} download className="btn-secondary min-h-11">
            {t('learnedTerms.export')}
          </a>
        </div>
        <LearnedTermsTable
          workspaceId={workspace.id}
          terms={terms}
          languages={languages}
          emptyText={filtered ? t('learnedTerms.noMatches') : t('learnedTerms.empty')}
          {...(write ? { write: { update: updateLearnedTermAction, remove: removeLearnedTermAction } } : {})}
        />
        {(query.after || page.nextAfterId) && (
          <nav aria-label={t('learnedTerms.pages')} className="flex gap-3">
            {query.after && (
              <Link href={{ pathname: '/settings/learned-terms', query: nextQuery }} className="btn-secondary min-h-11">
                {t('learnedTerms.firstPage')}
              </Link>
            )}
            {page.nextAfterId && (
              <Link href={{ pathname: '/settings/learned-terms', query: { ...nextQuery, after: page.nextAfterId } }} className="btn-secondary min-h-11">
                {t('learnedTerms.nextPage')}
              </Link>
            )}
          </nav>
        )}
      </SettingsSection>
      {write && (
        <SettingsSection id="learned-terms-import" title={t('learnedTerms.import.title')} intro={t('learnedTerms.import.intro')}>
          <LearnedTermsImportForm workspaceId={workspace.id} action={importLearnedTermsAction} maxBytes={MAX_IMPORT_BYTES} />
        </SettingsSection>
      )}
    </>
  );
}
