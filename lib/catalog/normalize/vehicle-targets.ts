/** What reading a row's vehicle gives: the base vehicles it fits, the decisions taken and the problems found. */

import type { ReferenceSet } from '@/lib/catalog/reference';
import type { FieldDecision, Issue } from './issues';

export interface VehicleTarget {
  baseVehicleId: number;
  subModelId?: number;
  engineBaseId?: number;
  /** Further VCdb attributes from a flat attribute string. */
  attributes?: { name: string; id: number }[];
}

export interface VehicleResolution {
  targets: VehicleTarget[];
  decisions: FieldDecision[];
  issues: Issue[];
}

/** Targets narrowed by one field (years, submodel, engine), with a warning when some were dropped. */
export interface Narrowed {
  targets: VehicleTarget[];
  decision: FieldDecision;
  partial?: Issue;
}

export function failed(issues: Issue[], decisions: FieldDecision[] = []): VehicleResolution {
  return { targets: [], decisions, issues };
}

/**
 * Model years of the targets, sorted. Takes any holder of the reference (a NormalizeContext does)
 * so that this module, whose types the context's caches hold, does not import the context back.
 */
export function yearsOf(targets: readonly VehicleTarget[], ctx: { readonly reference: Pick<ReferenceSet, 'baseVehicles'> }): number[] {
  return [...new Set(targets.map((t) => ctx.reference.baseVehicles.get(t.baseVehicleId)?.year ?? 0))].sort((a, b) => a - b);
}
