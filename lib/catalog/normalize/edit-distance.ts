/**
 * One-edit comparison for typo matching: one insertion, deletion, substitution or swap of neighbours.
 * Reports whether the edit touches a digit, because `A3`/`A4` or `F150`/`F250` are different vehicles,
 * not typos.
 */

const isDigit = (c: number) => c >= 48 && c <= 57;

/** null when `a` and `b` are equal or more than one edit apart. */
export function oneEdit(a: string, b: string): { touchesDigit: boolean } | null {
  if (a === b) return null;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return null;
  let i = 0;
  while (i < la && i < lb && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (la === lb) {
    // substitution at i, or a swap of i and i+1
    if (a.slice(i + 1) === b.slice(i + 1)) {
      return { touchesDigit: isDigit(a.charCodeAt(i)) || isDigit(b.charCodeAt(i)) };
    }
    if (
      i + 1 < la &&
      a.charCodeAt(i) === b.charCodeAt(i + 1) &&
      a.charCodeAt(i + 1) === b.charCodeAt(i) &&
      a.slice(i + 2) === b.slice(i + 2)
    ) {
      return { touchesDigit: isDigit(a.charCodeAt(i)) || isDigit(a.charCodeAt(i + 1)) };
    }
    return null;
  }
  const [long, short] = la > lb ? [a, b] : [b, a];
  if (long.slice(i + 1) !== short.slice(i)) return null;
  return { touchesDigit: isDigit(long.charCodeAt(i)) };
}

/** Candidates one letter-only edit away from `key`. */
export function typoCandidates(key: string, candidates: Iterable<string>): string[] {
  const out: string[] = [];
  for (const c of candidates) {
    const edit = oneEdit(key, c);
    if (edit && !edit.touchesDigit) out.push(c);
  }
  return out;
}

/**
 * Edit distance (insertions, deletions, substitutions, swaps of neighbours) between two keys, or
 * `max + 1` once it is sure to exceed `max`: candidates for review need a ranking, not exact large
 * distances, and the bound keeps a pass over a few thousand names cheap.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) d = Math.min(d, prev2[j - 2]! + 1);
      row.push(d);
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return Math.min(prev[b.length]!, max + 1);
}

/**
 * How alike two name keys read, 0..1: the edit distance relative to the longer key, or — when one
 * starts the other (`silverado` / `silverado1500`) — how much of the longer the shorter covers.
 * For ranking review candidates only; matching itself never goes by it.
 */
export function keySimilarity(a: string, b: string): number {
  if (!a || !b) return 0;
  if (a === b) return 1;
  const long = Math.max(a.length, b.length);
  const short = Math.min(a.length, b.length);
  const max = Math.floor(long / 2);
  const d = editDistance(a, b, max);
  const byEdits = d > max ? 0 : 1 - d / long;
  const prefix = short >= 3 && (a.startsWith(b) || b.startsWith(a)) ? 0.6 + 0.4 * (short / long) : 0;
  return Math.max(byEdits, prefix);
}

/** A one-letter typo is trusted more in a longer key: 0.9 (accepted at the default threshold) from 6 characters, else 0.8. */
export const typoConfidence = (key: string): number => (key.length >= 6 ? 0.9 : 0.8);
