import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints, at the end of a run, the spec files that took longest (sum of their tests' durations,
 * retries included) — where the suite's time goes, so cutting it starts from figures. Prints only.
 */
export default class TimingReporter implements Reporter {
  private readonly byFile = new Map<string, { ms: number; tests: number }>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = test.location.file.split(/[\\/]/).slice(-1)[0] ?? test.location.file;
    const entry = this.byFile.get(file) ?? { ms: 0, tests: 0 };
    entry.ms += result.duration;
    entry.tests += 1;
    this.byFile.set(file, entry);
  }

  onEnd(result: FullResult): void {
    const rows = [...this.byFile].sort((a, b) => b[1].ms - a[1].ms);
    const total = rows.reduce((sum, [, e]) => sum + e.ms, 0);
    const lines = rows.slice(0, 20).map(([file, e]) => `  ${(e.ms / 1000).toFixed(1).padStart(8)} s  ${String(e.tests).padStart(3)} tests  ${file}`);
    console.log(`\nTime per spec file (test time summed over workers; wall ${(result.duration / 1000).toFixed(0)} s, tests ${(total / 1000).toFixed(0)} s):\n${lines.join('\n')}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
