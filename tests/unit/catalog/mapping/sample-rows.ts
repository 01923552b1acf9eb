import type { SourceRow } from '@/lib/catalog/types';

/** Builds sample rows (row numbers from 2, as under a header) from arrays of cells. */
export function rows(...cells: string[][]): SourceRow[] {
  return cells.map((values, i) => ({ row: i + 2, values }));
}

/** field per column header, for compact assertions. */
export function fieldsByColumn(mapping: { columns: { column: string; field: string | null }[] }): Record<string, string | null> {
  return Object.fromEntries(mapping.columns.map((c) => [c.column, c.field]));
}
