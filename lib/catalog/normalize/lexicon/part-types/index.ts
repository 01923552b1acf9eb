/**
 * The multilingual part-type vocabulary (`vocabulary.ts`, one table per system group in the files
 * beside it), the word lists the part-type reader weighs terms with, and the bare words that name
 * more than one part type.
 */
export { PART_TYPE_CONCEPTS, PART_TYPE_TERMS, type PartTypeTerms } from './vocabulary';
export type { PartTypeConcept } from './types';
export {
  ABBREVIATIONS,
  GLOSSARY,
  MORPHEMES,
  QUALIFIER_WORDS,
  SET_WORDS,
  STOP_WORDS,
  WEAK_WORDS,
} from './glossary';
export { AMBIGUOUS_PART_TYPE_TERMS, type AmbiguousPartTypeTerm } from './ambiguous';
export { FITTED_COUNT, type FittedCount } from './fitted-count';
