/**
 * Inside the conversion thread: load the reference, convert, post progress and the result. Every
 * outcome is a message; a throw ends the thread with an error the main side reports.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { convertCatalog, type Finding } from '@/lib/catalog';
import type { ReferenceSet } from '@/lib/catalog/reference';
import { loadReferenceOption } from '../reference-source';
import { fitmentChecksThread } from './fitment-thread';
import type { ThreadMessage, ThreadRequest } from './protocol';

const port = parentPort!;
const post = (message: ThreadMessage): void => port.postMessage(message);
const { options, reference: option, env } = workerData as ThreadRequest;

// A function, not top-level await: the thread's entry may load this file as CommonJS (worker.cjs).
// A rejection ends the thread with that error (an unhandled rejection throws there), as a throw did.
async function run(): Promise<void> {
  let reference: { reference: ReferenceSet; referenceFindings: Finding[] } | undefined;
  if (option !== undefined) {
    const loaded = await loadReferenceOption(option, env as NodeJS.ProcessEnv);
    if (!loaded.ok) {
      post({ kind: 'reference-failed', message: loaded.message, said: loaded.said });
    } else {
      post({ kind: 'reference', findings: loaded.findings });
      reference = { reference: loaded.reference, referenceFindings: loaded.findings };
    }
  }
  if (option === undefined || reference) {
    // The fitment checks on a thread of their own: this one keeps to the rows (see fitment-thread.ts).
    const result = await convertCatalog({
      ...options,
      ...reference,
      fitmentChecks: fitmentChecksThread,
      onProgress: (progress) => post({ kind: 'progress', progress }),
    });
    post({ kind: 'done', result });
  }
}

void run();
