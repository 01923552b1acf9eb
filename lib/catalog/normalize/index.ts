/**
 * Normalization: mapped rows → reference IDs, ACES apps and PIES items, each value with a confidence
 * and a note. Create one context per run (`createNormalizeContext`), pass every row to `normalizeRow`,
 * then merge items with `ItemCollector` and drop repeated apps with `FitmentDeduper`.
 */
export { createNormalizeContext } from './context';
export type { NormalizeContext, NormalizeOptions } from './context';
export { normalizeRow } from './normalize-row';
export { plainDecision } from './id-decision';
export type { NormalizedApp, NormalizedRow } from './normalize-row';
export type { FieldDecision, Issue, IssueEffect } from './issues';
export { ItemCollector, type HeldItem, type ItemCollectorOptions, type ItemRuns, type PartSlot } from './item-collector';
export { FitmentDeduper, type FitmentDeduperOptions } from './fitment-deduper';
export { RECORD_INTS, type FingerprintRunStore } from './spilled-fingerprints';
export { MemoryRunStore } from './memory-run-store';
export { normalizeYears, normalizeYearColumns, parseYears, parseYearColumns } from './years';
export type { YearOptions, YearSpec } from './years';
export { matchMake, matchModel, matchPartType, matchPosition } from './matchers';
export { parseEngine } from './engine';
export type { EngineSpec } from './engine';
export { parseQuantity } from './quantity';
export { parseDecimal } from './numbers';
export { parseMeasure } from './measures';
export type { Measure } from './measures';
export { parsePrice, readCurrency } from './money';
export { checkGtin, gtinCheckDigit } from './gtin';
export type { Gtin } from './gtin';
export { parseCountry } from './country';
export { PART_TYPE_CONCEPTS, PART_TYPE_TERMS, type PartTypeConcept } from './lexicon/part-types';
export { LEARNABLE_FIELDS, LEARNED_TERM_CONFIDENCE, LEARNED_TERM_ORIGINS, learnedTermKey, LEARNED_QTY_RANGE, learnedValueName, MAX_LEARNED_QTY } from './learned-terms';
export type { LearnableField, LearnedTerm, LearnedTermOrigin, ValueCandidate, ValueStop } from './learned-terms';
export { valueStops } from './value-stops';
export { LearnedTermBook, type LearnedTermsSummary } from './learned-term-book';
export { readPosition } from './positions';
export { PartTypeIndex } from './part-types';
export { VehicleNameIndex } from './vehicle-names';
export { isIssue } from './issues';
