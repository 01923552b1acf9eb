/**
 * Make and model names → VCdb IDs. Tries, in order: the same name, the same `nameKey` (case, spacing,
 * punctuation, accents), a synonym or language variant (`VW`, `Chevy`, `C-Klasse`, `3er`), the model
 * name followed by a submodel or engine (`Civic EX`, `Golf 1.6 TDI`), then one-letter typos.
 *
 * Confidence model: same name 1.0 · same key 0.98 · synonym/alias 0.97 · typo, unambiguous, letters
 * only, key ≥ 6 characters 0.9 (accepted at the default threshold) · shorter typo 0.8 · partial model
 * name 0.7. Typos never touch digits (`A3`/`A4`, `F-150`/`F-250` are different vehicles) and are not
 * tried on keys under 4 characters. An unknown make or model rejects the row.
 */

import { nameKey, type ReferenceSet } from '@/lib/catalog/reference';
import { typoCandidates } from './edit-distance';
import { flag, quote, reject, type FieldDecision, type Issue } from './issues';
import { MAKE_SYNONYMS } from './lexicon/make-synonyms';
import { modelAliasKeys } from './lexicon/model-aliases';

export interface MakeMatch {
  makeId: number;
  decision: FieldDecision;
}

export interface ModelMatch {
  modelId: number;
  /** Words after the model name (`EX` in `Civic EX`): a submodel or engine to resolve. */
  remainder: string | null;
  decision: FieldDecision;
}

interface ModelEntry {
  ids: number[];
  alias: boolean;
}

interface ModelIndex {
  byKey: Map<string, ModelEntry>;
}

const typoConfidence = (key: string) => (key.length >= 6 ? 0.9 : 0.8);

export class VehicleNameIndex {
  readonly #reference: ReferenceSet;
  readonly #makeKeys: string[];
  readonly #models = new Map<number, ModelIndex>();
  /** Make ID → keys that name it (its own and synonyms), to strip a make repeated in the model text. */
  readonly #makeNameKeys = new Map<number, Set<string>>();

  constructor(reference: ReferenceSet) {
    this.#reference = reference;
    this.#makeKeys = [...new Set([...reference.makes.values()].map((m) => nameKey(m.name)))];
    for (const make of reference.makes.values()) {
      this.#makeNameKeys.set(make.id, new Set([nameKey(make.name)]));
    }
    for (const [synonym, name] of Object.entries(MAKE_SYNONYMS)) {
      for (const id of reference.makesByKey(nameKey(name))) this.#makeNameKeys.get(id)?.add(synonym);
    }
  }

  matchMake(text: string): MakeMatch | Issue {
    const source = text.trim();
    const key = nameKey(source);
    const ref = this.#reference;
    const name = (id: number) => ref.makes.get(id)?.name ?? String(id);
    const decide = (makeId: number, confidence: number, note: string, code?: string): MakeMatch => ({
      makeId,
      decision: { field: 'make', source, value: makeId, confidence, note, ...(code ? { code } : {}) },
    });
    if (!key) return reject('MAKE_MISSING', 'make', 'The make is empty; every fitment needs a make.');

    const exact = ref.makesByKey(key);
    if (exact.length === 1) {
      const id = exact[0]!;
      return source === name(id)
        ? decide(id, 1, `make ${name(id)}`)
        : decide(id, 0.98, `make ${quote(source)} → ${name(id)} (case, spacing, punctuation or accents differ)`);
    }
    if (exact.length > 1) return this.#ambiguousMake(source, exact.map(name));

    const synonym = MAKE_SYNONYMS[key];
    const viaSynonym = synonym ? ref.makesByKey(nameKey(synonym)) : [];
    if (viaSynonym.length === 1) {
      const id = viaSynonym[0]!;
      return decide(id, 0.97, `make ${quote(source)} is another name for ${name(id)}`);
    }

    if (key.length >= 4) {
      const typos = typoCandidates(key, this.#makeKeys);
      if (typos.length === 1) {
        const ids = ref.makesByKey(typos[0]!);
        if (ids.length === 1) {
          const id = ids[0]!;
          return decide(id, typoConfidence(key), `make ${quote(source)} read as ${name(id)} (one-letter typo)`, 'MAKE_TYPO');
        }
      }
      if (typos.length > 1) return this.#ambiguousMake(source, typos.flatMap((t) => ref.makesByKey(t).map(name)));
    }
    return reject(
      'MAKE_UNKNOWN',
      'make',
      `Make ${quote(source)} is not in the reference VCdb; check the spelling (e.g. Volkswagen, Mercedes-Benz).`,
    );
  }

  #ambiguousMake(source: string, names: string[]): Issue {
    return flag('MAKE_AMBIGUOUS', 'make', `Make ${quote(source)} could be ${names.join(' or ')}; pick one.`);
  }

