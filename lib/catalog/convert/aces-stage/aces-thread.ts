/**
 * The converting thread's side of the ACES thread: a pipeline over two cores. This thread reads,
 * maps, normalizes, collects items, deduplicates and numbers the apps; the other checks them
 * (fitment checker) and writes the XML (serveAcesThread), which comes back here to be written to
 * aces.xml — so the output file, its hashing for the bundle and the run's clean-up stay where they
 * were. Findings keep their order: the row stage's stay on this thread, the checker's and the
 * writer's come back whole at the end, as they do from checkAndWriteAces on one thread.
 *
 * The apps go over in a compact encoding (app-codec.ts), a few batches at a time at most: when the
 * other thread lags, this one waits, so memory stays flat however large the file. A failure on
 * either side ends the run with that error; `stop` then ends the other thread before the run's
 * clean-up removes its scratch files.
 */
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { Worker } from 'node:worker_threads';
import { AppBatchEncoder } from './app-codec';
import type { AcesStageResult, AcesStageSettings, AppBatch } from './aces-stage';
import type { FromAcesThread, ToAcesThread } from './protocol';

/**
 * Batches sent and not yet taken by the other thread before the sender waits (~200 KB each, and the
 * XML each becomes on its way back): enough that the other thread rarely waits through this one's
 * pauses (a collection, a spill), few enough to keep memory flat. It was 16; 4 holds less in a run
 * that has to stay under 512 MB with two heaps (its effect alone not measured).
 */
export const MAX_QUEUED = 4;
/** Apps gathered before a batch goes over (the rows' batches are a few hundred rows each). */
const MIN_APPS_PER_BATCH = 2048;
/** How long a stopped thread gets to close its files before it is terminated. */
const STOP_GRACE_MS = 5000;

export class AcesThread {
  readonly #worker: Worker;
  readonly #out: Writable;
  readonly #encoder = new AppBatchEncoder();
  #queued = 0;
  /** Whether the thread has taken a batch: before that it has opened no file (it may still be loading). */
  #working = false;
  #wake: (() => void) | null = null;
  #result: AcesStageResult | undefined;
  #failure: { error: unknown } | undefined;
  #exited = false;
  readonly #exit: Promise<void>;
  /** Resolved once the thread said its result or failed. */
  readonly #settled: Promise<void>;
  #settle!: () => void;

  /** Starts the run on `worker` (running serveAcesThread); aces.xml's bytes go to `out`, which `finish` ends. */
  constructor(worker: Worker, settings: AcesStageSettings, out: Writable) {
    this.#worker = worker;
    this.#out = out;
    this.#settled = new Promise((resolve) => (this.#settle = resolve));
    worker.on('message', (message: FromAcesThread) => this.#receive(message));
    worker.on('error', (error) => this.#fail(error));
    this.#exit = new Promise((resolve) => {
      worker.once('exit', (code) => {
        this.#exited = true;
        if (!this.#result) this.#fail(new Error(`the ACES thread ended (exit code ${code}) without a result`));
        resolve();
      });
    });
    this.#post({ kind: 'start', settings });
  }

  /** Hands a batch's apps over; waits while the other thread has enough to do or aces.xml asks to drain. */
  async send(batch: AppBatch): Promise<void> {
    this.#throwIfFailed();
    const encoder = this.#encoder;
    const apps = batch.apps;
    for (let i = 0; i < apps.length; i++) encoder.add(apps[i]!);
    // A batch that sizes the checker's tables goes as it is: the checker takes its apps before it sizes them.
    if (batch.reserveScale === undefined && encoder.count < MIN_APPS_PER_BATCH) return;
    this.#flush(batch.reserveScale);
    while (this.#queued >= MAX_QUEUED && !this.#failure) await new Promise<void>((resolve) => (this.#wake = resolve));
    this.#throwIfFailed();
    // Asked now, not remembered: a 'drain' already emitted is never emitted again (see XmlStreamWriter.flush).
    if (this.#out.writableNeedDrain) await once(this.#out, 'drain');
  }

  /** No more apps: waits for the checker's and the writer's results, and for aces.xml to be written. */
  async finish(): Promise<AcesStageResult> {
    this.#throwIfFailed();
    if (this.#encoder.count > 0) this.#flush(undefined);
    this.#post({ kind: 'end' });
    await this.#settled;
    this.#throwIfFailed();
    const result = this.#result!;
    // Its files are closed and its last piece of XML is here: nothing left for it to do.
    await this.#worker.terminate();
    this.#out.end();
    await finished(this.#out);
    return result;
  }

  /**
   * Ends the thread after a failure (on either side) and waits until it has closed its scratch
   * files; one that has not started on the apps, or does not answer, is terminated.
   */
  async stop(): Promise<void> {
    if (this.#exited) return;
    if (!this.#working) {
      await this.#worker.terminate();
      return;
    }
    this.#post({ kind: 'abort' });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), STOP_GRACE_MS)));
    if ((await Promise.race([this.#exit, late])) === 'late') await this.#worker.terminate();
    clearTimeout(timer);
  }

  #flush(reserveScale: number | undefined): void {
    const apps = this.#encoder.take();
    this.#queued++;
    const message: ToAcesThread = reserveScale === undefined ? { kind: 'apps', apps } : { kind: 'apps', apps, reserveScale };
    this.#worker.postMessage(message, [apps.numbers.buffer as ArrayBuffer, apps.lengths.buffer as ArrayBuffer]);
  }

  #post(message: ToAcesThread): void {
    // A thread that has ended takes no more messages (and said why, or its exit did).
    if (!this.#exited) this.#worker.postMessage(message);
  }

  #receive(message: FromAcesThread): void {
    if (message.kind === 'xml') {
      if (!this.#out.destroyed) this.#out.write(Buffer.from(message.bytes, 0, message.length));
    } else if (message.kind === 'taken') {
      this.#working = true;
      this.#queued--;
      this.#wakeSender();
    } else if (message.kind === 'done') {
      this.#result = message.result;
      this.#settle();
    } else this.#fail(message.error);
  }

  #fail(error: unknown): void {
    this.#failure ??= { error };
    this.#wakeSender();
    this.#settle();
  }

  #wakeSender(): void {
    const wake = this.#wake;
    this.#wake = null;
    wake?.();
  }

  #throwIfFailed(): void {
    if (this.#failure) throw this.#failure.error;
  }
}
