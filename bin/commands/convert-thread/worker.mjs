// The conversion thread's entry: a worker starts without the main thread's loaders, so it registers
// tsx (this repo's tsconfig, for the `@/` imports) and the server-only hook itself, as bin/partsmith.mjs does.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import '../../../scripts/server-only-hook.mjs';

register({ tsconfig: fileURLToPath(new URL('../../../tsconfig.json', import.meta.url)) });
await import('./run.ts');
