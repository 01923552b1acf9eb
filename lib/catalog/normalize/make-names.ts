/**
 * Make names → VCdb MakeIDs: the same name (1.0), the same `nameKey` (0.98), a synonym (`VW`, `Chevy`,
 * `Merc`, `Alfa`) or a company form around the make (`Volkswagen AG`, `Ford Motor Co.`) (0.97), then
 * one-letter typos of a name or synonym (0.9 from 6 characters, else 0.8; letters only, keys of 4 or
 * more). An unknown make rejects the row; two candidates flag it with both named.
 */

import { nameKey, type ReferenceSet } from '@/lib/catalog/reference';
import { companyFormStages } from './company-forms';
import { typoCandidates, typoConfidence } from './edit-distance';
import { orList, say, type Said } from '../messages';
import { flag, quote, reject, type FieldDecision, type Issue } from './issues';
import { rankByKey } from './key-ranking';
import { CORPORATE_PREFIX_WORDS, CORPORATE_WORDS, MAKE_SYNONYMS } from './lexicon/make-synonyms';

export interface MakeMatch {
  makeId: number;
  decision: FieldDecision;
}

/** A make text read without typos: the makes it names, how sure, and how it was read. */
export interface MakeReading {
  ids: readonly number[];
  confidence: number;
  how: string;
  /** `how` as a catalogue text. */
  howSaid: Said;
}

export class MakeNames {
  readonly #reference: ReferenceSet;
  /** Make and synonym keys → make IDs, for typos and glued makes. */
  readonly #keyIds = new Map<string, number[]>();
  /** Make ID → keys that name it (its own and synonyms), to strip a make repeated in the model text. */
  readonly #nameKeys = new Map<number, Set<string>>();
  /** Make and synonym keys of two characters or more, longest first (glued makes). */
  readonly gluedKeys: readonly string[];

  constructor(reference: ReferenceSet) {
    this.#reference = reference;
    const addKey = (key: string, id: number) => {
      const list = this.#keyIds.get(key);
      if (!list) this.#keyIds.set(key, [id]);
      else if (!list.includes(id)) list.push(id);
    };
    for (const make of reference.makes.values()) {
      this.#nameKeys.set(make.id, new Set([nameKey(make.name)]));
      addKey(nameKey(make.name), make.id);
    }
    for (const [synonym, name] of Object.entries(MAKE_SYNONYMS)) {
      if (reference.makesByKey(synonym).length) continue; // a make of that name wins over the synonym
      for (const id of reference.makesByKey(nameKey(name))) {
        this.#nameKeys.get(id)?.add(synonym);
        addKey(synonym, id);
      }
    }
    this.gluedKeys = [...this.#keyIds.keys()].filter((k) => k.length >= 2).sort((a, b) => b.length - a.length);
  }

  name(id: number): string {
    return this.#reference.makes.get(id)?.name ?? String(id);
  }

  /** Make IDs a make or synonym key names. */
  idsOfKey(key: string): readonly number[] {
    return this.#keyIds.get(key) ?? [];
  }

  /** Exact name, same key, synonym or company form — no typos. */
  read(source: string): MakeReading | null {
    const ref = this.#reference;
    const key = nameKey(source);
    if (!key) return null;
    const exact = ref.makesByKey(key);
    if (exact.length) {
      return exact.length === 1 && source === this.name(exact[0]!)
        ? { ids: exact, confidence: 1, how: 'same name', howSaid: say('how.sameName') }
        : { ids: exact, confidence: 0.98, how: 'case, spacing, punctuation or accents differ', howSaid: say('how.spelling') };
    }
    const synonym = MAKE_SYNONYMS[key];
    const viaSynonym = synonym ? ref.makesByKey(nameKey(synonym)) : [];
    if (viaSynonym.length) return { ids: viaSynonym, confidence: 0.97, how: 'another name for it', howSaid: say('how.synonym') };
    for (const stage of companyFormStages(source)) {
      if (stage.key === key) continue;
      const direct = ref.makesByKey(stage.key);
      const viaName = MAKE_SYNONYMS[stage.key];
      const ids = direct.length ? direct : viaName ? ref.makesByKey(nameKey(viaName)) : [];
      if (ids.length) return { ids, confidence: 0.97, how: `company form ${quote(stage.dropped)} dropped`, howSaid: say('how.companyForm', { form: quote(stage.dropped) }) };
    }
    return this.#bracketed(source);
  }

  /**
   * `Daimler AG (Mercedes-Benz)`: the group outside, the make in brackets. Taken when the outside
   * reads as a company (it carries a company word); otherwise (`Vauxhall (Opel)` against a VCdb
   * without Vauxhall) the bracket's make is only a suggestion, below the threshold.
   */
  #bracketed(source: string): MakeReading | null {
    const inner = [...source.matchAll(/\(([^()]*)\)|\[([^[\]]*)\]/g)].map((m) => (m[1] ?? m[2] ?? '').trim()).filter((t) => nameKey(t));
    if (!inner.length) return null;
    const outside = source.replace(/\([^()]*\)|\[[^[\]]*\]/g, ' ').replace(/\s+/g, ' ').trim();
    const company = outside.split(/[\s,/–-]+/).some((w) => CORPORATE_WORDS.has(nameKey(w)) || CORPORATE_PREFIX_WORDS.has(nameKey(w)));
    for (const text of inner) {
      const r = this.read(text);
      if (!r) continue;
      return company
        ? { ids: r.ids, confidence: 0.95, how: `the make in brackets, ${quote(outside)} being its company`, howSaid: say('how.bracketCompany', { outside: quote(outside) }) }
        : { ids: r.ids, confidence: 0.85, how: `the make in brackets; ${quote(outside)} is not a make of this VCdb`, howSaid: say('how.bracketNotMake', { outside: quote(outside) }) };
    }
    return null;
  }

