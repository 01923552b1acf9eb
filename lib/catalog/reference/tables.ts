/**
 * Which Auto Care tables the engine reads, the columns it needs from each, and what goes missing when a
 * table is absent. Names are lower-case: the delivery's `SubModel` and `Submodel` are the same table.
 */

import type { ReferenceCapability } from './reference-set';
import { type Said, say } from '../messages';

export interface TableSpec {
  /** Columns that must be present, lower-case. */
  required: readonly string[];
  optional?: readonly string[];
}

export const CORE_TABLES = {
  make: { required: ['makeid', 'makename'] },
  model: { required: ['modelid', 'modelname'], optional: ['vehicletypeid'] },
  basevehicle: { required: ['basevehicleid', 'yearid', 'makeid', 'modelid'] },
  submodel: { required: ['submodelid', 'submodelname'] },
  vehicle: { required: ['vehicleid', 'basevehicleid', 'submodelid'] },
  enginebase: { required: ['enginebaseid'], optional: ['liter', 'cc', 'cid', 'cylinders', 'blocktype'] },
  // Newer VCdb releases split EngineBase into EngineBase2 (IDs) + EngineBlock (displacement, cylinders).
  enginebase2: { required: ['enginebaseid', 'engineblockid'] },
  engineblock: { required: ['engineblockid'], optional: ['liter', 'cc', 'cid', 'cylinders', 'blocktype'] },
  engineconfig: { required: ['engineconfigid', 'enginebaseid'], optional: ['fueltypeid', 'aspirationid'] },
  engineconfig2: { required: ['engineconfigid', 'enginebaseid'], optional: ['fueltypeid', 'aspirationid'] },
  vehicletoengineconfig: { required: ['vehicleid', 'engineconfigid'] },
  fueltype: { required: ['fueltypeid', 'fueltypename'] },
  aspiration: { required: ['aspirationid', 'aspirationname'] },
  parts: { required: ['partterminologyid', 'partterminologyname'] },
  positions: { required: ['positionid', 'position'] },
  codemaster: { required: ['partterminologyid', 'positionid'] },
  partposition: { required: ['partterminologyid', 'positionid'] },
  alias: { required: ['aliasid', 'aliasname'] },
  partstoalias: { required: ['partterminologyid', 'aliasid'] },
} as const satisfies Record<string, TableSpec>;

export type CoreTable = keyof typeof CORE_TABLES;

/** Release tables: any of these gives the version date. */
export const VERSION_TABLES = new Set(['version', 'vcdbversion', 'pcdbversion', 'versions']);

/**
 * ACES vehicle-attribute elements and the VCdb table holding their IDs. Used to check the IDs of
 * "flat ACES" attribute strings (`CylinderHeadType:5`) when the delivery carries the table.
 */
export const ACES_ATTRIBUTE_TABLES: Readonly<Record<string, { table: string; idColumn: string }>> = {
  MfrBodyCode: { table: 'mfrbodycode', idColumn: 'mfrbodycodeid' },
  BodyNumDoors: { table: 'bodynumdoors', idColumn: 'bodynumdoorsid' },
  BodyType: { table: 'bodytype', idColumn: 'bodytypeid' },
  DriveType: { table: 'drivetype', idColumn: 'drivetypeid' },
  EngineBase: { table: 'enginebase', idColumn: 'enginebaseid' },
  EngineBlock: { table: 'engineblock', idColumn: 'engineblockid' },
  EngineBoreStroke: { table: 'engineborestroke', idColumn: 'engineborestrokeid' },
  EngineDesignation: { table: 'enginedesignation', idColumn: 'enginedesignationid' },
  EngineVIN: { table: 'enginevin', idColumn: 'enginevinid' },
  EngineVersion: { table: 'engineversion', idColumn: 'engineversionid' },
  EngineMfr: { table: 'mfr', idColumn: 'mfrid' },
  PowerOutput: { table: 'poweroutput', idColumn: 'poweroutputid' },
  ValvesPerEngine: { table: 'valves', idColumn: 'valvesid' },
  FuelDeliveryType: { table: 'fueldeliverytype', idColumn: 'fueldeliverytypeid' },
  FuelDeliverySubType: { table: 'fueldeliverysubtype', idColumn: 'fueldeliverysubtypeid' },
  FuelSystemControlType: { table: 'fuelsystemcontroltype', idColumn: 'fuelsystemcontroltypeid' },
  FuelSystemDesign: { table: 'fuelsystemdesign', idColumn: 'fuelsystemdesignid' },
  Aspiration: { table: 'aspiration', idColumn: 'aspirationid' },
  CylinderHeadType: { table: 'cylinderheadtype', idColumn: 'cylinderheadtypeid' },
  FuelType: { table: 'fueltype', idColumn: 'fueltypeid' },
  IgnitionSystemType: { table: 'ignitionsystemtype', idColumn: 'ignitionsystemtypeid' },
  TransmissionMfrCode: { table: 'transmissionmfrcode', idColumn: 'transmissionmfrcodeid' },
  TransmissionBase: { table: 'transmissionbase', idColumn: 'transmissionbaseid' },
  TransmissionType: { table: 'transmissiontype', idColumn: 'transmissiontypeid' },
  TransmissionControlType: { table: 'transmissioncontroltype', idColumn: 'transmissioncontroltypeid' },
  TransmissionNumSpeeds: { table: 'transmissionnumspeeds', idColumn: 'transmissionnumspeedsid' },
  TransElecControlled: { table: 'eleccontrolled', idColumn: 'eleccontrolledid' },
  TransmissionMfr: { table: 'mfr', idColumn: 'mfrid' },
  BedLength: { table: 'bedlength', idColumn: 'bedlengthid' },
  BedType: { table: 'bedtype', idColumn: 'bedtypeid' },
  WheelBase: { table: 'wheelbase', idColumn: 'wheelbaseid' },
  BrakeSystem: { table: 'brakesystem', idColumn: 'brakesystemid' },
  FrontBrakeType: { table: 'braketype', idColumn: 'braketypeid' },
  RearBrakeType: { table: 'braketype', idColumn: 'braketypeid' },
  BrakeABS: { table: 'brakeabs', idColumn: 'brakeabsid' },
  FrontSpringType: { table: 'springtype', idColumn: 'springtypeid' },
  RearSpringType: { table: 'springtype', idColumn: 'springtypeid' },
  SteeringSystem: { table: 'steeringsystem', idColumn: 'steeringsystemid' },
  SteeringType: { table: 'steeringtype', idColumn: 'steeringtypeid' },
  Region: { table: 'region', idColumn: 'regionid' },
  SubModel: { table: 'submodel', idColumn: 'submodelid' },
};

