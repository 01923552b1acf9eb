#!/usr/bin/env node
// Runs the TypeScript CLI (bin/partsmith.ts) without a build step: tsx compiles it on the fly, with
// this repo's tsconfig so the `@/` imports resolve from any working directory.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
// `server-only` resolves to its empty module here, as in Next's server code.
import '../scripts/server-only-hook.mjs';

register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) });
// The project's own files (SQL migrations, the demo reference set) are found from here, not from the
// folder the command runs in; data (.data/) stays relative to the working directory.
process.env.PARTSMITH_ROOT ??= fileURLToPath(new URL('..', import.meta.url));
const { main } = await import('./partsmith.ts');
process.exitCode = await main(process.argv.slice(2));
