import { render, say, type Said } from '../messages';
import { type CatalogLanguage, LANGUAGES, type SourceRow } from '../types';
import { valueWords } from './header-key';
import { matchHeader } from './match-header';
import { languageSaid } from './notes';
import { LANGUAGE_WORDS } from './value-vocabulary';

export interface LanguageGuess {
  language: CatalogLanguage;
  /** 0..1: the winner's share of the evidence, scaled down when there is little of it. */
  confidence: number;
  /** English; `said` for readers of other languages. */
  note: string;
  said: Said;
}

/** A header spelling counts this much; cell words add up to CELL_CAP on top. */
const HEADER_WEIGHT = 1;
const CELL_WEIGHT = 0.2;
const CELL_CAP = 4;
/** Below this much evidence in total the guess is called ambiguous. */
const THIN = 2;

const WORD_LANGS = new Map<string, CatalogLanguage[]>();
for (const lang of LANGUAGES) {
  for (const w of LANGUAGE_WORDS[lang]) WORD_LANGS.set(w, [...(WORD_LANGS.get(w) ?? []), lang]);
}

/**
 * Guesses the catalog's language from its headers (strong evidence: "Teilenummer" is German) and
 * the words in its cells (weaker: "vorne", "avec", "delantero"). Words several languages share
 * split their vote. Thin or split evidence is said so in the note; with none, English is assumed.
 */
export function detectLanguage(header: readonly string[], sample: readonly SourceRow[]): LanguageGuess {
  const headerScore = zero();
  let headerHits = 0;
  for (const h of header) {
    const m = matchHeader(h);
    if (!m || m.langs.length === 0 || m.langs.length === LANGUAGES.length) continue;
    headerHits++;
    for (const lang of m.langs) headerScore[lang] += HEADER_WEIGHT / m.langs.length;
  }

  const cellHits = zero();
  const perWord = new Map<string, number>();
  for (const row of sample) {
    for (const cell of row.values) {
      if (!/\p{L}{2}/u.test(cell)) continue;
      for (const w of valueWords(cell)) {
        const langs = WORD_LANGS.get(w);
        if (!langs) continue;
        // One word repeated down a column is one piece of evidence, not five hundred.
        const n = (perWord.get(w) ?? 0) + 1;
        perWord.set(w, n);
        if (n > 5) continue;
        for (const lang of langs) cellHits[lang] += 1 / langs.length;
      }
    }
  }

  const score = zero();
  for (const lang of LANGUAGES) score[lang] = headerScore[lang] + Math.min(CELL_CAP, CELL_WEIGHT * cellHits[lang]);
  const ranked = [...LANGUAGES].sort((a, b) => score[b] - score[a]);
  const [top, second] = ranked as [CatalogLanguage, CatalogLanguage];
  const total = LANGUAGES.reduce((sum, l) => sum + score[l], 0);
  if (total === 0) {
    return guess('en', 0.2, say('note.map.lang.none'));
  }
  const share = score[top] / total;
  const confidence = round(share * Math.min(1, total / 3));
  const language = languageSaid(top);
  const evidence = say('note.map.lang.evidence', { language, headers: round(headerScore[top]), words: round(cellHits[top]) });
  if (total < THIN || share < 0.6) {
    const scores = { language, score: round(score[top]), evidence, headers: headerHits };
    return guess(
      top,
      confidence,
      score[second] > 0
        ? say('note.map.lang.ambiguousVs', { ...scores, second: languageSaid(second), secondScore: round(score[second]) })
        : say('note.map.lang.ambiguous', scores),
    );
  }
  return guess(top, confidence, say('note.map.lang.sure', { language, evidence }));
}

function guess(language: CatalogLanguage, confidence: number, said: Said): LanguageGuess {
  return { language, confidence, note: render(said), said };
}

function zero(): Record<CatalogLanguage, number> {
  return { en: 0, de: 0, fr: 0, es: 0, it: 0 };
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
