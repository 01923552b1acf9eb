import { render, saidFields, type Said } from '../messages';
import type { Finding, Severity } from '../types';

/** Where a finding points: the file it concerns and its line (XML) or row (spreadsheet). */
export interface FindingAt {
  file?: string;
  row?: number;
}

/**
 * A finding of the validation and assessment checks said as a catalogue text: the English `message`
 * rendered from `said`, its parameters (and text id when not the code) kept for other languages.
 * Rendering costs a format call: build findings only for what is wrong, and only those listed.
 */
export function saidFinding(code: string, severity: Severity, said: Said, at?: FindingAt): Finding {
  const message = render(said);
  const fields = saidFields(code, said);
  if (at?.row === undefined)
    return at?.file === undefined
      ? { code, severity, message, ...fields }
      : { code, severity, file: at.file, message, ...fields };
  return at.file === undefined
    ? { code, severity, row: at.row, message, ...fields }
    : { code, severity, file: at.file, row: at.row, message, ...fields };
}
