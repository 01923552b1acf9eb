import { LANGUAGES, type CatalogLanguage } from '../types';

/** The languages the engine speaks in: the product's five, the same as the catalogs it reads. */
export type MessageLocale = CatalogLanguage;
export const MESSAGE_LOCALES: readonly MessageLocale[] = LANGUAGES;

/**
 * The first of the five a language preference names: an Accept-Language header ("de-CH,de;q=0.9"),
 * a POSIX locale ("fr_FR.UTF-8") or a plain tag; English when none is ours.
 */
export function messageLocale(preference: string | null | undefined): MessageLocale {
  if (!preference) return 'en';
  const ranked = preference
    .split(',')
    .map((part, i) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.map((r) => /^\s*q=([\d.]+)/.exec(r)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), i };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag } of ranked) {
    const primary = tag.split(/[-_.]/)[0] as MessageLocale;
    if ((MESSAGE_LOCALES as readonly string[]).includes(primary)) return primary;
  }
  return 'en';
}
