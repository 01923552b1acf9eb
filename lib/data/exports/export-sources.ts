import type { Queryable } from '@/lib/db';
import type { Export } from './exports';

/** What an export was made from, named for lists and headings. */
export type ExportSource =
  | { kind: 'conversion'; id: string; fileName: string }
  | { kind: 'batch'; id: string; name: string };

/**
 * The source of each export (a conversion's file name or a batch's name), in two queries for a
 * whole page of exports rather than one per row. Runs under the caller's scope: a source the
 * user cannot read is simply absent from the map. Ids travel as one text parameter, which both
 * drivers pass as written (see the note on parameters in docs/decisions/0005).
 */
export async function exportSources(tx: Queryable, exports: readonly Pick<Export, 'conversionId' | 'batchId'>[]): Promise<Map<string, ExportSource>> {
  const conversionIds = [...new Set(exports.flatMap((e) => (e.conversionId ? [e.conversionId] : [])))];
  const batchIds = [...new Set(exports.flatMap((e) => (e.batchId ? [e.batchId] : [])))];
  const sources = new Map<string, ExportSource>();
  if (conversionIds.length > 0) {
    const rows = await tx.query<{ id: string; file_name: string }>(
      `select c.id, u.file_name from public.conversions c join public.uploads u on u.id = c.upload_id where c.id = any(string_to_array($1::text, ',')::uuid[])`,
      [conversionIds.join(',')],
    );
    for (const r of rows) sources.set(r.id, { kind: 'conversion', id: r.id, fileName: r.file_name });
  }
  if (batchIds.length > 0) {
    const rows = await tx.query<{ id: string; name: string }>(`select id, name from public.batches where id = any(string_to_array($1::text, ',')::uuid[])`, [
      batchIds.join(','),
    ]);
    for (const r of rows) sources.set(r.id, { kind: 'batch', id: r.id, name: r.name });
  }
  return sources;
}
