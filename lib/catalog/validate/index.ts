/**
 * Validation of what is written: XSD (libxml2 in WASM), code lists, brand codes, GTINs, and
 * fitment logic (duplicates, overlaps, comment/no-comment conflicts) over a stream of apps.
 */
export { validateXsd, xmllintFindings, type ValidateXsdInput, type XsdResult } from './xsd';
export {
  DEFAULT_STANDARD_VERSION,
  findSchemaFile,
  sniffStandardDocument,
  type SniffedDocument,
  type StandardKind,
} from './schema-files';
export { findFirstWellFormednessError, type WellFormednessError } from './well-formed';
export { brandCodeProblem, describeBrandCodeProblem, isValidBrandCode } from './brand';
export { saidFinding, type FindingAt } from './said-finding';
export { isGtinCheckDigitValid } from './gtin';
export * as codeLists from './code-lists';
export { checkPiesItem } from './pies-checks';
export { createFitmentChecker, type FitmentChecker, type FitmentCheckerOptions } from './fitment';
export { SEEN_RECORD_INTS } from './seen-apps';
export { AppBatchWriter, readAppBatch, type AppBatch } from './app-batch';
export { FingerprintTable } from './fingerprint-table';
export { FitmentHasher } from './fitment-hash';
export { MemoryPartTexts, type PartTextStore } from './part-names';
export {
  baseKey,
  conditionKey,
  describeBaseKey,
  describeConditions,
  fitmentKey,
  vehicleKey,
} from './fitment-keys';
export { COUNTRY_CODES, CURRENCY_CODES, LANGUAGE_CODES } from './code-lists';
