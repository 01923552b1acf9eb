import type { Report } from '@/lib/catalog';

export interface FindingGroup {
  code: string;
  severity: 'error' | 'warning' | 'info';
  /** The exact total (the report stores a few examples per code, counts them all). */
  count: number;
  examples: { row?: number; column?: string; message: string }[];
}

const RANK = { error: 0, warning: 1, info: 2 } as const;

/** The report's findings grouped by code, worst and most frequent first, with up to `perCode` examples. */
export function findingsByCode(report: Pick<Report, 'findings' | 'findingCounts'>, perCode = 3): FindingGroup[] {
  const groups = new Map<string, FindingGroup>();
  for (const f of report.findings) {
    const group = groups.get(f.code) ?? { code: f.code, severity: f.severity, count: report.findingCounts[f.code] ?? 0, examples: [] };
    if (RANK[f.severity] < RANK[group.severity]) group.severity = f.severity;
    if (group.examples.length < perCode) group.examples.push({ row: f.row, column: f.column, message: f.message });
    groups.set(f.code, group);
  }
  // Codes counted but with no stored example (capped away) still show up.
  for (const [code, count] of Object.entries(report.findingCounts)) {
    if (!groups.has(code)) groups.set(code, { code, severity: 'info', count, examples: [] });
  }
  for (const g of groups.values()) g.count = Math.max(g.count, g.examples.length);
  return [...groups.values()].sort((a, b) => RANK[a.severity] - RANK[b.severity] || b.count - a.count || a.code.localeCompare(b.code));
}
