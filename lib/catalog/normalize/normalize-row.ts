/**
 * One mapped row → its ACES apps and PIES item, with every decision's confidence and note, and exactly
 * one outcome: converted, flagged (something below the accept threshold or undecidable — held for
 * review, nothing exported) or rejected (invalid — never exported). Never guesses.
 */

import type { AcesApp, Finding, MappedRow, PiesItem } from '@/lib/catalog/types';
import type { NormalizeContext } from './context';
import { buildItem } from './item';
import { isIssue, quote, reject, flag, toFinding, type FieldDecision, type Issue } from './issues';
import { resolvePartPosition } from './part-position';
import { parseQuantity } from './quantity';
import { resolveVehicleByName, type VehicleResolution } from './vehicle';
import { applyIdAttributes, resolveVehicleById } from './vehicle-ids';

export type NormalizedApp = Omit<AcesApp, 'id'>;

export interface NormalizedRow {
  row: MappedRow;
  outcome: 'converted' | 'flagged' | 'rejected';
  /** Apps to export; empty unless converted. */
  apps: NormalizedApp[];
  /** The PIES item candidate; only when converted. */
  item?: PiesItem;
  /** For a flagged row: what it would export once a reviewer approves it. */
  proposed?: { apps: NormalizedApp[]; item?: PiesItem };
  findings: Finding[];
  decisions: FieldDecision[];
  /** The lowest confidence among the decisions (1 when there were none). */
  confidence: number;
}

const PART_NUMBER_MAX = 48;
const BRAND_CODE = /^[A-Z]{4}$/;

/** Whether the row describes a fitment at all (a row with none is product data only). */
function hasFitment(f: MappedRow['fields']): boolean {
  return !!(
    f.baseVehicleId?.trim() ||
    f.make?.trim() ||
    f.model?.trim() ||
    f.year?.trim() ||
    f.yearFrom?.trim() ||
    f.yearTo?.trim() ||
    f.submodel?.trim() ||
    f.engine?.trim() ||
    f.submodelId?.trim() ||
    f.engineBaseId?.trim() ||
    f.flatAttributes?.trim()
  );
}

function resolveById(row: MappedRow, ctx: NormalizeContext): VehicleResolution {
  const f = row.fields;
  const bv = f.baseVehicleId!;
  const sm = f.submodelId ?? '';
  const rest = f.engineBaseId || f.flatAttributes ? `${f.engineBaseId ?? ''}\u0001${f.flatAttributes ?? ''}` : '';
  const hit = ctx.cache.vehicleIds.get(bv, sm, rest);
  if (hit) return hit;
  return ctx.cache.vehicleIds.set(bv, sm, rest, resolveVehicleById(f, ctx));
}

function resolveByName(row: MappedRow, ctx: NormalizeContext): VehicleResolution {
  const f = row.fields;
  const base = resolveVehicleByName(f, ctx);
  if (!base.targets.length || !(f.submodelId?.trim() || f.engineBaseId?.trim() || f.flatAttributes?.trim())) return base;
  const decisions = [...base.decisions];
  const issues = [...base.issues];
  const targets = applyIdAttributes(base.targets, f, ctx, decisions, issues);
  return isIssue(targets) ? { targets: [], decisions, issues: [...issues, targets] } : { targets, decisions, issues };
}

function quantity(text: string | undefined, ctx: NormalizeContext): FieldDecision | Issue {
  const key = text ?? '';
  const hit = ctx.cache.quantity.get(key) as FieldDecision | Issue | undefined;
  if (hit) return hit;
  return ctx.cache.quantity.set(key, parseQuantity(text)) as FieldDecision | Issue;
}

