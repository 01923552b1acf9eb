/**
 * Learned terms as files: the CSV that Settings exports and imports and `partsmith convert --learned`
 * reads. The terms' shape and key are the normalize stage's (`../normalize/learned-terms`).
 */
export {
  formatLearnedTermsCsv,
  LEARNED_TERMS_COLUMNS,
  LEARNED_TERMS_LIMITS,
  parseLearnedTermsCsv,
  type LearnedTermsCsvError,
  type LearnedTermsCsvResult,
} from './learned-terms-csv';
export { LEARNABLE_FIELDS, LEARNED_TERM_CONFIDENCE, learnedTermKey, learnedValueName, MAX_LEARNED_QTY, type LearnableField, type LearnedTerm } from '../normalize/learned-terms';
