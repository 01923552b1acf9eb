import type { Severity } from '../types';
import { checkDefinition } from './definitions';
import { assessExitCode, type AssessResult } from './result';

const n = (x: number): string => x.toLocaleString('en-US');
const RANK: Record<Severity, number> = { error: 0, warning: 1, info: 2 };
const LABEL: Record<Severity, string> = { error: 'ERROR', warning: 'WARN ', info: 'INFO ' };

export interface SummaryTextOptions {
  /** Example findings printed per code (default 3). */
  examplesPerCode?: number;
}

/**
 * The terminal summary of an assessment: what the file is, what it was checked against, one line
 * per check code (severity, count, title), a few example findings each, and the verdict.
 */
export function formatAssessSummary(result: AssessResult, options: SummaryTextOptions = {}): string {
  const examples = options.examplesPerCode ?? 3;
  const lines: string[] = [];
  const kind = result.kind === 'aces' ? 'ACES' : result.kind === 'pies' ? 'PIES' : 'unknown kind';
  const plural = (k: number, word: string): string => `${n(k)} ${word}${k === 1 ? '' : 's'}`;
  const count =
    result.kind === 'aces'
      ? plural(result.apps ?? 0, 'app')
      : result.kind === 'pies'
        ? plural(result.items ?? 0, 'item')
        : '';
  lines.push(
    `${result.file} — ${kind}${result.version ? ` ${result.version}` : ''}${count ? `, ${count}` : ''} (${result.encoding}) in ${result.seconds.toFixed(1)} s`,
  );
  const ref = result.reference;
  lines.push(
    `Reference: ${ref ? `${ref.demo ? 'DEMO set (made-up IDs)' : ref.source}${ref.versionDate ? ` ${ref.versionDate}` : ''}` : 'none (ID checks not run; use --reference)'}`,
  );
  const x = result.xsd;
  lines.push(
    `XSD: ${x.ran ? (x.valid ? 'valid' : `${n(x.errorCount)} schema error(s)`) : 'not run'}${x.schemaFile ? ` (${x.schemaFile.split(/[\\/]/).pop()})` : ''}`,
  );
  lines.push('');

  const codes = Object.entries(result.checks).sort((a, b) => {
    const sa = severityOf(a[0], result);
    const sb = severityOf(b[0], result);
    return RANK[sa] - RANK[sb] || b[1] - a[1] || a[0].localeCompare(b[0]);
  });
  if (codes.length === 0) lines.push('No findings.');
  const width = Math.max(10, ...codes.map(([c]) => c.length));
  for (const [code, total] of codes) {
    const sev = severityOf(code, result);
    const title = checkDefinition(code)?.title ?? '';
    lines.push(`${LABEL[sev]} ${code.padEnd(width)} ${n(total).padStart(9)}  ${title}`);
    const shown = result.findings.filter((f) => f.code === code).slice(0, examples);
    for (const f of shown) {
      const where = f.row !== undefined && !f.message.includes(`line ${f.row}`) ? `line ${f.row}: ` : '';
      lines.push(`        ${where}${truncate(f.message, 220)}`);
    }
    if (total > shown.length && shown.length > 0) lines.push(`        … and ${n(total - shown.length)} more`);
  }
  lines.push('');
  const { error, warning, info } = result.severities;
  const verdict = assessExitCode(result) === 0 ? 'no errors' : 'errors found';
  lines.push(`${n(error)} error(s), ${n(warning)} warning(s), ${n(info)} note(s) — ${verdict}.`);
  return lines.join('\n');
}

function severityOf(code: string, result: AssessResult): Severity {
  return checkDefinition(code)?.severity ?? result.findings.find((f) => f.code === code)?.severity ?? 'info';
}

function truncate(s: string, max: number): string {
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}
