import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the Auto Care schemas and samples are for tests: `STANDARDS_DIR` when set, else
 * `../shared/standards` beside the repo. The XSDs are licensed material and never copied into the
 * repo, so tests that need them are skipped when neither exists.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

function firstExisting(candidates: (string | undefined)[]): string | null {
  for (const c of candidates) if (c && existsSync(c)) return c;
  return null;
}

const env = process.env.STANDARDS_DIR;
export const XSD_DIR: string | null = firstExisting([
  env && existsSync(path.join(env, 'xsd')) ? path.join(env, 'xsd') : env,
  path.resolve(repoRoot, '../shared/standards/xsd'),
]);
export const SAMPLES_DIR: string | null = firstExisting([
  env ? path.join(env, 'samples') : undefined,
  env ? path.resolve(env, '../samples') : undefined,
  path.resolve(repoRoot, '../shared/standards/samples'),
]);
export const NO_XSD = XSD_DIR === null;
export const NO_SAMPLES = SAMPLES_DIR === null || XSD_DIR === null;
