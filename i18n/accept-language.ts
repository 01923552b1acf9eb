import { routing, type Locale } from './routing';

/**
 * The locale an API answer is written in, from the request's Accept-Language (`de-CH, de;q=0.9,
 * en;q=0.8` → de): the first of our locales by the client's weights, by language only; English when
 * the client names none of them.
 */
export function localeOfAcceptLanguage(header: string | null | undefined): Locale {
  const ranked = (header ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', weight: q === undefined ? 1 : Number(q), order };
    })
    .filter((r) => r.language && r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  const found = ranked.find((r) => (routing.locales as readonly string[]).includes(r.language));
  return (found?.language as Locale | undefined) ?? routing.defaultLocale;
}
