import type { AcesApp } from '../types';
import type { FitmentHasher } from './fitment-hash';
import { describeConditions } from './fitment-keys';
import { PartNames } from './part-names';

/**
 * Int32 per first app in a spilled run: three key words, then [ordinal, id (f64), row (f64),
 * qty (f64), part fingerprint (two words), conditions code, unused, part text locator (f64)] —
 * the f64 at even offsets, so a Float64Array over a record array (or the run's read block) reads
 * them in place.
 */
export const SEEN_RECORD_INTS = 16;
const ORDINAL = 3;
const F64_ID = 2;
const F64_ROW = 3;
const F64_QTY = 4;
const PART_HI = 10;
const PART_LO = 11;
const CONDITIONS = 12;
const F64_PART_AT = 7;

/**
 * What the fitment checker remembers of the first app of each distinct fitment, column-wise in
 * typed arrays: id, row, quantity, its part number's fingerprint and where its text is (see
 * PartNames), and a small code for its conditions' text. Catalogs repeat a few thousand notes
 * across a million apps, so those are kept once each. Each app also has an ordinal (its place among all first apps, however many were
 * spilled since): it orders comment conflicts and names a fitment's overlapping parts. After a
 * spill the columns start again (`clear`); a spilled app found again comes back (`restore`)
 * with its ordinal.
 */
export class SeenApps {
  readonly id = new NumberColumn();
  readonly row = new NumberColumn();
  readonly qty = new NumberColumn();
  /** Fingerprint of the part number (trimmed, upper-cased): equal fingerprints, equal parts. */
  private partHi = new Int32Array(1024);
  private partLo = new Int32Array(1024);
  private readonly partAt = new NumberColumn();
  /** Code of the conditions' text, -1 for none; made only once an app has conditions. */
  private conditions: Int32Array | null = null;
  private ordinals = new Int32Array(1024);
  private length = 0;
  /** Ordinal of the next new app; those below `restoredBelow` came back from a spill. */
  private next = 0;
  private restoredBelow = 0;

  private readonly textCodes = new Map<string, number>();
  private readonly texts: string[] = [];
  /** Conditions text code by the note of one-note apps (the usual kind): no text built per app. */
  private readonly noteCodes = new Map<string, number>();

  get size(): number {
    return this.length;
  }

  constructor(private readonly parts: PartNames = new PartNames()) {}

  /** Takes in the part number of the app about to be added or compared (see `samePart`). */
  internPart(raw: string, hasher: FitmentHasher): void {
    this.parts.intern(raw, hasher);
  }

  /** Whether the app at `i` has the part last taken in. */
  samePart(i: number): boolean {
    return this.partHi[i] === this.parts.hi && this.partLo[i] === this.parts.lo;
  }

  partText(i: number): string {
    return this.parts.text(this.partAt.at(i));
  }

  conditionsOf(i: number): string | undefined {
    const c = this.conditions?.[i] ?? -1;
    return c < 0 ? undefined : this.texts[c];
  }

  /** The code of an app's conditions text (`describeConditions`), kept once per distinct text. */
  conditionsCode(app: AcesApp): number {
    const notes = app.notes;
    if ((!app.quals || app.quals.length === 0) && notes && notes.length === 1) {
      const note = notes[0]!;
      let code = this.noteCodes.get(note);
      if (code === undefined) this.noteCodes.set(note, (code = this.textCode(describeConditions(app))));
      return code;
    }
    return this.textCode(describeConditions(app));
  }

  /**
   * Remembers an app, with the part last taken in and the code of its conditions text (-1 for
   * none); returns its index.
   */
  add(app: AcesApp, conditions = -1): number {
    const parts = this.parts;
    return this.push(this.next++, app.id, app.row, app.qty, parts.hi, parts.lo, parts.at, conditions);
  }

  /** The app's place among all first apps, spilled or not. */
  ordinalOf(i: number): number {
    return this.ordinals[i]!;
  }

