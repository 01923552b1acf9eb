/**
 * XML 1.0 text and attribute escaping. Both escape all five special characters so one function
 * serves element content and attribute values alike, and both drop characters XML 1.0 forbids
 * (C0 controls other than tab/LF/CR, lone surrogates, U+FFFE/U+FFFF): a catalog cell with a stray
 * control character must not make the whole deliverable unreadable.
 */

// One test per value keeps the common case (nothing to escape) to a single regex scan.
const NEEDS_WORK = /[&<>"'\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;

export interface EscapeResult {
  text: string;
  /** Characters removed because XML 1.0 cannot carry them. */
  stripped: number;
}

/** Escapes `& < > " '` and strips characters illegal in XML 1.0, counting what was stripped. */
export function escapeXmlCounted(value: string): EscapeResult {
  if (!NEEDS_WORK.test(value)) return { text: value, stripped: 0 };
  let out = '';
  let stripped = 0;
  let start = 0;
  const n = value.length;
  for (let i = 0; i < n; i++) {
    const c = value.charCodeAt(i);
    let rep: string | null = null;
    let drop = false;
    if (c === 38) rep = '&amp;';
    else if (c === 60) rep = '&lt;';
    else if (c === 62) rep = '&gt;';
    else if (c === 34) rep = '&quot;';
    else if (c === 39) rep = '&apos;';
    else if (c < 32) drop = c !== 9 && c !== 10 && c !== 13;
    else if (c >= 0xd800 && c <= 0xdbff) {
      const next = i + 1 < n ? value.charCodeAt(i + 1) : 0;
      if (next >= 0xdc00 && next <= 0xdfff) {
        i++; // a valid pair: keep both halves
        continue;
      }
      drop = true;
    } else if (c >= 0xdc00 && c <= 0xdfff) drop = true;
    else if (c === 0xfffe || c === 0xffff) drop = true;
    if (rep === null && !drop) continue;
    out += value.slice(start, i);
    if (rep !== null) out += rep;
    else stripped++;
    start = i + 1;
  }
  out += value.slice(start);
  return { text: out, stripped };
}

/** Whether `value` has anything to escape or strip (most catalog text has not). */
export function needsXmlEscaping(value: string): boolean {
  return NEEDS_WORK.test(value);
}

/** Escapes `& < > " '` and silently strips characters illegal in XML 1.0. */
export function escapeXml(value: string): string {
  return NEEDS_WORK.test(value) ? escapeXmlCounted(value).text : value;
}
