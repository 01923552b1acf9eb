// The error texts only (an area file of their own). English is in every page's JavaScript anyway (the
// error boundaries' default, error-texts-provider.tsx); the other languages load when the Application
// Error screen shows, so no page carries all five for a screen it rarely shows (issue 15.5).
import en from '@/messages/areas/errors/en.json';

const OTHERS = {
  de: () => import('@/messages/areas/errors/de.json'),
  fr: () => import('@/messages/areas/errors/fr.json'),
  es: () => import('@/messages/areas/errors/es.json'),
  it: () => import('@/messages/areas/errors/it.json'),
};

type AppErrorLocale = 'en' | keyof typeof OTHERS;
export type AppErrorTexts = typeof en & { locale: AppErrorLocale };

export const ENGLISH_APP_ERROR_TEXT: AppErrorTexts = { locale: 'en', ...en };

/** The locale of a page path (`/de/pricing` → de), English when the path names none we have. */
export function appErrorLocale(pathname: string): AppErrorLocale {
  const first = pathname.split('/')[1] ?? '';
  return first in OTHERS ? (first as keyof typeof OTHERS) : 'en';
}

/** The Application Error texts in `locale`; English when they cannot be loaded (the failure may be the network's). */
export async function appErrorText(locale: AppErrorLocale): Promise<AppErrorTexts> {
  if (locale === 'en') return ENGLISH_APP_ERROR_TEXT;
  try {
    return { locale, ...(await OTHERS[locale]()).default };
  } catch {
    return ENGLISH_APP_ERROR_TEXT;
  }
}
