/**
 * The fitment checks of a conversion on a thread of their own (see ConversionFitmentChecks): the
 * conversion packs each app into a batch (AppBatchWriter) and posts full batches; the thread runs
 * the same checks as the conversion's own thread would, in the same order, so the findings are the
 * same. The CLI's conversion thread uses it: it can start a thread of TypeScript code (tsx), which a
 * bundled app server cannot, so the app's jobs keep the checks on their conversion's thread.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { ConversionFitmentChecks, FitmentCheckResults, FitmentChecksFactory, FitmentChecksSetup } from '@/lib/catalog/convert';
import { AppBatchWriter } from '@/lib/catalog/validate';
import type { AcesApp } from '@/lib/catalog';
import type { FitmentThreadData, FromFitmentThread, ToFitmentThread } from './fitment-protocol';

/** Apps a batch: a message every few thousand apps, ~300 KB of numbers and part numbers. */
const BATCH_APPS = 4096;
/** Batches posted and not yet taken before the conversion waits: bounds what the messages hold (~5 MB). */
const MAX_BEHIND = 16;
/**
 * The same while the thread starts (compiling its modules, ~0.2–0.3 s): the rows do not wait for it
 * (they did, once per run, at 16). The checks then catch up: they take a batch in a fraction of the
 * time the rows take to make one.
 */
const MAX_BEHIND_STARTING = 64;
/**
 * The thread's heap. The checks keep their tables outside it (typed arrays); what grows inside is the
 * overlapping parts they remember (a catalog of many overlaps). The conversion thread's own cap, so
 * the checks can outgrow nothing here that they could not outgrow there.
 */
const OLD_MB = 256;
const YOUNG_MB = 16;

/**
 * First apps the checks hold before they spill: half the checker's default. On their own thread
 * their spills run beside the conversion's (the deduper's, the items'), no longer between them, so
 * the peaks can meet: at 2^19, realistic 1M peaked at 462–492 MB and 5M at 481–513 (above 1M's:
 * memory no longer flat); at 2^18, 448 and 425. The extra spills are the checks' thread's work, off
 * the rows' path (on two busy cores they still take CPU the rows could have had).
 */
const MAX_HELD = 1 << 18;

interface Waiter {
  resolve: () => void;
  reject: (error: Error) => void;
}

class FitmentChecksThread implements ConversionFitmentChecks {
  readonly #worker: Worker;
  readonly #dir: string;
  readonly #batch = new AppBatchWriter(BATCH_APPS);
  #apps = 0;
  #posted = 0;
  #taken = 0;
  #failure: Error | undefined;
  #results: FitmentCheckResults | undefined;
  /** Who waits for the thread to catch up (ready) or to finish. */
  #catchUp: Waiter | undefined;
  #finish: Waiter | undefined;
  readonly #exited: Promise<void>;

  constructor({ maxFindingsPerCode, scratch }: FitmentChecksSetup) {
    this.#dir = scratch('fitment-thread');
    mkdirSync(this.#dir, { recursive: true });
    const data: FitmentThreadData = { dir: this.#dir, maxFindingsPerCode, maxHeld: MAX_HELD };
    this.#worker = new Worker(new URL('./fitment-worker.cjs', import.meta.url), {
      workerData: data,
      resourceLimits: { maxOldGenerationSizeMb: OLD_MB, maxYoungGenerationSizeMb: YOUNG_MB },
      execArgv: [],
      stdout: false,
      stderr: false,
    });
    this.#worker.on('message', (message: FromFitmentThread) => {
      if (message.kind === 'took') {
        this.#taken = message.batches;
        if (this.#catchUp && this.#posted - this.#taken <= MAX_BEHIND / 2) {
          this.#catchUp.resolve();
          this.#catchUp = undefined;
        }
      } else {
        this.#results = message.results;
        this.#finish?.resolve();
      }
    });
    this.#worker.on('error', (error: Error & { code?: string }) =>
      this.#fail(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new Error(`the fitment checks ran out of memory (their thread's heap is capped at ${OLD_MB} MB)`, { cause: error })
          : error,
      ),
    );
    this.#exited = new Promise((resolve) =>
      this.#worker.once('exit', (code) => {
        if (!this.#results) this.#fail(new Error(`the fitment checks' thread ended (exit code ${code}) before its findings`));
        resolve();
      }),
    );
  }

  get apps(): number {
    return this.#apps;
  }

  add(app: AcesApp): void {
    // Counted as FitmentChecker counts them: a delete action is not checked.
    if (app.action !== 'D') this.#apps++;
    this.#batch.add(app);
    if (this.#batch.full) this.#postBatch();
  }

  reserve(apps: number): void {
    // After the apps so far, as the checks on this thread would have seen them.
    this.#postBatch();
    this.#post({ kind: 'reserve', apps });
  }

  ready(): Promise<void> | undefined {
    if (this.#failure) return Promise.reject(this.#failure);
    if (this.#posted - this.#taken <= (this.#taken === 0 ? MAX_BEHIND_STARTING : MAX_BEHIND)) return undefined;
    return new Promise((resolve, reject) => (this.#catchUp = { resolve, reject }));
  }

  async finish(): Promise<FitmentCheckResults> {
    this.#postBatch();
    this.#post({ kind: 'finish' });
    if (!this.#results && !this.#failure) await new Promise<void>((resolve, reject) => (this.#finish = { resolve, reject }));
    if (this.#failure) throw this.#failure;
    return this.#results!;
  }

  async close(): Promise<void> {
    // The thread has removed its files when it finished; after a failure they are removed here.
    if (!this.#results) await this.#worker.terminate();
    await this.#exited;
    rmSync(this.#dir, { recursive: true, force: true });
  }

  #postBatch(): void {
    const batch = this.#batch.take();
    if (!batch) return;
    this.#posted++;
    this.#post({ kind: 'apps', batch }, [batch.numbers.buffer as ArrayBuffer]);
  }

  #post(message: ToFitmentThread, transfer: ArrayBuffer[] = []): void {
    if (!this.#failure) this.#worker.postMessage(message, transfer);
  }

  #fail(error: Error): void {
    if (this.#failure || this.#results) return;
    this.#failure = error;
    this.#catchUp?.reject(error);
    this.#finish?.reject(error);
    this.#catchUp = undefined;
    this.#finish = undefined;
  }
}

export const fitmentChecksThread: FitmentChecksFactory = (setup) => new FitmentChecksThread(setup);
