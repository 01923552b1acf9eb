'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';

/**
 * The words for a server action's error: actions answer with message keys
 * ("catalogs.form.errors.brand") or, when lib/jobs refused, with its English sentence (which already
 * says who may); `unexpected` is validatedAction's word for a crash.
 */
export function useActionText(): (keyOrMessage: string | undefined) => string {
  const t = useTranslations();
  return useCallback(
    (keyOrMessage) => {
      if (!keyOrMessage || keyOrMessage === 'unexpected') return t('catalogs.errors.unexpected');
      return t.has(keyOrMessage) ? t(keyOrMessage) : t('catalogs.errors.refused', { message: keyOrMessage });
    },
    [t],
  );
}
