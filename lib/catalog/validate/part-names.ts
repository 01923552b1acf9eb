import { FingerprintTable } from './fingerprint-table';
import type { FitmentHasher } from './fitment-hash';

/**
 * Where the fitment checker keeps part numbers as written (for messages): `append` gives a
 * locator, `read` gives the text back. Apps compare parts by fingerprint, so a text is read only
 * for a finding that is stored.
 */
export interface PartTextStore {
  /** Keeps a text; returns where it is (a whole number below 2^53). */
  append(text: string): number;
  read(at: number): string;
}

/** Every text in an array: for `partsmith validate` and callers with nowhere to write. */
export class MemoryPartTexts implements PartTextStore {
  private readonly texts: string[] = [];

  append(text: string): number {
    this.texts.push(text);
    return this.texts.length - 1;
  }

  read(at: number): string {
    return this.texts[at]!;
  }
}

/**
 * The part numbers of the apps a fitment checker remembers: per app, the part's 64-bit
 * fingerprint (trimmed, case-free; equal fingerprints, equal parts — as the part codes that came
 * before) and where its text is. Catalogs repeat a few thousand part numbers, so a text is kept
 * once while its fingerprint is in the intern table; with a store that spills (a file), that
 * table is emptied past `maxInterned` (a file with a part per row would fill it), and a part seen
 * again is simply kept again.
 */
export class PartNames {
  /** The last interned part's fingerprint and locator. */
  hi = 0;
  lo = 0;
  at = 0;
  /** Part fingerprint → locator, split in two int32 (below 2^53). */
  private readonly interned = new FingerprintTable(2);

  constructor(
    private readonly store: PartTextStore = new MemoryPartTexts(),
    private readonly maxInterned = Infinity,
  ) {}

  /** Sets `hi`, `lo` and `at` for a part number as apps are compared. */
  intern(raw: string, hasher: FitmentHasher): void {
    hasher.part(raw);
    this.hi = hasher.hi | 0;
    this.lo = hasher.lo | 0;
    if (this.interned.size >= this.maxInterned) this.interned.clear();
    const slot = this.interned.claim(this.hi, this.lo);
    const high = this.interned.value(slot, 1);
    if (high !== -1) {
      this.at = high * 2 ** 32 + (this.interned.value(slot, 0) >>> 0);
      return;
    }
    // A copy of its own: the row's text is a slice of the whole source line.
    const at = this.store.append((' ' + raw.trim().toUpperCase()).slice(1));
    this.interned.setValue(slot, 0, at | 0);
    this.interned.setValue(slot, 1, Math.floor(at / 2 ** 32));
    this.at = at;
  }

  text(at: number): string {
    return this.store.read(at);
  }
}
