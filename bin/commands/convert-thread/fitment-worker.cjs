// The fitment checks' thread (see fitment-thread.ts): CommonJS for the reason worker.cjs gives — tsx's
// CommonJS hook compiles in this thread, with no loader thread beside it.
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS entry, see above */
const path = require('node:path');

process.env.TSX_TSCONFIG_PATH = path.join(__dirname, '..', '..', '..', 'tsconfig.json');
require('tsx/cjs/api').register();
require('./fitment-worker.ts');
