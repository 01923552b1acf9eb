import { render, say, type MessageLocale } from '../messages';
import { ACES_CHECKS } from './checks-aces';
import { FILE_CHECKS } from './checks-file';
import { PIES_CHECKS } from './checks-pies';
import type { CheckDefinition, CheckScope } from './check-definition';

export type { CheckDefinition, CheckScope } from './check-definition';

/**
 * Every code `assessFile` can report, with its definition. docs/checks.md and `partsmith validate
 * --help` print these; a test holds the two together and checks that every finding the assessment
 * produces has its code listed here with the same severity.
 */
export const CHECK_DEFINITIONS: readonly CheckDefinition[] = [...FILE_CHECKS, ...ACES_CHECKS, ...PIES_CHECKS];

const BY_CODE = new Map(CHECK_DEFINITIONS.map((c) => [c.code, c]));

export function checkDefinition(code: string): CheckDefinition | undefined {
  return BY_CODE.get(code);
}

/**
 * A check's title in the reader's language (texts/check-titles.ts), empty for a code that is no
 * check. docs/checks.md prints the English `title` of the definition instead.
 */
export function checkTitle(code: string, locale: MessageLocale): string {
  return BY_CODE.has(code) ? render(say(`check.title.${code}`), locale) : '';
}

/**
 * A check's definition in the reader's language (texts/check-definitions.ts), empty for a code that
 * is no check. The English is the definition's own `definition`, which docs/checks.md prints.
 */
export function checkDefinitionText(code: string, locale: MessageLocale): string {
  return BY_CODE.has(code) ? render(say(`check.definition.${code}`), locale) : '';
}

/**
 * Plain-text list for `--help`: one block per check, in the reader's language (English by default).
 * Codes stay as the summary and the JSON print them; severities read as in the workbook.
 */
export function formatCheckDefinitions(locale: MessageLocale = 'en', width = 100): string {
  const out: string[] = [];
  const wrap = (text: string, indent: string): string[] => {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(' ')) {
      if (line && indent.length + line.length + 1 + word.length > width) {
        lines.push(indent + line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    if (line) lines.push(indent + line);
    return lines;
  };
  const needsReference = render(say('check.help.needsReference'), locale);
  for (const c of CHECK_DEFINITIONS) {
    const severity = render(say(`report.severity.${c.severity}`), locale);
    out.push(`${c.code} (${severity}${c.needsReference ? `, ${needsReference}` : ''}) — ${checkTitle(c.code, locale)}`);
    out.push(...wrap(checkDefinitionText(c.code, locale), '    '));
  }
  return out.join('\n');
}

const SCOPE_TITLE: Record<CheckScope, string> = {
  file: 'Any file (reading, schema, brand codes, reference data)',
  aces: 'ACES',
  pies: 'PIES',
};

/** The definitions as Markdown tables, one per scope (the body of docs/checks.md). */
export function formatCheckDefinitionsMarkdown(): string {
  const out: string[] = [];
  for (const scope of ['file', 'aces', 'pies'] as const) {
    out.push(
      `### ${SCOPE_TITLE[scope]}`,
      '',
      '| Code | Severity | Check | Raised when |',
      '|---|---|---|---|',
    );
    for (const c of CHECK_DEFINITIONS.filter((x) => x.scope === scope))
      out.push(
        `| \`${c.code}\` | ${c.severity}${c.needsReference ? ' (reference)' : ''} | ${c.title} | ${c.definition.replace(/\|/g, '\\|').replace(/</g, '&lt;')} |`,
      );
    out.push('');
  }
  return out.join('\n');
}
