import { getLocale, getTranslations } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { LanguageSelect } from './language-select';

/** The signed-in frame's language menu, with its names translated here so the browser needs no message catalogue. */
export async function LanguageSwitcher() {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('language')]);
  const names = Object.fromEntries(routing.locales.map((l) => [l, t(l)]));
  return <LanguageSelect locale={locale} label={t('label')} names={names} />;
}
