/**
 * Compares what the engine wrote with the truth: app precision and recall (with and without qty),
 * qty-only errors, apps that are not valid against the reference, mapping accuracy, review load.
 *
 * Apps are compared as distinct tuples (part, BaseVehicleID, PartTerminologyID, PositionID or none,
 * Qty): duplicates count once on both sides, and VCdb attributes (SubModel, EngineBase) are not part
 * of the tuple. PCdb position "N/A" written as a Position element counts as "no position", since
 * both say the same thing.
 */
import type { ConvertResult } from '../../lib/catalog/convert';
import type { CanonicalField } from '../../lib/catalog/types';
import type { ExportedApp } from './aces-apps';
import type { GeneratedCatalog, TruthApp } from './model';
import type { RefIndex } from './reference-index';

export interface MappingMiss {
  header: string;
  truth: string;
  got: string | null;
}

export interface CatalogScore {
  truthApps: number;
  exportedApps: number;
  /** null when nothing was exported (0/0). */
  precision: number | null;
  recall: number;
  precisionNoQty: number | null;
  recallNoQty: number;
  /** Exported apps right in everything but the quantity. */
  qtyOnlyErrors: number;
  /** Exported apps whose vehicle, part type or position is not in the reference, or an invalid pair. */
  invalidExported: number;
  mappingAccuracy: number;
  mappingColumns: number;
  mappingMisses: MappingMiss[];
  /** Exported apps not in the truth, a few for the report. */
  falsePositives: ExportedApp[];
  /** Truth apps not exported (exactly), a few for the report. */
  missed: TruthApp[];
}

type Tuple = { part: string; baseVehicleId: number | null; partTypeId: number | null; positionId: number | null; qty: number | null };

function key(t: Tuple, withQty: boolean): string {
  return `${t.part}|${t.baseVehicleId}|${t.partTypeId}|${t.positionId ?? '-'}${withQty ? `|${t.qty}` : ''}`;
}

function ratio(a: number, b: number): number | null {
  return b === 0 ? null : a / b;
}

/** An exported app the reference does not support. */
function isInvalid(app: ExportedApp, index: RefIndex): boolean {
  const ref = index.ref;
  if (app.baseVehicleId === null || !ref.baseVehicles.has(app.baseVehicleId)) return true;
  if (app.partTypeId === null || !ref.partTypes.has(app.partTypeId)) return true;
  const allowed = ref.positionsForPartType(app.partTypeId);
  if (app.positionId === null) return allowed.length > 0 && !allowed.some((id) => index.noneIds.has(id));
  return !ref.positions.has(app.positionId) || !ref.isPartPositionValid(app.partTypeId, app.positionId);
}

/**
 * Mapping accuracy rule: a column counts as right when the engine gave it the field it truly holds,
 * or null for a column that should not be used. One equivalence is accepted because the engine
 * reads it the same way: a column of PartTerminologyIDs mapped to `partType` (the engine takes a
 * 3–6 digit value in the part-type column as an ID). Nothing else is equivalent — e.g. single years
 * mapped to `yearFrom` or IDs mapped to names are wrong. A joined column (make + model [+ years]
 * in one cell) has no canonical field; any one of its fields counts as right. Columns with no value
 * in any row (template attribute columns) are left out.
 */
function mappingRight(truthField: CanonicalField | null, joined: CanonicalField[] | undefined, got: CanonicalField | null): boolean {
  if (joined) return got !== null && joined.includes(got);
  if (got === truthField) return true;
  return truthField === 'partTypeId' && got === 'partType';
}

export function scoreMapping(catalog: GeneratedCatalog, record: ConvertResult['mappingRecord'] | null): { accuracy: number; columns: number; misses: MappingMiss[] } {
  const misses: MappingMiss[] = [];
  let right = 0;
  let counted = 0;
  catalog.columns.forEach((col, i) => {
    const hasValue = catalog.rows.some((r) => r !== null && r[i] !== null && r[i] !== undefined && String(r[i]).trim() !== '');
    if (col.empty || !hasValue) return;
    counted++;
    // The record lists the source columns in order; fall back to the header text if it does not.
    const entry = record?.columns[i]?.column.trim() === col.header.trim() ? record.columns[i] : record?.columns.find((c) => c.column.trim() === col.header.trim());
    const got = entry ? entry.field : null;
    if (entry && mappingRight(col.field, col.joined, got)) right++;
    else misses.push({ header: col.header, truth: col.joined ? col.joined.join('+') : (col.field ?? 'unused'), got: entry ? (got ?? 'unused') : null });
  });
  return { accuracy: counted === 0 ? 1 : right / counted, columns: counted, misses };
}

export function scoreApps(catalog: GeneratedCatalog, exported: ExportedApp[], index: RefIndex): Omit<CatalogScore, 'mappingAccuracy' | 'mappingColumns' | 'mappingMisses'> {
  const none = (id: number | null): number | null => (id !== null && index.noneIds.has(id) ? null : id);
  const out = exported.map((a) => ({ ...a, positionId: none(a.positionId) }));
  const truth = new Map<string, TruthApp>();
  for (const t of catalog.truth) truth.set(key(t, true), t);
  const truthNoQty = new Set(catalog.truth.map((t) => key(t, false)));
  const outKeys = new Map<string, ExportedApp>();
  for (const a of out) outKeys.set(key(a, true), a);
  const outNoQty = new Set(out.map((a) => key(a, false)));

  let hit = 0;
  let qtyOnly = 0;
  let invalid = 0;
  const falsePositives: ExportedApp[] = [];
  for (const [k, a] of outKeys) {
    if (truth.has(k)) hit++;
    else {
      if (truthNoQty.has(key(a, false))) qtyOnly++;
      if (falsePositives.length < 5) falsePositives.push(a);
    }
    if (isInvalid(a, index)) invalid++;
  }
  let hitNoQty = 0;
  for (const k of outNoQty) if (truthNoQty.has(k)) hitNoQty++;
  const missed: TruthApp[] = [];
  for (const [k, t] of truth) {
    if (!outKeys.has(k) && missed.length < 5) missed.push(t);
  }
  return {
    truthApps: truth.size,
    exportedApps: outKeys.size,
    precision: ratio(hit, outKeys.size),
    recall: truth.size === 0 ? 1 : hit / truth.size,
    precisionNoQty: ratio(hitNoQty, outNoQty.size),
    recallNoQty: truthNoQty.size === 0 ? 1 : hitNoQty / truthNoQty.size,
    qtyOnlyErrors: qtyOnly,
    invalidExported: invalid,
    falsePositives,
    missed,
  };
}
