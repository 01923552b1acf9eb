import { useLocale, useTranslations } from 'next-intl';
import { routing } from '@/i18n/routing';
import { languageSwitchHref } from '@/lib/site/locale-path';

interface Props {
  /** Which edge of the button the list lines up with: the header's right-hand menu opens leftwards. */
  align: 'left' | 'right';
  /** The page's path as asked (the proxy's PAGE_PATH_HEADER), or null: the links then lead home. */
  pagePath: string | null;
}

/**
 * The public site's language menu: a disclosure of plain links to this page in each language, so it
 * ships no browser code and works without JavaScript (issue 15.5). Following a link stores the choice:
 * the proxy's locale routing writes the NEXT_LOCALE cookie on the way (languageSwitchHref). The
 * signed-in frame keeps its select (components/app/language-select.tsx), which switches without a full load.
 */
export function LanguageMenu({ align, pagePath: asked }: Props) {
  const locale = useLocale();
  const t = useTranslations('language');
  return (
    <details className="group/lang relative text-sm text-slate-700">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-md border border-slate-300 bg-white px-2 py-1 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
        <svg aria-hidden viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3a14 14 0 010 18M12 3a14 14 0 000 18" />
        </svg>
        <span className="sr-only">{t('label')}: </span>
        <span lang={locale}>{t(locale)}</span>
        <svg aria-hidden viewBox="0 0 20 20" className="size-4 group-open/lang:rotate-180" fill="currentColor">
          <path d="M5.3 7.3a1 1 0 011.4 0L10 10.6l3.3-3.3a1 1 0 111.4 1.4l-4 4a1 1 0 01-1.4 0l-4-4a1 1 0 010-1.4z" />
        </svg>
      </summary>
      <ul
        aria-label={t('label')}
        className={`absolute top-full z-40 mt-1 min-w-40 rounded-md border border-slate-200 bg-white py-1 shadow-lg ${align === 'right' ? 'right-0' : 'left-0'}`}
      >
        {routing.locales.map((l) => (
          <li key={l}>
            <a
              href={languageSwitchHref(l, asked)}
              hrefLang={l}
              lang={l}
              aria-current={l === locale ? 'true' : undefined}
              className="block min-h-11 px-3 py-3 hover:bg-slate-100 aria-[current]:font-semibold aria-[current]:text-ink"
            >
              {t(l)}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
