/**
 * Make and model names → VCdb IDs, read the way an expert cataloguer reads them.
 *
 * Makes: the same name, the same `nameKey` (case, spacing, punctuation, accents), a synonym (`VW`,
 * `Chevy`, `Merc`, `Alfa`), a company form around the make (`Volkswagen AG`, `Ford Motor Co.`, `Toyota
 * Motor Corp(oration)`, `Automobiles Citroën`, `Chevrolet (GM)`, `Mercedes-Benz Cars`, `Fiat S.p.A.`,
 * `GMC Trucks`), then one-letter typos of a name or synonym.
 *
 * Models: the same name or key, a language variant (`C-Klasse`, `Classe C`, `3er`, `Serie 3`), the make
 * repeated or glued in front (`VW Golf`, `VWGolf`, `ALFA ROMEO Stelvio`), the model name followed by
 * more words (`Civic EX`, `Golf 1.6 TDI`, `Golf VII` — the caller decides what those words are), a
 * submodel that names its model (`320d` → 3 Series), one-letter typos, and short forms (`Silverado`):
 * whole-word short forms carry their candidates so the caller can pick the one sold in the row's years.
 * A joined cell (`VW Golf VII`) gives its make when exactly one reference make starts it.
 *
 * Confidence model: same name 1.0 · same key 0.98 · synonym/alias/company form 0.97 · submodel naming
 * its model 0.95 · typo, unambiguous, letters only, key ≥ 6 characters 0.9 (accepted at the default
 * threshold) · shorter typo 0.8 · partial model name 0.7. Typos never touch digits (`A3`/`A4`,
 * `F-150`/`F-250` are different vehicles) and are not tried on keys under 4 characters. An unknown
 * make or model rejects the row; two candidates flag it with both named.
 */

import { nameKey, type ReferenceSet } from '@/lib/catalog/reference';
import { keySimilarity, typoCandidates } from './edit-distance';
import { flag, isIssue, quote, reject, type FieldDecision, type Issue } from './issues';
import { CORPORATE_PREFIX_WORDS, CORPORATE_WORDS, MAKE_SYNONYMS } from './lexicon/make-synonyms';
import { modelAliasKeys } from './lexicon/model-aliases';

export interface MakeMatch {
  makeId: number;
  decision: FieldDecision;
}

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

/** A make and model read from one cell (`VW Golf VII`). */
export interface JoinedVehicle {
  make: MakeMatch;
  model: ModelMatch;
}

interface ModelEntry {
  ids: number[];
  alias: boolean;
}

interface ModelIndex {
  byKey: Map<string, ModelEntry>;
  /** Model IDs with their name's word keys, for short forms. */
  words: { id: number; words: string[]; key: string }[];
  /** Submodel key → models of this make that have it (built on first use). */
  submodels?: Map<string, Set<number>>;
}

interface MakeReading {
  ids: readonly number[];
  confidence: number;
  how: string;
}

const typoConfidence = (key: string) => (key.length >= 6 ? 0.9 : 0.8);

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

export class VehicleNameIndex {
  readonly #reference: ReferenceSet;
  /** Make and synonym keys → make IDs, for typos and glued makes. */
  readonly #makeKeyIds = new Map<string, number[]>();
  readonly #models = new Map<number, ModelIndex>();
  /** Make ID → keys that name it (its own and synonyms), to strip a make repeated in the model text. */
  readonly #makeNameKeys = new Map<number, Set<string>>();
  /** Make and synonym keys of two characters or more, longest first (glued makes). */
  readonly #gluedKeys: string[];

  constructor(reference: ReferenceSet) {
    this.#reference = reference;
    const addKey = (key: string, id: number) => {
      const list = this.#makeKeyIds.get(key);
      if (!list) this.#makeKeyIds.set(key, [id]);
      else if (!list.includes(id)) list.push(id);
    };
    for (const make of reference.makes.values()) {
      this.#makeNameKeys.set(make.id, new Set([nameKey(make.name)]));
      addKey(nameKey(make.name), make.id);
    }
    for (const [synonym, name] of Object.entries(MAKE_SYNONYMS)) {
      if (reference.makesByKey(synonym).length) continue; // a make of that name wins over the synonym
      for (const id of reference.makesByKey(nameKey(name))) {
        this.#makeNameKeys.get(id)?.add(synonym);
        addKey(synonym, id);
      }
    }
    this.#gluedKeys = [...this.#makeKeyIds.keys()].filter((k) => k.length >= 2).sort((a, b) => b.length - a.length);
  }

