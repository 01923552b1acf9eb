/**
 * The values that held a row back (decision 0011): for each learnable field whose value flagged or
 * rejected the row, the cell's text, its key, the finding code and the reference entities a reviewer
 * may mean, best first, from the reference the run has loaded. Review groups held rows by them and
 * decides each value once. Computed for held rows only, and cached per value, so a catalog that
 * repeats one unknown term on 212 rows ranks its candidates once.
 */

import type { CanonicalField } from '@/lib/catalog/types';
import type { NormalizeContext } from './context';
import { keySimilarity } from './edit-distance';
import type { FieldDecision } from './issues';
import { type LearnableField, learnedTermKey, learnedValueName, type ValueCandidate, type ValueStop } from './learned-terms';
import type { NormalizedRow } from './normalize-row';
import { nameKey } from '@/lib/catalog/reference';

const LEARNABLE: Partial<Record<CanonicalField, LearnableField>> = {
  partType: 'partType',
  make: 'make',
  model: 'model',
  submodel: 'submodel',
  position: 'position',
  qty: 'qty',
};

/** Codes that say a value is missing, or that the reference cannot judge it: no value to decide. */
const NOT_ABOUT_THE_VALUE = new Set(['REFERENCE_TABLE_MISSING', 'MAKE_MISSING', 'MODEL_MISSING', 'PART_TYPE_MISSING', 'VEHICLE_INCOMPLETE']);

export const MAX_CANDIDATES = 5;
/** Similarity is a ranking, not a reading: its candidates stay below what a reading would give. */
const SIMILARITY_WEIGHT = 0.85;

export function valueStops(result: NormalizedRow, ctx: NormalizeContext): ValueStop[] {
  if (!result.stoppedBy) return [];
  const stops: ValueStop[] = [];
  const seen = new Set<LearnableField>();
  for (const cause of result.stoppedBy) {
    const field = LEARNABLE[cause.field];
    if (!field || seen.has(field) || NOT_ABOUT_THE_VALUE.has(cause.code)) continue;
    // A quantity the row does not state is decided by what it is of; no such value: row by row.
    if (field === 'qty' && !cause.value) continue;
    const term = cause.value?.term ?? result.row.fields[field]?.trim() ?? '';
    const key = learnedTermKey(term);
    if (!key) continue;
    seen.add(field);
    stops.push({ field, term, key, code: cause.code, candidates: cause.value?.candidates ?? candidatesFor(field, term, result.decisions, ctx) });
  }
  return stops;
}

function candidatesFor(field: LearnableField, term: string, decisions: readonly FieldDecision[], ctx: NormalizeContext): ValueCandidate[] {
  // What the matcher itself read, below the threshold, comes first with its own confidence.
  const decided: ValueCandidate[] = [];
  for (const d of decisions) {
    if (LEARNABLE[d.field] !== field || d.confidence >= ctx.acceptThreshold || typeof d.value !== 'number') continue;
    decided.push({ referenceId: d.value, name: nameOf(field, d.value, ctx), confidence: d.confidence });
  }
  const scope = scopeOf(field, decisions, ctx);
  const cacheKey = `${field}\u0001${scope.key}\u0001${term}`;
  let ranked = ctx.cache.candidates.get(cacheKey) as ValueCandidate[] | undefined;
  if (!ranked) ranked = ctx.cache.candidates.set(cacheKey, rank(field, term, scope, ctx)) as ValueCandidate[];
  const out = [...decided];
  for (const c of ranked) if (!out.some((o) => o.referenceId === c.referenceId)) out.push(c);
  return out.slice(0, MAX_CANDIDATES);
}

/** What the row already settled that narrows the candidates: its make, model, years, part type. */
interface Scope {
  key: string;
  makeId?: number;
  modelId?: number;
  years?: readonly number[];
  partTypeId?: number;
}

