/**
 * Where the builder keeps table rows as they stream in: only the columns the engine needs — the big
 * tables (BaseVehicle, Vehicle, VehicleToEngineConfig, CodeMaster) in integer columns, the small ones
 * as Maps — until `finish` joins them into a `ReferenceSet`.
 */

import { BaseVehicleTable } from './base-vehicles';
import { IntColumn, isInt32 } from './int-column';
import type { EngineBase, Make, Model, PartType, Position, Submodel } from './reference-set';
import type { CoreTable } from './tables';
import { VehicleRows } from './vehicle-configs';

/** Receives one data row of a table, values in the column order given to `openTable`. */
export type RowSink = (values: readonly string[]) => void;

export function toInt(text: string | undefined): number {
  if (text === undefined) return NaN;
  const n = +text;
  return text.trim() !== '' && Number.isInteger(n) ? n : NaN;
}

function toNumber(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '' || text === '-') return undefined;
  const n = +text;
  return Number.isFinite(n) ? n : undefined;
}

export function text(value: string | undefined): string {
  return (value ?? '').trim();
}

export class ReferenceRows {
  readonly makes = new Map<number, Make>();
  readonly models = new Map<number, Model>();
  readonly baseVehicles = new BaseVehicleTable();
  readonly submodels = new Map<number, Submodel>();
  readonly vehicles = new VehicleRows();
  readonly engineBases = new Map<number, EngineBase>();
  readonly engineBlocks = new Map<number, Omit<EngineBase, 'id'>>();
  readonly engineBase2 = new Map<number, number>();
  readonly engineConfigs = new Map<number, { engineBaseId: number; fuelTypeId: number; aspirationId: number }>();
  /** Flat (VehicleID, EngineConfigID) pairs, joined once everything is in. */
  readonly vehicleEngineConfigs = new IntColumn(1 << 16);
  readonly fuelTypes = new Map<number, string>();
  readonly aspirations = new Map<number, string>();
  readonly partTypes = new Map<number, PartType>();
  readonly positions = new Map<number, Position>();
  /** Flat (PartTerminologyID, PositionID) pairs. */
  readonly partPositions = new IntColumn(1 << 12);
  readonly aliases = new Map<number, string>();
  /** Flat (PartTerminologyID, AliasID) pairs. */
  readonly partAliases: number[] = [];
  /** IDs per attribute table (lower-case table name). */
  readonly attributeIds = new Map<string, Set<number>>();
  readonly versionDates: string[] = [];

  idSet(table: string): Set<number> {
    let set = this.attributeIds.get(table);
    if (!set) this.attributeIds.set(table, (set = new Set()));
    return set;
  }

