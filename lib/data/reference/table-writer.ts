/**
 * Writes one delivery table into its `reference.*` table: each row is checked and turned into typed
 * values as it arrives, and every few thousand rows go to the database as one
 * `INSERT … SELECT FROM unnest($2::integer[], $3::text[], …)` — one parameter per column whatever the
 * batch size, so a million rows are a few hundred statements, not a million.
 */

import { render, say, type Said } from '@/lib/catalog/messages';
import type { Queryable } from '@/lib/db';
import type { ColumnKind, StoredTable } from './stored-tables';

/** Rows per INSERT: large enough that statement overhead vanishes, small enough to stay a few MB. */
export const BATCH_ROWS = 10_000;

const INT_MAX = 2_147_483_647;
const WHOLE = /^[+-]?\d+$/;
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

const SQL_TYPE: Record<ColumnKind, string> = { id: 'integer', int: 'integer', name: 'text', text: 'text', number: 'numeric' };

/** A row that cannot be stored: where and why, in words a data manager can act on. */
export interface RowProblem {
  row: number;
  column: string;
  /** The reason in English (for logs and report.json's readers). */
  message: string;
  /** The same as a text (`reference.row.*`), for readers of other languages. */
  said: Said;
}

/**
 * Runs the batches one after another on the import's transaction. The delivery reader calls its row
 * sinks synchronously, so writes are queued; the first failure stops the queue and is rethrown by `drain`.
 */
export class InsertQueue {
  #tail: Promise<void> = Promise.resolve();
  #error: { error: unknown } | null = null;

  constructor(private readonly tx: Queryable) {}

  get failed(): boolean {
    return this.#error !== null;
  }

  enqueue(text: string, params: readonly unknown[]): void {
    this.#tail = this.#tail
      .then(async () => {
        if (!this.#error) await this.tx.query(text, params);
      })
      .catch((error: unknown) => {
        this.#error ??= { error };
      });
  }

  async drain(): Promise<void> {
    await this.#tail;
    if (this.#error) throw this.#error.error;
  }
}

/** One value as an element of a Postgres array literal (`{1,NULL,"a \"b\""}`). */
function textElement(value: string): string {
  return `"${value.replace(/[\\"]/g, '\\$&')}"`;
}

export class TableWriter {
  /** Data rows accepted so far. */
  rows = 0;
  readonly #columns: string[][];
  readonly #sql: string;
  readonly #fixed: unknown[];

  /**
   * @param header  the delivery's header row: every data row must have as many fields
   * @param indexes  where each stored column sits in the header
   * @param tag  for `reference.attribute_ids`: the table the IDs belong to
   */
  constructor(
    private readonly queue: InsertQueue,
    releaseId: number,
    private readonly spec: StoredTable,
    private readonly header: readonly string[],
    private readonly indexes: readonly number[],
    tag?: string,
  ) {
    const rowNumbered = spec.key === 'row_no';
    const names = [...(tag ? ['table_name'] : []), ...(rowNumbered ? ['row_no'] : []), ...spec.columns.map((c) => c.column)];
    const arrays = [...(rowNumbered ? ['integer'] : []), ...spec.columns.map((c) => SQL_TYPE[c.kind])];
    this.#fixed = tag ? [releaseId, tag] : [releaseId];
    const first = this.#fixed.length + 1;
    const unnest = arrays.map((type, i) => `$${first + i}::${type}[]`).join(', ');
    const fixedSelect = this.#fixed.map((_, i) => `$${i + 1}${i === 0 ? '::integer' : '::text'}`).join(', ');
    this.#sql = `insert into reference.${spec.dbTable} (release_id, ${names.join(', ')}) select ${fixedSelect}, * from unnest(${unnest})`;
    this.#columns = arrays.map(() => []);
  }

  /** Takes one data row; returns why it cannot be stored, or null. */
  add(values: readonly string[]): RowProblem | null {
    const row = this.rows + 2; // the header is line 1
    const count = values.length;
    const expected = this.header.length;
    // A trailing `|` on data lines only is harmless; any other difference shifts every column.
    if (count !== expected && !(count === expected + 1 && values[count - 1] === '')) {
      return problem(row, '', say('reference.row.fields', { count: String(count), expected: String(expected) }));
    }
    const cells: string[] = [];
    const { columns } = this.spec;
    for (let i = 0; i < columns.length; i++) {
      const column = columns[i]!;
      const raw = (values[this.indexes[i]!] ?? '').trim();
      const cell = this.#cell(column.kind, raw);
      if (cell === null) {
        const header = this.header[this.indexes[i]!]?.replace(/^\uFEFF/, '').trim() ?? column.source;
        return problem(row, header, badValue(header, column.kind, raw));
      }
      cells.push(cell);
    }
    let c = 0;
    if (this.spec.key === 'row_no') this.#columns[c++]!.push(String(this.rows + 1));
    for (const cell of cells) this.#columns[c++]!.push(cell);
    this.rows++;
    if (this.#columns[0]!.length >= BATCH_ROWS) this.flush();
    return null;
  }

  /** Queues the rows taken since the last batch. */
  flush(): void {
    if (this.#columns[0]!.length === 0) return;
    const params = [...this.#fixed, ...this.#columns.map((values) => `{${values.join(',')}}`)];
    for (const values of this.#columns) values.length = 0;
    this.queue.enqueue(this.#sql, params);
  }

  /** The array-literal element for a value, or null when the value is not acceptable. */
  #cell(kind: ColumnKind, raw: string): string | null {
    switch (kind) {
      case 'id':
      case 'int': {
        if (raw === '') return kind === 'int' ? 'NULL' : null;
        if (!WHOLE.test(raw)) return null;
        const n = Number(raw);
        return Math.abs(n) <= INT_MAX ? String(n) : null;
      }
      case 'number':
        if (raw === '' || raw === '-') return 'NULL';
        return DECIMAL.test(raw) ? raw : null;
      case 'name':
        return raw === '' ? null : textElement(raw);
      case 'text':
        return raw === '' ? 'NULL' : textElement(raw);
    }
  }
}

function problem(row: number, column: string, said: Said): RowProblem {
  return { row, column, message: render(said), said };
}

function badValue(column: string, kind: ColumnKind, raw: string): Said {
  if (raw === '') return say('reference.row.empty', { column });
  if (kind === 'number') return say('reference.row.notNumber', { column, value: raw });
  if (WHOLE.test(raw)) return say('reference.row.outOfRange', { column, value: raw });
  return say('reference.row.notWhole', { column, value: raw.length > 40 ? `${raw.slice(0, 40)}…` : raw });
}