function scopeOf(field: LearnableField, decisions: readonly FieldDecision[], ctx: NormalizeContext): Scope {
  const settled = (...fields: CanonicalField[]): number | undefined => {
    const d = decisions.find((x) => fields.includes(x.field) && typeof x.value === 'number' && x.confidence >= ctx.acceptThreshold);
    return d?.value as number | undefined;
  };
  if (field === 'model') {
    const makeId = settled('make');
    return makeId === undefined ? { key: '' } : { key: String(makeId), makeId };
  }
  if (field === 'submodel') {
    const makeId = settled('make');
    const modelId = settled('model');
    const years = decisions.find((x) => (x.field === 'year' || x.field === 'yearFrom') && Array.isArray(x.value))?.value as readonly number[] | undefined;
    const scope: Scope = { key: `${makeId ?? ''}/${modelId ?? ''}/${years?.join(',') ?? ''}` };
    if (makeId !== undefined) scope.makeId = makeId;
    if (modelId !== undefined) scope.modelId = modelId;
    if (years) scope.years = years;
    return scope;
  }
  if (field === 'position') {
    const partTypeId = settled('partType', 'partTypeId');
    return partTypeId === undefined ? { key: '' } : { key: String(partTypeId), partTypeId };
  }
  return { key: '' };
}

function rank(field: LearnableField, term: string, scope: Scope, ctx: NormalizeContext): ValueCandidate[] {
  const candidate = (id: number, score: number): ValueCandidate => ({
    referenceId: id,
    name: nameOf(field, id, ctx),
    confidence: Math.round(score * SIMILARITY_WEIGHT * 100) / 100,
  });
  switch (field) {
    case 'partType':
      return ctx.partTypes.candidates(term, MAX_CANDIDATES).map((c) => ({ referenceId: c.partTypeId, name: nameOf(field, c.partTypeId, ctx), confidence: c.confidence }));
    case 'make':
      return ctx.names.makeCandidates(term, MAX_CANDIDATES).map((c) => candidate(c.id, c.score));
    case 'model':
      // Without a make there is no model list to rank against: the make is the value to decide first.
      return scope.makeId === undefined ? [] : ctx.names.modelCandidates(term, scope.makeId, MAX_CANDIDATES).map((c) => candidate(c.id, c.score));
    case 'submodel':
      return submodelCandidates(term, scope, ctx).map((c) => candidate(c.id, c.score));
    case 'qty':
      return []; // suggested with the stop itself (./unstated-quantity)
    case 'position': {
      const allowed = scope.partTypeId === undefined ? [] : ctx.reference.positionsForPartType(scope.partTypeId);
      return ctx.positions.candidates(term, allowed.length ? allowed : undefined, MAX_CANDIDATES).map((c) => candidate(c.id, c.score));
    }
  }
}

/** Submodels of the row's vehicle (its years, else all years of the model), else of the whole VCdb. */
function submodelCandidates(term: string, scope: Scope, ctx: NormalizeContext): { id: number; score: number }[] {
  const ref = ctx.reference;
  const ids = new Set<number>();
  const line = scope.makeId !== undefined && scope.modelId !== undefined ? ref.vehicleLine(scope.makeId, scope.modelId) : undefined;
  if (line) {
    for (const [year, baseVehicleId] of line.years) {
      if (scope.years && !scope.years.includes(year)) continue;
      for (const config of ref.vehicleConfigs(baseVehicleId)) ids.add(config.submodelId);
    }
  }
  const key = nameKey(term);
  const scored: { id: number; score: number }[] = [];
  for (const id of line ? ids : ref.submodels.keys()) {
    const name = ref.submodels.get(id)?.name;
    const score = name ? keySimilarity(key, nameKey(name)) : 0;
    if (score >= 0.5) scored.push({ id, score });
  }
  return scored.sort((a, b) => b.score - a.score || a.id - b.id).slice(0, MAX_CANDIDATES);
}

function nameOf(field: LearnableField, id: number, ctx: NormalizeContext): string {
  return learnedValueName(field, id, ctx.reference) ?? String(id);
}
