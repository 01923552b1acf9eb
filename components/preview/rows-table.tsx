'use client';

import { useTranslations } from 'next-intl';
import { Cell, ColumnHeader, Row, RowHeader, Table, TableBody, TableHead } from '@/components/ui/table';
import type { PreviewResult } from '@/lib/preview/types';

/** The flagged and rejected rows with the engine's reasons and the row's own cells. */
export function RowsTable({ rows }: { rows: PreviewResult['rows'] }) {
  const t = useTranslations('preview.result');
  return (
    <section aria-labelledby="preview-rows-heading">
      <h3 id="preview-rows-heading" className="text-xl font-bold text-ink">
        {t('rowsHeading')}
      </h3>
      {rows.total === 0 ? (
        <p className="mt-2 text-slate-600">{t('noRows')}</p>
      ) : (
        <>
          {rows.total > rows.shown.length && <p className="mt-1 text-sm text-slate-600">{t('moreRows', { shown: rows.shown.length, total: rows.total })}</p>}
          <Table labelledBy="preview-rows-heading" className="mt-4">
            <TableHead>
              <ColumnHeader numeric>{t('row')}</ColumnHeader>
              <ColumnHeader>{t('outcome')}</ColumnHeader>
              <ColumnHeader>{t('reasons')}</ColumnHeader>
              <ColumnHeader>{t('sourceValues')}</ColumnHeader>
            </TableHead>
            <TableBody>
              {rows.shown.map((row) => (
                <Row key={row.row} top data-outcome={row.outcome}>
                  <RowHeader numeric className="font-mono text-ink">
                    {row.row}
                  </RowHeader>
                  <Cell>
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${row.outcome === 'rejected' ? 'bg-red-100 text-red-900' : 'bg-amber-100 text-amber-900'}`}
                    >
                      {t(`outcomes.${row.outcome}`)}
                    </span>
                  </Cell>
                  <Cell className="max-w-xl text-slate-700">
                    <ul className="space-y-1">
                      {row.reasons.map((reason, i) => (
                        <li key={i}>{reason}</li>
                      ))}
                    </ul>
                    <p className="mt-1 font-mono text-xs text-slate-500">{row.codes.join(' ')}</p>
                  </Cell>
                  <Cell className="text-xs text-slate-600">
                    <dl className="grid grid-cols-[auto_1fr] gap-x-2">
                      {row.values.map((value, i) =>
                        value.trim() === '' ? null : (
                          <div key={i} className="contents">
                            <dt className="font-semibold">{rows.columns[i] ?? `#${i + 1}`}</dt>
                            <dd className="break-all font-mono">{value}</dd>
                          </div>
                        ),
                      )}
                    </dl>
                  </Cell>
                </Row>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </section>
  );
}
