import type { XmlElementHandler } from './xml-handler';
import { NAME_CHAR, NAME_START, NameTable } from './xml-names';
import { decodeReferences, decodeText } from './xml-references';

/**
 * A tokenizer for the plain, well-formed XML that real ACES and PIES files are: elements,
 * attributes, text with the five predefined entities and character references, comments, CDATA
 * inside the root and the XML declaration. It reads the decoded chunks with `indexOf` and slices
 * instead of saxes's per-character state machine (1M-app validate: the parse was about a third of
 * the main thread).
 *
 * It never reports anything itself. Whatever it does not handle, or finds wrong — a DOCTYPE, a
 * processing instruction, a name outside ASCII, an undefined entity, a character XML forbids,
 * mismatched tags, nesting deeper than the limit, a token longer than `MAX_TOKEN` — makes
 * `write`/`close` return false, and the caller reads the document again with saxes, whose wording,
 * line and column the findings have always had. Until then the handler has received exactly the
 * events saxes would have sent: `tags` counts them, so the saxes pass can skip what was delivered.
 */
export class FastXmlScanner {
  /** Start and end tags delivered (a self-closing tag counts twice). */
  tags = 0;
  private rest = '';
  private line = 1;
  private depth = 0;
  private readonly stack: string[] = [];
  private rootClosed = false;
  private started = false;
  /** Nothing but whitespace read yet (and no declaration). */
  private beginning = true;
  private readonly names = new NameTable();
  private readonly attrNames: string[] = [];
  /** Text of the element being read, delivered just before the next tag. */
  private text = '';

  constructor(
    private readonly handler: XmlElementHandler,
    private readonly maxDepth: number,
  ) {}

  /** Feeds the next piece of decoded text; false when saxes must take over. */
  write(chunk: string): boolean {
    // A CR may start a CR LF pair that the next piece completes: keep it for then.
    let s = this.rest + chunk;
    let held = '';
    if (s.charCodeAt(s.length - 1) === CR) {
      held = '\r';
      s = s.slice(0, -1);
    }
    if (FORBIDDEN.test(s)) return false;
    // XML reads CR LF and a lone CR as LF (saxes too, in text, attribute values and line counts).
    if (s.indexOf('\r') >= 0) s = s.replace(CRLF, '\n');
    const end = this.scan(s);
    if (end < 0) return false;
    this.rest = s.slice(end) + held;
    return this.rest.length <= MAX_TOKEN;
  }

  /** The end of the input; false when saxes must take over (to report what is wrong). */
  close(): boolean {
    let s = this.rest;
    if (s.indexOf('\r') >= 0) s = s.replace(CRLF, '\n');
    if (this.scan(s) !== s.length || !this.rootClosed || this.depth !== 0) return false;
    this.flushText();
    return true;
  }

