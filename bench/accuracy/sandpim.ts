/**
 * The real sandPIM templates (github.com/autopartsource/sandpim, MIT, commit c37ef78) filled with
 * generated rows: the template workbook is copied, its sheets, header row, column order and
 * conventions kept (flat ACES: Positionid 0 = no position, the brand on the first row only), and
 * its example data rows replaced by rows whose IDs exist in the demo reference, with known truth.
 * Rhubarb (a PIES workbook) is converted as it is; only its part numbers are read here.
 */
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { CanonicalField } from '../../lib/catalog/types';
import { logicalRows, truthOf } from './corpus';
import type { Cell, CatalogSpec, ColumnTruth, GeneratedCatalog, TruthApp } from './model';
import { Rng } from './prng';
import type { RefIndex } from './reference-index';

export const SANDPIM_DIR = path.join('tests', 'fixtures', 'sandpim');
const FLAT_ACES = 'Flat_ACES_4_1_template_D.xlsx';
const PDM = 'APA_PDM_Template.xlsx';
export const RHUBARB = path.join(SANDPIM_DIR, 'Rhubarb_7_1_C.xlsx');

const FLAT_FIELDS: Record<string, CanonicalField | null> = {
  'Application id': null,
  // The app's own reference: ACES writes it as the App's `ref` attribute (field appRef).
  Reference: 'appRef',
  BaseVehicleid: 'baseVehicleId',
  Part: 'partNumber',
  BrandAAIAID: 'brand',
  PartTypeid: 'partTypeId',
  Positionid: 'positionId',
  Quantity: 'qty',
  'VCdb-coded Attributes': 'flatAttributes',
  'Qdb-coded Qualifiers': null,
  Notes: 'notes',
  'Mfr Label': 'mfrLabel',
  // The app's diagram and its callout there (ACES AssetName / AssetItemOrder, 5.0 DiagramAsset).
  AssetName: 'assetName',
  'Asset Item Order': 'assetItemOrder',
};

const PDM_FIELDS: Record<string, CanonicalField | null> = {
  Qty: 'qty',
  PartNum: 'partNumber',
  PartTypeID: 'partTypeId',
  PositionID: 'positionId',
  MfrLabel: 'mfrLabel',
  Note: 'notes',
  BaseVehicleID: 'baseVehicleId',
  EngineBaseID: 'engineBaseId',
  SubModelID: 'submodelId',
};

function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'object' && 'text' in v) return String(v.text);
  if (typeof v === 'object' && 'result' in v) return String(v.result ?? '');
  return String(v);
}

function headerOf(ws: ExcelJS.Worksheet): string[] {
  const row = ws.getRow(1);
  const out: string[] = [];
  for (let c = 1; c <= ws.columnCount; c++) out.push(cellText(row.getCell(c).value).trim());
  while (out.length && out[out.length - 1] === '') out.pop();
  return out;
}

function spec(name: string, kind: 'sandpim-flat-aces' | 'sandpim-pdm', rows: number): CatalogSpec {
  return { name, brand: 'sandPIM', lang: 'en', valueLang: 'en', format: 'xlsx', line: 'full', kinds: [kind, 'id-coded'], rows };
}

/** Replaces the template's data rows on `sheet` with `rows` and writes the workbook to `outPath`. */
async function fillTemplate(template: string, sheet: string, build: (header: string[]) => Cell[][], outPath: string): Promise<{ header: string[]; rows: Cell[][] }> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(path.join(SANDPIM_DIR, template));
  const ws = wb.getWorksheet(sheet);
  if (!ws) throw new Error(`${template} has no sheet ${sheet}`);
  const header = headerOf(ws);
  const rows = build(header);
  // Written in place over the template's rows (keeps its row styles); leftover example rows cleared.
  const last = Math.max(ws.rowCount, rows.length + 1);
  for (let r = 2; r <= last; r++) {
    const row = ws.getRow(r);
    const values = rows[r - 2];
    for (let c = 1; c <= Math.max(header.length, ws.columnCount); c++) row.getCell(c).value = values?.[c - 1] ?? null;
    row.commit();
  }
  await wb.xlsx.writeFile(outPath);
  return { header, rows };
}

function configFor(index: RefIndex, bv: number, rng: Rng): { submodelId?: number; engineBaseId?: number } {
  const configs = index.ref.vehicleConfigs(bv).filter((c) => c.submodelId > 0 || c.engines.length);
  if (!configs.length) return {};
  const c = rng.pick(configs);
  const engine = c.engines.length ? rng.pick(c.engines).engineBaseId : undefined;
  return { ...(c.submodelId > 0 ? { submodelId: c.submodelId } : {}), ...(engine !== undefined ? { engineBaseId: engine } : {}) };
}

