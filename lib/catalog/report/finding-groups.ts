import { findingMessage, type MessageLocale } from '../messages';
import type { Severity } from '../types';
import type { Report } from './schema';

export interface FindingGroup {
  code: string;
  severity: Severity;
  /** The exact total: the report keeps a capped number of findings and counts them all. */
  count: number;
  /** The first findings of the code, their message in the reader's language. */
  examples: { row?: number; column?: string; file?: string; message: string }[];
}

const RANK: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

/**
 * A report's findings by code, worst first, then most frequent, then by code: what every surface
 * lists (the conversion page, the public preview, report.html). A code counted but with no finding
 * kept (capped away) is listed too, with its count.
 */
export function groupFindings(report: Pick<Report, 'findings' | 'findingCounts'>, perCode: number, locale: MessageLocale = 'en'): FindingGroup[] {
  const groups = new Map<string, FindingGroup>();
  for (const f of report.findings) {
    let group = groups.get(f.code);
    if (!group) {
      group = { code: f.code, severity: f.severity, count: report.findingCounts[f.code] ?? 0, examples: [] };
      groups.set(f.code, group);
    }
    if (RANK[f.severity] < RANK[group.severity]) group.severity = f.severity;
    if (group.examples.length < perCode) {
      group.examples.push({
        message: findingMessage(f, locale),
        ...(f.row !== undefined ? { row: f.row } : {}),
        ...(f.column !== undefined ? { column: f.column } : {}),
        ...(f.file !== undefined ? { file: f.file } : {}),
      });
    }
  }
  for (const [code, count] of Object.entries(report.findingCounts)) {
    if (!groups.has(code)) groups.set(code, { code, severity: 'info', count, examples: [] });
  }
  for (const g of groups.values()) g.count = Math.max(g.count, g.examples.length);
  return [...groups.values()].sort((a, b) => RANK[a.severity] - RANK[b.severity] || b.count - a.count || a.code.localeCompare(b.code));
}