  #makeName(id: number): string {
    return this.#reference.makes.get(id)?.name ?? String(id);
  }

  /** Exact name, same key, synonym or company form — no typos. */
  #readMake(source: string): MakeReading | null {
    const ref = this.#reference;
    const key = nameKey(source);
    if (!key) return null;
    const exact = ref.makesByKey(key);
    if (exact.length) {
      return exact.length === 1 && source === this.#makeName(exact[0]!)
        ? { ids: exact, confidence: 1, how: 'same name' }
        : { ids: exact, confidence: 0.98, how: 'case, spacing, punctuation or accents differ' };
    }
    const synonym = MAKE_SYNONYMS[key];
    const viaSynonym = synonym ? ref.makesByKey(nameKey(synonym)) : [];
    if (viaSynonym.length) return { ids: viaSynonym, confidence: 0.97, how: 'another name for it' };
    for (const stage of companyFormStages(source)) {
      if (stage.key === key) continue;
      const direct = ref.makesByKey(stage.key);
      const viaName = MAKE_SYNONYMS[stage.key];
      const ids = direct.length ? direct : viaName ? ref.makesByKey(nameKey(viaName)) : [];
      if (ids.length) return { ids, confidence: 0.97, how: `company form ${quote(stage.dropped)} dropped` };
    }
    return null;
  }

  matchMake(text: string): MakeMatch | Issue {
    const source = text.trim();
    const key = nameKey(source);
    const decide = (makeId: number, confidence: number, note: string, code?: string): MakeMatch => ({
      makeId,
      decision: { field: 'make', source, value: makeId, confidence, note, ...(code ? { code } : {}) },
    });
    if (!key) return reject('MAKE_MISSING', 'make', 'The make is empty; every fitment needs a make.');

    const read = this.#readMake(source);
    if (read) {
      if (read.ids.length > 1) return this.#ambiguousMake(source, read.ids.map((id) => this.#makeName(id)));
      const id = read.ids[0]!;
      const name = this.#makeName(id);
      if (read.confidence === 1) return decide(id, 1, `make ${name}`);
      return decide(id, read.confidence, `make ${quote(source)} → ${name} (${read.how})`);
    }

    const typoKey = companyFormStages(source).at(-1)?.key ?? key;
    if (typoKey.length >= 4) {
      const typos = typoCandidates(typoKey, this.#makeKeyIds.keys());
      const ids = [...new Set(typos.flatMap((t) => this.#makeKeyIds.get(t)!))];
      if (ids.length === 1) {
        const id = ids[0]!;
        return decide(id, typoConfidence(typoKey), `make ${quote(source)} read as ${this.#makeName(id)} (one-letter typo)`, 'MAKE_TYPO');
      }
      if (ids.length > 1) return this.#ambiguousMake(source, ids.map((id) => this.#makeName(id)));
    }
    return reject(
      'MAKE_UNKNOWN',
      'make',
      `Make ${quote(source)} is not in the reference VCdb; check the spelling (e.g. Volkswagen, Mercedes-Benz).`,
    );
  }

  /**
   * Makes of the loaded VCdb a reviewer may mean by a make text, best first: by how alike its key
   * (company words dropped) reads to each make's name and synonyms. Suggestions, never matches.
   */
  makeCandidates(text: string, limit = 5): { id: number; score: number }[] {
    const key = companyFormStages(text).at(-1)?.key ?? nameKey(text);
    return rankByKey(key, this.#makeKeyIds, limit);
  }

  /**
   * Models of one make a reviewer may mean by a model text, best first: by how alike its key (the
   * make in front dropped) reads to each model's name and language variants.
   */
  modelCandidates(text: string, makeId: number, limit = 5): { id: number; score: number }[] {
    const words = this.#withoutMake(text.trim().split(/\s+/), makeId);
    const byKey = new Map<string, readonly number[]>();
    for (const [key, entry] of this.#modelIndex(makeId).byKey) byKey.set(key, entry.ids);
    return rankByKey(nameKey(words.join(' ')), byKey, limit);
  }

  #ambiguousMake(source: string, names: string[]): Issue {
    return flag('MAKE_AMBIGUOUS', 'make', `Make ${quote(source)} could be ${[...new Set(names)].join(' or ')}; pick one.`);
  }

  /**
   * A cell holding make and model (`VW Golf VII`, `ALFA ROMEO Giulia`, `VWGolf`): the make read from its
   * start when exactly one reference make starts it and the rest names one of its models. null when no
   * make starts the cell; an Issue when two makes could.
   */
  splitJoined(text: string): JoinedVehicle | Issue | null {
    const source = text.trim();
    const words = source.split(/\s+/).filter(Boolean);
    const found: JoinedVehicle[] = [];
    const seen = new Set<number>();
    const tryMake = (head: string, rest: string, ids: readonly number[], confidence: number, how: string) => {
      if (!rest.trim() || ids.length !== 1 || seen.has(ids[0]!)) return;
      const id = ids[0]!;
      const model = this.matchModelDetailed(rest, id);
      if (isIssue(model)) return;
      seen.add(id);
      const name = this.#makeName(id);
      found.push({
        make: {
          makeId: id,
          decision: {
            field: 'make',
            source: head,
            value: id,
            confidence: Math.min(confidence, 0.98),
            note: `make ${quote(head)} → ${name} (${how}), read from the start of ${quote(source)}`,
          },
        },
        model,
      });
    };
    for (let n = Math.min(4, words.length - 1); n >= 1; n--) {
      const head = words.slice(0, n).join(' ');
      const read = this.#readMake(head);
      if (read) tryMake(head, words.slice(n).join(' '), read.ids, read.confidence, read.how);
    }
    // Glued: `VWGolf`, `VW-Golf`, `MercedesC-Klasse`.
    const first = words[0] ?? '';
    const firstKey = nameKey(first);
    for (const k of this.#gluedKeys) {
      if (firstKey.length <= k.length || !firstKey.startsWith(k)) continue;
      const restFirst = dropLeadingKeyChars(first, k.length);
      tryMake(first.slice(0, first.length - restFirst.length), [restFirst, ...words.slice(1)].join(' '), this.#makeKeyIds.get(k)!, 0.95, 'make glued to the model');
    }
    if (found.length === 1) return found[0]!;
    if (found.length > 1) {
      return flag(
        'MAKE_AMBIGUOUS',
        'make',
        `${quote(source)} could be ${found.map((f) => `${this.#makeName(f.make.makeId)} ${this.#reference.models.get(f.model.modelId)?.name ?? ''}`.trim()).join(' or ')}; give the make.`,
      );
    }
    return null;
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
    const words: ModelIndex['words'] = [];
    for (const id of modelIds) {
      const model = this.#reference.models.get(id);
      if (!model) continue;
      add(nameKey(model.name), id, false);
      words.push({ id, words: model.name.split(/[\s-]+/).map(nameKey).filter(Boolean), key: nameKey(model.name) });
    }
    for (const id of modelIds) {
      const model = this.#reference.models.get(id);
      if (model) for (const k of modelAliasKeys(model.name)) add(k, id, true);
    }
    index = { byKey, words };
    this.#models.set(makeId, index);
    return index;
  }

  /** Submodel key → this make's models that have it in some year. */
  #submodels(makeId: number, index: ModelIndex): Map<string, Set<number>> {
    if (index.submodels) return index.submodels;
    const ref = this.#reference;
    const map = new Map<string, Set<number>>();
    for (const { id } of index.words) {
      const line = ref.vehicleLine(makeId, id);
      if (!line) continue;
      for (const bv of line.years.values()) {
        for (const config of ref.vehicleConfigs(bv)) {
          const sm = ref.submodels.get(config.submodelId);
          if (!sm) continue;
          const key = nameKey(sm.name);
          const set = map.get(key);
          if (set) set.add(id);
          else map.set(key, new Set([id]));
        }
      }
    }
    index.submodels = map;
    return map;
  }

  /** Words of the model text with a repeated make name in front removed (`Ford F-150`, `VWGolf`). */
  #withoutMake(words: string[], makeId: number): string[] {
    const keys = this.#makeNameKeys.get(makeId);
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

  /** The public form: a short form with several candidates is ambiguous here (no years to decide by). */
  matchModel(text: string, makeId: number): ModelMatch | Issue {
    const m = this.matchModelDetailed(text, makeId);
    if (!isIssue(m) && m.shortFor && m.shortFor.length > 1) return this.ambiguousModel(text, makeId, m.shortFor);
    return m;
  }

  ambiguousModel(source: string, makeId: number, ids: readonly number[]): Issue {
    const makeName = this.#makeName(makeId);
    const names = ids.map((id) => this.#reference.models.get(id)?.name ?? String(id));
    return flag('MODEL_AMBIGUOUS', 'model', `Model ${quote(source)} could be ${makeName} ${names.join(' or ')}; pick one.`);
  }

  matchModelDetailed(text: string, makeId: number): ModelMatch | Issue {
    const source = text.trim();
    const ref = this.#reference;
    const makeName = this.#makeName(makeId);
    const modelName = (id: number) => ref.models.get(id)?.name ?? String(id);
    if (!nameKey(source)) return reject('MODEL_MISSING', 'model', 'The model is empty; every fitment needs a model.');
    const index = this.#modelIndex(makeId);
    const decide = (id: number, confidence: number, note: string, remainder: string | null, code?: string): ModelMatch => ({
      modelId: id,
      remainder,
      decision: { field: 'model', source, value: id, confidence, note, ...(code ? { code } : {}) },
    });
    const ambiguous = (ids: number[]) => this.ambiguousModel(source, makeId, ids);
    const found = (entry: ModelEntry, remainder: string | null, part: string, makeDropped: boolean): ModelMatch | Issue => {
      if (entry.ids.length > 1) return ambiguous(entry.ids);
      const id = entry.ids[0]!;
      const how = entry.alias
        ? [0.97, `model ${quote(part)} is another name for ${makeName} ${modelName(id)}`] as const
        : part === modelName(id) && !makeDropped
          ? [1, `model ${makeName} ${modelName(id)}`] as const
          : part === modelName(id)
            ? [0.98, `model ${quote(source)} → ${modelName(id)} (the make repeated in front)`] as const
            : [0.98, `model ${quote(part)} → ${modelName(id)} (case, spacing or punctuation differ)`] as const;
      const note = remainder ? `${how[1]}; ${quote(remainder)} follows the model name` : how[1];
      return decide(id, how[0], note, remainder);
    };

    const all = source.split(/\s+/);
    const stripped = this.#withoutMake(all, makeId);
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
    const bySubmodel = this.#submodels(makeId, index).get(whole);
    if (bySubmodel && bySubmodel.size === 1) {
      const [id] = bySubmodel;
      return decide(id!, 0.95, `model ${quote(source)} is a submodel of ${makeName} ${modelName(id!)} only`, text2);
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
        return decide(id, typoConfidence(whole), `model ${quote(source)} read as ${makeName} ${modelName(id)} (one-letter typo)`, null, 'MODEL_TYPO');
      }
      if (ids.length > 1) return ambiguous(ids);
    }

    // Short forms: whole words at the start or end of a model name (`Silverado`, `Caravan`), else the
    // start of a name (`Silv`).
    const textWords = words.flatMap((w) => w.split(/-/)).map(nameKey).filter(Boolean);
    const wholeWord = index.words
      .filter((m) => m.words.length > textWords.length && (startsWith(m.words, textWords) || endsWith(m.words, textWords)))
      .map((m) => m.id);
    if (wholeWord.length) {
      const ids = [...new Set(wholeWord)];
      const first = ids[0]!;
      const note =
        ids.length === 1
          ? `model ${quote(source)} is short for ${makeName} ${modelName(first)}`
          : `model ${quote(source)} is short for ${ids.map((id) => `${makeName} ${modelName(id)}`).join(' or ')}`;
      return { ...decide(first, 0.7, note, null, 'MODEL_PARTIAL_MATCH'), shortFor: ids };
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

/** IDs whose keys read most like `key`, each with its best score; scores under 0.5 are left out. */
export function rankByKey(key: string, idsByKey: ReadonlyMap<string, readonly number[]>, limit: number): { id: number; score: number }[] {
  const best = new Map<number, number>();
  if (!key) return [];
  for (const [k, ids] of idsByKey) {
    const score = keySimilarity(key, k);
    if (score < 0.5) continue;
    for (const id of ids) if ((best.get(id) ?? 0) < score) best.set(id, score);
  }
  return [...best]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, limit)
    .map(([id, score]) => ({ id, score }));
}

function startsWith(words: readonly string[], prefix: readonly string[]): boolean {
  return prefix.length > 0 && prefix.every((w, i) => words[i] === w);
}

function endsWith(words: readonly string[], suffix: readonly string[]): boolean {
  const offset = words.length - suffix.length;
  return suffix.length > 0 && offset > 0 && suffix.every((w, i) => words[offset + i] === w);
}

/** `VWGolf` minus the 2 key characters of `vw` → `Golf`; punctuation after them is dropped too. */
function dropLeadingKeyChars(word: string, count: number): string {
  let seen = 0;
  let i = 0;
  const norm = word.normalize('NFD');
  while (i < norm.length && seen < count) {
    if (/[a-z0-9]/i.test(norm[i]!)) seen++;
    i++;
  }
  return norm.slice(i).replace(/^[^\p{L}\p{N}]+/u, '').normalize('NFC');
}
