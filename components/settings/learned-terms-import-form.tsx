'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useState } from 'react';
import type { ActionResult } from '@/lib/actions/result';
import { FormAlert } from './form-alert';
import { Alert } from '@/components/ui/alert';
import { Choice, Field } from '@/components/ui/field';
import { knownKey } from '@/i18n/message-keys';

/**
 * A problem with one line of the file, as the server names it. With `params` the server said it as a
 * catalogue text and rendered `message` in the page's language, where included.
 */
export type ImportProblem = { line: number; column?: string; code: string; message: string; params?: Record<string, unknown> };
type Counts = { count: number; added: number; changed: number; unchanged: number; removed: number; replace: boolean };
export type ImportState = (ActionResult<{ counts: Counts }> & { problems?: ImportProblem[] }) | null;

interface Props {
  workspaceId: string;
  action: (state: ImportState, form: FormData) => Promise<ImportState>;
  /** Files above this are refused before sending (the server refuses them too). */
  maxBytes: number;
}

/**
 * Problem codes the page explains in the reader's language when the server sent only English (no
 * `params`); others are shown as the server wrote them.
 */
const EXPLAINED = new Set([
  'CSV_EMPTY',
  'CSV_QUOTE',
  'LINE_TOO_LONG',
  'HEADER_COLUMN_UNKNOWN',
  'HEADER_COLUMN_DUPLICATE',
  'HEADER_COLUMN_MISSING',
  'TOO_MANY_TERMS',
  'CSV_CELL_COUNT',
  'FIELD_UNKNOWN',
  'FIELD_EMPTY',
  'TERM_EMPTY',
  'TERM_TOO_LONG',
  'TERM_CONTROL_CHARACTER',
  'TERM_NO_LETTERS',
  'TERM_INVALID',
  'TERM_CONFLICT',
  'REFERENCE_ID_INVALID',
  'REFERENCE_ID_UNKNOWN',
  'LANGUAGE_UNKNOWN',
  'NOTE_TOO_LONG',
  'TOO_MANY_ERRORS',
  'TOO_MANY_PROBLEMS',
]);

/**
 * Imports a learned-terms CSV file (header field,term,reference_id,language,note). The whole file
 * is checked; any problem refuses it and each is listed by line and column, so it can be fixed in a
 * spreadsheet and sent again.
 */
export function LearnedTermsImportForm({ workspaceId, action, maxBytes }: Props) {
  const t = useTranslations('settings.learnedTerms.import');
  /** The page's own words for a problem it can explain (the rest as the server said it). */
  const explained = (code: string) => {
    const key = `problems.${code}`;
    return EXPLAINED.has(code) && knownKey(t, key) ? t(key) : undefined;
  };
  const [tooLarge, setTooLarge] = useState(false);
  const [state, formAction, pending] = useActionState(action, null);
  const problems = state && !state.ok ? (state.problems ?? []) : [];

  return (
    <form action={formAction} className="space-y-4">
      <input type="hidden" name="workspaceId" value={workspaceId} />
      <Field label={t('file')} hint={t('fileHint')}>
        {(control) => (
          <input
            {...control}
            name="file"
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => setTooLarge((e.target.files?.[0]?.size ?? 0) > maxBytes)}
            className="block min-h-11 w-full text-sm"
          />
        )}
      </Field>
      <Choice type="checkbox" name="replace" label={t('replace')} />
      {tooLarge && (
        <Alert tone="error">
          {t('tooLarge')}
        </Alert>
      )}
      <button type="submit" disabled={pending || tooLarge} className="btn-primary min-h-11">
        {pending ? t('busy') : t('submit')}
      </button>
      <FormAlert state={state} fields={[]} />
      {problems.length > 0 && (
        <div className="rounded-lg border border-red-200 bg-white p-3">
          <h4 className="text-sm font-semibold text-red-900">{t('problemsTitle', { count: problems.length })}</h4>
          <ul className="mt-2 space-y-1 text-sm text-red-900">
            {problems.map((p, i) => (
              <li key={`${p.line}-${p.column ?? ''}-${i}`} data-line={p.line} data-code={p.code}>
                {p.params !== undefined ? (
                  p.message
                ) : (
                  <>
                    <span className="font-semibold">{p.column ? t('where', { line: p.line, column: p.column }) : t('whereLine', { line: p.line })}</span>{' '}
                    {explained(p.code) ?? p.message}
                  </>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {state?.ok && (
        <Alert tone="success">
          {t('done', { count: state.data.counts.count, added: state.data.counts.added, changed: state.data.counts.changed, unchanged: state.data.counts.unchanged })}
          {state.data.counts.replace && ` ${t('doneRemoved', { removed: state.data.counts.removed })}`}
        </Alert>
      )}
    </form>
  );
}