  /** Whether the app at `i` came back from a spill (so it is in a run already). */
  isRestored(i: number): boolean {
    return this.ordinals[i]! < this.restoredBelow;
  }

  /** Writes the app at `i` into the record at int offset `at` (after its three key words). */
  write(i: number, into: Int32Array, wide: Float64Array, at: number): void {
    into[at + ORDINAL] = this.ordinals[i]!;
    const f = at >> 1;
    wide[f + F64_ID] = this.id.at(i);
    wide[f + F64_ROW] = this.row.at(i);
    wide[f + F64_QTY] = this.qty.at(i);
    into[at + PART_HI] = this.partHi[i]!;
    into[at + PART_LO] = this.partLo[i]!;
    wide[f + F64_PART_AT] = this.partAt.at(i);
    into[at + CONDITIONS] = this.conditions?.[i] ?? -1;
  }

  /** Brings back the app spilled in the record at int offset `at`; returns its index. */
  restore(from: Int32Array, wide: Float64Array, at: number): number {
    const f = at >> 1;
    return this.push(
      from[at + ORDINAL]!,
      wide[f + F64_ID]!,
      wide[f + F64_ROW]!,
      wide[f + F64_QTY]!,
      from[at + PART_HI]!,
      from[at + PART_LO]!,
      wide[f + F64_PART_AT]!,
      from[at + CONDITIONS]!,
    );
  }

  /** Forgets every app held (they are spilled); codes and texts stay. */
  clear(): void {
    this.length = 0;
    this.restoredBelow = this.next;
  }

  private textCode(text: string): number {
    let code = this.textCodes.get(text);
    if (code === undefined) {
      code = this.texts.length;
      this.texts.push(text);
      this.textCodes.set(text, code);
    }
    return code;
  }

  private push(ordinal: number, id: number, row: number, qty: number, partHi: number, partLo: number, partAt: number, text: number): number {
    const i = this.length;
    if (i === this.ordinals.length) this.grow();
    this.ordinals[i] = ordinal;
    this.id.set(i, id);
    this.row.set(i, row);
    this.qty.set(i, qty);
    this.partHi[i] = partHi;
    this.partLo[i] = partLo;
    this.partAt.set(i, partAt);
    if (text >= 0 && !this.conditions) this.conditions = new Int32Array(this.ordinals.length).fill(-1);
    if (this.conditions) this.conditions[i] = text;
    this.length++;
    return i;
  }

  /** Makes room for `apps` entries at once (growing step by step copies everything each time). */
  reserve(apps: number): void {
    if (apps > this.ordinals.length) this.grow(apps);
  }

  private grow(size = Math.ceil(this.ordinals.length * 1.5)): void {
    const partHi = new Int32Array(size);
    partHi.set(this.partHi);
    this.partHi = partHi;
    const partLo = new Int32Array(size);
    partLo.set(this.partLo);
    this.partLo = partLo;
    const ordinals = new Int32Array(size);
    ordinals.set(this.ordinals);
    this.ordinals = ordinals;
    if (this.conditions) {
      const conditions = new Int32Array(size).fill(-1);
      conditions.set(this.conditions);
      this.conditions = conditions;
    }
    this.id.grow(size);
    this.row.grow(size);
    this.qty.grow(size);
    this.partAt.grow(size);
  }
}

/**
 * A column of numbers, 4 bytes each while every value is a whole number in 0…2^32−1 (ids, rows,
 * quantities nearly always are) and 8 bytes once one is not.
 */
class NumberColumn {
  private data: Uint32Array | Float64Array = new Uint32Array(1024);
  private wide = false;

  at(i: number): number {
    return this.data[i]!;
  }

  set(i: number, value: number): void {
    if (!this.wide && value >>> 0 !== value) {
      this.data = Float64Array.from(this.data);
      this.wide = true;
    }
    this.data[i] = value;
  }

  grow(size: number): void {
    const next = this.wide ? new Float64Array(size) : new Uint32Array(size);
    next.set(this.data);
    this.data = next;
  }
}
