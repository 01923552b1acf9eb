/**
 * Which delivery tables the `reference` schema stores and how each column is kept: the tables and
 * columns the engine's builder reads (`CORE_TABLES` in lib/catalog/reference/tables.ts), typed, plus
 * the IDs of the VCdb attribute tables. The migration 20261122000600_reference.sql has the same shape.
 */

import { ACES_ATTRIBUTE_TABLES, CORE_TABLES } from '@/lib/catalog/reference';

/**
 * - `id`: a whole number that must be there (IDs, years);
 * - `int`: a whole number or empty;
 * - `name`: text that must not be empty;
 * - `text`: text or empty;
 * - `number`: a decimal, or empty / `-` (how the VCdb writes "none").
 */
export type ColumnKind = 'id' | 'int' | 'name' | 'text' | 'number';

export interface StoredColumn {
  /** Lower-case column name in the delivery (and as the builder asks for it). */
  source: string;
  /** Column in the database table. */
  column: string;
  kind: ColumnKind;
}

export interface StoredTable {
  /** Lower-case delivery table name (`basevehicle`). */
  table: string;
  /** `reference.<dbTable>` */
  dbTable: string;
  /**
   * The key rows are read back in: the table's own ID column, or `row_no` (delivery order) for link
   * tables, whose rows have no key of their own the engine needs.
   */
  key: string;
  columns: readonly StoredColumn[];
}

const col = (source: string, column: string, kind: ColumnKind): StoredColumn => ({ source, column, kind });

const ENGINE_BLOCK_COLUMNS = [
  col('liter', 'liter', 'number'),
  col('cc', 'cc', 'number'),
  col('cid', 'cid', 'number'),
  col('cylinders', 'cylinders', 'number'),
  col('blocktype', 'block_type', 'text'),
];
const ENGINE_CONFIG_COLUMNS = [
  col('engineconfigid', 'engine_config_id', 'id'),
  col('enginebaseid', 'engine_base_id', 'id'),
  col('fueltypeid', 'fuel_type_id', 'int'),
  col('aspirationid', 'aspiration_id', 'int'),
];

