/**
 * Licensed reference data in Postgres: Auto Care ASCII deliveries imported as releases into the
 * `reference` schema, and a release read back as the engine's `ReferenceSet`. See docs/database.md.
 */
export {
  importReferenceRelease,
  type ImportReleaseOptions,
  type ImportedRelease,
  type ImportRefusal,
  type ImportOutcome,
} from './import-release';
export { loadReferenceSetFromDb, type ReferenceFromDb } from './load-release';
export {
  listReferenceReleases,
  latestReadyRelease,
  getReferenceRelease,
  releaseRowCount,
  RELEASE_STATUSES,
  type ReferenceRelease,
  type ReleaseScope,
  type ReleaseStatus,
} from './releases';
export { bundledDemoRelease, type BundledDemoRelease } from './bundled-demo';
export { hashDelivery, type DeliveryHash } from './delivery-hash';
export { STORED_TABLES, ATTRIBUTE_TABLES, type StoredTable, type StoredColumn, type ColumnKind } from './stored-tables';
