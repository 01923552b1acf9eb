'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { LOCALE_COOKIE, routing } from '@/i18n/routing';
import { localizedPath, splitLocale } from '@/lib/site/locale-path';

interface Props {
  locale: string;
  label: string;
  /** Each locale's name, in its own language. */
  names: Record<string, string>;
}

/**
 * Switches language on the same page. The choice is stored in the NEXT_LOCALE cookie first (as
 * next-intl's own navigation does), so the proxy serves the new language and remembers it; the cookie
 * wins over Accept-Language on the next visit.
 */
export function LanguageSelect({ locale, label, names }: Props) {
  const pathname = usePathname();
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function choose(next: string) {
    document.cookie = `${LOCALE_COOKIE.name}=${next};path=/;max-age=${LOCALE_COOKIE.maxAge};sameSite=lax`;
    // Typed nullable since the app also has a pages/ folder (decision 0023); in the App Router it is always set.
    startTransition(() => router.replace(localizedPath(next, splitLocale(pathname ?? '/').path)));
  }

  return (
    <label className="flex items-center gap-1 text-sm text-slate-700">
      <span className="sr-only">{label}</span>
      <svg
        aria-hidden
        viewBox="0 0 24 24"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3a14 14 0 010 18M12 3a14 14 0 000 18" />
      </svg>
      <select
        value={locale}
        disabled={pending}
        onChange={(e) => choose(e.target.value)}
        className="min-h-11 rounded-md border border-slate-300 bg-white px-2 py-1"
      >
        {routing.locales.map((l) => (
          <option key={l} value={l} lang={l}>
            {names[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
