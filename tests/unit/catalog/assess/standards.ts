import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The Auto Care schemas and samples for tests: `STANDARDS_DIR` (the schema folder or the folder
 * holding `xsd/` and `samples/`) when set, else `../shared/standards` beside the repo. They are
 * licensed material and never copied into the repo, so tests needing them skip when absent.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const env = process.env.STANDARDS_DIR;

const first = (candidates: (string | undefined)[]): string | null => {
  for (const c of candidates) if (c && existsSync(c)) return c;
  return null;
};

export const XSD_DIR = first([
  env && existsSync(path.join(env, 'xsd')) ? path.join(env, 'xsd') : env,
  path.resolve(repoRoot, '../shared/standards/xsd'),
]);
export const SAMPLES_DIR = first([
  env ? path.join(env, 'samples') : undefined,
  env ? path.resolve(env, '../samples') : undefined,
  path.resolve(repoRoot, '../shared/standards/samples'),
]);
export const fixture = (...p: string[]): string => path.resolve(repoRoot, 'tests/fixtures', ...p);
