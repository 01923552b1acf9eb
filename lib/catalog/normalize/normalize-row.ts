/**
 * One mapped row → its ACES apps and PIES item, with every decision's confidence and note, and exactly
 * one outcome: converted, flagged (something below the accept threshold or undecidable — held for
 * review, nothing exported) or rejected (invalid — never exported). Never guesses.
 */

import type { AcesApp, CanonicalField, Finding, MappedRow, PiesItem } from '@/lib/catalog/types';
import { saidFields, say } from '../messages';
import { readAppAsset } from './app-asset';
import type { NormalizeContext } from './context';
import { buildItem } from './item';
import type { PartSlot } from './item-collector';
import { isIssue, lowestConfidence, quote, reject, flag, toFinding, type FieldDecision, type Issue } from './issues';
import { resolvePartPosition } from './part-position';
import { parseQualifiers, type Qualifiers } from './qualifiers';
import type { ValueCandidate } from './learned-terms';
import { parseQuantity } from './quantity';
import { unstatedQuantity } from './unstated-quantity';
import { resolveVehicleByName, type VehicleResolution } from './vehicle';
import type { VehicleTarget } from './vehicle-targets';
import { applyIdAttributes, plainTarget, plainVehicle, resolveVehicleById, type PlainVehicle } from './vehicle-ids';

export type NormalizedApp = Omit<AcesApp, 'id'>;

export interface NormalizedRow {
  row: MappedRow;
  outcome: 'converted' | 'flagged' | 'rejected';
  /** Apps to export; empty unless converted. */
  apps: NormalizedApp[];
  /** The PIES item candidate; only when converted. */
  item?: PiesItem;
  /** The item's part handle for ItemCollector.add (see PartSlot), when the part's item is cached. */
  itemSlot?: PartSlot | undefined;
  /** For a flagged row: what it would export once a reviewer approves it. */
  proposed?: { apps: NormalizedApp[]; item?: PiesItem };
  findings: Finding[];
  decisions: FieldDecision[];
  /** The lowest confidence among the decisions (1 when there were none). */
  confidence: number;
  /**
   * Held rows: the fields whose values flagged or rejected the row, each with its first finding
   * code, in the order they came (what `valueStops` turns into review's value stops).
   */
  stoppedBy?: StopCause[];
}

export interface StopCause {
  field: CanonicalField;
  code: string;
  /** The value the stop is about when it is not the cell's text (a quantity: what it is of), with its candidates. */
  value?: { term: string; candidates: ValueCandidate[] };
}

const PART_NUMBER_MAX = 48;
/** Shared by every row that lacks a group of decisions: concat only reads it. */
const NO_DECISIONS: readonly FieldDecision[] = [];
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


/**
 * Not cached by the row's ID cells: the ID decisions under it are (vehicle-ids.ts), so a row
 * resolves with three lookups and a check of its base vehicle's configurations — no more than a
 * cache of whole combinations cost to look up, and a catalog's combinations outnumber any cap
 * (bench:scale realistic: 3 % of 200,000 rows repeated one). The common row of cached IDs takes
 * `plainVehicle` first (see normalizeRow); this is the general path.
 */
function resolveById(row: MappedRow, ctx: NormalizeContext): VehicleResolution {
  return resolveVehicleById(row.fields, ctx);
}

/**
 * The plain ID-coded row's vehicle, refilled by each row (normalizeRow reads it before the next
 * row can): its decisions stand for a resolution, without one made per row.
 */
const plain: PlainVehicle = { baseVehicle: undefined!, subModel: undefined, engineBase: undefined, baseVehicleId: 0, subModelId: undefined, engineBaseId: undefined };

function resolveByName(row: MappedRow, ctx: NormalizeContext): VehicleResolution {
  const f = row.fields;
  const base = resolveVehicleByName(f, ctx);
  if (!base.targets.length || !(f.submodelId?.trim() || f.engineBaseId?.trim() || f.flatAttributes?.trim())) return base;
  const decisions = [...base.decisions];
  const issues = [...base.issues];
  const targets = applyIdAttributes(base.targets, f, ctx, decisions, issues);
  return isIssue(targets) ? { targets: [], decisions, issues: [...issues, targets] } : { targets, decisions, issues };
}

/** The default quantity's decision, one per run (decisions are shared, never changed). */
const defaults = new WeakMap<NormalizeContext, FieldDecision>();

