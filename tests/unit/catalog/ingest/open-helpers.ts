import { expect } from 'vitest';
import { type CatalogReader, openCatalog, type OpenCatalogOptions } from '@/lib/catalog/ingest';
import type { Finding, SourceRow } from '@/lib/catalog/types';

export const FIXTURES = new URL('../../../fixtures/ingest/', import.meta.url).pathname;

/** Opens bytes (or text, written as UTF-8) as an upload named `name`; fails the test on { error }. */
export async function open(input: string | Uint8Array, name = 'catalog.csv', options?: OpenCatalogOptions): Promise<CatalogReader> {
  const result = await openCatalog({ bytes: typeof input === 'string' ? new TextEncoder().encode(input) : input, name }, options);
  if ('error' in result) throw new Error(`unexpected error: ${result.error.code} ${result.error.message}`);
  return result;
}

/** Opens and expects `{ error }`; returns the finding. */
export async function openError(input: string | Uint8Array, name = 'catalog.csv', options?: OpenCatalogOptions): Promise<Finding> {
  const result = await openCatalog({ bytes: typeof input === 'string' ? new TextEncoder().encode(input) : input, name }, options);
  expect('error' in result, 'expected openCatalog to return { error }').toBe(true);
  return (result as { error: Finding }).error;
}

export async function drain(reader: CatalogReader): Promise<SourceRow[]> {
  const rows: SourceRow[] = [];
  for await (const row of reader.rows) rows.push(row);
  return rows;
}

export function codes(findings: readonly Finding[]): string[] {
  return findings.map((f) => f.code);
}

export function concat(...parts: (Uint8Array | number[])[]): Uint8Array {
  const arrays = parts.map((p) => (p instanceof Uint8Array ? p : Uint8Array.from(p)));
  const out = new Uint8Array(arrays.reduce((n, a) => n + a.length, 0));
  let at = 0;
  for (const a of arrays) {
    out.set(a, at);
    at += a.length;
  }
  return out;
}

export function utf16(text: string, order: 'le' | 'be', bom: boolean): Uint8Array {
  const out = new Uint8Array((bom ? 2 : 0) + text.length * 2);
  let at = 0;
  if (bom) {
    out.set(order === 'le' ? [0xff, 0xfe] : [0xfe, 0xff], 0);
    at = 2;
  }
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    out[at++] = order === 'le' ? c & 0xff : c >> 8;
    out[at++] = order === 'le' ? c >> 8 : c & 0xff;
  }
  return out;
}
