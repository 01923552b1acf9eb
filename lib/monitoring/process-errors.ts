import 'server-only';
import { ErrorRateCounter, type ErrorSource } from './error-rate';
import { reportError } from './report-error';
import { requestNotesStorage } from './request-notes';
import { flushTelemetry, recordMetric } from './telemetry';

/**
 * Spec §8: global errors and unhandled rejections are captured, counted per minute and forwarded to
 * the error-reporting service. One counter per process (on globalThis: Next bundles server modules
 * more than once), writing `errors.count` through the process's telemetry — nothing with monitoring off.
 */
const COUNTER_KEY = Symbol.for('partsmith.errorRate');
const INSTALLED_KEY = Symbol.for('partsmith.processErrorHandlers');
type Holder = { [COUNTER_KEY]?: ErrorRateCounter; [INSTALLED_KEY]?: true };

function processErrorRate(): ErrorRateCounter {
  return ((globalThis as Holder)[COUNTER_KEY] ??= new ErrorRateCounter((name, value, tags) => recordMetric(name, value, tags)));
}

/** Counts one error from `source` into this minute's `errors.count`. */
export function countError(source: ErrorSource): void {
  processErrorRate().count(source);
}

/** The user of the request the error happened in, when it happened in one (its log record names them). */
function requestUser(): { id: string } | null {
  const userId = requestNotesStorage().getStore()?.userId;
  return userId ? { id: userId } : null;
}

/**
 * Installs the process's `uncaughtException` and `unhandledRejection` listeners, once.
 *
 * - `server`: Next's own router server already listens for both and keeps serving (it only logs), so
 *   an uncaught exception does not end the server today; adding a listener here changes nothing about
 *   that — these listeners report and count, and leave the process to Next.
 * - `worker`: the job worker keeps Node's semantics for a crash — an uncaught exception or unhandled
 *   rejection is reported, counted, the count and buffered metrics are written (up to 2 s), and the
 *   process exits with 1, so a supervisor restarts it and another worker retries its job.
 */
export function installProcessErrorHandlers(source: 'server' | 'worker'): void {
  const holder = globalThis as Holder;
  if (holder[INSTALLED_KEY]) return;
  holder[INSTALLED_KEY] = true;
  const handle = (kind: 'uncaughtException' | 'unhandledRejection') => (error: unknown) => {
    try {
      reportError(error, { kind, source }, requestUser());
      countError(source);
    } catch {
      // Reporting must not raise a second failure.
    }
    if (source === 'worker') void exitAfterFlush();
  };
  process.on('uncaughtException', handle('uncaughtException'));
  process.on('unhandledRejection', handle('unhandledRejection'));
}

let exiting = false;
async function exitAfterFlush(): Promise<void> {
  if (exiting) return;
  exiting = true;
  processErrorRate().flush();
  const timeout = new Promise((resolve) => setTimeout(resolve, 2_000).unref());
  await Promise.race([flushTelemetry().catch(() => undefined), timeout]);
  process.exit(1);
}
