'use client';

import { useLinkStatus } from 'next/link';
import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/i18n/navigation';

/** A spinner on the link just clicked while its page is on the way (record pages have no loading.tsx). */
function PendingMark() {
  const { pending } = useLinkStatus();
  const t = useTranslations('status');
  return pending ? (
    <svg role="status" aria-label={t('loading')} viewBox="0 0 24 24" className="ml-1.5 inline size-3.5 animate-spin align-[-2px]" fill="none">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-25" />
      <path d="M22 12a10 10 0 00-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  ) : null;
}

export type AppNavLink = { href: string; label: string };

/** The product's sections; the one the page belongs to is marked for screen readers and the eye. */
export function AppNav({ label, links }: { label: string; links: AppNavLink[] }) {
  const pathname = usePathname();
  return (
    // Wraps rather than scrolls: on a phone every section stays in sight.
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-1">
        {links.map((link) => {
          const section = link.href.split('/').slice(0, 2).join('/');
          const active = pathname === link.href || pathname.startsWith(`${section}/`) || pathname === section;
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={active ? 'page' : undefined}
                className={`block whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium ${
                  active ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100'
                }`}
              >
                {link.label}
                <PendingMark />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
