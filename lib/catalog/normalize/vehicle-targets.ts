/** What reading a row's vehicle gives: the base vehicles it fits, the decisions taken and the problems found. */

import type { NormalizeContext } from './context';
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

/** Model years of the targets, sorted. */
export function yearsOf(targets: readonly VehicleTarget[], ctx: NormalizeContext): number[] {
  return [...new Set(targets.map((t) => ctx.reference.baseVehicles.get(t.baseVehicleId)?.year ?? 0))].sort((a, b) => a - b);
}
