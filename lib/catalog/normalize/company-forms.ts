/**
 * A make written with its company form around it (`Volkswagen AG`, `Ford Motor Co.`, `Automobiles
 * Citroën`, `Chevrolet (GM)`): the make text with company words dropped, stage by stage, so a make
 * matcher can try each stage against the reference.
 */

import { nameKey } from '@/lib/catalog/reference';
import { CORPORATE_PREFIX_WORDS, CORPORATE_WORDS } from './lexicon/make-synonyms';

/**
 * Make text without company words, one stage per word dropped from the end, then from the start
 * (`Bayerische Motoren Werke AG` → `Bayerische Motoren Werke` → …; `Ford Motor Co.` → `Ford Motor` →
 * `Ford`); brackets are dropped first (`Chevrolet (GM)`). Empty when there is nothing to drop.
 */
export function companyFormStages(text: string): { key: string; dropped: string }[] {
  text = text.replace(/([a-z])\(([a-z]+)\)/gi, '$1$2'); // `Corp(oration)`
  const withoutBrackets = text.replace(/\([^)]*\)|\[[^\]]*\]/g, ' ');
  const words = withoutBrackets.split(/[\s,/–-]+/).filter((w) => nameKey(w));
  const inBrackets = [...text.matchAll(/\(([^)]*)\)|\[([^\]]*)\]/g)].map((m) => `(${(m[1] ?? m[2] ?? '').trim()})`);
  const stages: { key: string; dropped: string }[] = [];
  const dropped: string[] = [];
  const push = (start: number, end: number) => {
    const key = nameKey(words.slice(start, end).join(' '));
    if (key) stages.push({ key, dropped: [...dropped, ...inBrackets].join(' ') });
  };
  let start = 0;
  let end = words.length;
  if (inBrackets.length) push(start, end);
  while (end - start > 1 && CORPORATE_WORDS.has(nameKey(words[end - 1]!))) {
    dropped.unshift(words[--end]!);
    push(start, end);
  }
  while (end - start > 1 && CORPORATE_PREFIX_WORDS.has(nameKey(words[start]!))) {
    dropped.push(words[start++]!);
    push(start, end);
  }
  return stages;
}
