/**
 * Mapping: which canonical field each source column holds, with a confidence and a reason,
 * detected from headers in five languages and from the values' shapes; the catalog's language;
 * saved mappings for files of a known layout, an API's inline mapping laid over the detected one,
 * and where each column's field came from; and the per-row projection the pipeline runs.
 */
export { detectMapping, type DetectOptions } from './detect-mapping';
export { referenceJudge, type ReferenceJudge } from './reference-judge';
export { detectLanguage, type LanguageGuess } from './detect-language';
export { matchHeader, type HeaderMatch } from './match-header';
export { headerKey } from './header-key';
export { compileRowMapper, mapRow, MULTI_VALUE_FIELDS, MULTI_VALUE_SEPARATORS } from './map-row';
export { isValidGtin } from './value-shapes';
export {
  applySavedMapping,
  CatalogSettingsSchema,
  parseSavedMapping,
  RecordedMappingSchema,
  SavedMappingSchema,
  toMappingRecord,
  toSavedMapping,
  type RecordedMapping,
  type SavedMapping,
} from './saved-mapping';
export { describeOrigin, MappingOriginSchema } from './mapping-origin';
export { layOverDetected, type InlineOverlay } from './inline-mapping';
export { missingRequiredFields, type RequiredGap } from './required-fields';
export { inferSettings, settingsOf } from './catalog-settings';
export { fieldSaid, noted } from './notes';
