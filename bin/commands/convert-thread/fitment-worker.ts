/**
 * Inside the fitment checks' thread: the same checks a conversion runs on its own thread
 * (fitmentChecksInThread), fed the apps in batches; each batch taken is acknowledged, so the
 * conversion knows how far behind the checks are. A throw ends the thread with that error.
 */
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
// The file, not the convert index: this thread loads only the checks; the index would compile the
// whole pipeline here too (realistic 1M peaked at 532 MB against 501).
import { fitmentChecksInThread } from '@/lib/catalog/convert/fitment-checks';
import { readAppBatch } from '@/lib/catalog/validate';
import type { ToFitmentThread, FitmentThreadData, FromFitmentThread } from './fitment-protocol';

const port = parentPort!;
const post = (message: FromFitmentThread): void => port.postMessage(message);
const { dir, maxFindingsPerCode, maxHeld } = workerData as FitmentThreadData;
let files = 0;
const checks = fitmentChecksInThread({
  maxFindingsPerCode,
  scratch: (name) => path.join(dir, `${name}.${files++}.partial`),
  maxHeld,
});
let batches = 0;

port.on('message', (message: ToFitmentThread) => {
  if (message.kind === 'apps') {
    readAppBatch(message.batch, (app) => checks.add(app));
    post({ kind: 'took', batches: ++batches });
  } else if (message.kind === 'reserve') checks.reserve(message.apps);
  else {
    void checks
      .finish()
      .then(async (results) => {
        await checks.close();
        post({ kind: 'finished', results });
        port.close();
      });
  }
});
