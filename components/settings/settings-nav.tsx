'use client';

import { Link, usePathname } from '@/i18n/navigation';

/** The settings sections; unlike the main navigation, only the exact page is the current one. */
export function SettingsNav({ label, links }: { label: string; links: { href: string; label: string }[] }) {
  const pathname = usePathname();
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-1 lg:flex-col">
        {links.map((link) => {
          const current = pathname === link.href;
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={current ? 'page' : undefined}
                className={`flex min-h-11 items-center whitespace-nowrap rounded-md px-3 text-sm font-medium ${
                  current ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100'
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
