/** What reading a row's part type and position gives: the IDs decided, the decisions taken and the problems found. */

import type { FieldDecision, Issue } from './issues';

export interface PartPosition {
  partTypeId?: number;
  positionId?: number;
  decisions: FieldDecision[];
  issues: readonly Issue[];
  /** The lowest confidence among `decisions` (1 when none), worked out once per pair read. */
  lowest: number;
}
