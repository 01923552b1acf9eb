import { nameKey } from '../reference/name-key';
import type { ReferenceSet } from '../reference/reference-set';

/*
 * Learned terms (decision 0011): a person's decision on a catalog value ("Bremsbelagsatz" → PCdb
 * 1684), kept by the workspace and applied by later conversions with their own confidence. This file
 * is the engine's side of the contract: the shape of a term, the key values are compared by, and the
 * shape of the value that stopped a held row (what review groups by).
 */

/**
 * Fields whose values can be learned: those that map to one reference entity, and `qty` — how many
 * of a part type (at a position, on an engine with so many cylinders) a vehicle takes when the
 * catalog does not say (see ./unstated-quantity).
 */
export const LEARNABLE_FIELDS = ['partType', 'make', 'model', 'submodel', 'position', 'qty'] as const;
export type LearnableField = (typeof LEARNABLE_FIELDS)[number];

/** Confidence of a value resolved by a learned term: above the accept threshold, below an exact match. */
export const LEARNED_TERM_CONFIDENCE = 0.97;

/** Where a term was made: review, a CSV import, the API, Settings, or a terms file given to one run. */
export const LEARNED_TERM_ORIGINS = ['review', 'import', 'api', 'settings', 'file'] as const;
export type LearnedTermOrigin = (typeof LEARNED_TERM_ORIGINS)[number];

/** One learned term, as the engine receives it (pure data: from the database, a CSV file or a test). */
export interface LearnedTerm {
  /** Stable id (the database's, or `csv:<line>` for a file). */
  id: string;
  field: LearnableField;
  /** The catalog's text as the person saw it; for qty, what the quantity is of (`quantityTerm`). */
  term: string;
  /**
   * What it means in the reference: PCdb PartTerminologyID (partType), VCdb MakeID (make),
   * ModelID (model), SubmodelID (submodel), PCdb PositionID (position); for qty, the quantity itself.
   */
  referenceId: number;
  language?: string | null;
  /** ISO date-time of the decision. */
  learnedAt?: string | null;
  /** The conversion the decision was made on, when it came from review. */
  conversionId?: string | null;
  /**
   * Where the term was made: a review decision, a CSV import into the workspace, the API, Settings, or
   * a terms file given to this run (`--learned`). Absent: a review decision, as before origins were kept.
   */
  origin?: LearnedTermOrigin;
  /** A person's note on the term (the CSV file's `note` column); the engine does not read it. */
  note?: string | null;
}

/** The most a learned quantity may say: a vehicle takes no more of one part type (wheel nuts: 40). */
export const MAX_LEARNED_QTY = 999;
/** What a learned quantity must be, for messages. */
export const LEARNED_QTY_RANGE = `a whole number from 1 to ${MAX_LEARNED_QTY}`;

/**
 * What a learned value stands for in this reference — the entity's name, or for qty the number —
 * or null when the reference has no such entity (then the term cannot apply).
 */
export function learnedValueName(field: LearnableField, referenceId: number, reference: ReferenceSet): string | null {
  if (field === 'qty') return Number.isInteger(referenceId) && referenceId >= 1 && referenceId <= MAX_LEARNED_QTY ? String(referenceId) : null;
  const table = { partType: reference.partTypes, make: reference.makes, model: reference.models, submodel: reference.submodels, position: reference.positions }[field];
  return table.get(referenceId)?.name ?? null;
}

/** The comparison key of a value: case, spacing, punctuation and accents do not matter. */
export function learnedTermKey(text: string): string {
  return nameKey(text.normalize('NFKC').trim());
}

/** A reference entity the engine proposes for a value it could not settle. */
export interface ValueCandidate {
  referenceId: number;
  name: string;
  /** 0..1 */
  confidence: number;
}

/** A value that held a row back: what review groups by and decides once for every row holding it. */
export interface ValueStop {
  field: LearnableField;
  /** The catalog's text. */
  term: string;
  /** `learnedTermKey(term)`. */
  key: string;
  /** The finding code it raised (e.g. PART_TYPE_UNMATCHED, MAKE_TYPO). */
  code: string;
  /** Best first; may be empty. */
  candidates: ValueCandidate[];
}
