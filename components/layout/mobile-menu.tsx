import type { ReactNode } from 'react';

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
  languageMenu: ReactNode;
  openLabel: string;
  closeLabel: string;
  navLabel: string;
}

/**
 * The phone's menu: a disclosure, so it opens without JavaScript and ships no browser code (issue
 * 15.5). Its links load the next page whole, which closes it. The button's name follows its state
 * through CSS: the hidden one of the two labels is not part of the accessible name.
 */
export function MobileMenu({ items, signIn, scheduleCall, languageMenu, openLabel, closeLabel, navLabel }: Props) {
  return (
    <details className="group/menu xl:hidden">
      <summary
        aria-controls="mobile-menu"
        className="grid size-11 cursor-pointer list-none place-items-center rounded-md text-slate-700 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
      >
        <span className="sr-only group-open/menu:hidden">{openLabel}</span>
        <span className="sr-only hidden group-open/menu:inline">{closeLabel}</span>
        <svg aria-hidden viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
          <path className="group-open/menu:hidden" d="M4 7h16M4 12h16M4 17h16" />
          <path className="hidden group-open/menu:inline" d="M6 6l12 12M18 6L6 18" />
        </svg>
      </summary>
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
          {languageMenu}
          <a href={signIn.href} className="btn-secondary min-h-11">
            {signIn.label}
          </a>
          <a href={scheduleCall.href} className="btn-primary min-h-11">
            {scheduleCall.label}
          </a>
        </div>
      </nav>
    </details>
  );
}
