'use client';

import { usePathname } from 'next/navigation';
import { useState, type ReactNode } from 'react';

interface NavLink {
  /** Already in the page's language (`/de/pricing`). */
  href: string;
  label: string;
}

interface Props {
  items: NavLink[];
  signIn: NavLink;
  scheduleCall: NavLink;
  /** The language menu, rendered on the server. */
  languageSwitcher: ReactNode;
  openLabel: string;
  closeLabel: string;
  navLabel: string;
}

export function MobileMenu({ items, signIn, scheduleCall, languageSwitcher, openLabel, closeLabel, navLabel }: Props) {
  const pathname = usePathname();
  // The menu remembers the page it was opened on, so navigating anywhere closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  return (
    <div className="xl:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? closeLabel : openLabel}
        onClick={() => setOpenOn(open ? null : pathname)}
        className="grid size-11 place-items-center rounded-md text-slate-700 hover:bg-slate-100"
      >
        <svg aria-hidden viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      {open && (
        <nav id="mobile-menu" aria-label={navLabel} className="absolute inset-x-0 top-full border-b border-slate-200 bg-white p-4 shadow-lg">
          <ul className="flex flex-col gap-1">
            {items.map((item) => (
              <li key={item.href}>
                <a href={item.href} className="block rounded-md px-3 py-3 font-medium text-slate-700 hover:bg-slate-100">
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
          <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-slate-200 pt-4">
            {languageSwitcher}
            <a href={signIn.href} className="btn-secondary min-h-11">
              {signIn.label}
            </a>
            <a href={scheduleCall.href} className="btn-primary min-h-11">
              {scheduleCall.label}
            </a>
          </div>
        </nav>
      )}
    </div>
  );
}
