/**
 * Position words inside part-type text (`Bremsbeläge vorne`, `lampadina fanale posteriore destro`):
 * the ways to cut them off so the rest can be read as the part type and they as its position.
 */

import { nameKey } from '@/lib/catalog/reference';
import { POSITION_WORDS } from './lexicon/position-words';

/** `Bremsbeläge vorne` → the part-type words and the position words, or null when not both are there. */
export function splitPositionWords(text: string): { rest: string; position: string } | null {
  const kept: string[] = [];
  const positional: string[] = [];
  for (const w of text.split(/\s+/)) {
    const k = nameKey(w);
    if (k && POSITION_WORDS.has(k)) positional.push(w);
    else kept.push(w);
  }
  return positional.length && kept.length ? { rest: kept.join(' '), position: positional.join(' ') } : null;
}

/**
 * A text cut before its last one, two… position words, keeping the longest name first, for a name
 * that holds a position word itself ("lampadina fanale posteriore" + "destro").
 */
export function trailingCuts(text: string): { rest: string; position: string }[] {
  const words = text.split(/\s+/);
  const cuts: { rest: string; position: string }[] = [];
  for (let end = words.length - 1; end >= 1 && POSITION_WORDS.has(nameKey(words[end]!)); end--) {
    cuts.push({ rest: words.slice(0, end).join(' '), position: words.slice(end).join(' ') });
  }
  return cuts;
}
