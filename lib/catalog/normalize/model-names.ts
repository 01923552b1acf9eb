/**
 * Model names under a known make → VCdb ModelIDs: the same name (1.0) or key (0.98), a language variant
 * (`C-Klasse`, `Classe C`, `3er`, `Serie 3`: 0.97), the make repeated or glued in front (`VW Golf`,
 * `VWGolf`), the model name followed by more words (`Civic EX`, `Golf 1.6 TDI`, `Golf VII` — the
 * caller decides what those words are), a submodel that names its model (`320d` → 3 Series: 0.95),
 * one-letter typos (0.9 / 0.8, never touching digits: `A3`/`A4`), and short forms (0.7): whole-word
 * short forms carry their candidates so the caller can pick the one sold in the row's years.
 */

import { nameKey, type ReferenceSet } from '@/lib/catalog/reference';
import { typoCandidates, typoConfidence } from './edit-distance';
import { orList, say, type Said } from '../messages';
import { flag, quote, reject, type FieldDecision, type Issue } from './issues';
import { rankByKey } from './key-ranking';
import type { MakeNames } from './make-names';
import { buildModelIndex, submodelsOfMake, type ModelEntry, type ModelIndex } from './model-index';
import { modelsStartingWith, wholeWordShortFor } from './model-short-forms';

export interface ModelMatch {
  modelId: number;
  /** Words after the model name (`EX` in `Civic EX`): a submodel, engine or generation to resolve. */
  remainder: string | null;
  decision: FieldDecision;
  /**
   * A whole-word short form (`Silverado` → `Silverado 1500`): every model of the make it can stand
   * for. The caller keeps the ones sold in the row's years; one left is read, several are flagged.
   */
  shortFor?: number[];
}

export class ModelNames {
  readonly #reference: ReferenceSet;
  readonly #makes: MakeNames;
  readonly #indexes = new Map<number, ModelIndex>();

  constructor(reference: ReferenceSet, makes: MakeNames) {
    this.#reference = reference;
    this.#makes = makes;
  }

