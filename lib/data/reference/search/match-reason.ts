import type { HitMatch } from './types';

/** The picker's messages (`review.picker`) a reason is written with. */
export type PickerTexts = (key: 'matched' | 'matchedTerm' | 'matchedLearned', values: Record<string, string>) => string;

/**
 * Why a hit was found, for the person reading the list, in their language: `matches “Bremsscheibe”
 * (German)` for a vocabulary term, `your workspace's term “Bremsklötze”` for a learned one,
 * `matches “Toyta”` for an alias, a reading or an ID. Client-safe: the picker and the route share it.
 */
export function matchReason(match: HitMatch, t: PickerTexts, locale: string): string {
  if (match.via === 'learned') return t('matchedLearned', { text: match.text });
  if (match.via === 'term' && match.language) return t('matchedTerm', { text: match.text, language: languageName(match.language, locale) });
  return t('matched', { text: match.text });
}

function languageName(language: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(language) ?? language;
  } catch {
    return language;
  }
}
