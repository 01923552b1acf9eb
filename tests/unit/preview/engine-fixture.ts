import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadDemoReference, loadOrCreateSigningKey } from '@/lib/catalog';
import type { PreviewEngine } from '@/lib/preview/run-preview';

/** The engine a preview runs with, on the demo reference and a throwaway signing key. */
export async function testEngine(): Promise<PreviewEngine> {
  const keys = await mkdtemp(path.join(os.tmpdir(), 'partsmith-preview-test-keys-'));
  const key = await loadOrCreateSigningKey(keys);
  // The key is in memory now; its files are not needed.
  await rm(keys, { recursive: true, force: true });
  if (!key.ok) throw new Error(key.message);
  return { reference: await loadDemoReference(), signer: key.value, toolVersion: '0.0.0-test', standardsDir: null };
}

/** A CSV catalog of `rows` data rows that convert against the demo reference. */
export function catalogCsv(rows: number): string {
  const lines = ['Part Number,Part Type,Make,Model,Years,Position,Qty'];
  for (let i = 0; i < rows; i++) lines.push(`BKM-P${1000 + i},Disc Brake Pad Set,Ford,F-150,2015-2020,Front,1`);
  return `${lines.join('\n')}\n`;
}

export const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
