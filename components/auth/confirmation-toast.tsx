'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';

/** After an email-confirmation link: the spec's success toast (welcome text for sign-up links). */
export function ConfirmationToast({ type }: { type: string | undefined }) {
  const t = useTranslations('toasts');
  const shown = useRef(false);
  useEffect(() => {
    if (!type || shown.current) return;
    shown.current = true;
    toast.success(['signup', 'email', 'email_change'].includes(type) ? t('welcome') : t('emailConfirmed'));
  }, [type, t]);
  return null;
}
