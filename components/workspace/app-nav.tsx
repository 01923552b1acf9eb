'use client';

import { Link, usePathname } from '@/i18n/navigation';

export type AppNavLink = { href: string; label: string };

/** The product's sections; the one the page belongs to is marked for screen readers and the eye. */
export function AppNav({ label, links }: { label: string; links: AppNavLink[] }) {
  const pathname = usePathname();
  return (
    <nav aria-label={label} className="overflow-x-auto">
      <ul className="flex gap-1">
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
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
