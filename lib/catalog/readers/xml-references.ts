/** Entity and character references for the fast XML scanner (xml-fast-scan.ts). */

/** Character data with its references resolved, or null when saxes must judge it. */
export function decodeText(raw: string): string | null {
  if (raw.indexOf(']]>') >= 0) return null;
  return raw.indexOf('&') < 0 ? raw : decodeReferences(raw);
}

const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeReferences(raw: string): string | null {
  let out = '';
  let from = 0;
  for (let amp = raw.indexOf('&'); amp >= 0; amp = raw.indexOf('&', from)) {
    const semi = raw.indexOf(';', amp + 1);
    if (semi < 0) return null;
    const ref = raw.slice(amp + 1, semi);
    let ch: string | undefined;
    if (ref.charCodeAt(0) === 35) {
      const hex = ref.charCodeAt(1) === 120;
      const digits = ref.slice(hex ? 2 : 1);
      if (!(hex ? /^[0-9a-fA-F]{1,6}$/ : /^[0-9]{1,7}$/).test(digits)) return null;
      const code = parseInt(digits, hex ? 16 : 10);
      // Only characters of the Basic Multilingual Plane that XML allows; others go to saxes.
      if (!(code === 9 || code === 10 || code === 13 || (code >= 0x20 && code <= 0xd7ff) || (code >= 0xe000 && code <= 0xfffd)))
        return null;
      ch = String.fromCharCode(code);
    } else {
      ch = Object.prototype.hasOwnProperty.call(PREDEFINED, ref) ? PREDEFINED[ref] : undefined;
      if (ch === undefined) return null;
    }
    out += raw.slice(from, amp) + ch;
    from = semi + 1;
  }
  return out + raw.slice(from);
}