/** Attribute tables (other than the core ones) whose IDs are collected. */
export const ATTRIBUTE_ID_TABLES: ReadonlyMap<string, string> = new Map(
  Object.values(ACES_ATTRIBUTE_TABLES)
    .filter((t) => !(t.table in CORE_TABLES))
    .map((t) => [t.table, t.idColumn]),
);

/**
 * Tables whose absence is reported, what each enables, and the display name used in messages.
 * `alternatives` lists tables that can stand in for it.
 */
export const EXPECTED_TABLES: readonly {
  table: string;
  display: string;
  capability: ReferenceCapability;
  alternatives?: readonly string[];
  /** What goes unchecked without it: a `reference.consequence.*` text. */
  consequence: Said;
}[] = [
  { table: 'make', display: 'Make', capability: 'vehicles', consequence: say('reference.consequence.makes') },
  { table: 'model', display: 'Model', capability: 'vehicles', consequence: say('reference.consequence.models') },
  {
    table: 'basevehicle',
    display: 'BaseVehicle',
    capability: 'vehicles',
    consequence: say('reference.consequence.baseVehicles'),
  },
  { table: 'submodel', display: 'SubModel', capability: 'submodels', consequence: say('reference.consequence.submodels') },
  {
    table: 'vehicle',
    display: 'Vehicle',
    capability: 'submodels',
    consequence: say('reference.consequence.vehicles'),
  },
  {
    table: 'enginebase',
    display: 'EngineBase',
    capability: 'engines',
    alternatives: ['enginebase2'],
    consequence: say('reference.consequence.engines'),
  },
  {
    table: 'engineconfig',
    display: 'EngineConfig',
    capability: 'engines',
    alternatives: ['engineconfig2'],
    consequence: say('reference.consequence.engineVehicles'),
  },
  {
    table: 'vehicletoengineconfig',
    display: 'VehicleToEngineConfig',
    capability: 'engines',
    consequence: say('reference.consequence.engineVehicles'),
  },
  { table: 'parts', display: 'Parts', capability: 'partTypes', consequence: say('reference.consequence.partTypes') },
  { table: 'positions', display: 'Positions', capability: 'positions', consequence: say('reference.consequence.positions') },
  {
    table: 'codemaster',
    display: 'CodeMaster (or PartPosition)',
    capability: 'partPositions',
    alternatives: ['partposition'],
    consequence: say('reference.consequence.partPositions'),
  },
];

/** `20260101_BaseVehicle.txt` → `{ table: 'basevehicle', date: '2026-01-01' }`. */
export function tableNameFromFile(fileName: string): { table: string; date: string | null } {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  const stem = base.replace(/\.[^.]*$/, '');
  const m = /^(\d{4})(\d{2})(\d{2})[_-](.+)$/.exec(stem);
  if (m) return { table: m[4]!.toLowerCase(), date: `${m[1]}-${m[2]}-${m[3]}` };
  return { table: stem.toLowerCase(), date: null };
}