function defaultQuantity(ctx: NormalizeContext, qty: number): FieldDecision {
  let d = defaults.get(ctx);
  if (!d) {
    d = {
      field: 'qty',
      source: '',
      value: qty,
      confidence: 0.9,
      note: `no quantity given: ${qty}, the default set on the mapping`,
      said: say('note.qty.default', { qty: String(qty) }),
      code: 'QTY_DEFAULT_SET',
    };
    defaults.set(ctx, d);
  }
  return d;
}

/**
 * The finding of a decision below the accept threshold: its note (nested, so the whole finding
 * renders in one language) and the two confidences. The English is the note's own plus the hold.
 */
function heldFinding(d: FieldDecision, row: number, ctx: NormalizeContext): Finding {
  const code = d.code ?? 'LOW_CONFIDENCE';
  const said = say('LOW_CONFIDENCE', { note: d.said ?? d.note, confidence: d.confidence, threshold: ctx.acceptThreshold });
  const f: Finding = {
    code,
    severity: 'warning',
    message: `${d.note} — held for review (confidence ${d.confidence.toFixed(2)} is below ${ctx.acceptThreshold.toFixed(2)}).`,
    ...saidFields(code, said),
    row,
  };
  const column = ctx.columns?.[d.field];
  if (column) f.column = column;
  return f;
}

function quantity(text: string | undefined, ctx: NormalizeContext): FieldDecision | Issue {
  const key = text ?? '';
  if (key.trim() === '' && ctx.defaultQty !== undefined) {
    return defaultQuantity(ctx, ctx.defaultQty);
  }
  const hit = ctx.cache.quantity.get(key) as FieldDecision | Issue | undefined;
  if (hit) return hit;
  return ctx.cache.quantity.set(key, parseQuantity(text)) as FieldDecision | Issue;
}

/** Findings and outcome flags of a row, built as its issues come (in the order they come). */
class RowVerdict {
  readonly findings: Finding[] = [];
  /** Created on the first field that stops the row: most rows have none. */
  stoppedBy: StopCause[] | undefined;
  rejected = false;
  flagged = false;

  constructor(
    private readonly row: number,
    private readonly ctx: NormalizeContext,
  ) {}

  issue(i: Issue, value?: StopCause['value']): void {
    if (i.effect === 'reject' || i.effect === 'flag') {
      if (i.effect === 'reject') this.rejected = true;
      else this.flagged = true;
      if (i.field) this.stopped(i.field, i.code, value);
    } else if (i.code === 'REFERENCE_CHECK_SKIPPED') {
      const key = `${i.code}\u0001${i.message}`;
      if (this.ctx.notices.has(key)) return;
      this.ctx.notices.add(key);
    }
    this.findings.push(toFinding(i, this.row, this.ctx.columns));
  }

  stopped(field: CanonicalField, code: string, value?: StopCause['value']): void {
    (this.stoppedBy ??= []).push(value ? { field, code, value } : { field, code });
  }

  issues(list: readonly Issue[]): void {
    for (let k = 0; k < list.length; k++) this.issue(list[k]!);
  }
}

/**
 * The lists one after the other, `qty` between the first two when there is one: what
 * `vehicle.concat(qty ?? [], partPosition, item)` gives, without concat's generic path (it asks
 * every argument whether it spreads; a tenth of the row's time in bench:scale's profile). A plain
 * vehicle's decisions (`plainVehicle`) stand for `vehicle`: base vehicle, submodel, engine base.
 */
function joinDecisions(
  vehicle: readonly FieldDecision[] | PlainVehicle,
  qty: FieldDecision | null,
  partPosition: readonly FieldDecision[],
  item: readonly FieldDecision[],
): FieldDecision[] {
  const isPlain = !Array.isArray(vehicle);
  const ids = isPlain ? vehicle as PlainVehicle : null;
  const list = isPlain ? NO_DECISIONS : (vehicle as readonly FieldDecision[]);
  const fromVehicle = ids ? 1 + (ids.subModel !== undefined ? 1 : 0) + (ids.engineBase !== undefined ? 1 : 0) : list.length;
  const out = new Array<FieldDecision>(fromVehicle + (qty ? 1 : 0) + partPosition.length + item.length);
  let k = 0;
  if (ids) {
    out[k++] = ids.baseVehicle;
    // Compared with undefined: a test for truth would read the decision (see PlainVehicle).
    if (ids.subModel !== undefined) out[k++] = ids.subModel;
    if (ids.engineBase !== undefined) out[k++] = ids.engineBase;
  } else for (let i = 0; i < list.length; i++) out[k++] = list[i]!;
  if (qty) out[k++] = qty;
  for (let i = 0; i < partPosition.length; i++) out[k++] = partPosition[i]!;
  for (let i = 0; i < item.length; i++) out[k++] = item[i]!;
  return out;
}

