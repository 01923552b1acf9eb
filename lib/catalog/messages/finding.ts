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
