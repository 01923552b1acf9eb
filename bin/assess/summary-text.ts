import type { Severity } from '@/lib/catalog';
import { assessmentFailed, checkDefinition, checkTitle, type AssessResult } from '@/lib/catalog/assess';
import { findingMessage, say, type MessageLocale } from '@/lib/catalog/messages';
import { render } from '../texts';

const n = (x: number): string => x.toLocaleString('en-US');
const RANK: Record<Severity, number> = { error: 0, warning: 1, info: 2 };
const LABEL: Record<Severity, string> = { error: 'ERROR', warning: 'WARN ', info: 'INFO ' };

export interface SummaryTextOptions {
  /** Example findings printed per code (default 3). */
  examplesPerCode?: number;
  /** The reader's language (bin/texts/cli.ts, and the findings' own texts); English by default. */
  locale?: MessageLocale;
}

/**
 * The terminal summary of an assessment: what the file is, what it was checked against, one line
 * per check code (severity, count, title), a few example findings each, and the verdict. Severity
 * labels and codes stay as they are in every language, for scripts that grep them.
 */
export function formatAssessSummary(result: AssessResult, options: SummaryTextOptions = {}): string {
  const examples = options.examplesPerCode ?? 3;
  const locale = options.locale ?? 'en';
  const text = (id: string, params?: Parameters<typeof say>[1]) => render(say(id, params), locale);
  const lines: string[] = [];
  const head = {
    file: result.file,
    version: result.version ? ` ${result.version}` : '',
    encoding: result.encoding,
    seconds: result.seconds.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false }),
  };
  lines.push(
    result.kind === 'aces'
      ? text('cli.assess.headAces', { ...head, apps: result.apps ?? 0 })
      : result.kind === 'pies'
        ? text('cli.assess.headPies', { ...head, items: result.items ?? 0 })
        : text('cli.assess.headUnknown', head),
  );
  const ref = result.reference;
  lines.push(
    ref
      ? text('cli.assess.reference', { name: ref.demo ? say('cli.assess.referenceDemo') : ref.source, date: ref.versionDate ? ` ${ref.versionDate}` : '' })
      : text('cli.assess.referenceNone'),
  );
  const x = result.xsd;
  const schema = x.schemaFile ? ` (${x.schemaFile.split(/[\\/]/).pop()})` : '';
  lines.push(x.ran ? (x.valid ? text('cli.assess.xsdValid', { schema }) : text('cli.assess.xsdErrors', { count: x.errorCount, schema })) : text('cli.assess.xsdNotRun', { schema }));
  lines.push('');

  const codes = Object.entries(result.checks).sort((a, b) => {
    const sa = severityOf(a[0], result);
    const sb = severityOf(b[0], result);
    return RANK[sa] - RANK[sb] || b[1] - a[1] || a[0].localeCompare(b[0]);
  });
  if (codes.length === 0) lines.push(text('cli.assess.noFindings'));
  const width = Math.max(10, ...codes.map(([c]) => c.length));
  for (const [code, total] of codes) {
    const sev = severityOf(code, result);
    const title = checkTitle(code, locale);
    lines.push(`${LABEL[sev]} ${code.padEnd(width)} ${n(total).padStart(9)}  ${title}`);
    const shown = result.findings.filter((f) => f.code === code).slice(0, examples);
    for (const f of shown) {
      // The English message names its line when it has one; the rendered one says the same.
      const where = f.row !== undefined && !f.message.includes(`line ${f.row}`) ? text('cli.assess.atLine', { row: String(f.row) }) : '';
      lines.push(`        ${where}${truncate(findingMessage(f, locale), 220)}`);
    }
    if (total > shown.length && shown.length > 0) lines.push(`        ${text('cli.assess.more', { count: total - shown.length })}`);
  }
  lines.push('');
  const { error, warning, info } = result.severities;
  lines.push(text('cli.assess.verdict', { errors: error, warnings: warning, notes: info, failed: assessmentFailed(result) ? 'yes' : 'no' }));
  return lines.join('\n');
}

function severityOf(code: string, result: AssessResult): Severity {
  return checkDefinition(code)?.severity ?? result.findings.find((f) => f.code === code)?.severity ?? 'info';
}

function truncate(s: string, max: number): string {
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}