/** What every app of a row shares beside its vehicle and part: the rarer parts, only made when a row has one. */
interface AppExtras {
  notes: string | undefined;
  quals: Qualifiers['quals'] | undefined;
  ref: string | undefined;
  mfrLabel: string | undefined;
  asset: AcesApp['asset'] | undefined;
}

/**
 * One app, its properties in one order whatever the row gave. The usual ID-coded app (submodel,
 * engine and position, nothing else) is one literal with every property in place: adding them one
 * by one grew a second store per app.
 */
function makeApp(
  row: number,
  baseVehicleId: number,
  subModelId: number | undefined,
  engineBaseId: number | undefined,
  attributes: VehicleTarget['attributes'],
  qty: number,
  partTypeId: number,
  part: string,
  positionId: number | undefined,
  extras: AppExtras | null,
): NormalizedApp {
  if (subModelId !== undefined && engineBaseId !== undefined && positionId !== undefined && !attributes && !extras) {
    return { row, baseVehicleId, qty, partTypeId, part, subModelId, engineBaseId, positionId };
  }
  const app: NormalizedApp = { row, baseVehicleId, qty, partTypeId, part };
  if (subModelId !== undefined) app.subModelId = subModelId;
  if (engineBaseId !== undefined) app.engineBaseId = engineBaseId;
  if (attributes) app.attributes = attributes;
  if (extras?.notes) app.notes = [extras.notes];
  if (extras?.quals) app.quals = extras.quals;
  if (extras?.ref) app.ref = extras.ref;
  if (extras?.mfrLabel) app.mfrLabel = extras.mfrLabel;
  if (positionId !== undefined) app.positionId = positionId;
  if (extras?.asset) app.asset = extras.asset;
  return app;
}

