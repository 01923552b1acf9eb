import { openCatalog, type CatalogSource } from '../ingest';
import { detectMapping, layOverDetected, missingRequiredFields, type RequiredGap, type RecordedMapping, type SavedMapping } from '../mapping';
import type { ReferenceSet } from '../reference';
import type { Finding } from '../types';
import { sampleRows } from './mapping-stage';
import { MAPPING_SAMPLE_ROWS } from './options';

export interface ProposedMapping {
  header: string[];
  /** The detected mapping with the inline one laid over it; every column says where it came from. */
  mapping: RecordedMapping;
  /** Columns the inline mapping names that the file does not have. */
  unknownColumns: string[];
  /** Fields every row would need that the mapping leaves unmapped. */
  missing: RequiredGap[];
}

/**
 * The mapping a conversion of this file would run with an inline mapping (the API's), decided the
 * way the conversion decides it — the header and the same first rows — without converting: so a
 * request whose mapping names a column the file lacks, or leaves a required field unmapped, can be
 * refused before a job runs and rejects every row.
 */
export async function proposeMapping(
  input: CatalogSource,
  inline: SavedMapping,
  options: { sheet?: string; reference?: ReferenceSet } = {},
): Promise<ProposedMapping | { error: Finding }> {
  const reader = await openCatalog(input, options.sheet === undefined ? {} : { sheet: options.sheet });
  if ('error' in reader) return reader;
  try {
    const { sample } = await sampleRows(reader, MAPPING_SAMPLE_ROWS);
    const overlay = layOverDetected(detectMapping(reader.header, sample, options.reference ? { reference: options.reference } : {}), inline);
    return {
      header: [...reader.header],
      mapping: overlay.mapping,
      unknownColumns: overlay.unknownColumns,
      missing: missingRequiredFields(overlay.mapping.columns.flatMap((c) => [c.field, ...(c.field ? (c.carries ?? []) : [])])),
    };
  } finally {
    await reader.close();
  }
}
