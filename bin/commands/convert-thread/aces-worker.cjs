// The ACES thread's entry (see aces-thread.ts). CommonJS on purpose: tsx's CommonJS hook compiles in
// this thread, where its ESM hooks (worker.mjs) start a loader thread of their own — about 35 MB more
// resident memory for a run that has to stay under 512 MB. The serving module is required directly,
// not through lib/catalog/convert's index, which would load the whole conversion pipeline for nothing.
// The architecture tests (tests/unit/architecture) read .ts files only: what this file requires is not
// checked by their layer and entry-point rules; tests/unit/cli (aces-thread, convert-thread) run it.
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS entry, see above */
const path = require('node:path');
const { parentPort } = require('node:worker_threads');

// The `@/` imports resolve by this repo's tsconfig, whatever the working directory.
process.env.TSX_TSCONFIG_PATH = path.join(__dirname, '..', '..', '..', 'tsconfig.json');
require('tsx/cjs/api').register();
const { serveAcesThread } = require('../../../lib/catalog/convert/aces-stage/serve.ts');
serveAcesThread(parentPort);
