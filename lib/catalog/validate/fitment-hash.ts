import { canonicalAcesAttributeName } from '../aces/attributes';
import type { AcesApp } from '../types';
import { normalizeNote } from './fitment-keys';

/**
 * 64-bit fingerprints of the keys in `fitment-keys.ts`, computed field by field without building a
 * key string: two apps get the same base (or condition) fingerprint exactly when their `baseKey`
 * (or `conditionKey`) strings are equal, give or take a hash collision — about one in ten million
 * for a pair among a million keys. The fitment checker keeps these in typed arrays, where a
 * million joined key strings in Maps cost hundreds of MB and a third of a conversion's time.
 *
 * Two 32-bit lanes, each a murmur3-style mix with its own constants, so they fail independently.
 */

const NON_INTEGER = 0x6e6f6e69;
const PART_END = 0x10001; // above any UTF-16 code unit, so condition parts cannot run together
/** Attribute codes the common case uses without a lookup. */
const ENGINE_BASE = 1;
const SUB_MODEL = 2;

const rotl = (x: number, r: number): number => (x << r) | (x >>> (32 - r));

function fmix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

export class FitmentHasher {
  /** The last fingerprint computed, as two unsigned 32-bit halves; `lo` is never 0. */
  hi = 0;
  lo = 1;
  private a = 0;
  private b = 0;
  private n = 0;
  /** Canonical attribute name → small code; assigned per hasher, so fingerprints are too. */
  private readonly codes = new Map<string, number>([
    ['EngineBase', ENGINE_BASE],
    ['SubModel', SUB_MODEL],
  ]);
  /** Raw attribute name as written by a caller → code (`engineBase`, `EngineBaseID` → EngineBase). */
  private readonly rawCodes = new Map<string, number>();
  private readonly pairs: { code: number; id: number; text: string }[] = [];

  /** Fingerprint of `baseKey(app)`: vehicle, its attributes, part type, position. */
  base(app: AcesApp): void {
    this.start(0x243f6a88, 0x85a308d3);
    this.num(app.baseVehicleId);
    const attrs = app.attributes;
    if (!attrs || attrs.length === 0) {
      // The common case: at most SubModel and EngineBase, already in canonical order.
      const engine = app.engineBaseId !== undefined;
      const sub = app.subModelId !== undefined;
      this.mix((engine ? 1 : 0) + (sub ? 1 : 0));
      if (engine) {
        this.mix(ENGINE_BASE);
        this.num(app.engineBaseId as number);
      }
      if (sub) {
        this.mix(SUB_MODEL);
        this.num(app.subModelId as number);
      }
    } else this.attributes(app, attrs);
    this.num(app.partTypeId);
    if (app.positionId == null) this.mix(0);
    else {
      this.mix(1);
      this.num(app.positionId);
    }
    this.end();
  }

  /**
   * Fingerprint of `conditionKey(app)`: qualifiers and notes, order-free, notes compared trimmed,
   * whitespace-collapsed and lower-cased. Returns false (fingerprint untouched) when the app has
   * none, i.e. when `conditionKey` is ''.
   */
  conditions(app: Pick<AcesApp, 'quals' | 'notes'>): boolean {
    const notes = app.notes;
    const quals = app.quals;
    if ((!quals || quals.length === 0) && (!notes || notes.length <= 1)) {
      const note = notes?.[0];
      if (note === undefined) return false;
      this.start(0x13198a2e, 0x03707344);
      if (!this.asciiNote(note)) {
        const text = normalizeNote(note);
        if (text === '') return false;
        this.chars('N:');
        this.chars(text);
        this.mix(PART_END);
      }
      this.mix(1);
      this.end();
      return true;
    }
    const parts: string[] = [];
    for (const q of quals ?? []) parts.push(`Q${q.id}(${q.params.map((p) => p.trim()).join(',')})`);
    for (const n of notes ?? []) {
      const t = normalizeNote(n);
      if (t) parts.push(`N:${t}`);
    }
    if (parts.length === 0) return false;
    parts.sort();
    this.start(0x13198a2e, 0x03707344);
    for (const p of parts) {
      this.chars(p);
      this.mix(PART_END);
    }
    this.mix(parts.length);
    this.end();
    return true;
  }

