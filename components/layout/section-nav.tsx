'use client';

import { Link, usePathname } from '@/i18n/navigation';

export type SectionNavLink = { href: string; label: string };

/**
 * The pages of one section side by side as tabs (insights: Evidence · Compliance · Security; the
 * platform team's Accounts · Inquiries), the open one marked for the eye and screen readers, also
 * on the pages below it.
 */
export function SectionNav({ label, links }: { label: string; links: SectionNavLink[] }) {
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
