import type { Severity } from '../types';

export type CheckScope = 'file' | 'aces' | 'pies';

export interface CheckDefinition {
  /** Stable SCREAMING_SNAKE code, as in findings and in `checks` of the JSON output. */
  code: string;
  severity: Severity;
  /** What the file is checked for, in a few words. */
  title: string;
  /** Exactly when the finding is raised, in a sentence or two a data manager can follow. */
  definition: string;
  scope: CheckScope;
  /** Only runs when reference data (VCdb/PCdb/Qdb) is given. */
  needsReference?: boolean;
}

/** Builds a definition (the shape every checks-*.ts list uses). */
export const defineCheck = (
  code: string,
  severity: Severity,
  scope: CheckScope,
  title: string,
  definition: string,
  needsReference = false,
): CheckDefinition =>
  needsReference
    ? { code, severity, title, definition, scope, needsReference }
    : { code, severity, title, definition, scope };
