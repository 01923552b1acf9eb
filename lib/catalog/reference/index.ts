/** Reference data (VCdb / PCdb) for the engine: loading Auto Care ASCII deliveries and the demo set. */
export type {
  BaseVehicle,
  EngineBase,
  EngineOption,
  Make,
  Model,
  PartType,
  Position,
  ReferenceCapability,
  ReferenceSet,
  Submodel,
  VehicleConfig,
  VehicleLine,
} from './reference-set';
export { REFERENCE_CAPABILITIES } from './reference-set';
export { createReferenceBuilder, buildReferenceSet, isoDate } from './builder';
export type { ReferenceBuilder, ReferenceBuilderOptions, RowSink, ParsedTable } from './builder';
export { readAsciiDelivery } from './delivery';
export type { DeliveryVisitor, DeliveryInfo, DeliveryFile } from './delivery';
export { loadReference, loadDemoReference, demoReferenceDir } from './load';
export type { LoadedReference } from './load';
export { IdIndex } from './id-index';
export { nameKey } from './name-key';
export { referenceLabel, referenceSource } from './source';
export { ACES_ATTRIBUTE_TABLES, CORE_TABLES, EXPECTED_TABLES, tableNameFromFile } from './tables';
