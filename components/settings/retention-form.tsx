'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { fieldErrorOf } from '@/lib/actions/result';
import { FormAlert } from './form-alert';
import type { FormAction } from '@/lib/actions/result';
import { TextField } from './text-field';

/** The values as the form shows them: sizes in MB, "" for none. */
export type RetentionValues = { retentionDays: number; uploadLimitMb: string; workspaceQuotaMb: string; notificationEmail: string; exportConfirmationDays: number };

interface Props {
  action: FormAction<{ retentionDays: number }>;
  workspaceId: string;
  values: RetentionValues;
  defaults: { retentionDays: number; uploadLimitMb: string; exportConfirmationDays: number };
}

/** Retention period, upload limits, the notification e-mail and how long an export waits for confirmation (owners). */
export function RetentionForm({ action, workspaceId, values, defaults }: Props) {
  const t = useTranslations('settings.retention');
  const tSettings = useTranslations('settings');
  const [state, formAction, pending] = useActionState(action, null);
  return (
    <form action={formAction} noValidate className="space-y-5">
      <input type="hidden" name="workspaceId" value={workspaceId} />
      <TextField
        label={t('retentionDays')}
        name="retentionDays"
        type="number"
        inputMode="numeric"
        min={1}
        max={3650}
        step={1}
        required
        defaultValue={values.retentionDays}
        hint={t('retentionHint', { days: defaults.retentionDays })}
        error={fieldErrorOf(state, 'retentionDays')}
      />
      <TextField
        label={t('uploadLimit')}
        name="uploadLimitMb"
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        required
        defaultValue={values.uploadLimitMb}
        hint={t('uploadLimitHint', { limit: defaults.uploadLimitMb })}
        error={fieldErrorOf(state, 'uploadLimitMb')}
      />
      <TextField
        label={t('quota')}
        name="workspaceQuotaMb"
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        defaultValue={values.workspaceQuotaMb}
        hint={t('quotaHint')}
        error={fieldErrorOf(state, 'workspaceQuotaMb')}
      />
      <TextField
        label={t('notificationEmail')}
        name="notificationEmail"
        type="email"
        autoComplete="email"
        defaultValue={values.notificationEmail}
        hint={t('notificationEmailHint')}
        error={fieldErrorOf(state, 'notificationEmail')}
      />
      <TextField
        label={t('exportConfirmationDays')}
        name="exportConfirmationDays"
        type="number"
        inputMode="numeric"
        min={1}
        max={365}
        step={1}
        required
        defaultValue={values.exportConfirmationDays}
        hint={t('exportConfirmationHint', { days: defaults.exportConfirmationDays })}
        error={fieldErrorOf(state, 'exportConfirmationDays')}
      />
      <FormAlert
        state={state}
        fields={['retentionDays', 'uploadLimitMb', 'workspaceQuotaMb', 'notificationEmail', 'exportConfirmationDays']}
        success={state?.ok ? t('saved', { days: state.data.retentionDays }) : undefined}
      />
      <button type="submit" disabled={pending} className="btn-primary min-h-11">
        {pending ? tSettings('saving') : tSettings('save')}
      </button>
    </form>
  );
}
