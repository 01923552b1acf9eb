/**
 * The single-value matchers as public functions: text in, `Decision` (ID, confidence, note) or
 * `Finding` out. The row pipeline uses the same indexes through `normalizeRow`.
 */

import type { Decision, Finding } from '@/lib/catalog/types';
import type { NormalizeContext } from './context';
import { isIssue, toFinding } from './issues';
import { resolvePartPosition } from './part-position';

export function matchMake(text: string, ctx: NormalizeContext): Decision<number> | Finding {
  const m = ctx.names.matchMake(text);
  if (isIssue(m)) return toFinding(m, undefined, ctx.columns);
  return { value: m.makeId, confidence: m.decision.confidence, note: m.decision.note };
}

export function matchModel(
  text: string,
  makeId: number,
  ctx: NormalizeContext,
): Decision<{ modelId: number; remainder: string | null }> | Finding {
  const m = ctx.names.matchModel(text, makeId);
  if (isIssue(m)) return toFinding(m, undefined, ctx.columns);
  return { value: { modelId: m.modelId, remainder: m.remainder }, confidence: m.decision.confidence, note: m.decision.note };
}

export function matchPartType(text: string, ctx: NormalizeContext): Decision<number> | Finding {
  const m = ctx.partTypes.match(text);
  if (isIssue(m)) return toFinding(m, undefined, ctx.columns);
  return { value: m.partTypeId, confidence: m.decision.confidence, note: m.decision.note };
}

/** A position name, optionally checked against a part type (PCdb pair). null value = no position. */
export function matchPosition(text: string, ctx: NormalizeContext, partTypeId?: number): Decision<number | null> | Finding {
  const r = resolvePartPosition(
    { position: text, ...(partTypeId !== undefined ? { partTypeId: String(partTypeId) } : {}) },
    ctx,
    false,
  );
  const problem = r.issues.find((i) => i.effect === 'reject' || i.effect === 'flag');
  if (problem) return toFinding(problem, undefined, ctx.columns);
  const d = r.decisions.find((x) => x.field === 'position');
  return { value: r.positionId ?? null, confidence: d?.confidence ?? 1, note: d?.note ?? 'no position' };
}
