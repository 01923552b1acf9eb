/**
 * The learned terms a conversion was given (decision 0011), as the matchers consult them: by field
 * and key, checked once against the reference the run is pinned to. A term whose reference ID the
 * loaded reference lacks is ignored, with the reason, and never applied. The book also counts the
 * rows each term decided, for the report, the evidence and the workspace's use counts.
 */

import type { ReferenceSet } from '@/lib/catalog/reference';
import { render, say, type Said } from '../messages';
import type { FieldDecision } from './issues';
import { type LearnableField, LEARNED_TERM_CONFIDENCE, type LearnedTerm, type LearnedTermOrigin, learnedTermKey, learnedValueName, MAX_LEARNED_QTY } from './learned-terms';

export interface LearnedTermsSummary {
  /** `origin` when the term had one, so an export of the run can say the same of it. */
  used: { id: string; field: LearnableField; term: string; referenceId: number; rows: number; origin?: LearnedTermOrigin }[];
  /** `reason` in English; `said` the same as a text, for readers in other languages. */
  ignored: { id: string; field: LearnableField; term: string; referenceId: number; reason: string; said: Said }[];
}

const TABLES: Record<Exclude<LearnableField, 'qty'>, { capability: 'partTypes' | 'vehicles' | 'submodels' | 'positions'; what: string; db: string }> = {
  partType: { capability: 'partTypes', what: 'PartTerminologyID', db: 'PCdb' },
  make: { capability: 'vehicles', what: 'MakeID', db: 'VCdb' },
  model: { capability: 'vehicles', what: 'ModelID', db: 'VCdb' },
  submodel: { capability: 'submodels', what: 'SubmodelID', db: 'VCdb' },
  position: { capability: 'positions', what: 'PositionID', db: 'PCdb' },
};

export class LearnedTermBook {
  readonly #byField = new Map<LearnableField, Map<string, LearnedTerm>>();
  readonly #ignored: LearnedTermsSummary['ignored'] = [];
  /** Term id → rows it decided a value of. */
  readonly #rows = new Map<string, number>();
  readonly #terms = new Map<string, LearnedTerm>();

  constructor(terms: readonly LearnedTerm[], reference: ReferenceSet) {
    for (const term of terms) {
      const reason = missingFrom(term, reference);
      const key = learnedTermKey(term.term);
      const byKey = this.#byField.get(term.field) ?? new Map<string, LearnedTerm>();
      const first = byKey.get(key);
      const why = reason ?? (!key ? say('learned.ignored.noKey') : first ? say('learned.ignored.first', { first: first.id, field: term.field }) : null);
      if (why) {
        this.#ignored.push({ id: term.id, field: term.field, term: term.term, referenceId: term.referenceId, reason: render(why), said: why });
        continue;
      }
      byKey.set(key, term);
      this.#byField.set(term.field, byKey);
      this.#terms.set(term.id, term);
    }
  }

  /** Whether any term of the field applies (so a caller can skip building the text to look up). */
  has(field: LearnableField): boolean {
    return this.#byField.has(field);
  }

  /** The term of this field whose key is the text's, if any. */
  find(field: LearnableField, text: string): LearnedTerm | undefined {
    const byKey = this.#byField.get(field);
    return byKey ? byKey.get(learnedTermKey(text)) : undefined;
  }

  /** The decision a term makes: its own confidence, and a note saying whose word it is. */
  decision(term: LearnedTerm, field: FieldDecision['field'], source: string, name: string): FieldDecision {
    return {
      field,
      source,
      value: term.referenceId,
      confidence: LEARNED_TERM_CONFIDENCE,
      note: `${field} '${source}' → ${name}, ${learnedFrom(term)}`,
      said: say('note.learned', { field, value: `'${source}'`, name, from: learnedFromSaid(term) }),
      learnedTermId: term.id,
    };
  }

  /** Counts a row once for every term among its decisions. */
  countRow(decisions: readonly FieldDecision[]): void {
    for (const d of decisions) if (d.learnedTermId !== undefined) this.#rows.set(d.learnedTermId, (this.#rows.get(d.learnedTermId) ?? 0) + 1);
  }

  summary(): LearnedTermsSummary {
    const used: LearnedTermsSummary['used'] = [];
    for (const [id, rows] of this.#rows) {
      const t = this.#terms.get(id);
      if (t) used.push({ id, field: t.field, term: t.term, referenceId: t.referenceId, rows, ...(t.origin ? { origin: t.origin } : {}) });
    }
    return { used, ignored: [...this.#ignored] };
  }
}

/** Why the loaded reference cannot take the term, or null when it can. */
function missingFrom(term: LearnedTerm, reference: ReferenceSet): Said | null {
  if (term.field === 'qty') return learnedValueName('qty', term.referenceId, reference) === null ? say('learned.ignored.qtyRange', { max: String(MAX_LEARNED_QTY) }) : null;
  const table = TABLES[term.field];
  if (!reference.capabilities.has(table.capability)) return say('learned.ignored.noTable', { db: table.db, what: table.what });
  if (learnedValueName(term.field, term.referenceId, reference) !== null) return null;
  const release = reference.versionDate ? say('learned.ignored.release', { date: reference.versionDate }) : '';
  return say('learned.ignored.notInReference', { what: table.what, id: String(term.referenceId), db: table.db, release });
}

/** `learnedFrom` as a catalogue text (`learned.*`). */
export function learnedFromSaid(term: LearnedTerm): Said {
  const line = /^csv:(\d+)$/.exec(term.id);
  if (line) return say('learned.fileLine', { line: line[1]! });
  const on = term.learnedAt ? say('learned.on', { date: term.learnedAt.slice(0, 10) }) : '';
  switch (term.origin) {
    case 'file':
      return say('learned.file');
    case 'import':
      return say('learned.import', { on });
    case 'settings':
      return say('learned.settings', { on });
    case 'api':
      return say('learned.api', { on });
    default:
      return say('learned.review', { on, conversion: term.conversionId ? say('learned.conversion', { id: term.conversionId.slice(0, 8) }) : '' });
  }
}

/**
 * Whose word the term is, for the decision's note: `learned from a review decision on 2026-11-26
 * (conversion 1a2b3c4d)`, `imported into the workspace's learned terms on …`, `added in Settings on …`,
 * `added through the API on …`, `learned from terms file line 12`.
 */
export function learnedFrom(term: LearnedTerm): string {
  const line = /^csv:(\d+)$/.exec(term.id);
  if (line) return `learned from terms file line ${line[1]}`;
  const on = term.learnedAt ? ` on ${term.learnedAt.slice(0, 10)}` : '';
  switch (term.origin) {
    case 'file':
      return 'learned from a terms file';
    case 'import':
      return `imported into the workspace's learned terms${on}`;
    case 'settings':
      return `added in Settings${on}`;
    case 'api':
      return `added through the API${on}`;
    default: {
      const conversion = term.conversionId ? ` (conversion ${term.conversionId.slice(0, 8)})` : '';
      return `learned from a review decision${on}${conversion}`;
    }
  }
}