  /** Delivers the complete tokens of `s`; returns where the unfinished rest starts, or -1. */
  private scan(s: string): number {
    const h = this.handler;
    const len = s.length;
    let i = 0;
    let line = this.line;
    if (!this.started && len > 0) {
      this.started = true;
      if (s.startsWith('<?xml')) {
        const m = XML_DECL.exec(s);
        if (!m) {
          if (s.indexOf('?>') >= 0 || len >= MAX_TOKEN) return -1;
          // The declaration is not complete yet: read it again with the next piece.
          this.started = false;
          return 0;
        }
        i = m[0].length;
        line += newlines(s, 0, i);
        this.beginning = false;
      }
    }
    if (this.beginning) {
      // Whitespace that opens a document without a declaration is not text to saxes.
      for (; i < len; i++) {
        const c = s.charCodeAt(i);
        if (c === NL) line++;
        else if (c !== SPACE && c !== TAB) break;
      }
      if (i < len) this.beginning = false;
    }
    while (i < len) {
      // Text up to the next '<', its lines counted as it goes.
      const textLine = line;
      let nonSpace = false;
      let special = false;
      let lt = i;
      for (; lt < len; lt++) {
        const c = s.charCodeAt(lt);
        if (c === LT) break;
        if (c === NL) line++;
        else if (c !== SPACE && c !== TAB) {
          nonSpace = true;
          if (c === AMP || c === RSQB) special = true;
        }
      }
      if (lt === len) {
        if (this.depth > 0) {
          // Text whose end is in a later piece: keep it whole.
          this.line = textLine;
          return i;
        }
        if (nonSpace) return -1;
        // Whitespace around the root: saxes hands it on too (the readers ignore it).
        if (h.wantsText !== false) this.text += s.slice(i, len);
        this.line = line;
        return len;
      }
      if (lt > i) {
        if (this.depth === 0) {
          if (nonSpace) return -1;
          if (h.wantsText !== false) this.text += s.slice(i, lt);
        } else if (h.wantsText === false) {
          // Nobody reads this text (indentation, mostly): only check it.
          if (special && decodeText(s.slice(i, lt)) === null) return -1;
        } else {
          const t = special ? decodeText(s.slice(i, lt)) : s.slice(i, lt);
          if (t === null) return -1;
          this.text += t;
        }
      }
      const tokenLine = line;
      if (lt + 1 >= len) {
        this.line = tokenLine;
        return lt;
      }
      const c = s.charCodeAt(lt + 1);
      if (c === SLASH) {
        let p = lt + 2;
        let hash = 0;
        for (; p < len; p++) {
          const d = s.charCodeAt(p);
          if (d >= 128 || NAME_CHAR[d] === 0) break;
          hash = (hash * 31 + d) | 0;
        }
        const nameEnd = p;
        for (; p < len; p++) {
          const d = s.charCodeAt(p);
          if (d === NL) line++;
          else if (d !== SPACE && d !== TAB) break;
        }
        if (p >= len) {
          this.line = tokenLine;
          return lt;
        }
        if (s.charCodeAt(p) !== GT || nameEnd === lt + 2) return -1;
        const slot = this.names.find(s, lt + 2, nameEnd, hash);
        if (this.depth === 0 || this.stack[this.depth - 1] !== this.names.qnames[slot]) return -1;
        this.flushText();
        this.stack.pop();
        this.depth--;
        this.tags++;
        h.close(this.names.locals[slot]!);
        if (this.depth === 0) this.rootClosed = true;
        i = p + 1;
        continue;
      }
      if (c === BANG) {
        let end = -1;
        if (s.startsWith('<!--', lt)) {
          const dd = s.indexOf('--', lt + 4);
          if (dd >= 0 && dd + 2 < len) {
            if (s.charCodeAt(dd + 2) !== GT) return -1;
            end = dd + 3;
          }
        } else if (s.startsWith('<![CDATA[', lt)) {
          if (this.depth === 0) return -1;
          const e = s.indexOf(']]>', lt + 9);
          // saxes hands CDATA to its own event, which the readers do not listen to.
          if (e >= 0) end = e + 3;
        } else if (len - lt >= 9) {
          return -1;
        }
        if (end < 0) {
          this.line = tokenLine;
          return lt;
        }
        line += newlines(s, lt, end);
        i = end;
        continue;
      }
      // An element: its name, attributes, and `>` or `/>`.
      if (this.rootClosed || c >= 128 || NAME_START[c] === 0) return -1;
      let p = lt + 1;
      let hash = 0;
      for (; p < len; p++) {
        const d = s.charCodeAt(p);
        if (d >= 128 || NAME_CHAR[d] === 0) break;
        hash = (hash * 31 + d) | 0;
      }
      if (p >= len) {
        this.line = tokenLine;
        return lt;
      }
      const slot = this.names.find(s, lt + 1, p, hash);
      const attrs: Record<string, string> = {};
      const seen = this.attrNames;
      let count = 0;
      let selfClosing = false;
      let incomplete = false;
      for (;;) {
        const ws = p;
        for (; p < len; p++) {
          const d = s.charCodeAt(p);
          if (d === NL) line++;
          else if (d !== SPACE && d !== TAB) break;
        }
        if (p >= len) {
          incomplete = true;
          break;
        }
        const d = s.charCodeAt(p);
        if (d === GT) break;
        if (d === SLASH) {
          if (p + 1 >= len) {
            incomplete = true;
            break;
          }
          if (s.charCodeAt(p + 1) !== GT) return -1;
          selfClosing = true;
          p++;
          break;
        }
        // An attribute must follow whitespace.
        if (p === ws || d >= 128 || NAME_START[d] === 0) return -1;
        const an = p;
        let ah = 0;
        for (; p < len; p++) {
          const e = s.charCodeAt(p);
          if (e >= 128 || NAME_CHAR[e] === 0) break;
          ah = (ah * 31 + e) | 0;
        }
        const nameEnd = p;
        for (; p < len; p++) {
          const e = s.charCodeAt(p);
          if (e === NL) line++;
          else if (e !== SPACE && e !== TAB) break;
        }
        if (p >= len) {
          incomplete = true;
          break;
        }
        if (s.charCodeAt(p) !== EQ) return -1;
        for (p++; p < len; p++) {
          const e = s.charCodeAt(p);
          if (e === NL) line++;
          else if (e !== SPACE && e !== TAB) break;
        }
        if (p >= len) {
          incomplete = true;
          break;
        }
        const q = s.charCodeAt(p);
        if (q !== QUOT && q !== APOS) return -1;
        const from = p + 1;
        let flags = 0;
        for (p = from; p < len; p++) {
          const v = s.charCodeAt(p);
          if (v === q) break;
          if (v < EQ) {
            if (v === NL) {
              line++;
              flags |= HAS_WS;
            } else if (v === TAB) flags |= HAS_WS;
            else if (v === LT) return -1;
            else if (v === AMP) flags |= HAS_REF;
          }
        }
        if (p >= len) {
          incomplete = true;
          break;
        }
        const aslot = this.names.find(s, an, nameEnd, ah);
        const attrName = this.names.qnames[aslot]!;
        if (this.names.proto[aslot]) return -1;
        for (let k = 0; k < count; k++) if (seen[k] === attrName) return -1;
        seen[count++] = attrName;
        let value = s.slice(from, p);
        // saxes reads a tab or line feed in a value as a space; a reference to one stays what it is.
        if (flags & HAS_WS) value = value.replace(TAB_OR_NL, ' ');
        if (flags & HAS_REF) {
          const v = decodeReferences(value);
          if (v === null) return -1;
          value = v;
        }
        attrs[attrName] = value;
        p++;
      }
      if (incomplete) {
        this.line = tokenLine;
        return lt;
      }
      // p is at the closing '>'.
      if (this.depth + 1 > this.maxDepth) return -1;
      this.flushText();
      const local = this.names.locals[slot]!;
      this.tags++;
      this.depth++;
      this.stack.push(this.names.qnames[slot]!);
      h.open(local, attrs, line);
      if (selfClosing) {
        this.tags++;
        this.stack.pop();
        this.depth--;
        h.close(local);
        if (this.depth === 0) this.rootClosed = true;
      }
      i = p + 1;
    }
    this.line = line;
    return i;
  }

