import type { Finding, Severity } from '../types';

export interface FindingLogResult {
  /** Stored findings, in the order they were added. */
  findings: Finding[];
  /** Exact number of findings per code, including those not stored. */
  findingCounts: Record<string, number>;
  /** Exact number of findings per severity. */
  severityCounts: Record<Severity, number>;
  /** True when some findings were counted but not stored. */
  truncated: boolean;
}

/**
 * Keeps findings for a report without letting a million identical ones fill memory: the first
 * `maxPerCode` of each code are stored (at most `maxTotal` overall), every finding is counted.
 */
export class FindingLog {
  private readonly stored: Finding[] = [];
  private readonly perCode = new Map<string, number>();
  private readonly severities: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  private dropped = 0;

  constructor(
    private readonly maxPerCode: number = 1000,
    private readonly maxTotal: number = 20_000,
  ) {}

  add(finding: Finding): void {
    const n = (this.perCode.get(finding.code) ?? 0) + 1;
    this.perCode.set(finding.code, n);
    this.severities[finding.severity]++;
    if (n <= this.maxPerCode && this.stored.length < this.maxTotal) this.stored.push(finding);
    else this.dropped++;
  }

  addAll(findings: Iterable<Finding>): void {
    for (const f of findings) this.add(f);
  }

  /** Adds `count` findings of one code of which only `examples` are at hand (e.g. a checker's summary). */
  addCounted(examples: Finding[], code: string, severity: Severity, count: number): void {
    for (const f of examples) this.add(f);
    const extra = count - examples.length;
    if (extra > 0) {
      this.perCode.set(code, (this.perCode.get(code) ?? 0) + extra);
      this.severities[severity] += extra;
      this.dropped += extra;
    }
  }

  get size(): number {
    let total = 0;
    for (const n of this.perCode.values()) total += n;
    return total;
  }

  count(code: string): number {
    return this.perCode.get(code) ?? 0;
  }

  result(): FindingLogResult {
    return {
      findings: [...this.stored],
      findingCounts: Object.fromEntries(this.perCode),
      severityCounts: { ...this.severities },
      truncated: this.dropped > 0,
    };
  }
}