const TABLES: readonly StoredTable[] = [
  { table: 'make', dbTable: 'make', key: 'make_id', columns: [col('makeid', 'make_id', 'id'), col('makename', 'make_name', 'name')] },
  {
    table: 'model',
    dbTable: 'model',
    key: 'model_id',
    columns: [col('modelid', 'model_id', 'id'), col('modelname', 'model_name', 'name'), col('vehicletypeid', 'vehicle_type_id', 'int')],
  },
  {
    table: 'basevehicle',
    dbTable: 'base_vehicle',
    key: 'base_vehicle_id',
    columns: [
      col('basevehicleid', 'base_vehicle_id', 'id'),
      col('yearid', 'year_id', 'id'),
      col('makeid', 'make_id', 'id'),
      col('modelid', 'model_id', 'id'),
    ],
  },
  {
    table: 'submodel',
    dbTable: 'submodel',
    key: 'submodel_id',
    columns: [col('submodelid', 'submodel_id', 'id'), col('submodelname', 'submodel_name', 'name')],
  },
  {
    table: 'vehicle',
    dbTable: 'vehicle',
    key: 'vehicle_id',
    // A Vehicle without a submodel is allowed (the engine reads it as submodel 0).
    columns: [col('vehicleid', 'vehicle_id', 'id'), col('basevehicleid', 'base_vehicle_id', 'id'), col('submodelid', 'submodel_id', 'int')],
  },
  {
    table: 'enginebase',
    dbTable: 'engine_base',
    key: 'engine_base_id',
    columns: [col('enginebaseid', 'engine_base_id', 'id'), ...ENGINE_BLOCK_COLUMNS],
  },
  {
    table: 'enginebase2',
    dbTable: 'engine_base2',
    key: 'engine_base_id',
    columns: [col('enginebaseid', 'engine_base_id', 'id'), col('engineblockid', 'engine_block_id', 'id')],
  },
  {
    table: 'engineblock',
    dbTable: 'engine_block',
    key: 'engine_block_id',
    columns: [col('engineblockid', 'engine_block_id', 'id'), ...ENGINE_BLOCK_COLUMNS],
  },
  { table: 'engineconfig', dbTable: 'engine_config', key: 'engine_config_id', columns: ENGINE_CONFIG_COLUMNS },
  { table: 'engineconfig2', dbTable: 'engine_config2', key: 'engine_config_id', columns: ENGINE_CONFIG_COLUMNS },
  {
    table: 'vehicletoengineconfig',
    dbTable: 'vehicle_to_engine_config',
    key: 'row_no',
    columns: [col('vehicleid', 'vehicle_id', 'id'), col('engineconfigid', 'engine_config_id', 'id')],
  },
  {
    table: 'fueltype',
    dbTable: 'fuel_type',
    key: 'fuel_type_id',
    columns: [col('fueltypeid', 'fuel_type_id', 'id'), col('fueltypename', 'fuel_type_name', 'name')],
  },
  {
    table: 'aspiration',
    dbTable: 'aspiration',
    key: 'aspiration_id',
    columns: [col('aspirationid', 'aspiration_id', 'id'), col('aspirationname', 'aspiration_name', 'name')],
  },
  {
    table: 'parts',
    dbTable: 'parts',
    key: 'part_terminology_id',
    columns: [col('partterminologyid', 'part_terminology_id', 'id'), col('partterminologyname', 'part_terminology_name', 'name')],
  },
  {
    table: 'positions',
    dbTable: 'positions',
    key: 'position_id',
    columns: [col('positionid', 'position_id', 'id'), col('position', 'position', 'name')],
  },
  {
    table: 'codemaster',
    dbTable: 'code_master',
    key: 'row_no',
    columns: [col('partterminologyid', 'part_terminology_id', 'id'), col('positionid', 'position_id', 'id')],
  },
  {
    table: 'partposition',
    dbTable: 'part_position',
    key: 'row_no',
    columns: [col('partterminologyid', 'part_terminology_id', 'id'), col('positionid', 'position_id', 'id')],
  },
  { table: 'alias', dbTable: 'alias', key: 'alias_id', columns: [col('aliasid', 'alias_id', 'id'), col('aliasname', 'alias_name', 'name')] },
  {
    table: 'partstoalias',
    dbTable: 'parts_to_alias',
    key: 'row_no',
    columns: [col('partterminologyid', 'part_terminology_id', 'id'), col('aliasid', 'alias_id', 'id')],
  },
];

export const STORED_TABLES: ReadonlyMap<string, StoredTable> = new Map(TABLES.map((t) => [t.table, t]));

/**
 * VCdb attribute tables (CylinderHeadType, DriveType, Region, …) → their ID column. The engine checks
 * only that an attribute ID exists, so their IDs go into `reference.attribute_ids`.
 */
export const ATTRIBUTE_TABLES: ReadonlyMap<string, string> = new Map(
  Object.values(ACES_ATTRIBUTE_TABLES)
    .filter(({ table }) => !(table in CORE_TABLES))
    .map(({ table, idColumn }) => [table, idColumn]),
);

/** The `reference.attribute_ids` layout, as a stored table whose rows are tagged with their table. */
export function attributeTable(table: string, idColumn: string): StoredTable {
  return { table, dbTable: 'attribute_ids', key: 'id', columns: [col(idColumn, 'id', 'id')] };
}

/** `20260101_BaseVehicle.txt` or `vcdb/BaseVehicle.psv` → `BaseVehicle`: the name as the delivery spells it. */
export function displayTableName(origin: string): string {
  const base = origin.split(/[\\/]/).pop() ?? origin;
  return base.replace(/\.[^.]*$/, '').replace(/^\d{8}[_-]/, '');
}
