'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { ActionState } from '@/lib/actions';

/**
 * The words for a refused server action. Actions answer with message keys ("batch.errors.brand",
 * "workspace.notMember") or, when lib/jobs refused, with its sentence (English, already saying who
 * may); `unexpected` is validatedAction's word for a crash.
 */
export function useActionMessage(): (state: Exclude<ActionState<unknown>, null | { ok: true }>) => string {
  const t = useTranslations();
  return useCallback(
    (state) => {
      const key = state.formError ?? 'batch.errors.unexpected';
      if (key === 'unexpected') return t('batch.errors.unexpected');
      return t.has(key) ? t(key) : t('batch.errors.refused', { message: key });
    },
    [t],
  );
}
