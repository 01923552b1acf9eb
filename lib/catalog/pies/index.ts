/** PIES (product information) output: a streaming, versioned writer (7.2) and its header schema. */
export { writePies, type WritePiesOptions, type WritePiesResult } from './writer';
export {
  DEFAULT_PRICE_SHEET,
  parsePiesHeader,
  piesHeaderSchema,
  type PiesHeader,
  type PiesHeaderInput,
} from './header';
export {
  PIES_LEGACY_NAMESPACE,
  PIES_NAMESPACE,
  PIES_VERSIONS,
  PIES_VOCABULARY,
  type PiesVersion,
  type PiesVocabulary,
} from './vocabulary';
export { gtin14, partTerminologyIdText, piesItemProblem } from './item-xml';
export { fitCode, fitCount, fitDate, fitDecimal, fitText, fitUri, fitYesNo } from './fit';
