import { Worker } from 'node:worker_threads';

/**
 * SHA-256 and CRC-32 of a deliverable, computed on another thread. A million-row aces.xml is about
 * 400 MB; hashing it on the conversion's own thread cost a third of a second of a run that is
 * otherwise bound by that thread. The bytes are never copied: they sit in shared memory (the
 * writer's pool buffers are SharedArrayBuffers), the thread reads them in order and says when it
 * is done with each, and the writer reuses the buffer only then.
 *
 * The worker is plain JavaScript evaluated from a string, so it runs the same under Node, tsx,
 * Next's server and Vitest without a build step or a loader.
 */
const SOURCE = `
const { parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const { crc32 } = require('node:zlib');
const hash = createHash('sha256');
let crc = 0;
let slots = [];
parentPort.on('message', (m) => {
  if (m.slots) { slots = m.slots.map((sab) => new Uint8Array(sab)); return; }
  if (m.end) { parentPort.postMessage({ sha256: hash.digest('hex'), crc32: crc >>> 0 }); return; }
  const bytes = m.slot === -1 ? m.bytes : slots[m.slot].subarray(0, m.length);
  hash.update(bytes);
  crc = crc32(bytes, crc);
  parentPort.postMessage({ done: m.slot });
});
`;

export interface Digest {
  sha256: string;
  crc32: number;
}

export class HashThread {
  readonly #worker: Worker;
  /** Callbacks for slots (and copied chunks, slot -1) in the order they were sent. */
  readonly #pending: (() => void)[] = [];
  #ended: ((digest: Digest) => void) | null = null;
  #failed: ((error: Error) => void) | null = null;
  #error: Error | null = null;

  constructor(slots: readonly SharedArrayBuffer[]) {
    this.#worker = new Worker(SOURCE, { eval: true });
    this.#worker.postMessage({ slots });
    this.#worker.on('message', (m: { done?: number; sha256?: string; crc32?: number }) => {
      if (m.sha256 !== undefined) {
        this.#ended?.({ sha256: m.sha256, crc32: m.crc32! });
        void this.#worker.terminate();
        return;
      }
      this.#pending.shift()?.();
    });
    this.#worker.on('error', (error) => {
      this.#error = error;
      this.#failed?.(error);
    });
  }

  /** Hashes a pool slot's first `length` bytes; `done` runs once the thread has read them. */
  updateSlot(slot: number, length: number, done: () => void): void {
    this.#pending.push(done);
    this.#worker.postMessage({ slot, length });
  }

  /** Hashes bytes outside the pool (copied to the thread). */
  updateCopy(bytes: Uint8Array): void {
    this.#pending.push(() => undefined);
    this.#worker.postMessage({ slot: -1, bytes });
  }

  digest(): Promise<Digest> {
    if (this.#error) return Promise.reject(this.#error);
    return new Promise((resolve, reject) => {
      this.#ended = resolve;
      this.#failed = reject;
      this.#worker.postMessage({ end: true });
    });
  }

  /** Stops the thread without a digest (the writer was destroyed). */
  stop(): void {
    void this.#worker.terminate();
  }
}