  match(text: string): MakeMatch | Issue {
    const source = text.trim();
    const key = nameKey(source);
    const decide = (makeId: number, confidence: number, note: string, said: Said, code?: string): MakeMatch => ({
      makeId,
      decision: { field: 'make', source, value: makeId, confidence, note, said, ...(code ? { code } : {}) },
    });
    if (!key) return reject('MAKE_MISSING', 'make', say('MAKE_MISSING'));

    const read = this.read(source);
    if (read) {
      if (read.ids.length > 1) return this.ambiguous(source, read.ids.map((id) => this.name(id)));
      const id = read.ids[0]!;
      const name = this.name(id);
      if (read.confidence === 1) return decide(id, 1, `make ${name}`, say('note.make', { make: name }));
      return decide(id, read.confidence, `make ${quote(source)} → ${name} (${read.how})`, say('note.make.read', { value: quote(source), make: name, how: read.howSaid }));
    }

    const typoKey = companyFormStages(source).at(-1)?.key ?? key;
    if (typoKey.length >= 4) {
      const typos = typoCandidates(typoKey, this.#keyIds.keys());
      const ids = [...new Set(typos.flatMap((t) => this.#keyIds.get(t)!))];
      if (ids.length === 1) {
        const id = ids[0]!;
        const make = this.name(id);
        return decide(id, typoConfidence(typoKey), `make ${quote(source)} read as ${make} (one-letter typo)`, say('note.make.typo', { value: quote(source), make }), 'MAKE_TYPO');
      }
      if (ids.length > 1) return this.ambiguous(source, ids.map((id) => this.name(id)));
    }
    return reject('MAKE_UNKNOWN', 'make', say('MAKE_UNKNOWN', { value: quote(source) }));
  }

  /**
   * Makes of the loaded VCdb a reviewer may mean by a make text, best first: by how alike its key
   * (company words dropped) reads to each make's name and synonyms. Suggestions, never matches.
   */
  candidates(text: string, limit: number): { id: number; score: number }[] {
    const key = companyFormStages(text).at(-1)?.key ?? nameKey(text);
    return rankByKey(key, this.#keyIds, limit);
  }

  ambiguous(source: string, names: string[]): Issue {
    return flag('MAKE_AMBIGUOUS', 'make', say('MAKE_AMBIGUOUS', { value: quote(source), makes: orList([...new Set(names)]) }));
  }

  /** Words of a model text with a repeated make name in front removed (`Ford F-150`, `VWGolf`). */
  withoutMake(words: string[], makeId: number): string[] {
    const keys = this.#nameKeys.get(makeId);
    if (!keys || !words.length) return words;
    for (const n of [3, 2, 1]) {
      if (words.length > n && keys.has(nameKey(words.slice(0, n).join(' ')))) return words.slice(n);
    }
    const firstKey = nameKey(words[0]!);
    for (const k of keys) {
      if (k.length >= 2 && firstKey.length > k.length && firstKey.startsWith(k)) {
        const rest = dropLeadingKeyChars(words[0]!, k.length);
        if (nameKey(rest)) return [rest, ...words.slice(1)];
      }
    }
    return words;
  }
}

/** `VWGolf` minus the 2 key characters of `vw` → `Golf`; punctuation after them is dropped too. */
export function dropLeadingKeyChars(word: string, count: number): string {
  let seen = 0;
  let i = 0;
  const norm = word.normalize('NFD');
  while (i < norm.length && seen < count) {
    if (/[a-z0-9]/i.test(norm[i]!)) seen++;
    i++;
  }
  return norm.slice(i).replace(/^[^\p{L}\p{N}]+/u, '').normalize('NFC');
}
