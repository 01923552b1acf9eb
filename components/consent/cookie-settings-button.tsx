'use client';

import { OPEN_COOKIE_SETTINGS_EVENT } from '@/lib/consent';

/** Reopens the cookie settings from anywhere (the Cookies page, the footer). */
export function CookieSettingsButton({
  label,
  className = 'btn-secondary min-h-11',
}: {
  label: string;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => window.dispatchEvent(new CustomEvent(OPEN_COOKIE_SETTINGS_EVENT))}
    >
      {label}
    </button>
  );
}
