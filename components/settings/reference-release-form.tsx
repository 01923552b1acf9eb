'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import type { ReleaseOption } from '@/components/catalogs/release-options';
import { fieldErrorOf, type FormAction } from '@/lib/actions/result';
import { FormAlert } from './form-alert';
import { controlClass, Field } from '@/components/ui/field';

export type ChosenRelease = { releaseId: number | null; versionDate: string | null; source: string | null };

interface Props {
  action: FormAction<ChosenRelease>;
  workspaceId: string;
  options: ReleaseOption[];
  /** The option value in use now. */
  current: string;
}

/** The workspace's release for new conversions (owners); conversions made before keep theirs. */
export function ReferenceReleaseForm({ action, workspaceId, options, current }: Props) {
  const t = useTranslations('settings.reference');
  const tCatalogs = useTranslations('catalogs.reference');
  const tSettings = useTranslations('settings');
  const [state, formAction, pending] = useActionState(action, null);
  const error = fieldErrorOf(state, 'release');
  const label = (o: { releaseId: number | null; versionDate: string | null; source: string | null }) =>
    o.releaseId === null
      ? tCatalogs('optionDemo', { date: o.versionDate ?? '—' })
      : tCatalogs('optionRelease', { id: o.releaseId, date: o.versionDate ?? '—', source: o.source ?? '' });
  // The chosen release as the success sentence names it ("… use release 7 (2026-02-01).").
  const inSentence = (o: ChosenRelease) =>
    o.releaseId === null ? tCatalogs('targetDemo') : tCatalogs('targetRelease', { id: o.releaseId, date: o.versionDate ?? '—' });
  return (
    <form action={formAction} noValidate className="space-y-4">
      <input type="hidden" name="workspaceId" value={workspaceId} />
      {/* The refusal is said once, by the form's alert below; the select is only marked invalid. */}
      <Field label={t('choose')}>
        {(control) => (
          <select
            {...control}
            name="release"
            defaultValue={current}
            aria-invalid={error ? true : undefined}
            className={`${controlClass} max-w-xl`}
            data-testid="reference-release-select"
          >
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {label(o)}
                {o.shared && o.releaseId !== null ? ` ${tCatalogs('optionShared')}` : ''}
              </option>
            ))}
          </select>
        )}
      </Field>
      <FormAlert state={state} fields={[]} success={state?.ok ? t('saved', { release: inSentence(state.data) }) : undefined} />
      <button type="submit" disabled={pending} className="btn-primary min-h-11">
        {pending ? tSettings('saving') : tSettings('save')}
      </button>
    </form>
  );
}
