/** Names for the fast XML scanner (xml-fast-scan.ts): ASCII only, interned per document. */

/**
 * The element and attribute names met, one string per name: no slice per tag, and the readers
 * compare the same internalized string (a pointer) in their switches and maps.
 */
export class NameTable {
  readonly qnames: string[] = new Array<string>(NAME_SLOTS).fill('');
  readonly locals: string[] = new Array<string>(NAME_SLOTS).fill('');
  /** Whether a plain object would answer the name from its prototype (`toString`, `__proto__`, …). */
  readonly proto: boolean[] = new Array<boolean>(NAME_SLOTS).fill(false);

  /** The slot that holds s[start, end), filled now if it held another name. */
  find(s: string, start: number, end: number, hash: number): number {
    const slot = (hash ^ (hash >>> 13) ^ (end - start)) & (NAME_SLOTS - 1);
    const known = this.qnames[slot]!;
    const n = end - start;
    if (known.length === n) {
      let k = 0;
      while (k < n && known.charCodeAt(k) === s.charCodeAt(start + k)) k++;
      if (k === n) return slot;
    }
    // A property key is internalized: this gives the one copy V8 keeps of the name.
    const name = Object.keys({ [s.slice(start, end)]: 0 })[0]!;
    this.qnames[slot] = name;
    this.locals[slot] = localName(name);
    this.proto[slot] = name in PROTO;
    return slot;
  }
}
const NAME_SLOTS = 1024;

/** Attribute names that a plain object would answer from its prototype. */
const PROTO = Object.getOwnPropertyNames(Object.prototype).reduce<Record<string, true>>((o, n) => {
  o[n] = true;
  return o;
}, Object.create(null) as Record<string, true>);

/** ASCII name characters only (1 = allowed); a name with any other character goes to saxes. */
export const NAME_START = new Uint8Array(128);
export const NAME_CHAR = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  const letter = (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || c === 58;
  NAME_START[c] = letter ? 1 : 0;
  NAME_CHAR[c] = letter || (c >= 48 && c <= 57) || c === 45 || c === 46 ? 1 : 0;
}

const localName = (name: string): string => {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
};
