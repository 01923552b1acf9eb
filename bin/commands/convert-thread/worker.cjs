// The conversion thread's entry when the reference is a delivery on disk (or the demo set): CommonJS
// on purpose, like aces-worker.cjs. tsx's ESM hooks (worker.mjs) run on a loader thread of their own,
// holding the compiled source of every module the conversion loads — about 30 MB more resident memory
// for a run that has to stay under 512 MB; tsx's CommonJS hook compiles in this thread. A `db`
// reference still goes through worker.mjs: the database code is ES modules loaded on demand (see
// reference-source.ts), which a CommonJS-only thread cannot import.
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS entry, see above */
const path = require('node:path');

// The `@/` imports resolve by this repo's tsconfig, whatever the working directory.
process.env.TSX_TSCONFIG_PATH = path.join(__dirname, '..', '..', '..', 'tsconfig.json');
require('tsx/cjs/api').register();
require('./run.ts');
