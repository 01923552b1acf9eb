import type { Finding } from '../types';

/**
 * Collects findings while a file streams through. A broken export can repeat the same problem on
 * every row, so each code keeps at most `maxPerCode` findings and the rest are counted in one
 * summary finding: memory stays flat, the report stays readable.
 */
export class FindingSink {
  readonly findings: Finding[] = [];
  private readonly perCode = new Map<string, number>();
  private readonly overflow = new Map<string, { count: number; lastRow: number | undefined }>();

  constructor(private readonly maxPerCode: number) {}

  add(finding: Finding): void {
    const seen = this.perCode.get(finding.code) ?? 0;
    if (seen < this.maxPerCode) {
      this.perCode.set(finding.code, seen + 1);
      this.findings.push(finding);
      return;
    }
    const more = this.overflow.get(finding.code) ?? { count: 0, lastRow: undefined };
    more.count += 1;
    more.lastRow = finding.row ?? more.lastRow;
    this.overflow.set(finding.code, more);
  }

  /** Called once the input is drained: one summary per code that overflowed. */
  summarizeOverflow(file: string): void {
    for (const [code, { count, lastRow }] of this.overflow) {
      this.findings.push({
        code: 'FINDINGS_TRUNCATED',
        severity: 'info',
        message:
          `${file}: ${count} more ${code} finding(s) not listed (only the first ${this.maxPerCode} are kept` +
          `${lastRow === undefined ? '' : `; the last one was on row ${lastRow}`}). Fix the pattern and re-run to see the rest.`,
      });
    }
    this.overflow.clear();
  }
}