/** sandPIM flat ACES (sheet "Applications"): one app per row, IDs only. */
export async function flatAcesCatalog(index: RefIndex, seed: number, rows: number, outPath: string): Promise<GeneratedCatalog> {
  const s = spec('sandpim-flat-aces', 'sandpim-flat-aces', rows);
  const rng = Rng.forKey(seed, s.name);
  const logical = logicalRows(index, s, rng);
  const truth: TruthApp[] = [];
  const { header, rows: data } = await fillTemplate(
    FLAT_ACES,
    'Applications',
    (hdr) =>
      logical.map((r, i) => {
        truth.push(...truthOf(r));
        const bv = r.line.years.get(r.from) ?? 0;
        const cfg = rng.chance(0.12) ? configFor(index, bv, rng) : {};
        const values: Record<string, Cell> = {
          'Application id': i + 1,
          Reference: rng.int(1000000, 9999999),
          BaseVehicleid: bv,
          Part: r.part.number,
          // The template states the brand on its first row only.
          BrandAAIAID: i === 0 ? 'BKMN' : null,
          PartTypeid: r.part.partTypeId,
          Positionid: r.part.positionId ?? 0,
          Quantity: r.part.qty,
          'VCdb-coded Attributes': cfg.submodelId ? `SubModel:${cfg.submodelId}` : null,
          'Qdb-coded Qualifiers': null,
          Notes: rng.chance(0.08) ? rng.pick(['with Grommets', 'w/o ABS', 'Heavy Duty']) : null,
          'Mfr Label': rng.pick(['Good', 'Better', 'Best']),
          AssetName: null,
          'Asset Item Order': null,
        };
        return hdr.map((h) => values[h] ?? null);
      }),
    outPath,
  );
  return finish(s, header, data, FLAT_FIELDS, truth);
}

/** APA PDM template (sheet "Applications", header only in the original): IDs plus attribute ID columns. */
export async function pdmCatalog(index: RefIndex, seed: number, rows: number, outPath: string): Promise<GeneratedCatalog> {
  const s = spec('sandpim-pdm', 'sandpim-pdm', rows);
  const rng = Rng.forKey(seed, s.name);
  const logical = logicalRows(index, s, rng);
  const truth: TruthApp[] = [];
  const { header, rows: data } = await fillTemplate(
    PDM,
    'Applications',
    (hdr) =>
      logical.map((r) => {
        truth.push(...truthOf(r));
        const bv = r.line.years.get(r.from) ?? 0;
        const cfg = rng.chance(0.3) ? configFor(index, bv, rng) : {};
        const values: Record<string, Cell> = {
          Qty: r.part.qty,
          PartNum: r.part.number,
          PartTypeID: r.part.partTypeId,
          // An ID column: a blank cell is the natural "no position" here.
          PositionID: r.part.positionId,
          MfrLabel: rng.chance(0.3) ? rng.pick(['Premium', 'Economy']) : null,
          Note: rng.chance(0.05) ? 'w/ ABS' : null,
          BaseVehicleID: bv,
          EngineBaseID: cfg.engineBaseId ?? null,
          SubModelID: rng.chance(0.5) ? (cfg.submodelId ?? null) : null,
        };
        return hdr.map((h) => values[h] ?? null);
      }),
    outPath,
  );
  return finish(s, header, data, PDM_FIELDS, truth);
}

function finish(s: CatalogSpec, header: string[], rows: Cell[][], fields: Record<string, CanonicalField | null>, truth: TruthApp[]): GeneratedCatalog {
  const columns: ColumnTruth[] = header.map((h) => ({ header: h, field: fields[h] ?? null }));
  return { spec: s, header, rows, columns, truth, qtyStated: true };
}

/** One part of Rhubarb's Items sheet: what a PIES conversion of it should write, or refuse. */
export interface RhubarbItem {
  partNumber: string;
  /** Its PartTerminologyID (undefined: none given). */
  partTypeId: number | undefined;
  row: number;
}

/** The distinct parts on Rhubarb's Items sheet, first row of each. */
export async function rhubarbItems(): Promise<RhubarbItem[]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(RHUBARB);
  const ws = wb.getWorksheet('Items');
  if (!ws) return [];
  const header = headerOf(ws);
  const partCol = header.indexOf('PartNumber') + 1;
  const typeCol = header.indexOf('PartTerminologyID') + 1;
  const items = new Map<string, RhubarbItem>();
  for (let r = 2; r <= ws.rowCount; r++) {
    const partNumber = cellText(ws.getRow(r).getCell(partCol).value).trim();
    const type = typeCol ? cellText(ws.getRow(r).getCell(typeCol).value).trim() : '';
    if (partNumber && !items.has(partNumber)) items.set(partNumber, { partNumber, partTypeId: type ? Number(type) : undefined, row: r });
  }
  return [...items.values()];
}