  /** The row handler for a core table; `bad()` counts a row that could not be read. */
  handler(table: CoreTable, idx: Record<string, number>, bad: () => void): RowSink | null {
    const { makes, models, baseVehicles, submodels, vehicles, engineBases, engineBlocks, engineBase2, engineConfigs } = this;
    const { vehicleEngineConfigs, fuelTypes, aspirations, partTypes, positions, partPositions, aliases, partAliases } = this;
    const idSet = (t: string) => this.idSet(t);
    const col = (name: string) => idx[name] ?? -1;
    const get = (v: readonly string[], name: string) => {
      const i = col(name);
      return i >= 0 ? v[i] : undefined;
    };
    switch (table) {
      case 'make':
        return (v) => {
          const id = toInt(get(v, 'makeid'));
          const name = text(get(v, 'makename'));
          if (Number.isNaN(id) || !name) return bad();
          makes.set(id, { id, name });
        };
      case 'model':
        return (v) => {
          const id = toInt(get(v, 'modelid'));
          const name = text(get(v, 'modelname'));
          if (Number.isNaN(id) || !name) return bad();
          const vt = toInt(get(v, 'vehicletypeid'));
          models.set(id, Number.isNaN(vt) ? { id, name } : { id, name, vehicleTypeId: vt });
        };
      case 'basevehicle':
        return (v) => {
          const id = toInt(get(v, 'basevehicleid'));
          const year = toInt(get(v, 'yearid'));
          const makeId = toInt(get(v, 'makeid'));
          const modelId = toInt(get(v, 'modelid'));
          if (!isInt32(id) || !isInt32(year) || !isInt32(makeId) || !isInt32(modelId)) return bad();
          baseVehicles.add(id, year, makeId, modelId);
        };
      case 'submodel':
        return (v) => {
          const id = toInt(get(v, 'submodelid'));
          const name = text(get(v, 'submodelname'));
          if (Number.isNaN(id) || !name) return bad();
          submodels.set(id, { id, name });
        };
      case 'vehicle':
        return (v) => {
          const id = toInt(get(v, 'vehicleid'));
          const bv = toInt(get(v, 'basevehicleid'));
          const sm = toInt(get(v, 'submodelid'));
          if (!isInt32(id) || !isInt32(bv)) return bad();
          vehicles.add(id, bv, isInt32(sm) ? sm : 0);
        };
      case 'enginebase':
      case 'engineblock': {
        const target = table === 'enginebase' ? 'enginebaseid' : 'engineblockid';
        return (v) => {
          const id = toInt(get(v, target));
          if (Number.isNaN(id)) return bad();
          const e: Omit<EngineBase, 'id'> = {};
          const liter = toNumber(get(v, 'liter'));
          const cc = toNumber(get(v, 'cc'));
          const cid = toNumber(get(v, 'cid'));
          const cylinders = toNumber(get(v, 'cylinders'));
          const block = text(get(v, 'blocktype'));
          if (liter !== undefined) e.liter = liter;
          if (cc !== undefined) e.cc = cc;
          if (cid !== undefined) e.cid = cid;
          if (cylinders !== undefined) e.cylinders = cylinders;
          if (block && block !== '-') e.blockType = block.toUpperCase();
          if (table === 'enginebase') engineBases.set(id, { id, ...e });
          else engineBlocks.set(id, e);
        };
      }
      case 'enginebase2':
        return (v) => {
          const id = toInt(get(v, 'enginebaseid'));
          const block = toInt(get(v, 'engineblockid'));
          if (Number.isNaN(id) || Number.isNaN(block)) return bad();
          engineBase2.set(id, block);
        };
      case 'engineconfig':
      case 'engineconfig2':
        return (v) => {
          const id = toInt(get(v, 'engineconfigid'));
          const base = toInt(get(v, 'enginebaseid'));
          if (Number.isNaN(id) || Number.isNaN(base)) return bad();
          engineConfigs.set(id, {
            engineBaseId: base,
            fuelTypeId: toInt(get(v, 'fueltypeid')),
            aspirationId: toInt(get(v, 'aspirationid')),
          });
        };
      case 'vehicletoengineconfig':
        return (v) => {
          const vehicle = toInt(get(v, 'vehicleid'));
          const config = toInt(get(v, 'engineconfigid'));
          if (!isInt32(vehicle) || !isInt32(config)) return bad();
          vehicleEngineConfigs.push(vehicle);
          vehicleEngineConfigs.push(config);
        };
      case 'fueltype':
      case 'aspiration': {
        const map = table === 'fueltype' ? fuelTypes : aspirations;
        const ids = idSet(table);
        return (v) => {
          const id = toInt(get(v, `${table}id`));
          if (Number.isNaN(id)) return bad();
          map.set(id, text(get(v, `${table}name`)));
          ids.add(id);
        };
      }
      case 'parts':
        return (v) => {
          const id = toInt(get(v, 'partterminologyid'));
          const name = text(get(v, 'partterminologyname'));
          if (Number.isNaN(id) || !name) return bad();
          partTypes.set(id, { id, name });
        };
      case 'positions':
        return (v) => {
          const id = toInt(get(v, 'positionid'));
          const name = text(get(v, 'position'));
          if (Number.isNaN(id) || !name) return bad();
          positions.set(id, { id, name });
        };
      case 'codemaster':
      case 'partposition':
        return (v) => {
          const pt = toInt(get(v, 'partterminologyid'));
          const pos = toInt(get(v, 'positionid'));
          if (!isInt32(pt) || !isInt32(pos)) return bad();
          partPositions.push(pt);
          partPositions.push(pos);
        };
      case 'alias':
        return (v) => {
          const id = toInt(get(v, 'aliasid'));
          const name = text(get(v, 'aliasname'));
          if (Number.isNaN(id) || !name) return bad();
          aliases.set(id, name);
        };
      case 'partstoalias':
        return (v) => {
          const pt = toInt(get(v, 'partterminologyid'));
          const alias = toInt(get(v, 'aliasid'));
          if (Number.isNaN(pt) || Number.isNaN(alias)) return bad();
          partAliases.push(pt, alias);
        };
      default:
        return null;
    }
  }
}
