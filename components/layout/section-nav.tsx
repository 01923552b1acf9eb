'use client';

import { Link, usePathname } from '@/i18n/navigation';

export type InsightsNavLink = { href: string; label: string };

/** Evidence · Compliance · Security: the insights pages, the open one marked for the eye and screen readers. */
export function InsightsNav({ label, links }: { label: string; links: InsightsNavLink[] }) {
  const pathname = usePathname();
  return (
    <nav aria-label={label} className="mb-6 border-b border-slate-200">
      <ul className="-mb-px flex flex-wrap gap-1">
        {links.map((link) => {
          const active = pathname === link.href || pathname.startsWith(`${link.href}/`);
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={active ? 'page' : undefined}
                className={`flex min-h-11 items-center border-b-2 px-4 text-sm font-medium ${
                  active ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-700 hover:border-slate-300'
                }`}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
