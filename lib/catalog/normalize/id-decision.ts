/**
 * The decision on an ID cell, kept compact: a run caches one per ID the reference knows (bench:scale's
 * delivery has 140,000 base vehicles), and a note plus its catalogue text per entry was most of that
 * cache (~45 MB). The note and said are built when something reads them — a held row's review notes,
 * report or finding — and never for the rows that simply convert; so is the source text of an ID
 * spelled as its plain digits, and the confidence, which is always 1.
 */

import type { CanonicalField } from '@/lib/catalog/types';
import type { Said } from '../messages';
import type { FieldDecision } from './issues';

/** How an ID of one kind is named: built on demand, from the ID alone. */
export type IdNamer = (id: number) => { note: string; said: Said };

export class IdDecision implements FieldDecision {
  readonly #namer: IdNamer;
  /** The cell's text when it is not the ID's plain digits (`5911.0`, ` 5911`); those it gives back from the ID. */
  readonly #spelling: string | undefined;
  constructor(
    readonly field: CanonicalField,
    source: string,
    readonly value: number,
    namer: IdNamer,
  ) {
    this.#namer = namer;
    this.#spelling = source === String(value) ? undefined : source;
  }

  /** Always 1 (a cell read as an ID is read for certain): on the prototype, not a field of every decision kept. */
  get confidence(): number {
    return 1;
  }

  get source(): string {
    return this.#spelling ?? String(this.value);
  }

  get note(): string {
    return this.#namer(this.value).note;
  }

  get said(): Said {
    return this.#namer(this.value).said;
  }

  /** The plain decision, as JSON writes it: what leaves the engine with a held row. */
  toJSON(): FieldDecision {
    const { note, said } = this.#namer(this.value);
    return { field: this.field, source: this.source, value: this.value, confidence: 1, note, said };
  }
}

/** A decision as plain data (own properties only), whatever form the engine kept it in. */
export const plainDecision = (d: FieldDecision): FieldDecision => (d instanceof IdDecision ? d.toJSON() : d);
