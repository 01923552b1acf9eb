import { RECORD_INTS, type FingerprintRunStore } from './spilled-fingerprints';

/** Runs kept in memory: for tests, and for callers with nowhere to write. */
export class MemoryRunStore implements FingerprintRunStore {
  readonly runs: Int32Array[] = [];
  /** Runs merged into others (their records gone). */
  dropped = 0;
  /** Ints in each run, and the room a run written piece by piece grows in (doubling). */
  readonly #ints: number[] = [];
  readonly #room: (Int32Array | undefined)[] = [];

  constructor(private readonly width = RECORD_INTS) {}

  write(records: Int32Array): number {
    this.runs.push(records.slice());
    this.#ints.push(records.length);
    return this.runs.length - 1;
  }

  append(run: number, records: Int32Array): void {
    const ints = this.#ints[run]!;
    let room = this.#room[run] ?? this.runs[run]!;
    if (ints + records.length > room.length) {
      room = new Int32Array(Math.max(ints + records.length, room.length * 2));
      room.set(this.runs[run]!);
    }
    room.set(records, ints);
    this.#room[run] = room;
    this.#ints[run] = ints + records.length;
    this.runs[run] = room.subarray(0, ints + records.length);
  }

  read(run: number, from: number, into: Int32Array): number {
    const records = this.runs[run]!;
    const piece = records.subarray(from * this.width, from * this.width + into.length);
    into.set(piece);
    return piece.length / this.width;
  }

  drop(run: number): void {
    this.runs[run] = new Int32Array(0);
    this.#room[run] = undefined;
    this.#ints[run] = 0;
    this.dropped++;
  }

  close(): void {}
}
