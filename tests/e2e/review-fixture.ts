import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** The deliberately messy sample: mixed languages, typos, open year spans — many held rows. */
export const MESSY_SAMPLE = path.join(root, 'samples/preview/mixed-messy-export.csv');

/**
 * A finished conversion of `file` in the account's personal workspace (or the team workspace
 * `slug`), made through lib/jobs as that account and run by the e2e server's own worker. Review
 * tests start from here so they do not depend on the upload screens.
 */
export function convertedCatalog(email: string, options: { slug?: string; file?: string } = {}): { conversionId: string; workspaceId: string } {
  const out = execFileSync(
    process.execPath,
    ['--import', './scripts/server-only-hook.mjs', '--import', 'tsx', path.join(root, 'tests/e2e/review-fixture-run.ts'), email, options.slug ?? '-', options.file ?? MESSY_SAMPLE],
    {
      cwd: root,
      env: { ...process.env, PARTSMITH_DATA_DIR: process.env.PARTSMITH_E2E_DATA_DIR },
      encoding: 'utf8',
      timeout: 90_000,
    },
  );
  const result = JSON.parse(out.trim().split('\n').at(-1)!) as { conversionId: string; workspaceId: string; status: string };
  if (result.status !== 'succeeded') throw new Error(`the conversion ${result.conversionId} ended ${result.status}`);
  return result;
}
