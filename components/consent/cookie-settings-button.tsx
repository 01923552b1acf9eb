'use client';

import { useTranslations } from 'next-intl';
import { OPEN_COOKIE_SETTINGS_EVENT } from '@/lib/consent';

/** Reopens the cookie settings from anywhere (the Cookies page, the footer). */
export function CookieSettingsButton({ className = 'btn-secondary min-h-11' }: { className?: string }) {
  const t = useTranslations('cookies');
  return (
    <button
      type="button"
      className={className}
      onClick={() => window.dispatchEvent(new CustomEvent(OPEN_COOKIE_SETTINGS_EVENT))}
    >
      {t('settings')}
    </button>
  );
}
