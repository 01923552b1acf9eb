/**
 * A batch of ACES apps as flat parts — the numbers in one Float64Array, the texts joined in one
 * string with their lengths in a Uint32Array — for the thread that checks and writes them. Posting
 * the app objects themselves makes structured cloning walk every object and property name on both
 * sides (and an array of texts costs a step per text); this costs a write per field, the typed
 * arrays are transferred, not copied, and the text is one copy. Every field survives as it was (a
 * Float64 holds any JS number, texts are cut by length, so any character may be in them), absent
 * stays absent, so the thread writes the same bytes.
 */
import type { AcesApp, AcesAppAsset } from '../../types';

export interface EncodedApps {
  count: number;
  /** Per app: a field-presence mask, then its numbers in a fixed order (see `AppBatchEncoder.add`). */
  numbers: Float64Array;
  /** The apps' texts one after the other, in a fixed order; `lengths` cuts them apart. */
  text: string;
  lengths: Uint32Array;
}

/**
 * Texts from this long are sliced by V8 as views into the batch's text: one kept by the checker
 * (a note, a finding's part) would keep the whole batch alive. They are copied out instead.
 */
const SLICE_VIEW_MIN = 13;

/** Which optional fields an app has (bit per field). */
const F = {
  subModelId: 1,
  engineBaseId: 2,
  positionId: 4,
  mfrLabel: 8,
  ref: 16,
  attributes: 32,
  quals: 64,
  notes: 128,
  asset: 256,
  assetItemOrder: 512,
  assetItemRef: 1024,
  action: 2048,
} as const;

const QUAL_HAS_TEXT = 1;

export class AppBatchEncoder {
  #numbers = new Float64Array(1 << 12);
  #used = 0;
  #texts: string[] = [];
  #count = 0;

  /** Apps added since the last `take`. */
  get count(): number {
    return this.#count;
  }

