import { detectLanguage, MAPPING_SAMPLE_ROWS, openCatalog, type CatalogSource, type Finding, type SourceRow } from '@/lib/catalog';
import type { LanguageGuess } from '@/lib/catalog/mapping';

export type Inspection =
  | { ok: true; rows: number; language: LanguageGuess }
  | { ok: false; tooManyRows: true; rowsSeen: number }
  | { ok: false; tooManyRows: false; error: Finding };

/**
 * Reads a catalog once through the engine's own ingest (same type sniffing, encoding, zip guards and
 * header search as a conversion) to count its data rows, stopping as soon as there are more than
 * `maxRows`, before any conversion work starts. The language guess is the one the conversion makes
 * on the same first rows; the report keeps only its result, the page shows its confidence too.
 */
export async function inspectCatalog(source: CatalogSource, maxRows: number): Promise<Inspection> {
  const reader = await openCatalog(source);
  if ('error' in reader) return { ok: false, tooManyRows: false, error: reader.error };
  const sample: SourceRow[] = [];
  let rows = 0;
  try {
    for await (const row of reader.rows) {
      rows++;
      if (rows > maxRows) return { ok: false, tooManyRows: true, rowsSeen: rows };
      if (sample.length < MAPPING_SAMPLE_ROWS) sample.push(row);
    }
  } finally {
    await reader.close();
  }
  const failure = reader.findings.find((f) => f.severity === 'error');
  if (failure) return { ok: false, tooManyRows: false, error: failure };
  return { ok: true, rows, language: detectLanguage(reader.header, sample) };
}
