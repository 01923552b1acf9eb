import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadDemoReference, loadOrCreateSigningKey } from '@/lib/catalog';
import { serverConfig, type ServerConfig } from '@/lib/config';
import type { PreviewEngine } from './run-preview';

const ENGINE_KEY = Symbol.for('partsmith.previewEngine');
type Holder = { [ENGINE_KEY]?: Promise<PreviewEngine> };

/**
 * What every preview conversion shares, loaded once per process: the demo reference (a few MB of
 * tables, ~100 ms to build), this installation's signing key (the one `partsmith convert` signs
 * with, so `partsmith verify` trusts preview bundles too), the tool version and the XSD folder.
 * Kept on globalThis because Next bundles server modules more than once. A failed load is not
 * kept, so the next request tries again.
 */
export function previewEngine(): Promise<PreviewEngine> {
  const holder = globalThis as Holder;
  holder[ENGINE_KEY] ??= loadPreviewEngine().catch((err: unknown) => {
    delete holder[ENGINE_KEY];
    throw err;
  });
  return holder[ENGINE_KEY];
}

async function loadPreviewEngine(): Promise<PreviewEngine> {
  const [reference, key, toolVersion] = await Promise.all([
    loadDemoReference(),
    loadOrCreateSigningKey(path.join(serverConfig().dataDir, 'keys')),
    readToolVersion(),
  ]);
  if (!key.ok) throw new Error(`The preview cannot sign evidence bundles: ${key.message}`);
  return { reference, signer: key.value, toolVersion, standardsDir: standardsDir() };
}

/** STANDARDS_DIR when it names a folder that exists; otherwise XSD validation is reported as not run. */
export function standardsDir(config: ServerConfig = serverConfig()): string | null {
  const dir = config.standardsDir;
  if (!dir) return null;
  if (existsSync(dir)) return dir;
  console.warn(`[partsmith] STANDARDS_DIR ${dir} does not exist; preview conversions skip XSD validation.`);
  return null;
}

async function readToolVersion(): Promise<string> {
  try {
    const pkg = JSON.parse(await readFile(path.resolve(serverConfig().root, 'package.json'), 'utf8')) as { version?: string };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}
