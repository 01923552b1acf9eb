/** Small parsers for attribute and element values, shared by the ACES and PIES readers. */

/** A VCdb/PCdb/Qdb id: a positive whole number, or null when the text is anything else. */
export function parseId(text: string | undefined): number | null {
  if (text === undefined) return null;
  // A digit loop rather than a regex: it runs a few million times per big file.
  const len = text.length;
  let i = 0;
  while (i < len && isSpace(text.charCodeAt(i))) i++;
  const start = i;
  let n = 0;
  for (; i < len; i++) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) break;
    n = n * 10 + (c - 48);
  }
  const digits = i - start;
  while (i < len && isSpace(text.charCodeAt(i))) i++;
  return i === len && digits > 0 && digits <= 15 && n > 0 ? n : null;
}

const isSpace = (c: number): boolean => c === 32 || c === 9 || c === 10 || c === 13;

/** Collapses runs of whitespace (xs:token semantics) and trims. */
export function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Tracks per-name occurrences to report once per name with a count, not once per element. */
export class OncePerName {
  private readonly seen = new Map<string, { line: number; count: number }>();

  add(name: string, line: number): void {
    const s = this.seen.get(name);
    if (s) s.count++;
    else this.seen.set(name, { line, count: 1 });
  }

  entries(): [string, { line: number; count: number }][] {
    return [...this.seen.entries()];
  }
}
