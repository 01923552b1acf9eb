'use client';

import { useEffect, useRef, useState } from 'react';
import { Cell, ColumnHeader, Row, RowHeader, Table, TableBody, TableHead } from '@/components/ui/table';

/** A chart's numbers: one row per category, its cells already formatted in the reader's language. */
export interface NumbersTableData {
  caption: string;
  headers: string[];
  rows: { key: string; cells: (string | number)[] }[];
}

/**
 * The chart's numbers behind a toggle, the table built when the toggle opens: a closed table is a
 * month of rows that every dashboard view rendered twice (HTML and RSC payload) and few readers open
 * (issue 15.7). The rows travel as the strings they show. A toggle opened before the page hydrated
 * shows its table as hydration ends.
 */
export function NumbersTable({ label, caption, headers, rows }: NumbersTableData & { label: string }) {
  const details = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (details.current?.open) setOpen(true);
  }, []);
  return (
    <details ref={details} className="mt-2 text-sm" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="flex min-h-11 cursor-pointer items-center font-medium text-brand-700">
        {label}
      </summary>
      <div className="relative overflow-x-auto">
        {open && (
          <Table caption={caption} frame="bare" className="mt-2">
            <TableHead>
              {headers.map((h, i) => (
                <ColumnHeader key={h} numeric={i > 0}>
                  {h}
                </ColumnHeader>
              ))}
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <Row key={row.key}>
                  {row.cells.map((cell, i) =>
                    i === 0 ? (
                      <RowHeader key={i}>{cell}</RowHeader>
                    ) : (
                      <Cell key={i} numeric>
                        {cell}
                      </Cell>
                    ),
                  )}
                </Row>
              ))}
            </TableBody>
          </Table>
        )}
      </div>
    </details>
  );
}
