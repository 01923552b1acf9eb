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
