/**
 * The conversion pipeline: a catalog file in; ACES, PIES, report, flagged rows, mapping and a signed
 * evidence bundle out. Ingest → mapping → normalize → dedupe → write → validate → report → bundle,
 * streaming end to end.
 */
export { convertCatalog } from './convert-catalog';
export type { ConvertFailure, ConvertResult } from './convert-result';
export { proposeMapping, type ProposedMapping } from './propose-mapping';
export {
  checkConvertSettings,
  DEFAULT_ACCEPT_THRESHOLD,
  MAPPING_SAMPLE_ROWS,
  type ConvertOptions,
  type ConvertProgress,
  type ConvertStage,
  type HeldRow,
  type RowReview,
} from './options';
export { flaggedOutcomeOf, type FlaggedOutcome } from './flagged-csv';
export { OUTPUT_FILES, type OutputName, type OutputPaths, type WrittenPaths } from './output-files';
export { csvCell } from '../csv';
export {
  DEFAULT_DOCUMENT_TITLE,
  DEFAULT_SENDER,
  DOCUMENT_TITLE_FIELDS,
  parseSenderIdentity,
  SENDER_LIMITS,
  senderBrandSchema,
  senderIdentitySchema,
  senderPlaceholders,
  type SenderBrand,
  type SenderIdentity,
} from './sender';
export {
  fitmentChecksInThread,
  type ConversionFitmentChecks,
  type FitmentCheckResults,
  type FitmentChecksFactory,
  type FitmentChecksSetup,
} from './fitment-checks';
export { TOOL_NAME } from './report-stage';
export type { RowCounts } from './row-converter';
