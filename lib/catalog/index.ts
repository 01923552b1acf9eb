/**
 * The conversion engine's public face for the CLI, jobs and app: convert a catalog, load
 * reference data and keys, verify bundles, and the shared types. Stages' own folders stay
 * importable for finer work (`@/lib/catalog/ingest`, `.../normalize`, ...).
 */
export * from './types';
export {
  checkConvertSettings,
  convertCatalog,
  csvCell,
  DEFAULT_ACCEPT_THRESHOLD,
  MAPPING_SAMPLE_ROWS,
  OUTPUT_FILES,
  proposeMapping,
  TOOL_NAME,
  type ConvertOptions,
  type ConvertProgress,
  type ConvertResult,
  type ConvertStage,
  type OutputName,
  type OutputPaths,
  type ProposedMapping,
  type RowCounts,
  DEFAULT_SENDER,
  parseSenderIdentity,
  SENDER_LIMITS,
  senderIdentitySchema,
  senderPlaceholders,
  type SenderBrand,
  type SenderIdentity,
} from './convert';
export { detectPiesWorkbook } from './layouts/pies-workbook';
export {
  listWorkbookSheets,
  nothingToConvert,
  openCatalog,
  type CatalogReader,
  type CatalogSource,
  type OpenCatalogOptions,
  type WorkbookSheet,
} from './ingest';
export {
  applySavedMapping,
  detectLanguage,
  detectMapping,
  layOverDetected,
  missingRequiredFields,
  parseSavedMapping,
  RecordedMappingSchema,
  SavedMappingSchema,
  toMappingRecord,
  toSavedMapping,
  type RecordedMapping,
  type RequiredGap,
  type SavedMapping,
} from './mapping';
export {
  demoReferenceDir,
  loadDemoReference,
  loadReference,
  type LoadedReference,
  type ReferenceSet,
} from './reference';
export {
  keyFingerprint,
  loadOrCreateSigningKey,
  loadPublicKey,
  loadSigningKey,
  PUBLIC_KEY_FILE,
  SIGNING_KEY_FILE,
  verifyEvidenceBundle,
  type SigningKey,
  type VerifiedFile,
  type VerifyProblem,
  type VerifyResult,
} from './evidence';
export { parseReport, renderReportHtml, reportSchema, type Report } from './report';
export { isValidBrandCode, describeBrandCodeProblem } from './validate';
