import { render, say, type Said } from '../messages';
import type { CanonicalField } from '../types';
import { unmappedRequiredFields } from './required-field-rules';

/** A field a mapping must have for its rows to convert, and why (English; `said` for other readers). */
export interface RequiredGap {
  field: CanonicalField;
  why: string;
  said: Said;
}

/** The required fields a mapping leaves unmapped (rules in required-field-rules.ts), with their reasons' words. */
export function missingRequiredFields(fields: Iterable<CanonicalField | null>): RequiredGap[] {
  return unmappedRequiredFields(fields).map(({ field, why }) => {
    const said = say(`note.map.required.${why}`);
    return { field, why: render(said), said };
  });
}