  add(app: AcesApp): void {
    if (this.#used + 64 > this.#numbers.length) this.#grow(64);
    const n = this.#numbers;
    const texts = this.#texts;
    const { attributes, quals, notes, asset } = app;
    const mask =
      (app.subModelId !== undefined ? F.subModelId : 0) |
      (app.engineBaseId !== undefined ? F.engineBaseId : 0) |
      (app.positionId !== undefined ? F.positionId : 0) |
      (app.mfrLabel !== undefined ? F.mfrLabel : 0) |
      (app.ref !== undefined ? F.ref : 0) |
      (attributes !== undefined ? F.attributes : 0) |
      (quals !== undefined ? F.quals : 0) |
      (notes !== undefined ? F.notes : 0) |
      (asset !== undefined ? F.asset | (asset.itemOrder !== undefined ? F.assetItemOrder : 0) | (asset.itemRef !== undefined ? F.assetItemRef : 0) : 0) |
      (app.action !== undefined ? F.action : 0);
    let at = this.#used;
    n[at++] = mask;
    n[at++] = app.id;
    n[at++] = app.row;
    n[at++] = app.baseVehicleId;
    n[at++] = app.qty;
    n[at++] = app.partTypeId;
    texts.push(app.part);
    if (mask & F.subModelId) n[at++] = app.subModelId!;
    if (mask & F.engineBaseId) n[at++] = app.engineBaseId!;
    if (mask & F.positionId) n[at++] = app.positionId!;
    if (mask & F.mfrLabel) texts.push(app.mfrLabel!);
    if (mask & F.ref) texts.push(app.ref!);
    if (mask & F.action) texts.push(app.action!);
    this.#used = at;
    if (attributes) {
      this.#reserve(1 + attributes.length);
      this.#numbers[this.#used++] = attributes.length;
      for (const a of attributes) {
        this.#numbers[this.#used++] = a.id;
        texts.push(a.name);
      }
    }
    if (quals) {
      this.#reserve(1 + quals.length * 3);
      this.#numbers[this.#used++] = quals.length;
      for (const q of quals) {
        this.#numbers[this.#used++] = q.id;
        this.#numbers[this.#used++] = q.params.length;
        this.#numbers[this.#used++] = q.text !== undefined ? QUAL_HAS_TEXT : 0;
        for (const p of q.params) texts.push(p);
        if (q.text !== undefined) texts.push(q.text);
      }
    }
    if (notes) {
      this.#reserve(1);
      this.#numbers[this.#used++] = notes.length;
      for (const note of notes) texts.push(note);
    }
    if (asset) {
      texts.push(asset.name);
      if (asset.itemOrder !== undefined) {
        this.#reserve(1);
        this.#numbers[this.#used++] = asset.itemOrder;
      }
      if (asset.itemRef !== undefined) texts.push(asset.itemRef);
    }
    this.#count++;
  }

  /**
   * The apps added so far, encoded; the encoder starts afresh on a new buffer, so the numbers'
   * buffer is the caller's to transfer.
   */
  take(): EncodedApps {
    const texts = this.#texts;
    const lengths = new Uint32Array(texts.length);
    for (let i = 0; i < texts.length; i++) lengths[i] = texts[i]!.length;
    const taken: EncodedApps = { count: this.#count, numbers: this.#numbers.subarray(0, this.#used), text: texts.join(''), lengths };
    this.#numbers = new Float64Array(Math.max(1 << 12, this.#used + 64));
    this.#used = 0;
    this.#texts = [];
    this.#count = 0;
    return taken;
  }

  #reserve(more: number): void {
    if (this.#used + more > this.#numbers.length) this.#grow(more);
  }

  #grow(more: number): void {
    const next = new Float64Array(Math.max(this.#numbers.length * 2, this.#used + more));
    next.set(this.#numbers.subarray(0, this.#used));
    this.#numbers = next;
  }
}

/** The apps of an encoded batch, field for field as they were added. */
export function decodeApps(encoded: EncodedApps): AcesApp[] {
  const { numbers: n } = encoded;
  const texts = cutTexts(encoded.text, encoded.lengths);
  const apps: AcesApp[] = new Array<AcesApp>(encoded.count);
  let at = 0;
  let t = 0;
  for (let i = 0; i < encoded.count; i++) {
    const mask = n[at++]!;
    const app: AcesApp = { id: n[at++]!, row: n[at++]!, baseVehicleId: n[at++]!, qty: n[at++]!, partTypeId: n[at++]!, part: texts[t++]! };
    if (mask & F.subModelId) app.subModelId = n[at++]!;
    if (mask & F.engineBaseId) app.engineBaseId = n[at++]!;
    if (mask & F.positionId) app.positionId = n[at++]!;
    if (mask & F.mfrLabel) app.mfrLabel = texts[t++]!;
    if (mask & F.ref) app.ref = texts[t++]!;
    if (mask & F.action) app.action = texts[t++]! as AcesApp['action'];
    if (mask & F.attributes) {
      const attributes = new Array<{ name: string; id: number }>(n[at++]!);
      for (let k = 0; k < attributes.length; k++) attributes[k] = { name: texts[t++]!, id: n[at++]! };
      app.attributes = attributes;
    }
    if (mask & F.quals) {
      const quals = new Array<{ id: number; params: string[]; text?: string }>(n[at++]!);
      for (let k = 0; k < quals.length; k++) {
        const id = n[at++]!;
        const params = texts.slice(t, (t += n[at++]!));
        quals[k] = n[at++]! & QUAL_HAS_TEXT ? { id, params, text: texts[t++]! } : { id, params };
      }
      app.quals = quals;
    }
    if (mask & F.notes) app.notes = texts.slice(t, (t += n[at++]!));
    if (mask & F.asset) {
      const asset: AcesAppAsset = { name: texts[t++]! };
      if (mask & F.assetItemOrder) asset.itemOrder = n[at++]!;
      if (mask & F.assetItemRef) asset.itemRef = texts[t++]!;
      app.asset = asset;
    }
    apps[i] = app;
  }
  if (at !== n.length || t !== texts.length) throw new Error(`app batch garbled: ${at} of ${n.length} numbers, ${t} of ${texts.length} texts read`);
  return apps;
}

function cutTexts(text: string, lengths: Uint32Array): string[] {
  const texts = new Array<string>(lengths.length);
  let from = 0;
  for (let i = 0; i < lengths.length; i++) {
    const to = from + lengths[i]!;
    if (to > text.length) throw new Error(`app batch garbled: texts run past ${text.length} characters`);
    const piece = text.slice(from, to);
    // Flattening the joined pair copies the characters; the slice after it refers to that copy alone.
    texts[i] = piece.length >= SLICE_VIEW_MIN ? (' ' + piece).slice(1) : piece;
    from = to;
  }
  if (from !== text.length) throw new Error(`app batch garbled: ${text.length - from} characters of text left over`);
  return texts;
}
