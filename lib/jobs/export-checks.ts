import { assessFile, checkDefinition, type AssessResult } from '@/lib/catalog/assess';
import type { ReferenceSet } from '@/lib/catalog';
import type { ExportChecks, NotWritten } from '@/lib/data/exports';

/** Error findings kept as examples in the checks (the counts are exact). */
const EXAMPLES = 20;

export type ExportAssessment = ExportChecks['assessment'];

/**
 * The checks of `partsmith validate` (lib/catalog/assess, with the reference the export was made
 * against and the schemas in `standardsDir`) on the files an export would publish — what a
 * receiver's own validation would say about them. Files the run did not write are not assessed.
 */
export async function assessExportFiles(
  files: { name: string; path: string }[],
  options: { reference: ReferenceSet; standardsDir: string | null; today: Date },
): Promise<ExportAssessment> {
  const assessment: ExportAssessment = { errors: 0, warnings: 0, errorsByCode: {}, warningsByCode: {}, examples: [] };
  for (const file of files) {
    const result = await assessFile({ path: file.path }, { reference: options.reference, standardsDir: options.standardsDir, today: options.today });
    addResult(assessment, file.name, result);
  }
  return assessment;
}

function addResult(into: ExportAssessment, name: string, result: AssessResult): void {
  for (const [code, count] of Object.entries(result.checks)) {
    const severity = result.findings.find((f) => f.code === code)?.severity ?? checkDefinition(code)?.severity ?? 'info';
    if (severity === 'error') {
      into.errors += count;
      into.errorsByCode[code] = (into.errorsByCode[code] ?? 0) + count;
    } else if (severity === 'warning') {
      into.warnings += count;
      into.warningsByCode[code] = (into.warningsByCode[code] ?? 0) + count;
    }
  }
  for (const f of result.findings) {
    if (into.examples.length >= EXAMPLES) break;
    if (f.severity === 'error') into.examples.push({ code: f.code, file: name, message: f.message });
  }
}

/**
 * What an export found, and what of it needs a person's word before publishing: flagged rows
 * nobody decided (they are left out) and errors in the assessment. Warnings are shown, never held.
 */
export function exportChecks(parts: {
  openReview: number;
  openReviewByFile?: { file: string; rows: number }[];
  assessment: ExportAssessment;
  notWritten: NotWritten[];
}): ExportChecks {
  const needsConfirmation: ExportChecks['needsConfirmation'] = [];
  if (parts.openReview > 0) needsConfirmation.push('open_review');
  if (parts.assessment.errors > 0) needsConfirmation.push('assessment_errors');
  return {
    openReview: parts.openReview,
    ...(parts.openReviewByFile ? { openReviewByFile: parts.openReviewByFile.filter((f) => f.rows > 0) } : {}),
    assessment: parts.assessment,
    needsConfirmation,
    notWritten: parts.notWritten,
  };
}

/** `checks/export-checks.json` in the evidence bundle: the checks as they stood when it was signed. */
export function checksDocument(checks: ExportChecks): string {
  return `${JSON.stringify(checks, null, 2)}\n`;
}
