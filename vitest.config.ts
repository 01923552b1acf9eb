import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  resolve: { alias: { '@': root } },
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
        test: { name: 'db', environment: 'node', include: ['tests/db/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 60_000 },
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
        },
      },
    ],
  },
});
