import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serverConfig } from '@/lib/config';

/**
 * The version reports and bundles name: package.json's, found from the working directory (Next
 * bundles this module elsewhere, so import.meta.url would not point at the repository).
 */
export async function packageVersion(cwd: string = serverConfig().root): Promise<string> {
  try {
    const pkg = JSON.parse(await readFile(path.join(cwd, 'package.json'), 'utf8')) as { version?: unknown };
    return typeof pkg.version === 'string' ? pkg.version : '0.0.0';
  } catch {
    return '0.0.0';
  }
}
