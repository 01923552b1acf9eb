// Node-side entry points that are not Next (the CLI, the worker, migrations, benches, child processes
// the tests start) resolve the `server-only` marker to its empty module, as Next does for server code
// (the package's `react-server` export). Without this its default export throws on import.
//   node --import ./scripts/server-only-hook.mjs --import tsx <file>   (or `import` this file first)
// Imported, it registers itself as a resolve hook; loaded as that hook (`?hook`), it only resolves.
import { register } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const EMPTY = pathToFileURL(
  fileURLToPath(new URL('../node_modules/server-only/empty.js', import.meta.url)),
).href;

export async function resolve(specifier, context, next) {
  if (specifier === 'server-only') return { url: EMPTY, shortCircuit: true };
  return next(specifier, context);
}

if (new URL(import.meta.url).search !== '?hook') register(new URL('?hook', import.meta.url));