  /** Fingerprint of a part number as apps compare it: `part.trim().toUpperCase()`. */
  part(raw: string): void {
    let start = 0;
    let end = raw.length;
    while (start < end && isSpace(raw.charCodeAt(start))) start++;
    while (end > start && isSpace(raw.charCodeAt(end - 1))) end--;
    this.start(0xa4093822, 0x299f31d0);
    for (let i = start; i < end; i++) {
      const c = raw.charCodeAt(i);
      if (c >= 0x80) {
        // Non-ASCII: only trim() and toUpperCase() know all the rules.
        this.start(0xa4093822, 0x299f31d0);
        this.chars(raw.trim().toUpperCase());
        break;
      }
      this.mix(c >= 97 && c <= 122 ? c - 32 : c);
    }
    this.end();
  }

  /**
   * Hashes `N:` + the note as `normalizeNote` would make it, straight from the text, when it is
   * all ASCII (anything else goes the string way, where `\s` and lower-casing know Unicode).
   * Returns false, with nothing hashed, for a non-ASCII or blank note.
   */
  private asciiNote(note: string): boolean {
    let first = -1;
    for (let i = 0; i < note.length; i++) {
      const c = note.charCodeAt(i);
      if (c >= 0x80) return false;
      if (first < 0 && !isSpace(c)) first = i;
    }
    if (first < 0) return false;
    this.mix(78); // N
    this.mix(58); // :
    let gap = false;
    for (let i = first; i < note.length; i++) {
      const c = note.charCodeAt(i);
      if (isSpace(c)) {
        gap = true;
        continue;
      }
      if (gap) {
        this.mix(32);
        gap = false;
      }
      this.mix(c >= 65 && c <= 90 ? c + 32 : c);
    }
    this.mix(PART_END);
    return true;
  }

  /** Attributes in canonical order: by name code, then id; the same attribute twice counts once. */
  private attributes(app: AcesApp, attrs: NonNullable<AcesApp['attributes']>): void {
    const pairs = this.pairs;
    pairs.length = 0;
    if (app.subModelId !== undefined) pairs.push({ code: SUB_MODEL, id: app.subModelId, text: String(app.subModelId) });
    if (app.engineBaseId !== undefined) pairs.push({ code: ENGINE_BASE, id: app.engineBaseId, text: String(app.engineBaseId) });
    for (const a of attrs) pairs.push({ code: this.codeOf(a.name), id: a.id, text: String(a.id) });
    pairs.sort((x, y) => x.code - y.code || (x.text < y.text ? -1 : x.text > y.text ? 1 : 0));
    let count = 0;
    for (let i = 0; i < pairs.length; i++) if (i === 0 || !samePair(pairs[i]!, pairs[i - 1]!)) count++;
    this.mix(count);
    for (let i = 0; i < pairs.length; i++) {
      const p = pairs[i]!;
      if (i > 0 && samePair(p, pairs[i - 1]!)) continue;
      this.mix(p.code);
      this.num(p.id);
    }
  }

  private codeOf(raw: string): number {
    let code = this.rawCodes.get(raw);
    if (code === undefined) {
      const name = canonicalAcesAttributeName(raw) ?? raw;
      code = this.codes.get(name);
      if (code === undefined) this.codes.set(name, (code = this.codes.size + 1));
      this.rawCodes.set(raw, code);
    }
    return code;
  }

  private start(a: number, b: number): void {
    this.a = a;
    this.b = b;
    this.n = 0;
  }

  private mix(v: number): void {
    let k = Math.imul(v, 0xcc9e2d51);
    k = Math.imul(rotl(k, 15), 0x1b873593);
    this.a = (Math.imul(rotl(this.a ^ k, 13), 5) + 0xe6546b64) | 0;
    let j = Math.imul(v ^ 0x5bd1e995, 0x85ebca77);
    j = Math.imul(rotl(j, 17), 0xc2b2ae3d);
    this.b = (Math.imul(rotl(this.b ^ j, 11), 9) + 0x7f4a7c15) | 0;
    this.n++;
  }

  /** A number the way a key string would show it: integers directly, anything else as its text. */
  private num(v: number): void {
    if ((v | 0) === v) this.mix(v);
    else {
      this.mix(NON_INTEGER);
      const s = String(v);
      this.mix(s.length);
      this.chars(s);
    }
  }

  private chars(s: string): void {
    for (let i = 0; i < s.length; i++) this.mix(s.charCodeAt(i));
  }

  private end(): void {
    this.hi = fmix(this.a ^ this.n);
    this.lo = (fmix(this.b ^ Math.imul(this.n, 0x9e3779b1)) | 1) >>> 0;
  }
}

const samePair = (x: { code: number; text: string }, y: { code: number; text: string }): boolean =>
  x.code === y.code && x.text === y.text;

/** ASCII whitespace as `\s` and `trim()` see it. */
const isSpace = (c: number): boolean => c === 32 || (c >= 9 && c <= 13);
