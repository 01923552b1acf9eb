'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { Fragment, useState } from 'react';
import { Link } from '@/i18n/navigation';
import type { LearnableField } from '@/lib/catalog/normalize/learned-terms';
import type { FormAction } from '@/lib/actions/result';
import { LearnedTermEditForm } from './learned-terms-edit-form';
import { LearnedTermRemove } from './learned-terms-remove';

/** One learned term as the list shows it (the page resolves who from the member list). */
export type LearnedTermView = {
  id: string;
  field: LearnableField;
  term: string;
  referenceId: number;
  referenceName: string | null;
  language: string | null;
  origin: 'review' | 'import' | 'api' | 'settings';
  conversionId: string | null;
  /** Who decided it last: a member's name, or null for the system or a former member. */
  by: string | null;
  /** When it was decided last. */
  at: Date;
  useCount: number;
  lastUsedAt: Date | null;
};

export interface LearnedTermsWrite {
  update: FormAction<{ term: string; referenceId: number; referenceName: string | null }>;
  remove: FormAction<{ term: string }>;
}

interface Props {
  workspaceId: string;
  terms: LearnedTermView[];
  /** The languages a term may name, with their names in the reader's language. */
  languages: { code: string; label: string }[];
  /** Absent: the reader may not change terms (viewers, operators). */
  write?: LearnedTermsWrite;
  /** Said instead of the table when there are no terms (none yet, or none match the filter). */
  emptyText: string;
}

/** The workspace's learned terms: what each catalog value means, where it was decided, how often it was used. */
export function LearnedTermsTable({ workspaceId, terms, languages, write, emptyText }: Props) {
  const t = useTranslations('settings.learnedTerms');
  const format = useFormatter();
  const [editing, setEditing] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const date = (value: Date) => format.dateTime(value, { dateStyle: 'medium', timeStyle: 'short' });
  const languageName = (code: string | null) =>
    code ? (languages.find((l) => l.code === code)?.label ?? code) : '—';
  const columns = write ? 11 : 10;

  // The announcement stays when the last term goes: the list refreshes to empty under it.
  return (
    <div className="space-y-3">
      <p
        role="status"
        aria-live="polite"
        className={
          announcement
            ? 'rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900'
            : 'sr-only'
        }
      >
        {announcement}
      </p>
      {terms.length === 0 ? (
        <p className="text-slate-600">{emptyText}</p>
      ) : (
        <div className="relative overflow-x-auto rounded-xl border border-slate-200">
          <table className="w-full bg-white text-left text-sm">
            <caption className="sr-only">{t('caption')}</caption>
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="p-3">
                  {t('columns.field')}
                </th>
                <th scope="col" className="p-3">
                  {t('columns.term')}
                </th>
                <th scope="col" className="p-3">
                  {t('columns.meaning')}
                </th>
                <th scope="col" className="p-3">
                  {t('columns.language')}
                </th>
                <th scope="col" className="p-3">
                  {t('columns.origin')}
                </th>
                <th scope="col" className="p-3">
                  {t('columns.conversion')}
                </th>
                <th scope="col" className="p-3">
                  {t('columns.by')}
                </th>
                <th scope="col" className="p-3">
                  {t('columns.at')}
                </th>
                <th scope="col" className="p-3 text-right">
                  {t('columns.uses')}
                </th>
                <th scope="col" className="p-3">
                  {t('columns.lastUsed')}
                </th>
                {write && (
                  <th scope="col" className="p-3">
                    <span className="sr-only">{t('columns.actions')}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {terms.map((term) => (
                <Fragment key={term.id}>
                  <tr className="align-top" data-term-id={term.id}>
                    <td className="p-3 whitespace-nowrap">{t(`fields.${term.field}`)}</td>
                    <th scope="row" className="p-3 font-medium text-ink break-words">
                      {term.term}
                    </th>
                    <td className="p-3">
                      {term.field === 'qty' ? (
                        term.referenceId
                      ) : (
                        <>
                          {term.referenceName ?? t('unnamed')} <span className="font-mono text-xs text-slate-600">#{term.referenceId}</span>
                        </>
                      )}
                    </td>
                    <td className="p-3 whitespace-nowrap">{languageName(term.language)}</td>
                    <td className="p-3 whitespace-nowrap">{t(`origins.${term.origin}`)}</td>
                    <td className="p-3 whitespace-nowrap">
                      {term.conversionId ? (
                        <Link
                          href={`/catalogs/${term.conversionId}`}
                          className="text-brand-700 underline underline-offset-2"
                        >
                          {t('openConversion')}
                        </Link>
                      ) : (
                        '—'
                      )}
                    </td>
                    <td className="p-3">{term.by ?? t('unknownPerson')}</td>
                    <td className="p-3 whitespace-nowrap">{date(term.at)}</td>
                    <td className="p-3 text-right tabular-nums">{format.number(term.useCount)}</td>
                    <td className="p-3 whitespace-nowrap">
                      {term.lastUsedAt ? date(term.lastUsedAt) : t('neverUsed')}
                    </td>
                    {write && (
                      <td className="p-3">
                        <div className="flex flex-wrap gap-2">
                          <button
                            type="button"
                            className="btn-secondary min-h-11"
                            aria-expanded={editing === term.id}
                            aria-label={t('editTerm', { term: term.term })}
                            onClick={() => setEditing(editing === term.id ? null : term.id)}
                          >
                            {t('edit')}
                          </button>
                          <LearnedTermRemove
                            workspaceId={workspaceId}
                            termId={term.id}
                            term={term.term}
                            action={write.remove}
                            onRemoved={() => setAnnouncement(t('removed', { term: term.term }))}
                          />
                        </div>
                      </td>
                    )}
                  </tr>
                  {write && editing === term.id && (
                    <tr>
                      <td colSpan={columns} className="bg-slate-50 p-4">
                        <LearnedTermEditForm
                          workspaceId={workspaceId}
                          term={term}
                          languages={languages}
                          action={write.update}
                          onDone={(saved) => {
                            setEditing(null);
                            if (saved)
                              setAnnouncement(
                                t('saved', {
                                  term: term.term,
                                  name: saved.referenceName ?? '',
                                  id: saved.referenceId,
                                }),
                              );
                          }}
                        />
                      </td>
                    </tr>
                  )}
                </Fragment>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
