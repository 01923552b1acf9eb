import { findingMessage, type MessageLocale } from '../messages';
import type { Finding, Severity } from '../types';
import type { Report } from './schema';

export interface FindingGroup {
  code: string;
  severity: Severity;
  /** The exact total: the report keeps a capped number of findings and counts them all. */
  count: number;
  /** The first findings of the code, their message in the reader's language. */
  examples: { row?: number; column?: string; file?: string; message: string }[];
}

/** A code's kept findings as a list needs them: the worst severity among all, and the first few. */
export interface CodeFindings {
  code: string;
  severity: Severity;
  first: Finding[];
}

const RANK: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

/**
 * Per code, in order of first appearance: the worst severity of its kept findings and its first
 * `perCode` findings. The stored findings summary (`public.report_summary_of`, SQL) computes the
 * same with perCode 3, so a page can group findings without reading the whole report.
 */
export function codeFindingsOf(findings: readonly Finding[], perCode: number): CodeFindings[] {
  const codes = new Map<string, CodeFindings>();
  for (const f of findings) {
    let entry = codes.get(f.code);
    if (!entry) {
      entry = { code: f.code, severity: f.severity, first: [] };
      codes.set(f.code, entry);
    }
    if (RANK[f.severity] < RANK[entry.severity]) entry.severity = f.severity;
    if (entry.first.length < perCode) entry.first.push(f);
  }
  return [...codes.values()];
}

/**
 * Findings by code, worst first, then most frequent, then by code. A code counted but with no
 * finding kept (capped away) is listed too, with its count.
 */
export function groupCodeFindings(codes: readonly CodeFindings[], findingCounts: Readonly<Record<string, number>>, locale: MessageLocale = 'en'): FindingGroup[] {
  const groups = new Map<string, FindingGroup>();
  for (const c of codes) {
    const examples = c.first.map((f) => ({
      message: findingMessage(f, locale),
      ...(f.row !== undefined ? { row: f.row } : {}),
      ...(f.column !== undefined ? { column: f.column } : {}),
      ...(f.file !== undefined ? { file: f.file } : {}),
    }));
    groups.set(c.code, { code: c.code, severity: c.severity, count: Math.max(findingCounts[c.code] ?? 0, examples.length), examples });
  }
  for (const [code, count] of Object.entries(findingCounts)) {
    if (!groups.has(code)) groups.set(code, { code, severity: 'info', count, examples: [] });
  }
  return [...groups.values()].sort((a, b) => RANK[a.severity] - RANK[b.severity] || b.count - a.count || a.code.localeCompare(b.code));
}

/**
 * A report's findings by code: what every surface lists (the conversion page, the public preview,
 * report.html), with the first `perCode` findings of each code as examples.
 */
export function groupFindings(report: Pick<Report, 'findings' | 'findingCounts'>, perCode: number, locale: MessageLocale = 'en'): FindingGroup[] {
  return groupCodeFindings(codeFindingsOf(report.findings, perCode), report.findingCounts, locale);
}
