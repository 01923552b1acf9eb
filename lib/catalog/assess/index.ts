/**
 * Assessment of existing ACES and PIES files: one streaming read, every check (document, header,
 * apps/items, reference IDs, fitment logic, XSD), and its outputs as values — terminal summary,
 * JSON, whether it failed — plus the definition of every check code. The CLI turns a failed
 * assessment into its exit code and writes the XLSX workbook (bin/assess).
 */
export { assessFile, type AssessOptions } from './assess-file';
export { assessAces } from './assess-aces';
export { assessPies } from './assess-pies';
export type { AssessRunOptions } from './run-options';
export {
  appIdOf,
  assessmentFailed,
  toAssessJson,
  type AssessFinding,
  type AssessResult,
  type AssessStat,
  type PartStat,
  type PartTypeStat,
} from './result';
export {
  CHECK_DEFINITIONS,
  checkDefinition,
  checkDefinitionText,
  checkTitle,
  formatCheckDefinitions,
  formatCheckDefinitionsMarkdown,
  type CheckDefinition,
  type CheckScope,
} from './definitions';
export { createReferenceLookup, type ReferenceData, type ReferenceLookup } from './reference-lookup';
export { referenceLookupFromSet } from './reference-adapter';
export { judgeNote, type NoteVerdict } from './questionable-notes';
export { QTY_OUTLIER_FACTOR, QTY_OUTLIER_MIN_APPS } from './qty-outliers';
