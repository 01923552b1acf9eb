/**
 * Mapping: which canonical field each source column holds, with a confidence and a reason,
 * detected from headers in five languages and from the values' shapes; the catalog's language;
 * saved mappings for files of a known layout; and the per-row projection the pipeline runs.
 */
export { detectMapping } from './detect-mapping';
export { detectLanguage, LANGUAGE_NAMES, type LanguageGuess } from './detect-language';
export { matchHeader, type HeaderMatch } from './match-header';
export { headerKey } from './header-key';
export { compileRowMapper, mapRow, MULTI_VALUE_FIELDS, MULTI_VALUE_SEPARATORS } from './map-row';
export { isValidGtin } from './value-shapes';
export {
  applySavedMapping,
  parseSavedMapping,
  SavedMappingSchema,
  toSavedMapping,
  type SavedMapping,
} from './saved-mapping';
