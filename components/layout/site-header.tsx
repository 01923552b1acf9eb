import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/server-navigation';
import { localizedPath } from '@/lib/site/locale-path';
import { HEADER_NAV } from './nav-items';
import { LanguageSwitcher } from './language-switcher';
import { MobileMenu } from './mobile-menu';

export async function SiteHeader() {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('nav')]);
  const items = HEADER_NAV.map((item) => ({ href: item.href, label: t(item.key) }));
  // The phone menu is a client island: it gets its links already in the page's language.
  const localized = (href: string) => localizedPath(locale, href);

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        {t('skipToContent')}
      </a>
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link href="/" className="flex items-center gap-2 font-bold text-ink">
          <span aria-hidden className="grid size-8 place-items-center rounded-lg bg-brand-600 text-white">P</span>
          Partsmith
        </Link>
        <nav aria-label={t('label')} className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className="whitespace-nowrap rounded-md px-2.5 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-ink">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-2 xl:flex">
          <LanguageSwitcher />
          <Link href="/login" className="whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100">
            {t('signIn')}
          </Link>
          <Link href="/schedule-a-call" className="btn-primary whitespace-nowrap">
            {t('scheduleCall')}
          </Link>
        </div>
        <MobileMenu
          items={items.map((item) => ({ ...item, href: localized(item.href) }))}
          signIn={{ href: localized('/login'), label: t('signIn') }}
          scheduleCall={{ href: localized('/schedule-a-call'), label: t('scheduleCall') }}
          languageSwitcher={<LanguageSwitcher />}
          openLabel={t('openMenu')}
          closeLabel={t('closeMenu')}
          navLabel={t('label')}
        />
      </div>
    </header>
  );
}
