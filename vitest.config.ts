import { defineConfig } from 'vitest/config';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The files under `dir` (relative to the root) ending in `suffix`. */
function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith(suffix))
    .map((e) => relative(root, join(e.parentPath, e.name)));
}

/** Component tests that mock a module: they keep a process of their own (see the components projects). */
const mockingComponentTests = filesUnder('tests/components', '.test.tsx').filter((f) =>
  /\bvi\.(?:do)?[mM]ock\(/.test(readFileSync(join(root, f), 'utf8')),
);

/**
 * db test files that change process-wide state — the environment, a mocked module, the process's own
 * database (getDb, or the CLI run in-process, which opens it) — or start child processes: they keep a
 * process of their own (decision 0016).
 */
const isolatedDbTests = filesUnder('tests/db', '.test.ts').filter((f) =>
  /\bvi\.(?:do)?[mM]ock\(|process\.env|\bvi\.stub(?:Env|Global)\(|\b(?:getDb|closeDb|runCliInProcess)\b|\b(?:spawn|spawnSync|execFile|fork)\(/.test(
    readFileSync(join(root, f), 'utf8'),
  ),
);

export default defineConfig({
  resolve: {
    alias: {
      '@': root,
      // Server modules start with `import 'server-only'`; Next resolves it to its empty module for
      // server code, and so do the tests (scripts/server-only-hook.mjs does it for the CLI and scripts).
      'server-only': join(root, 'node_modules/server-only/empty.js'),
    },
  },
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on CI's two, which ran the suite
    // file by file (17 min). Much of it waits on child processes and PGlite I/O; two workers overlap that.
    maxWorkers: 2,
    // As the browser tests do on CI: one retry for a test that lost a race with a loaded machine (a
    // child process or PGlite slower than its timeout). A real failure fails twice and is named at
    // the end of `npm test`.
    retry: process.env.CI ? 1 : 0,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
          testTimeout: 30_000,
          // One process per worker for all the unit files, not one per file: each file re-imported the
          // engine, its texts and PGlite (Vitest's "import" 365 s of a 529 s run; 23-29 s without).
          // So a unit test must leave the process as it found it: no vi.mock (a test that needs one,
          // or module state of its own, goes to a project that keeps isolation), environment, console,
          // cwd and spies restored after it (decision 0015).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'db',
          environment: 'node',
          include: ['tests/db/**/*.test.ts'],
          exclude: isolatedDbTests,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // initdb and the migrations once per run; each file loads the dumps (tests/db/harness.ts).
          globalSetup: ['tests/db/pglite-templates.ts'],
          // One process per worker for these files, as for the unit tests (decisions 0015, 0016): each
          // file re-imported the engine, pg-boss and PGlite (its WebAssembly compiled again) and works
          // on databases of its own, closed in its afterAll/afterEach.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'db-isolated',
          environment: 'node',
          include: isolatedDbTests,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          globalSetup: ['tests/db/pglite-templates.ts'],
        },
      },
      {
        extends: true,
        // The standing bad-input suite (issue 11): property-based fuzzing of every reader.
        test: { name: 'fuzz', environment: 'node', include: ['tests/fuzz/**/*.test.ts'], testTimeout: 600_000 },
      },
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'jsdom',
          // userEvent-driven dialogs take a few seconds on two busy cores; 5 s (the default) flaked.
          testTimeout: 20_000,
          include: ['tests/components/**/*.test.tsx'],
          // As for the unit tests (decision 0015): the files share a worker process and its one jsdom
          // window, so each must clean up what it renders and restore the globals, storage, spies and
          // stubs it changes.
          exclude: mockingComponentTests,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The component tests that call vi.mock/vi.doMock (found by reading the files, so a new one
          // lands here by itself): a mocked module must not leak into, or be missed by, other files.
          name: 'components-mocking',
          environment: 'jsdom',
          testTimeout: 20_000,
          include: mockingComponentTests,
        },
      },
    ],
  },
});
