/**
 * The pure core of reference loading: table rows in (any order, any source), a `ReferenceSet` out.
 * File and zip reading live in `delivery.ts`; a database loader can feed the same builder.
 * Rows are consumed as they arrive and only the columns the engine needs are kept.
 */

import type { Finding } from '@/lib/catalog/types';
import type { EngineOption, ReferenceCapability, ReferenceSet } from './reference-set';
import { ReferenceData } from './reference-data';
import { ReferenceRows, text, toInt, type RowSink } from './table-rows';
import { buildVehicleConfigs } from './vehicle-configs';
import { ACES_ATTRIBUTE_TABLES, ATTRIBUTE_ID_TABLES, CORE_TABLES, EXPECTED_TABLES, VERSION_TABLES } from './tables';
import type { CoreTable, TableSpec } from './tables';
import { findingOf, type Said, say } from '../messages';

export type { RowSink };

export interface ReferenceBuilder {
  /** Whether rows of this table are used (others can be skipped without reading them). */
  wants(table: string): boolean;
  /**
   * Starts a table. `columns` is the header row as found (any case). Returns null — with a finding —
   * when the table is not used, was already loaded, or lacks a required column.
   */
  openTable(table: string, columns: readonly string[], origin?: string): RowSink | null;
  /** Ends a table opened earlier (reports rows that could not be read). */
  closeTable(table: string): void;
  finish(meta?: { versionDate?: string | null }): { reference: ReferenceSet; findings: Finding[] };
}

export interface ReferenceBuilderOptions {
  source: string;
  /** `source` in the reader's language (ReferenceSet.sourceSaid). */
  sourceSaid?: Said;
  demo?: boolean;
}

/** `20260101`, `2026-01-01`, `2026-01-01 00:00:00`, `01/01/2026` → `2026-01-01`. */
export function isoDate(value: string): string | null {
  const v = value.trim();
  let m = /^(\d{4})-?(\d{2})-?(\d{2})/.exec(v);
  if (m) return `${m[1]}-${m[2]}-${m[3]}`;
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})/.exec(v);
  if (m) return `${m[3]}-${m[1]!.padStart(2, '0')}-${m[2]!.padStart(2, '0')}`;
  return null;
}

interface TableState {
  origin: string;
  display: string;
  rows: number;
  invalid: number;
}