export function normalizeRow(row: MappedRow, ctx: NormalizeContext): NormalizedRow {
  const f = row.fields;
  const issues: Issue[] = [];
  const decisions: FieldDecision[] = [];

  const part = f.partNumber?.trim() ?? '';
  if (!part) {
    issues.push(reject('PART_NUMBER_MISSING', 'partNumber', 'The row has no part number; every app and item needs one.'));
  } else if (part.length > PART_NUMBER_MAX) {
    issues.push(reject('PART_NUMBER_TOO_LONG', 'partNumber', `Part number ${quote(part)} is longer than the ${PART_NUMBER_MAX} characters ACES and PIES allow.`));
  }

  const brand = f.brand?.trim();
  if (brand && BRAND_CODE.test(brand) && brand !== ctx.brand) {
    issues.push(flag('BRAND_MISMATCH', 'brand', `The row's brand code ${brand} differs from the catalog's brand ${ctx.brand}; convert each brand separately.`));
  }

  const fitment = hasFitment(f);
  let vehicle: VehicleResolution | null = null;
  let qty = 1;
  if (fitment) {
    vehicle = f.baseVehicleId?.trim() ? resolveById(row, ctx) : resolveByName(row, ctx);
    for (const d of vehicle.decisions) decisions.push(d);
    for (const i of vehicle.issues) issues.push(i);
    const q = quantity(f.qty, ctx);
    if (isIssue(q)) issues.push(q);
    else {
      decisions.push(q);
      qty = q.value as number;
    }
  }

  const pp = resolvePartPosition(f, ctx, fitment);
  for (const d of pp.decisions) decisions.push(d);
  for (const i of pp.issues) issues.push(i);

  const built = part && part.length <= PART_NUMBER_MAX ? buildItem(row, part, pp.partTypeId, ctx) : null;
  if (built) {
    for (const d of built.decisions) decisions.push(d);
    for (const i of built.issues) issues.push(i);
  }

  // Outcome: any reject wins; then anything undecided or below the threshold flags the row.
  const findings: Finding[] = [];
  let rejected = false;
  let flagged = false;
  for (const i of issues) {
    if (i.effect === 'reject') rejected = true;
    else if (i.effect === 'flag') flagged = true;
    else if (i.code === 'REFERENCE_CHECK_SKIPPED') {
      const key = `${i.code}\u0001${i.message}`;
      if (ctx.notices.has(key)) continue;
      ctx.notices.add(key);
    }
    findings.push(toFinding(i, row.row, ctx.columns));
  }
  let confidence = 1;
  for (const d of decisions) {
    if (d.confidence < confidence) confidence = d.confidence;
    if (d.confidence < ctx.acceptThreshold) {
      flagged = true;
      findings.push(
        toFinding(
          {
            code: d.code ?? 'LOW_CONFIDENCE',
            effect: 'flag',
            field: d.field,
            message: `${d.note} — held for review (confidence ${d.confidence.toFixed(2)} is below ${ctx.acceptThreshold.toFixed(2)}).`,
          },
          row.row,
          ctx.columns,
        ),
      );
    }
  }

  const apps: NormalizedApp[] = [];
  if (!rejected && vehicle && pp.partTypeId !== undefined) {
    for (const t of vehicle.targets) {
      const app: NormalizedApp = { row: row.row, baseVehicleId: t.baseVehicleId, qty, partTypeId: pp.partTypeId, part };
      if (t.subModelId !== undefined) app.subModelId = t.subModelId;
      if (t.engineBaseId !== undefined) app.engineBaseId = t.engineBaseId;
      if (t.attributes) app.attributes = t.attributes;
      if (f.notes?.trim()) app.notes = [f.notes.trim()];
      if (f.mfrLabel?.trim()) app.mfrLabel = f.mfrLabel.trim();
      if (pp.positionId !== undefined) app.positionId = pp.positionId;
      apps.push(app);
    }
  }

  if (rejected) return { row, outcome: 'rejected', apps: [], findings, decisions, confidence };
  if (flagged) {
    return { row, outcome: 'flagged', apps: [], proposed: { apps, ...(built ? { item: built.item } : {}) }, findings, decisions, confidence };
  }
  return { row, outcome: 'converted', apps, ...(built ? { item: built.item } : {}), findings, decisions, confidence };
}
