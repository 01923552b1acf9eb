/**
 * Streams an Auto Care delivery into the `reference` tables of one release: `readAsciiDelivery` reads
 * the files, a `TableWriter` per stored table checks and batches the rows. Unlike the file loader,
 * which skips what it cannot read with a warning, an import is all or nothing: the first missing
 * column or unreadable row stops it, so a release in the database is always a whole delivery.
 */

import { createReferenceBuilder, readAsciiDelivery, type RowSink } from '@/lib/catalog/reference';
import { findingOf, say, type FindingPlace, type Said } from '@/lib/catalog/messages';
import type { Finding } from '@/lib/catalog';
import type { Queryable } from '@/lib/db';
import { ATTRIBUTE_TABLES, STORED_TABLES, attributeTable, displayTableName, type StoredTable } from './stored-tables';
import { InsertQueue, TableWriter } from './table-writer';

export interface WrittenDelivery {
  /**
   * Rows imported per table, keyed by the table name as the delivery spells it. The Version table is
   * counted too, though what it says lives on the release (version date, demo flag).
   */
  rowCounts: Record<string, number>;
  /** Delivery tables the engine does not use, so they are not stored. */
  ignoredTables: string[];
  versionDate: string | null;
  /** The delivery's Version table says it is demo data. */
  demo: boolean;
  /** Warnings worth showing (tables missing from the delivery or given twice, a non-UTF-8 file). */
  findings: Finding[];
  /** Why the delivery cannot be imported; null when every table went in. */
  problem: Finding | null;
}

export interface WriteOptions {
  /** Told after each batch of rows read, for a progress line. */
  onProgress?: (table: string, rows: number) => void;
}

/** Where each stored column sits in the header, or the columns that are missing. */
function locateColumns(spec: StoredTable, header: readonly string[]): { indexes: number[] } | { missing: string[] } {
  const lower = header.map((c) => c.replace(/^\uFEFF/, '').trim().toLowerCase());
  const indexes = spec.columns.map((c) => lower.indexOf(c.source));
  const missing = spec.columns.filter((c, i) => indexes[i]! < 0 && (c.kind === 'id' || c.kind === 'name')).map((c) => c.source);
  return missing.length ? { missing } : { indexes };
}

export async function writeDelivery(
  tx: Queryable,
  releaseId: number,
  deliveryPath: string,
  options: WriteOptions = {},
): Promise<WrittenDelivery> {
  const queue = new InsertQueue(tx);
  const rowCounts: Record<string, number> = {};
  const ignored = new Set<string>();
  const findings: Finding[] = [];
  const opened = new Set<string>();
  const writers = new Map<string, TableWriter>();
  let problem: Finding | null = null;
  // The engine's own builder, shown only headers (and the Version rows): it decides which tables are
  // used (every one it wants is stored, see stored-tables.ts), the version date and the demo flag,
  // and which checks a delivery without some tables cannot support.
  const probe = createReferenceBuilder({ source: deliveryPath });

  const fail = (code: string, said: Said, place: FindingPlace = {}) => {
    problem ??= findingOf(code, 'error', said, place);
  };

  function openWriter(table: string, header: string[], origin: string): RowSink | null {
    const display = displayTableName(origin);
    const attributeId = ATTRIBUTE_TABLES.get(table);
    const spec = STORED_TABLES.get(table) ?? (attributeId ? attributeTable(table, attributeId) : undefined);
    if (!spec) {
      // A Version table: what it says (date, demo) is kept on the release; its rows go to the builder.
      const sink = probe.openTable(table, header, origin);
      if (!sink) return null;
      rowCounts[display] = 0;
      return (values) => {
        rowCounts[display]!++;
        sink(values);
      };
    }
    if (opened.has(table)) {
      findings.push(findingOf('REFERENCE_TABLE_DUPLICATE', 'warning', say('REFERENCE_TABLE_DUPLICATE', { table: display, file: origin }), { file: origin }));
      return null;
    }
    const located = locateColumns(spec, header);
    if ('missing' in located) {
      if (attributeId) {
        // The engine skips such a table too; a release without it only checks fewer attributes.
        const said = say('REFERENCE_COLUMN_MISSING.attribute', { table: display, file: origin, column: attributeId });
        findings.push(findingOf('REFERENCE_COLUMN_MISSING', 'warning', said, { file: origin }));
        ignored.add(display);
        return null;
      }
      fail('REFERENCE_COLUMN_MISSING', say('REFERENCE_COLUMN_MISSING.import', { table: display, file: origin, columns: located.missing.join(', ') }), { file: origin });
      return null;
    }
    opened.add(table);
    probe.openTable(table, header, origin);
    rowCounts[display] = 0;
    const writer = new TableWriter(queue, releaseId, spec, header, located.indexes, attributeId ? table : undefined);
    writers.set(table, writer);
    return (values) => {
      if (problem || queue.failed) return;
      const bad = writer.add(values);
      if (bad) {
        fail('REFERENCE_IMPORT_INVALID', say('REFERENCE_IMPORT_INVALID.row', { table: display, file: origin, row: String(bad.row), problem: bad.said }), {
          row: bad.row,
          ...(bad.column ? { column: bad.column } : {}),
          file: origin,
        });
        return;
      }
      rowCounts[display] = writer.rows;
      if (writer.rows % 100_000 === 0) options.onProgress?.(display, writer.rows);
    };
  }

  const info = await readAsciiDelivery(deliveryPath, {
    wants: (table) => !problem && !queue.failed && probe.wants(table),
    table: openWriter,
    tableEnd: (table) => {
      if (!problem) writers.get(table)?.flush();
      writers.delete(table);
      probe.closeTable(table);
    },
  });

  for (const file of info.files) {
    if (!probe.wants(file.table)) ignored.add(displayTableName(file.origin));
  }
  const unreadable = info.findings.find((f) => f.severity === 'error');
  // The reader's own finding, its text and parameters included.
  if (unreadable) problem ??= unreadable;
  findings.push(...info.findings.filter((f) => f.severity !== 'error'));
  if (!problem && Object.keys(rowCounts).length === 0) {
    fail('REFERENCE_TABLES_NONE', say('REFERENCE_TABLES_NONE', { path: deliveryPath }));
  }
  await queue.drain();

  const { reference, findings: probeFindings } = probe.finish({ versionDate: info.fileDate });
  findings.push(...probeFindings.filter((f) => f.code === 'REFERENCE_TABLE_MISSING'));
  return {
    rowCounts,
    ignoredTables: [...ignored].sort(),
    versionDate: reference.versionDate,
    demo: reference.demo,
    findings,
    problem,
  };
}
