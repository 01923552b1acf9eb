import type { Finding } from '../types';
import { findingOf, say } from '../messages';

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

  /**
   * Adds the finding `make` builds, or only counts it when `code` already has its `maxPerCode`: a
   * problem repeated on every row of a large file builds (renders) no message past the first few.
   */
  addUnlessFull(code: string, row: number | undefined, make: () => Finding): void {
    if ((this.perCode.get(code) ?? 0) < this.maxPerCode) {
      this.add(make());
      return;
    }
    const more = this.overflow.get(code) ?? { count: 0, lastRow: undefined };
    more.count += 1;
    more.lastRow = row ?? more.lastRow;
    this.overflow.set(code, more);
  }

  /** Called once the input is drained: one summary per code that overflowed. */
  summarizeOverflow(file: string): void {
    for (const [code, { count, lastRow }] of this.overflow) {
      const max = String(this.maxPerCode);
      const said =
        lastRow === undefined
          ? say('FINDINGS_TRUNCATED.noRow', { file, count, code, max })
          : say('FINDINGS_TRUNCATED', { file, count, code, max, row: String(lastRow) });
      this.findings.push(findingOf('FINDINGS_TRUNCATED', 'info', said));
    }
    this.overflow.clear();
  }
}