  #modelIndex(makeId: number): ModelIndex {
    let index = this.#models.get(makeId);
    if (index) return index;
    const byKey = new Map<string, ModelEntry>();
    const add = (key: string, id: number, alias: boolean) => {
      const entry = byKey.get(key);
      if (!entry) byKey.set(key, { ids: [id], alias });
      else if (entry.alias && !alias) byKey.set(key, { ids: [id], alias: false }); // a real name beats an alias
      else if (entry.alias === alias && !entry.ids.includes(id)) entry.ids.push(id);
    };
    const modelIds = this.#reference.modelsOfMake(makeId);
    for (const id of modelIds) {
      const model = this.#reference.models.get(id);
      if (model) add(nameKey(model.name), id, false);
    }
    for (const id of modelIds) {
      const model = this.#reference.models.get(id);
      if (model) for (const k of modelAliasKeys(model.name)) add(k, id, true);
    }
    index = { byKey };
    this.#models.set(makeId, index);
    return index;
  }

  /** Words of the model text with a repeated make name in front removed (`Ford F-150` under Ford). */
  #withoutMake(words: string[], makeId: number): string[] {
    const keys = this.#makeNameKeys.get(makeId);
    if (!keys || words.length < 2) return words;
    for (const n of [2, 1]) {
      if (words.length > n && keys.has(nameKey(words.slice(0, n).join(' ')))) return words.slice(n);
    }
    return words;
  }

  matchModel(text: string, makeId: number): ModelMatch | Issue {
    const source = text.trim();
    const ref = this.#reference;
    const makeName = ref.makes.get(makeId)?.name ?? String(makeId);
    const modelName = (id: number) => ref.models.get(id)?.name ?? String(id);
    if (!nameKey(source)) return reject('MODEL_MISSING', 'model', 'The model is empty; every fitment needs a model.');
    const index = this.#modelIndex(makeId);
    const words = this.#withoutMake(source.split(/\s+/), makeId);
    const decide = (id: number, confidence: number, note: string, remainder: string | null, code?: string): ModelMatch => ({
      modelId: id,
      remainder,
      decision: { field: 'model', source, value: id, confidence, note, ...(code ? { code } : {}) },
    });
    const ambiguous = (ids: number[]) =>
      flag('MODEL_AMBIGUOUS', 'model', `Model ${quote(source)} could be ${makeName} ${ids.map(modelName).join(' or ')}; pick one.`);
    const found = (entry: ModelEntry, remainder: string | null, part: string): ModelMatch | Issue => {
      if (entry.ids.length > 1) return ambiguous(entry.ids);
      const id = entry.ids[0]!;
      const how = entry.alias
        ? [0.97, `model ${quote(part)} is another name for ${makeName} ${modelName(id)}`] as const
        : part === modelName(id)
          ? [1, `model ${makeName} ${modelName(id)}`] as const
          : [0.98, `model ${quote(part)} → ${modelName(id)} (case, spacing or punctuation differ)`] as const;
      const note = remainder ? `${how[1]}; ${quote(remainder)} follows the model name` : how[1];
      return decide(id, how[0], note, remainder);
    };

    const whole = nameKey(words.join(' '));
    const direct = index.byKey.get(whole);
    if (direct) return found(direct, null, words.join(' '));

    // "Civic EX", "Golf GTI", "Golf 1.6 TDI": the longest leading words that name a model.
    for (let n = words.length - 1; n >= 1; n--) {
      const head = words.slice(0, n).join(' ');
      const entry = index.byKey.get(nameKey(head));
      if (entry) return found(entry, words.slice(n).join(' '), head);
    }

    if (whole.length >= 4) {
      const typos = typoCandidates(whole, index.byKey.keys());
      const ids = [...new Set(typos.flatMap((t) => index.byKey.get(t)!.ids))];
      if (ids.length === 1) {
        const id = ids[0]!;
        return decide(id, typoConfidence(whole), `model ${quote(source)} read as ${makeName} ${modelName(id)} (one-letter typo)`, null, 'MODEL_TYPO');
      }
      if (ids.length > 1) return ambiguous(ids);
    }

    if (whole.length >= 3) {
      const partial = [...new Set([...index.byKey].filter(([k]) => k.startsWith(whole)).flatMap(([, e]) => e.ids))];
      if (partial.length === 1) {
        const id = partial[0]!;
        return decide(id, 0.7, `model ${quote(source)} is only the start of ${makeName} ${modelName(id)}`, null, 'MODEL_PARTIAL_MATCH');
      }
      if (partial.length > 1) return ambiguous(partial);
    }
    return reject(
      'MODEL_UNKNOWN',
      'model',
      `Model ${quote(source)} is not a ${makeName} model in the reference VCdb; check the spelling or the make.`,
    );
  }
}
