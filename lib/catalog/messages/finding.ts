import type { Finding, Severity } from '../types';
import { render, saidFields } from './render';
import type { Said } from './said';

/** Where a finding points, besides its code, severity and message. */
export type FindingPlace = Omit<Finding, 'code' | 'severity' | 'message' | 'params' | 'messageId'>;

/**
 * A finding said as a catalogue text: the English `message` rendered from `said`, with its parameters
 * (and its text id when not the code) stored for readers of other languages. Build it per finding,
 * never per clean row: rendering costs a format call.
 */
export function findingOf(code: string, severity: Severity, said: Said, where?: FindingPlace): Finding {
  return { code, severity, ...where, message: render(said), ...saidFields(code, said) };
}

/** A finding as a parameter of another text: its own text when it has one, else its English message. */
export function findingSaid(finding: Pick<Finding, 'code' | 'message' | 'params' | 'messageId'>): Said | string {
  return finding.params === undefined ? finding.message : { id: finding.messageId ?? finding.code, params: finding.params };
}

/**
 * A finding said again under `code` with `said` (which usually wraps the original, see findingSaid):
 * row, column and file are kept; message, params and messageId are the new text's.
 */
export function rewordFinding(finding: Finding, code: string, said: Said): Finding {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { params, messageId, ...place } = finding;
  return { ...place, code, message: render(said), ...saidFields(code, said) };
}
