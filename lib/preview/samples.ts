import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { InputFormat } from '@/lib/catalog';
import { serverConfig } from '@/lib/config';
import type { PreviewSampleInfo } from './types';

/**
 * The sample catalogs a visitor can convert (files in `samples/preview/`, described in its README):
 * different languages, layouts and file types, one deliberately messy. Their titles and blurbs are
 * in the `preview.samples` messages under the same ids.
 */
export const PREVIEW_SAMPLES = [
  { id: 'en-clean', file: 'en-us-brakes-filters.csv', format: 'csv' },
  { id: 'de-xlsx', file: 'de-bremsen-fahrwerk.xlsx', format: 'xlsx' },
  { id: 'fr-semicolon', file: 'fr-freinage-filtres.csv', format: 'csv' },
  { id: 'mixed-messy', file: 'mixed-messy-export.csv', format: 'csv' },
] as const satisfies readonly { id: string; file: string; format: InputFormat }[];

export type PreviewSampleId = (typeof PREVIEW_SAMPLES)[number]['id'];

export const PREVIEW_SAMPLE_IDS = PREVIEW_SAMPLES.map((s) => s.id) as [PreviewSampleId, ...PreviewSampleId[]];

/** The samples folder: from the app's root (`next start`, CLI and tests run there), as the demo reference is found. */
export function samplesDir(): string {
  return path.resolve(serverConfig().root, 'samples', 'preview');
}

function sampleById(id: PreviewSampleId) {
  const sample = PREVIEW_SAMPLES.find((s) => s.id === id);
  if (!sample) throw new Error(`Unknown preview sample ${id}`);
  return sample;
}

/** A sample's bytes, ready for the engine (ids come from a closed list, never from a path a client sent). */
export async function readSample(id: PreviewSampleId): Promise<{ bytes: Uint8Array; name: string }> {
  const sample = sampleById(id);
  const bytes = await readFile(path.join(samplesDir(), sample.file));
  return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), name: sample.file };
}

/** The samples with their sizes, for the page's picker. */
export async function listSamples(): Promise<PreviewSampleInfo[]> {
  return Promise.all(
    PREVIEW_SAMPLES.map(async (s) => ({
      id: s.id,
      file: s.file,
      format: s.format,
      bytes: (await stat(path.join(samplesDir(), s.file))).size,
    })),
  );
}