export function normalizeRow(row: MappedRow, ctx: NormalizeContext): NormalizedRow {
  const f = row.fields;
  const verdict = new RowVerdict(row.row, ctx);

  const part = f.partNumber?.trim() ?? '';
  if (!part) {
    verdict.issue(reject('PART_NUMBER_MISSING', 'partNumber', say('PART_NUMBER_MISSING')));
  } else if (part.length > PART_NUMBER_MAX) {
    verdict.issue(reject('PART_NUMBER_TOO_LONG', 'partNumber', say('PART_NUMBER_TOO_LONG', { part: quote(part), max: PART_NUMBER_MAX })));
  }

  const brand = f.brand?.trim();
  if (brand && BRAND_CODE.test(brand) && brand !== ctx.brand) {
    verdict.issue(flag('BRAND_MISMATCH', 'brand', say('BRAND_MISMATCH.row', { brand, catalogBrand: ctx.brand })));
  }

  const fitment = hasFitment(f);
  let vehicle: VehicleResolution | null = null;
  /** The row's vehicle is `plain` (cached IDs that fit, no issues): no resolution was made. */
  let isPlain = false;
  let qtyDecision: FieldDecision | null = null;
  let qty = 1;
  if (fitment) {
    if (f.baseVehicleId?.trim()) {
      isPlain = plainVehicle(f, ctx, plain);
      if (!isPlain) vehicle = resolveById(row, ctx);
    } else vehicle = resolveByName(row, ctx);
    if (vehicle) verdict.issues(vehicle.issues);
    const q = quantity(f.qty, ctx);
    if (isIssue(q)) verdict.issue(q);
    else {
      qtyDecision = q;
      qty = q.value as number;
    }
  }

  const pp = resolvePartPosition(f, ctx, fitment);
  verdict.issues(pp.issues);
  if (qtyDecision?.code === 'QTY_ASSUMED' && pp.partTypeId !== undefined) {
    const unstated = unstatedQuantity({ partTypeId: pp.partTypeId, positionId: pp.positionId, partNumber: part, targets: isPlain ? [plainTarget(plain)] : (vehicle?.targets ?? []) }, ctx);
    if (unstated && 'decision' in unstated) {
      qtyDecision = unstated.decision;
      qty = unstated.decision.value as number;
    } else if (unstated) verdict.issue(unstated.issue, unstated.value ?? undefined);
  }

  let quals: Qualifiers['quals'] | undefined;
  const qualText = fitment ? f.qualifiers?.trim() : undefined;
  if (qualText) {
    const q = parseQualifiers(qualText, ctx);
    if (isIssue(q)) verdict.issue(q);
    else {
      verdict.issues(q.issues);
      if (q.quals.length) quals = q.quals;
    }
  }

  const asset = fitment ? readAppAsset(f) : undefined;
  if (asset) verdict.issues(asset.issues);

  const built = part && part.length <= PART_NUMBER_MAX ? buildItem(row, part, pp.partTypeId, ctx) : null;
  if (built) verdict.issues(built.issues);

  // Every decision, in order, in one exact-size array (cached parts are shared, never changed).
  const decisions = joinDecisions(isPlain ? plain : vehicle ? vehicle.decisions : NO_DECISIONS, qtyDecision, pp.decisions, built ? built.decisions : NO_DECISIONS);

  // Outcome: any reject wins; then anything undecided or below the threshold flags the row.
  // The lowest confidence of each group is known (a plain vehicle's IDs are sure: confidence 1; part
  // type and item readings worked theirs out once), so the decisions are read one by one only when
  // one is below the threshold: reading each, one a cache miss, cost more than the rest of the check.
  let confidence = isPlain || !vehicle ? 1 : lowestConfidence(vehicle.decisions);
  if (qtyDecision && qtyDecision.confidence < confidence) confidence = qtyDecision.confidence;
  if (pp.lowest < confidence) confidence = pp.lowest;
  if (built && built.lowest < confidence) confidence = built.lowest;
  if (confidence < ctx.acceptThreshold) {
    confidence = 1;
    // A plain vehicle's decisions come first and are sure (an ID the reference knows: confidence 1), so
    // they can neither lower the confidence nor hold the row: the loop starts after them.
    const sure = isPlain && ctx.acceptThreshold <= 1 ? 1 + (plain.subModel ? 1 : 0) + (plain.engineBase ? 1 : 0) : 0;
    for (let i = sure; i < decisions.length; i++) {
      const d = decisions[i]!;
      if (d.confidence < confidence) confidence = d.confidence;
      if (d.confidence < ctx.acceptThreshold) {
        verdict.flagged = true;
        verdict.stopped(d.field, d.code ?? 'LOW_CONFIDENCE');
        verdict.findings.push(heldFinding(d, row.row, ctx));
      }
    }
  }
  const { findings, rejected, flagged, stoppedBy } = verdict;

  let apps: NormalizedApp[] = [];
  if (!rejected && (vehicle || isPlain) && pp.partTypeId !== undefined) {
    const notes = f.notes?.trim();
    const ref = f.appRef?.trim();
    const mfrLabel = f.mfrLabel?.trim();
    const extras = notes || quals || ref || mfrLabel || asset?.asset ? { notes, quals, ref, mfrLabel, asset: asset?.asset } : null;
    const { partTypeId, positionId } = pp;
    if (isPlain) {
      const v = plain;
      apps = [makeApp(row.row, v.baseVehicleId, v.subModelId, v.engineBaseId, undefined, qty, partTypeId, part, positionId, extras)];
    } else {
      const targets = vehicle!.targets;
      apps = new Array<NormalizedApp>(targets.length);
      for (let i = 0; i < targets.length; i++) {
        const t = targets[i]!;
        apps[i] = makeApp(row.row, t.baseVehicleId, t.subModelId, t.engineBaseId, t.attributes, qty, partTypeId, part, positionId, extras);
      }
    }
  }

  if (rejected) return { row, outcome: 'rejected', apps: [], findings, decisions, confidence, ...(stoppedBy ? { stoppedBy } : {}) };
  if (flagged) {
    const held = stoppedBy ? { stoppedBy } : {};
    return { row, outcome: 'flagged', apps: [], proposed: built ? { apps, item: built.item } : { apps }, findings, decisions, confidence, ...held };
  }
  // One literal per kind of result, every property in place (a converted row always has its item: a
  // row without a valid part number is rejected): added one by one, they gave the row converter's
  // reads of the result one more shape to tell apart per property added.
  if (built) return { row, outcome: 'converted', apps, findings, decisions, confidence, item: built.item, itemSlot: built.slot };
  return { row, outcome: 'converted', apps, findings, decisions, confidence };
}
