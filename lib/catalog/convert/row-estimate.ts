import type { InputInfo, SourceRow } from '../types';

/**
 * About how many data rows a delimited file holds, from its size and the length of the rows read
 * so far; undefined for XLSX, whose compressed size says little. Used only to size hash tables
 * once (see RowConverter), so erring a little low costs one table growth, not a wrong result.
 */
export function estimateRows(info: Pick<InputInfo, 'bytes' | 'format' | 'encoding'>, sample: readonly SourceRow[]): number | undefined {
  if (info.format === 'xlsx' || sample.length === 0) return undefined;
  let chars = 0;
  for (const row of sample) {
    for (const v of row.values) chars += v.length + 1; // the value and its delimiter (or line break)
  }
  const bytesPerChar = info.encoding === 'utf-16le' || info.encoding === 'utf-16be' ? 2 : 1;
  // Quotes and CRs are not in the values: a row is a little longer than its cells.
  const bytesPerRow = (chars / sample.length) * bytesPerChar * 1.05;
  return bytesPerRow > 0 ? Math.floor(info.bytes / bytesPerRow) : undefined;
}
