/**
 * How the part-type matcher read a text, kept as data while it matches and said (in the reader's
 * language, `how.partType.*` in texts/part-types.ts) only when a value is decided or flagged: the
 * index holds tens of thousands of entries, and a sentence each would cost memory no one reads.
 */

import type { CatalogLanguage } from '@/lib/catalog/types';
import { commaList, say, type Said } from '../messages';
import type { ConceptLink } from './part-type-links';

/** Where an index entry's text comes from. */
export type EntryOrigin =
  | { kind: 'pcdbName' }
  | { kind: 'pcdbAlias'; text: string }
  /** One of a vocabulary concept's English names (`concept.pcdb`), or one of its terms in a language. */
  | { kind: 'vocabulary'; text: string; language: CatalogLanguage | null; link: ConceptLink };

/** One step of reading a text before an entry matched, in the order taken. */
export type ReadingStep =
  | { kind: 'expanded'; word: string; to: string }
  | { kind: 'compound'; language: CatalogLanguage | null; word: string; parts: readonly string[] }
  | { kind: 'sameWords' }
  | { kind: 'translated'; language: CatalogLanguage | null; words: readonly string[] }
  | { kind: 'setWordsAside' }
  | { kind: 'qualifiersAside' };

/** `ConceptLink.how` as a select key of the texts. */
const LINK_HOW: Record<ConceptLink['how'], string> = {
  'same name': 'sameName',
  'same words': 'sameWords',
  'same words but set words': 'setWords',
  'same words but qualifiers': 'qualifiers',
  'similar words': 'similar',
};

const quoted = (text: string): string => `'${text}'`;

/** The concept → PCdb link behind a vocabulary term, when it is not the same name ('' then). */
function linkSaid(link: ConceptLink): Said | '' {
  if (link.how === 'same name') return '';
  const concept = quoted(link.conceptName);
  if (link.ids.length > 1) return say('how.partType.linkTie', { concept, pcdb: link.pcdbName });
  return say('how.partType.link', { concept, pcdb: quoted(link.pcdbName), how: LINK_HOW[link.how], score: link.score });
}

export function originSaid(origin: EntryOrigin): Said {
  switch (origin.kind) {
    case 'pcdbName':
      return say('how.partType.pcdbName');
    case 'pcdbAlias':
      return say('how.partType.pcdbAlias', { text: quoted(origin.text) });
    case 'vocabulary':
      return say(origin.language ? 'how.partType.term' : 'how.partType.englishName', {
        text: quoted(origin.text),
        language: origin.language ?? 'en',
        link: linkSaid(origin.link),
      });
  }
}

function stepSaid(step: ReadingStep): Said {
  switch (step.kind) {
    case 'expanded':
      return say('how.partType.expanded', { word: quoted(step.word), to: quoted(step.to) });
    case 'compound':
      return say('how.partType.compound', { language: step.language ?? 'none', word: quoted(step.word), parts: step.parts.join(' + ') });
    case 'translated':
      return say('how.partType.translated', { language: step.language ?? 'none', words: step.words.join(' + ') });
    default:
      return say(`how.partType.${step.kind}`);
  }
}

/** How a text reached its entry: the entry's origin, after the reading steps when there were any. */
export function howSaid(steps: readonly ReadingStep[], origin: EntryOrigin): Said {
  const from = originSaid(origin);
  return steps.length ? say('how.partType.via', { steps: commaList(steps.map(stepSaid)), origin: from }) : from;
}
