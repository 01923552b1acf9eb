'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useEffect, useId } from 'react';
import { useRouter } from '@/i18n/navigation';
import { fieldErrorOf, formErrorOf, type ActionState } from '@/lib/actions/result';
import { BrandField, type BrandOption } from './brand-field';
import { ThresholdField } from './threshold-field';
import { useActionText } from '@/components/ui/use-action-text';
import { Alert } from '@/components/ui/alert';

export type StartConversionsAction = (state: ActionState<{ conversionIds: string[] }>, formData: FormData) => Promise<ActionState<{ conversionIds: string[] }>>;

interface Props {
  action: StartConversionsAction;
  workspaceId: string;
  /** `<uploadId>:<auto|mappingId>` for each file to convert. */
  files: string[];
  /** The sender identity's brands, offered as a picker beside a typed code. */
  brands: BrandOption[];
  defaultBrand: string;
  defaultThreshold: number;
}

/**
 * Brand (picked from the sender identity's brands or typed) and accept threshold for the files above; starts their conversions, then opens the
 * conversion (one file) or the list (several).
 */
export function StartConversionForm({ action, workspaceId, files, brands, defaultBrand, defaultThreshold }: Props) {
  const t = useTranslations('catalogs.form');
  const text = useActionText();
  const router = useRouter();
  const formId = useId();
  const [state, formAction, pending] = useActionState(action, null);

  useEffect(() => {
    if (!state?.ok) return;
    const ids = state.data.conversionIds;
    router.push(ids.length === 1 ? `/catalogs/${ids[0]}` : '/catalogs');
  }, [state, router]);

  const fieldError = (name: string) => fieldErrorOf(state, name);
  const formError = formErrorOf(state, ['brand', 'acceptThreshold']);

  return (
    <form action={formAction} className="rounded-xl border border-slate-200 bg-white p-5" aria-labelledby={`${formId}-heading`}>
      <h2 id={`${formId}-heading`} className="text-lg font-semibold text-ink">
        {t('heading')}
      </h2>
      <input type="hidden" name="workspaceId" value={workspaceId} />
      {files.map((f) => (
        <input key={f} type="hidden" name="files" value={f} />
      ))}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <BrandField brands={brands} defaultBrand={defaultBrand} error={fieldError('brand') ? text(fieldError('brand')) : undefined} />
        <ThresholdField label={t('threshold')} hint={t('thresholdHint')} error={fieldError('acceptThreshold') ? text(fieldError('acceptThreshold')) : undefined} defaultThreshold={defaultThreshold} required />
      </div>
      {formError && (
        <Alert tone="error" inline className="mt-4">
          {text(formError)}
        </Alert>
      )}
      <div className="mt-5 flex flex-wrap items-center gap-4">
        <button type="submit" disabled={pending || files.length === 0} className="btn-primary min-h-11">
          {pending ? t('starting') : t('start')}
        </button>
        <p className="text-sm text-slate-600" data-testid="files-chosen">
          {t('chosen', { count: files.length })}
        </p>
      </div>
    </form>
  );
}
