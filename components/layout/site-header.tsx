import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/server-navigation';
import { localizedPath } from '@/lib/site/locale-path';
import { previewLinksShown } from '@/lib/site/preview-flag';
import { headerNav } from './nav-items';
import { LanguageMenu } from './language-menu';
import { MobileMenu } from './mobile-menu';

interface Props {
  /** The page's path as asked (`/de/pricing`), for the language menu's links; null when unknown. */
  pagePath: string | null;
}

/** Not async: both routers render it (decision 0023), the Pages Router through _app's NextIntlClientProvider. */
export function SiteHeader({ pagePath }: Props) {
  const locale = useLocale();
  const t = useTranslations('nav');
  const items = headerNav(previewLinksShown()).map((item) => ({ href: item.href, label: t(item.key) }));
  // The phone menu gets its links already in the page's language.
  const localized = (href: string) => localizedPath(locale, href);

  return (
    // An open menu (the phone's, the language list) rises above the cookie banner, which would cover its lower links.
    // Opaque, without backdrop-blur: the blur is a render pass of its own in every frame, the first
    // paint's included (issue 15.5: it held the first frame's presentation back by ~10 ms of software drawing).
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white has-[details[open]]:z-50">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        {t('skipToContent')}
      </a>
      {/* At least 64 px high, taller when the links wrap: the wide-screen row holds whatever the language's words need. */}
      <div className="container-page flex min-h-16 items-center justify-between gap-4 py-2 xl:py-1">
        <Link href="/" className="flex shrink-0 items-center gap-2 font-bold text-ink">
          <span aria-hidden className="grid size-8 place-items-center rounded-lg bg-brand-600 text-white">P</span>
          Partsmith
        </Link>
        {/* The links share what the logo and the buttons leave, wrapping to a second line in the longer languages. */}
        <nav aria-label={t('label')} className="hidden min-w-0 flex-1 xl:block">
          <ul className="flex flex-wrap items-center justify-center gap-x-0.5">
            {items.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className="block whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-ink">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden shrink-0 items-center gap-2 xl:flex">
          <LanguageMenu align="right" pagePath={pagePath} />
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
          languageMenu={<LanguageMenu align="left" pagePath={pagePath} />}
          openLabel={t('openMenu')}
          closeLabel={t('closeMenu')}
          navLabel={t('label')}
        />
      </div>
    </header>
  );
}