export function createReferenceBuilder(options: ReferenceBuilderOptions): ReferenceBuilder {
  const findings: Finding[] = [];
  const loaded = new Set<string>();
  const open = new Map<string, TableState>();

  const rows = new ReferenceRows();
  let demo = options.demo ?? false;

  function report(code: string, severity: Finding['severity'], said: Said, file?: string) {
    findings.push(findingOf(code, severity, said, file ? { file } : undefined));
  }

  function columnIndexes(table: string, spec: TableSpec, columns: readonly string[], origin: string) {
    const lower = columns.map((c) => c.replace(/^\uFEFF/, '').trim().toLowerCase());
    const idx: Record<string, number> = {};
    const missing: string[] = [];
    for (const c of spec.required) {
      const i = lower.indexOf(c);
      if (i < 0) missing.push(c);
      idx[c] = i;
    }
    for (const c of spec.optional ?? []) idx[c] = lower.indexOf(c);
    if (missing.length) {
      report(
        'REFERENCE_COLUMN_MISSING',
        'warning',
        say('REFERENCE_COLUMN_MISSING', { table, file: origin, columns: missing.join(', ') }),
        origin,
      );
      return null;
    }
    return idx;
  }

  function wants(table: string): boolean {
    const t = table.toLowerCase();
    return t in CORE_TABLES || VERSION_TABLES.has(t) || ATTRIBUTE_ID_TABLES.has(t);
  }

  function openTable(table: string, columns: readonly string[], origin = table): RowSink | null {
    const t = table.toLowerCase();
    if (!wants(t)) return null;
    if (loaded.has(t) && !VERSION_TABLES.has(t)) {
      report(
        'REFERENCE_TABLE_DUPLICATE',
        'warning',
        say('REFERENCE_TABLE_DUPLICATE', { table, file: origin }),
        origin,
      );
      return null;
    }
    const state: TableState = { origin, display: table, rows: 0, invalid: 0 };
    const bad = () => {
      state.invalid++;
    };
    let sink: RowSink | null = null;

    if (VERSION_TABLES.has(t)) {
      const lower = columns.map((c) => c.replace(/^\uFEFF/, '').trim().toLowerCase());
      const dateCol = lower.findIndex((c) => c.includes('date'));
      const demoCol = lower.indexOf('demo');
      sink = (v) => {
        const d = dateCol >= 0 ? isoDate(v[dateCol] ?? '') : null;
        if (d) rows.versionDates.push(d);
        if (demoCol >= 0 && /^(y|yes|true|1)$/i.test(text(v[demoCol]))) demo = true;
      };
    } else if (ATTRIBUTE_ID_TABLES.has(t)) {
      const idCol = columns.findIndex((c) => c.trim().toLowerCase() === ATTRIBUTE_ID_TABLES.get(t));
      if (idCol < 0) return null;
      const ids = rows.idSet(t);
      sink = (v) => {
        const id = toInt(v[idCol]);
        if (Number.isNaN(id)) bad();
        else ids.add(id);
      };
    } else {
      const spec: TableSpec = CORE_TABLES[t as CoreTable];
      const idx = columnIndexes(table, spec, columns, origin);
      if (!idx) return null;
      sink = rows.handler(t as CoreTable, idx, bad);
    }
    if (!sink) return null;
    loaded.add(t);
    open.set(t, state);
    const inner = sink;
    return (values) => {
      state.rows++;
      inner(values);
    };
  }

  function closeTable(table: string) {
    const t = table.toLowerCase();
    const state = open.get(t);
    if (!state) return;
    open.delete(t);
    if (state.invalid > 0) {
      report(
        'REFERENCE_ROW_INVALID',
        'warning',
        say('REFERENCE_ROW_INVALID', { invalid: String(state.invalid), rows: String(state.rows), table: state.display, file: state.origin }),
        state.origin,
      );
    }
  }

  function finish(meta: { versionDate?: string | null } = {}) {
    for (const t of [...open.keys()]) closeTable(t);

    const { makes, models, baseVehicles, submodels, vehicles, engineBases, engineBlocks, engineBase2, engineConfigs } = rows;
    const { vehicleEngineConfigs, fuelTypes, aspirations, partTypes, positions, partPositions, aliases, partAliases } = rows;

    // Newer VCdb: EngineBase2 + EngineBlock stand in for EngineBase.
    for (const [id, blockId] of engineBase2) {
      if (engineBases.has(id)) continue;
      engineBases.set(id, { id, ...(engineBlocks.get(blockId) ?? {}) });
    }
    if (engineBase2.size) loaded.add('enginebase');
    if (loaded.has('engineconfig2')) loaded.add('engineconfig');
    if (loaded.has('partposition')) loaded.add('codemaster');

    const capabilities = new Set<ReferenceCapability>();
    const has = (t: string) => loaded.has(t);
    if (has('make') && has('model') && has('basevehicle')) capabilities.add('vehicles');
    if (capabilities.has('vehicles') && has('submodel') && has('vehicle')) capabilities.add('submodels');
    if (
      capabilities.has('vehicles') &&
      has('vehicle') &&
      has('enginebase') &&
      has('engineconfig') &&
      has('vehicletoengineconfig')
    )
      capabilities.add('engines');
    if (has('parts')) capabilities.add('partTypes');
    if (has('positions')) capabilities.add('positions');
    if (has('parts') && has('positions') && has('codemaster')) capabilities.add('partPositions');

    for (const expected of EXPECTED_TABLES) {
      if (loaded.has(expected.table)) continue;
      if (expected.alternatives?.some((a) => loaded.has(a))) continue;
      report(
        'REFERENCE_TABLE_MISSING',
        'warning',
        say('REFERENCE_TABLE_MISSING', { table: expected.display, consequence: expected.consequence }),
      );
    }

    baseVehicles.trim();

    // One engine option per distinct (EngineBase, fuel, aspiration): configs that say the same share it.
    const engineOptions: EngineOption[] = [];
    const optionByKey = new Map<string, number>();
    const optionOfConfig = new Map<number, number>();
    for (const [configId, config] of engineConfigs) {
      const fuel = fuelTypes.get(config.fuelTypeId);
      const aspiration = aspirations.get(config.aspirationId);
      const key = `${config.engineBaseId}|${fuel ?? ''}|${aspiration ?? ''}`;
      let option = optionByKey.get(key);
      if (option === undefined) {
        const made: EngineOption = { engineBaseId: config.engineBaseId };
        if (fuel) made.fuel = fuel;
        if (aspiration) made.aspiration = aspiration;
        optionByKey.set(key, (option = engineOptions.push(made) - 1));
      }
      optionOfConfig.set(configId, option);
    }
    const vehicleConfigs = buildVehicleConfigs(vehicles, vehicleEngineConfigs, (id) => optionOfConfig.get(id) ?? -1, engineOptions);

    const attributeIdsByElement = new Map<string, ReadonlySet<number>>();
    const coreIds: Record<string, () => Set<number>> = {
      enginebase: () => new Set(engineBases.keys()),
      submodel: () => new Set(submodels.keys()),
    };
    for (const [element, { table }] of Object.entries(ACES_ATTRIBUTE_TABLES)) {
      if (!loaded.has(table)) continue;
      const ids = rows.attributeIds.get(table) ?? coreIds[table]?.();
      if (ids) attributeIdsByElement.set(element, ids);
    }

    const partTypeAliases = new Map<number, string[]>();
    for (let i = 0; i < partAliases.length; i += 2) {
      const name = aliases.get(partAliases[i + 1]!);
      if (!name) continue;
      const pt = partAliases[i]!;
      const list = partTypeAliases.get(pt);
      if (list) list.push(name);
      else partTypeAliases.set(pt, [name]);
    }

    // The Version table wins; the file-name prefix date is the fallback.
    const versionDate = rows.versionDates.length ? rows.versionDates.sort().at(-1)! : (meta.versionDate ?? null);

    const reference = new ReferenceData({
      source: options.source,
      ...(options.sourceSaid ? { sourceSaid: options.sourceSaid } : {}),
      versionDate,
      demo,
      tables: loaded,
      capabilities,
      makes,
      models,
      baseVehicles,
      submodels,
      vehicleConfigs,
      engineBases,
      partTypes,
      positions,
      partPositions,
      partTypeAliases,
      attributeIds: attributeIdsByElement,
    });
    return { reference, findings };
  }

  return { wants, openTable, closeTable, finish };
}

/** A table as parsed rows: header + data rows, from whatever source. */
export interface ParsedTable {
  name: string;
  columns: readonly string[];
  rows: Iterable<readonly string[]>;
  origin?: string;
}

/** Builds a reference set from already-parsed tables (tests, database loader). */
export function buildReferenceSet(
  tables: Iterable<ParsedTable>,
  options: ReferenceBuilderOptions & { versionDate?: string | null },
): { reference: ReferenceSet; findings: Finding[] } {
  const builder = createReferenceBuilder(options);
  for (const table of tables) {
    const sink = builder.openTable(table.name, table.columns, table.origin);
    if (!sink) continue;
    for (const row of table.rows) sink(row);
    builder.closeTable(table.name);
  }
  return builder.finish({ versionDate: options.versionDate });
}
