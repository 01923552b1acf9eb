/**
 * Comparing two ACES deliveries of one brand: what was added, deleted and changed by fitment, which
 * parts and vehicles came and went, and the net change written as changes.json, changes.csv and an
 * ACES UPDATE file (action="A"/"D"). Both files are streamed.
 */
export {
  diffAces,
  type AcesDiff,
  type DiffChange,
  type DiffCounts,
  type DiffOptions,
  type DiffSide,
} from './diff-aces';
export {
  changeKindWord,
  changesCsvHeader,
  describeChange,
  diffSummary,
  hasNoChanges,
  writeDelta,
  type DeltaResult,
  type WriteDeltaOptions,
} from './write-delta';
export { applyUpdate, readFitmentSet, type FitmentSet } from './apply-update';
export { fitmentIdentity, payloadOf, toDiffApp, type DiffApp } from './identity';
export { updateHeader, headerFrom, headerInputOf } from './update-header';
export { csvCell, csvRow } from '../csv';
