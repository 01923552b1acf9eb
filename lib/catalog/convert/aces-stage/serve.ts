/**
 * The ACES thread's side (started through `ConvertOptions.acesThread`): takes the batches of apps the
 * converting thread sends, checks and writes them (checkAndWriteAces), and sends aces.xml back piece by
 * piece — the converting thread owns the output file, its hashing and its clean-up. One run per thread.
 */
import { Writable } from 'node:stream';
import { decodeApps } from './app-codec';
import { checkAndWriteAces, type AppBatch } from './aces-stage';
import type { FromAcesThread, ToAcesThread } from './protocol';

/** The thread's end of the channel (worker_threads' `parentPort`, or a MessagePort in a test). */
export interface AcesThreadPort {
  postMessage(message: FromAcesThread, transfer?: ArrayBuffer[]): void;
  on(event: 'message', listener: (message: ToAcesThread) => void): unknown;
  off(event: 'message', listener: (message: ToAcesThread) => void): unknown;
}

/** Below this many bytes a piece of XML is copied to the other thread; above, its buffer is handed over. */
const COPY_BELOW_BYTES = 64 * 1024;

export function serveAcesThread(port: AcesThreadPort): void {
  const inbox = new Inbox(port);
  const onMessage = (message: ToAcesThread): void => {
    if (message.kind === 'start') void run(message);
    else inbox.take(message);
  };
  port.on('message', onMessage);

  async function run(start: Extract<ToAcesThread, { kind: 'start' }>): Promise<void> {
    try {
      const result = await checkAndWriteAces(inbox.batches(), start.settings, xmlTo(port));
      port.postMessage({ kind: 'done', result });
    } catch (error) {
      // After an abort the converting side has its own error; it is not waiting for this one.
      if (!inbox.aborted) postFailure(port, error);
    } finally {
      // Nothing else keeps the thread alive: it ends once its last message is out.
      port.off('message', onMessage);
    }
  }
}

/** The batches sent, in order; each is acknowledged when taken, so the sender can keep the queue short. */
class Inbox {
  readonly #queued: Extract<ToAcesThread, { kind: 'apps' }>[] = [];
  #ended = false;
  aborted = false;
  #wake: (() => void) | null = null;

  constructor(private readonly port: AcesThreadPort) {}

  take(message: ToAcesThread): void {
    if (message.kind === 'apps') this.#queued.push(message);
    else if (message.kind === 'end') this.#ended = true;
    else if (message.kind === 'abort') this.aborted = true;
    const wake = this.#wake;
    this.#wake = null;
    wake?.();
  }

  async *batches(): AsyncGenerator<AppBatch> {
    for (;;) {
      while (this.#queued.length === 0 && !this.#ended && !this.aborted) await new Promise<void>((resolve) => (this.#wake = resolve));
      if (this.aborted) throw new Error('the conversion was stopped');
      const next = this.#queued.shift();
      if (!next) return;
      this.port.postMessage({ kind: 'taken' });
      const apps = decodeApps(next.apps);
      yield next.reserveScale === undefined ? { apps } : { apps, reserveScale: next.reserveScale };
    }
  }
}

/** A stream whose every chunk goes to the converting thread (in order, as the writer hands them on). */
function xmlTo(port: AcesThreadPort): Writable {
  return new Writable({
    // The writer hands on 256 KB buffers and never touches them again (XmlStreamWriter): no need to wait.
    highWaterMark: 4 << 20,
    write(chunk: Buffer, _encoding, done) {
      if (chunk.length < COPY_BELOW_BYTES || chunk.byteOffset !== 0 || !(chunk.buffer instanceof ArrayBuffer)) {
        const copy = new Uint8Array(chunk);
        port.postMessage({ kind: 'xml', bytes: copy.buffer, length: copy.length }, [copy.buffer]);
      } else {
        port.postMessage({ kind: 'xml', bytes: chunk.buffer, length: chunk.length }, [chunk.buffer]);
      }
      done();
    },
  });
}

function postFailure(port: AcesThreadPort, error: unknown): void {
  try {
    port.postMessage({ kind: 'failed', error });
  } catch {
    // Not cloneable (a thrown non-Error): its text will do.
    port.postMessage({ kind: 'failed', error: new Error(String(error)) });
  }
}