  private flushText(): void {
    if (this.text !== '') {
      this.handler.text(this.text);
      this.text = '';
    }
  }
}

/** Pieces this long without a complete token (a huge comment or text) are left to saxes. */
const MAX_TOKEN = 1 << 20;
const CR = 13;
const NL = 10;
const TAB = 9;
const SPACE = 32;
const LT = 60;
const AMP = 38;
const RSQB = 93;
const HAS_WS = 1;
const HAS_REF = 2;
const TAB_OR_NL = /[\n\t]/g;
const SLASH = 47;
const BANG = 33;
const GT = 62;
const EQ = 61;
const QUOT = 34;
const APOS = 39;
const CRLF = /\r\n?/g;
/**
 * Characters XML forbids, and every surrogate (characters beyond the BMP are rare in these files
 * and saxes judges them): one native scan per piece instead of a check per character.
 */
const FORBIDDEN = /[\x00-\x08\x0B\x0C\x0E-\x1F\uD800-\uDFFF\uFFFE\uFFFF]/;
/** The XML declaration saxes accepts, in its plainest forms only. */
const XML_DECL =
  /^<\?xml[ \t\r\n]+version[ \t\r\n]*=[ \t\r\n]*(?:"1\.0"|'1\.0')(?:[ \t\r\n]+encoding[ \t\r\n]*=[ \t\r\n]*(?:"[A-Za-z][A-Za-z0-9._-]*"|'[A-Za-z][A-Za-z0-9._-]*'))?(?:[ \t\r\n]+standalone[ \t\r\n]*=[ \t\r\n]*(?:"(?:yes|no)"|'(?:yes|no)'))?[ \t\r\n]*\?>/;
/** Line feeds in s[from, to). */
function newlines(s: string, from: number, to: number): number {
  let n = 0;
  for (let k = s.indexOf('\n', from); k >= 0 && k < to; k = s.indexOf('\n', k + 1)) n++;
  return n;
}
