/**
 * Part type text in any of the five languages → PCdb part terminology. Looks up, by `nameKey`: the PCdb
 * name itself (1.0 / 0.98), a PCdb alias (0.96), the multilingual lexicon (0.95). Position words inside
 * the text (`Bremsbeläge vorne`, `plaquettes de frein avant`) are split off and handed to the position
 * match (0.93). One-letter typos of long names are offered for review only (0.8).
 */

import { nameKey, type ReferenceSet } from '@/lib/catalog/reference';
import type { CatalogLanguage } from '@/lib/catalog/types';
import { typoCandidates } from './edit-distance';
import { flag, quote, type FieldDecision, type Issue } from './issues';
import { PART_TYPE_TERMS } from './lexicon/part-type-terms';
import { POSITION_WORDS, type PositionConcept } from './lexicon/position-words';
import { readPosition } from './positions';

interface Entry {
  ids: number[];
  confidence: number;
  how: string;
}

export interface PartTypeMatch {
  partTypeId: number;
  decision: FieldDecision;
  /** Position words found in the part type text. */
  positionConcepts: PositionConcept[];
  positionWords: string;
}

const LANGUAGE_NAMES: Record<CatalogLanguage, string> = {
  en: 'English',
  de: 'German',
  fr: 'French',
  es: 'Spanish',
  it: 'Italian',
};

export class PartTypeIndex {
  readonly #byKey = new Map<string, Entry>();

  constructor(private readonly reference: ReferenceSet) {
    const add = (key: string, id: number, confidence: number, how: string) => {
      if (!key) return;
      const entry = this.#byKey.get(key);
      if (!entry || entry.confidence < confidence) this.#byKey.set(key, { ids: [id], confidence, how });
      else if (entry.confidence === confidence && !entry.ids.includes(id)) entry.ids.push(id);
    };
    for (const pt of reference.partTypes.values()) add(nameKey(pt.name), pt.id, 0.98, 'PCdb name');
    for (const [id, aliases] of reference.partTypeAliases) {
      for (const alias of aliases) add(nameKey(alias), id, 0.96, `PCdb alias '${alias}'`);
    }
    for (const { pcdb, terms } of PART_TYPE_TERMS) {
      const ids = reference.partTypesByKey(nameKey(pcdb));
      if (ids.length !== 1) continue;
      for (const [language, list] of Object.entries(terms) as [CatalogLanguage, readonly string[]][]) {
        for (const term of list) add(nameKey(term), ids[0]!, 0.95, `${LANGUAGE_NAMES[language]} term '${term}'`);
      }
    }
  }

  #name(id: number): string {
    return this.reference.partTypes.get(id)?.name ?? String(id);
  }

  match(text: string): PartTypeMatch | Issue {
    const source = text.trim();
    const decide = (
      id: number,
      confidence: number,
      note: string,
      concepts: PositionConcept[] = [],
      words = '',
      code?: string,
    ): PartTypeMatch => ({
      partTypeId: id,
      positionConcepts: concepts,
      positionWords: words,
      decision: { field: 'partType', source, value: id, confidence, note, ...(code ? { code } : {}) },
    });
    const fromEntry = (entry: Entry, concepts: PositionConcept[] = [], words = ''): PartTypeMatch | Issue => {
      if (entry.ids.length > 1) {
        return flag(
          'PART_TYPE_AMBIGUOUS',
          'partType',
          `Part type ${quote(source)} could be ${entry.ids.map((id) => this.#name(id)).join(' or ')}; pick one.`,
        );
      }
      const id = entry.ids[0]!;
      const exact = entry.how === 'PCdb name' && source === this.#name(id);
      const confidence = exact ? 1 : words ? Math.min(entry.confidence, 0.93) : entry.confidence;
      const note = `part type ${exact ? this.#name(id) : `${quote(source)} → ${this.#name(id)} (${entry.how})`}${
        words ? `; position words ${quote(words)} taken as the position` : ''
      }`;
      return decide(id, confidence, note, concepts, words);
    };

    const key = nameKey(source);
    const direct = this.#byKey.get(key);
    if (direct) return fromEntry(direct);

    // "Bremsbeläge vorne": drop the position words and try again.
    const words = source.split(/\s+/);
    const kept: string[] = [];
    const positional: string[] = [];
    for (const w of words) {
      const k = nameKey(w);
      if (k && POSITION_WORDS.has(k)) positional.push(w);
      else kept.push(w);
    }
    if (positional.length && kept.length) {
      const entry = this.#byKey.get(nameKey(kept.join(' ')));
      if (entry) return fromEntry(entry, readPosition(positional.join(' ')).concepts, positional.join(' '));
    }

    if (key.length >= 8) {
      const typos = typoCandidates(key, this.#byKey.keys());
      const ids = [...new Set(typos.flatMap((t) => this.#byKey.get(t)!.ids))];
      if (ids.length === 1) {
        const id = ids[0]!;
        return decide(id, 0.8, `part type ${quote(source)} read as ${this.#name(id)} (one-letter typo)`, [], '', 'PART_TYPE_TYPO');
      }
    }
    return flag(
      'PART_TYPE_UNMATCHED',
      'partType',
      `Part type ${quote(source)} does not match a PCdb part type in any of the five languages; map it by hand or give a PartTerminologyID.`,
    );
  }
}
