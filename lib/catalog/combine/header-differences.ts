import type { Finding } from '../types';

/**
 * Where a later file's header says something else than the first's about what the combined file
 * keeps only once (brand, reference release dates): one finding per field, naming the first file
 * that differs. The combined header is the first file's, so a receiver would check every app
 * against that release.
 */
export function headerDifferences(files: readonly string[], facts: readonly Record<string, string | undefined>[]): Finding[] {
  const findings: Finding[] = [];
  const first = facts[0] ?? {};
  for (const field of Object.keys(first)) {
    const at = facts.findIndex((f) => f[field] !== first[field]);
    if (at < 0) continue;
    findings.push({
      code: 'COMBINE_HEADER_DIFFERS',
      severity: 'warning',
      file: files[at],
      message: `${files[at]} gives ${field} ${facts[at]![field] ?? '(none)'}, ${files[0]} gives ${first[field] ?? '(none)'}; the combined file keeps the first. Combine files made against the same release for the same brand.`,
    });
  }
  return findings;
}
