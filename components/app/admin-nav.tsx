'use client';

import { Link, usePathname } from '@/i18n/navigation';

/** The platform team's pages, side by side; the one shown is marked (exact match: they share /admin). */
export function AdminNav({ label, links }: { label: string; links: { href: string; label: string }[] }) {
  const pathname = usePathname();
  return (
    <nav aria-label={label} className="overflow-x-auto border-b border-slate-200">
      <ul className="flex gap-1">
        {links.map((link) => {
          const active = pathname === link.href;
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={active ? 'page' : undefined}
                className={`-mb-px block border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap ${
                  active ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-700 hover:text-ink'
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
