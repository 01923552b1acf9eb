import type { Finding } from '../types';
import { findingOf, say } from '../messages';

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
    const none = say('combine.none');
    const said = say('COMBINE_HEADER_DIFFERS', {
      file: String(files[at]),
      field,
      value: facts[at]![field] ?? none,
      first: String(files[0]),
      firstValue: first[field] ?? none,
    });
    findings.push(findingOf('COMBINE_HEADER_DIFFERS', 'warning', said, { file: files[at] }));
  }
  return findings;
}
