/**
 * What normalization says about a row, before it is tied to a row number: an `Issue` is a finding
 * template (cached per distinct text), a `FieldDecision` is one value decided with its confidence.
 */

import type { CanonicalField, Finding, Severity } from '@/lib/catalog/types';
import { render, saidFields, say, type Said } from '../messages';

/**
 * reject: the row is invalid (never exported); flag: the machine cannot decide (held for review);
 * warn/info: the row goes through, with a remark.
 */
export type IssueEffect = 'reject' | 'flag' | 'warn' | 'info';

export interface Issue {
  code: string;
  effect: IssueEffect;
  field?: CanonicalField;
  /** English; rendered from `said` when the issue has a catalogue text. */
  message: string;
  said?: Said;
}

/** A value taken from a source field, how sure the engine is and why. */
export interface FieldDecision {
  field: CanonicalField;
  /** The raw text it came from. */
  source: string;
  value: string | number | readonly number[] | null;
  /** 0..1; below the accept threshold the row is flagged. */
  confidence: number;
  /** English; rendered from `said` when the note has catalogue texts (a held row's finding nests it). */
  note: string;
  said?: Said;
  /** Finding code used when the confidence is below the threshold. */
  code?: string;
  /** The learned term that decided the value (its id), when one did. */
  learnedTermId?: string;
}

/** The lowest confidence among the decisions, 1 when there are none (NaN never counts as lower). */
export function lowestConfidence(decisions: readonly FieldDecision[]): number {
  let lowest = 1;
  for (let i = 0; i < decisions.length; i++) if (decisions[i]!.confidence < lowest) lowest = decisions[i]!.confidence;
  return lowest;
}

const SEVERITY: Record<IssueEffect, Severity> = { reject: 'error', flag: 'warning', warn: 'warning', info: 'info' };

/** An issue; its message is a catalogue text (`say(code, params)`) or, until it has one, English. */
export function issue(effect: IssueEffect, code: string, field: CanonicalField | undefined, message: string | Said): Issue {
  const text = typeof message === 'string' ? { message } : { message: render(message), said: message };
  return field ? { code, effect, field, ...text } : { code, effect, ...text };
}

export const reject = (code: string, field: CanonicalField | undefined, message: string | Said) =>
  issue('reject', code, field, message);
export const flag = (code: string, field: CanonicalField | undefined, message: string | Said) =>
  issue('flag', code, field, message);
export const warn = (code: string, field: CanonicalField | undefined, message: string | Said) =>
  issue('warn', code, field, message);

export function isIssue(value: unknown): value is Issue {
  return typeof value === 'object' && value !== null && 'effect' in value && 'code' in value;
}

/** Ties an issue to a row (and the source column, when the caller told us its header). */
export function toFinding(
  item: Issue,
  row: number | undefined,
  columns?: Partial<Record<CanonicalField, string>>,
): Finding {
  const f: Finding = { code: item.code, severity: SEVERITY[item.effect], message: item.message, ...saidFields(item.code, item.said) };
  if (row !== undefined) f.row = row;
  const column = item.field ? columns?.[item.field] : undefined;
  if (column) f.column = column;
  return f;
}

/** Quotes a source value for a message, shortened so one cell cannot flood a report. */
export function quote(text: string): string {
  const t = text.length > 60 ? `${text.slice(0, 57)}...` : text;
  return `'${t}'`;
}

const skipped = new Map<string, Issue>();

/**
 * A notice that a check was skipped because the reference lacks a table: reported once per run.
 * `what` is the English of `said` (one of the `skipped.*` texts); the notice is built once per kind.
 */
export function skippedCheck(what: string, said: Said): Issue {
  let notice = skipped.get(what);
  if (!notice) {
    notice = {
      code: 'REFERENCE_CHECK_SKIPPED',
      effect: 'info',
      message: `${what} was not checked: the reference delivery lacks the table it needs (see REFERENCE_TABLE_MISSING).`,
      said: say('REFERENCE_CHECK_SKIPPED.normalize', { what: said }),
    };
    skipped.set(what, notice);
  }
  return notice;
}
