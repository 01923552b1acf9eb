/** ACES (fitment) output: a streaming, versioned writer (4.2, 5.0) and its header schema. */
export { writeAces, type WriteAcesOptions, type WriteAcesResult } from './writer';
export {
  acesHeaderSchema,
  parseAcesHeader,
  type AcesHeader,
  type AcesHeaderInput,
  type ParseResult,
} from './header';
export { ACES_VERSIONS, ACES_VOCABULARY, isAcesVersion, type AcesVersion, type AcesVocabulary } from './vocabulary';
export {
  ACES_ATTRIBUTE_ORDER,
  acesAttributeRank,
  canonicalAcesAttributeName,
  orderAcesAttributes,
  type AcesAttributeName,
  type OrderedAttributes,
} from './attributes';
export { acesAppProblem } from './app-xml';
export { ASSET_NAME_MAX, appAssetProblem, isAcesAssetName } from './app-asset';
