import { readFile } from 'node:fs/promises';

/** The version in package.json: what `--version` prints and what reports and bundles name. */
export async function toolVersion(): Promise<string> {
  const pkg = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: string };
  return pkg.version ?? '0.0.0';
}
