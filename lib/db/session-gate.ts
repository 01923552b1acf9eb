/**
 * PGlite is a single Postgres backend: one session, one transaction at a time. When the owning
 * process both runs its own queries and serves other processes over the socket, their work must
 * not interleave — a socket client's statement landing inside an in-process transaction would run
 * with that transaction's role and JWT claims. The gate is the one lock every unit of work takes:
 * an in-process query or transaction, or a socket client's run of messages up to the end of its
 * transaction.
 */
export class SessionGate {
  private tail: Promise<void> = Promise.resolve();

  /** Waits for the gate; resolves to the function that releases it (call it exactly once). */
  acquire(): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = this.tail;
    this.tail = previous.then(() => released);
    return previous.then(() => {
      let done = false;
      return () => {
        if (done) return;
        done = true;
        release();
      };
    });
  }

  async run<T>(fn: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await fn();
    } finally {
      release();
    }
  }
}