  #index(makeId: number): ModelIndex {
    let index = this.#indexes.get(makeId);
    if (!index) this.#indexes.set(makeId, (index = buildModelIndex(this.#reference, makeId)));
    return index;
  }

  /**
   * Models of one make a reviewer may mean by a model text, best first: by how alike its key (the
   * make in front dropped) reads to each model's name and language variants.
   */
  candidates(text: string, makeId: number, limit: number): { id: number; score: number }[] {
    const words = this.#makes.withoutMake(text.trim().split(/\s+/), makeId);
    const byKey = new Map<string, readonly number[]>();
    for (const [key, entry] of this.#index(makeId).byKey) byKey.set(key, entry.ids);
    return rankByKey(nameKey(words.join(' ')), byKey, limit);
  }

  ambiguous(source: string, makeId: number, ids: readonly number[]): Issue {
    const makeName = this.#makes.name(makeId);
    const names = ids.map((id) => this.#reference.models.get(id)?.name ?? String(id));
    return flag('MODEL_AMBIGUOUS', 'model', say('MODEL_AMBIGUOUS', { value: quote(source), make: makeName, models: orList(names) }));
  }

  match(text: string, makeId: number): ModelMatch | Issue {
    const source = text.trim();
    const ref = this.#reference;
    const makeName = this.#makes.name(makeId);
    const modelName = (id: number) => ref.models.get(id)?.name ?? String(id);
    if (!nameKey(source)) return reject('MODEL_MISSING', 'model', say('MODEL_MISSING'));
    const index = this.#index(makeId);
    const decide = (id: number, confidence: number, note: string, said: Said, remainder: string | null, code?: string): ModelMatch => ({
      modelId: id,
      remainder,
      decision: { field: 'model', source, value: id, confidence, note, said, ...(code ? { code } : {}) },
    });
    const ambiguous = (ids: number[]) => this.ambiguous(source, makeId, ids);
    const found = (entry: ModelEntry, remainder: string | null, part: string, makeDropped: boolean): ModelMatch | Issue => {
      if (entry.ids.length > 1) return ambiguous(entry.ids);
      const id = entry.ids[0]!;
      const model = modelName(id);
      const how = entry.alias
        ? [0.97, `model ${quote(part)} is another name for ${makeName} ${model}`, say('note.model.alias', { value: quote(part), make: makeName, model })] as const
        : part === model && !makeDropped
          ? [1, `model ${makeName} ${model}`, say('note.model', { make: makeName, model })] as const
          : part === model
            ? [0.98, `model ${quote(source)} → ${model} (the make repeated in front)`, say('note.model.makeRepeated', { value: quote(source), model })] as const
            : [0.98, `model ${quote(part)} → ${model} (case, spacing or punctuation differ)`, say('note.model.spelling', { value: quote(part), model })] as const;
      if (!remainder) return decide(id, how[0], how[1], how[2], remainder);
      const rest = quote(remainder);
      return decide(id, how[0], `${how[1]}; ${rest} follows the model name`, say('note.model.followedBy', { note: how[2], rest }), remainder);
    };

    const all = source.split(/\s+/);
    const stripped = this.#makes.withoutMake(all, makeId);
    let words = stripped;
    let direct = index.byKey.get(nameKey(words.join(' ')));
    if (!direct && stripped !== all) {
      // The make's name may begin the model's own name: the whole text first, then without the make.
      const full = index.byKey.get(nameKey(source));
      if (full) [words, direct] = [all, full];
    }
    const makeDropped = words !== all;
    const text2 = words.join(' ');
    const whole = nameKey(text2);
    if (direct) return found(direct, null, text2, makeDropped);

    // "320d", "C 220 CDI": a submodel only one of the make's models has.
    const bySubmodel = submodelsOfMake(ref, makeId, index).get(whole);
    if (bySubmodel && bySubmodel.size === 1) {
      const [id] = bySubmodel;
      const said = say('note.model.bySubmodel', { value: quote(source), make: makeName, model: modelName(id!) });
      return decide(id!, 0.95, `model ${quote(source)} is a submodel of ${makeName} ${modelName(id!)} only`, said, text2);
    }

    // "Civic EX", "Golf GTI", "Golf 1.6 TDI", "Golf VII": the longest leading words that name a model.
    for (let n = words.length - 1; n >= 1; n--) {
      const head = words.slice(0, n).join(' ');
      const entry = index.byKey.get(nameKey(head));
      if (entry) return found(entry, words.slice(n).join(' '), head, makeDropped);
    }

    if (whole.length >= 4) {
      const typos = typoCandidates(whole, index.byKey.keys());
      const ids = [...new Set(typos.flatMap((t) => index.byKey.get(t)!.ids))];
      if (ids.length === 1) {
        const id = ids[0]!;
        const said = say('note.model.typo', { value: quote(source), make: makeName, model: modelName(id) });
        return decide(id, typoConfidence(whole), `model ${quote(source)} read as ${makeName} ${modelName(id)} (one-letter typo)`, said, null, 'MODEL_TYPO');
      }
      if (ids.length > 1) return ambiguous(ids);
    }

    const ids = wholeWordShortFor(words, index);
    if (ids.length) {
      const first = ids[0]!;
      const note =
        ids.length === 1
          ? `model ${quote(source)} is short for ${makeName} ${modelName(first)}`
          : `model ${quote(source)} is short for ${ids.map((id) => `${makeName} ${modelName(id)}`).join(' or ')}`;
      const said = say('note.model.shortFor', { value: quote(source), models: orList(ids.map((id) => `${makeName} ${modelName(id)}`)) });
      return { ...decide(first, 0.7, note, said, null, 'MODEL_PARTIAL_MATCH'), shortFor: ids };
    }
    if (whole.length >= 3) {
      const partial = modelsStartingWith(whole, index);
      if (partial.length === 1) {
        const id = partial[0]!;
        const said = say('note.model.start', { value: quote(source), make: makeName, model: modelName(id) });
        return decide(id, 0.7, `model ${quote(source)} is only the start of ${makeName} ${modelName(id)}`, said, null, 'MODEL_PARTIAL_MATCH');
      }
      if (partial.length > 1) return ambiguous(partial);
    }
    return reject('MODEL_UNKNOWN', 'model', say('MODEL_UNKNOWN', { value: quote(source), make: makeName }));
  }
}
