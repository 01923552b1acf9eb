'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { Fragment, useState } from 'react';
import { Link } from '@/i18n/navigation';
import type { FormAction } from '@/lib/actions/result';
import { Alert } from '@/components/ui/alert';
import { Cell, ColumnHeader, Row, RowHeader, Table, TableBody, TableHead } from '@/components/ui/table';
import { LearnedTermEditForm } from './learned-terms-edit-form';
import { LearnedTermRemove } from './learned-terms-remove';
import type { LearnedTermView } from './learned-term-view';
import type { LanguageOption } from './catalog-language-select';

export interface LearnedTermsWrite {
  update: FormAction<{ term: string; referenceId: number; referenceName: string | null }>;
  remove: FormAction<{ term: string }>;
}

interface Props {
  workspaceId: string;
  terms: LearnedTermView[];
  /** The languages a term may name, with their names in the reader's language. */
  languages: LanguageOption[];
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
      <Alert tone="success" aria-live="polite">
        {announcement}
      </Alert>
      <Table caption={t('caption')} empty={terms.length === 0 && <p className="text-slate-600">{emptyText}</p>}>
        <TableHead>
          <ColumnHeader>{t('columns.field')}</ColumnHeader>
          <ColumnHeader>{t('columns.term')}</ColumnHeader>
          <ColumnHeader>{t('columns.meaning')}</ColumnHeader>
          <ColumnHeader>{t('columns.language')}</ColumnHeader>
          <ColumnHeader>{t('columns.origin')}</ColumnHeader>
          <ColumnHeader>{t('columns.conversion')}</ColumnHeader>
          <ColumnHeader>{t('columns.by')}</ColumnHeader>
          <ColumnHeader>{t('columns.at')}</ColumnHeader>
          <ColumnHeader numeric>{t('columns.uses')}</ColumnHeader>
          <ColumnHeader>{t('columns.lastUsed')}</ColumnHeader>
          {write && <ColumnHeader srOnly>{t('columns.actions')}</ColumnHeader>}
        </TableHead>
        <TableBody>
          {terms.map((term) => (
            <Fragment key={term.id}>
              <Row top data-term-id={term.id}>
                <Cell className="whitespace-nowrap">{t(`fields.${term.field}`)}</Cell>
                <RowHeader strong className="break-words text-ink">
                  {term.term}
                </RowHeader>
                <Cell>
                  {term.field === 'qty' ? (
                    term.referenceId
                  ) : (
                    <>
                      {term.referenceName ?? t('unnamed')} <span className="font-mono text-xs text-slate-600">#{term.referenceId}</span>
                    </>
                  )}
                </Cell>
                <Cell className="whitespace-nowrap">{languageName(term.language)}</Cell>
                <Cell className="whitespace-nowrap">{t(`origins.${term.origin}`)}</Cell>
                <Cell className="whitespace-nowrap">
                  {term.conversionId ? (
                    <Link href={`/catalogs/${term.conversionId}`} className="text-brand-700 underline underline-offset-2">
                      {t('openConversion')}
                    </Link>
                  ) : (
                    '—'
                  )}
                </Cell>
                <Cell>{term.by ?? t('unknownPerson')}</Cell>
                <Cell className="whitespace-nowrap">{date(term.at)}</Cell>
                <Cell numeric>{format.number(term.useCount)}</Cell>
                <Cell className="whitespace-nowrap">{term.lastUsedAt ? date(term.lastUsedAt) : t('neverUsed')}</Cell>
                {write && (
                  <Cell>
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
                  </Cell>
                )}
              </Row>
              {write && editing === term.id && (
                <Row>
                  <Cell colSpan={columns} className="bg-slate-50">
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
                  </Cell>
                </Row>
              )}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
