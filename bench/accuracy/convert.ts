/**
 * One conversion with the real engine, as a user would run it: demo reference, brand BKMN, default
 * accept threshold, no XSD. An error result or a thrown exception is recorded, never re-thrown: one
 * engine failure must not stop the bench.
 */
import { rm } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { convertCatalog, type ConvertResult } from '../../lib/catalog/convert';
import type { SigningKey } from '../../lib/catalog/evidence';
import type { ReferenceSet } from '../../lib/catalog/reference';

export type Conversion = { kind: 'ok'; result: ConvertResult; seconds: number } | { kind: 'error'; code: string; message: string; seconds: number } | { kind: 'crash'; message: string; seconds: number };

/** A fixed clock: deliverables of the same corpus are byte-identical from run to run. */
const DOCUMENT_DATE = new Date('2026-01-15T12:00:00Z');

export async function convertOne(input: string, outDir: string, reference: ReferenceSet, signer: SigningKey, sheet?: string): Promise<Conversion> {
  await rm(outDir, { recursive: true, force: true });
  const started = performance.now();
  const seconds = (): number => (performance.now() - started) / 1000;
  try {
    const result = await convertCatalog({
      input: { path: input },
      outDir,
      brand: 'BKMN',
      reference,
      signer,
      toolVersion: 'bench-accuracy',
      standardsDir: null,
      documentDate: DOCUMENT_DATE,
      ...(sheet ? { sheet } : {}),
    });
    if ('error' in result) return { kind: 'error', code: result.error.code, message: result.error.message, seconds: seconds() };
    return { kind: 'ok', result, seconds: seconds() };
  } catch (err) {
    return { kind: 'crash', message: err instanceof Error ? (err.stack ?? err.message) : String(err), seconds: seconds() };
  }
}
