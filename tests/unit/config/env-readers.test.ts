import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Only lib/config reads the environment (decision 0018): a new variable gets its one home in
 * lib/config/server.ts, typed and parsed once, instead of a fresh `process.env.X ?? default` that
 * disagrees with the others when the variable is empty. The exceptions and their reasons are in
 * lib/config/server.ts's header; this list must say the same.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The product's source: what Next, the worker and the CLI run. */
const SOURCE_FOLDERS = ['app', 'components', 'lib', 'bin', 'i18n'];
const SOURCE_ROOT_FILES = ['proxy.ts', 'instrumentation.ts', 'instrumentation-client.ts', 'next.config.ts'];
const SOURCE_FILE = /\.(?:ts|tsx|mts|mjs|js|cjs)$/;

const ALLOWED: Readonly<Record<string, string>> = {
  'next.config.ts': 'build time, before any server runs',
  'instrumentation.ts': 'NEXT_RUNTIME, inlined per runtime by Next',
  'instrumentation-client.ts': 'browser code: NEXT_PUBLIC_* is inlined only when written out',
  'bin/partsmith.mjs': 'sets PARTSMITH_ROOT for the CLI',
  'bin/partsmith.ts': 'hands the environment to the commands as io.env',
  'bin/commands/convert-thread/worker.cjs': "points tsx at this repo's tsconfig in the thread's own env copy (tsx's CommonJS register takes no option)",
  'bin/commands/convert-thread/fitment-worker.cjs': "the same, for the fitment checks' thread (worker.cjs's reason)",
};
const ALLOWED_FOLDER = 'lib/config/';

/** `process.env`, `process['env']`, `process?.env`; the build mode `process.env.NODE_ENV` is allowed anywhere. */
const READ = /\bprocess\s*(?:\?\.|\.|\[\s*['"`])\s*env\b/;
const BUILD_MODE = /\bprocess\.env\.NODE_ENV\b/g;

function sourceFiles(): string[] {
  const inFolders = SOURCE_FOLDERS.flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && SOURCE_FILE.test(entry.name))
      .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')),
  );
  return [...inFolders, ...SOURCE_ROOT_FILES];
}

function readsEnvironment(file: string): string[] {
  return readFileSync(path.join(ROOT, file), 'utf8')
    .split('\n')
    .map((line, i) => ({ line: line.replace(BUILD_MODE, ''), number: i + 1 }))
    .filter(({ line }) => READ.test(line))
    .map(({ number }) => `${file}:${number}`);
}

describe('who reads process.env', () => {
  it('finds the readers it looks for (the scan itself works)', () => {
    expect(readsEnvironment('lib/config/server.ts').length).toBeGreaterThan(0);
    expect(READ.test("process['env'].X")).toBe(true);
    expect(READ.test('process?.env')).toBe(true);
    expect(READ.test('process.env.NODE_ENV'.replace(BUILD_MODE, ''))).toBe(false);
  });

  it('is lib/config and the listed exceptions only: a new variable belongs in lib/config/server.ts', () => {
    const readers = sourceFiles()
      .filter((file) => !file.startsWith(ALLOWED_FOLDER) && !(file in ALLOWED))
      .flatMap(readsEnvironment);
    expect(readers).toEqual([]);
  });

  it('keeps its exceptions real: each listed file still reads the environment', () => {
    const stale = Object.keys(ALLOWED).filter((file) => readsEnvironment(file).length === 0);
    expect(stale).toEqual([]);
  });
});
