'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { Cell, ColumnHeader, Row, RowHeader, Table, TableBody, TableHead } from '@/components/ui/table';
import type { PreviewResult } from '@/lib/preview/types';

/** Each source column with the field it was read as, the confidence, and the engine's reason. */
export function MappingTable({ mapping }: { mapping: PreviewResult['mapping'] }) {
  const t = useTranslations('preview');
  const format = useFormatter();
  return (
    <section aria-labelledby="preview-mapping-heading">
      <h3 id="preview-mapping-heading" className="text-xl font-bold text-ink">
        {t('result.mappingHeading')}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t('result.mappingIntro')}</p>
      <Table labelledBy="preview-mapping-heading" className="mt-4">
        <TableHead>
          <ColumnHeader>{t('result.column')}</ColumnHeader>
          <ColumnHeader>{t('result.field')}</ColumnHeader>
          <ColumnHeader>{t('result.confidence')}</ColumnHeader>
          <ColumnHeader>{t('result.note')}</ColumnHeader>
        </TableHead>
        <TableBody>
          {mapping.map((column, i) => (
            <Row key={`${i}-${column.column}`}>
              <RowHeader className="font-mono text-ink">{column.column}</RowHeader>
              <Cell className="text-ink">{column.field ? t(`fields.${column.field}`) : <span className="text-slate-500">{t('result.notUsed')}</span>}</Cell>
              <Cell>
                <span className="flex items-center gap-2">
                  <span aria-hidden className="h-1.5 w-16 overflow-hidden rounded-full bg-slate-200">
                    <span
                      className={`block h-full ${column.confidence >= 0.9 ? 'bg-emerald-500' : column.confidence >= 0.7 ? 'bg-amber-500' : 'bg-red-500'}`}
                      style={{ width: `${Math.round(column.confidence * 100)}%` }}
                    />
                  </span>
                  {format.number(column.confidence, { style: 'percent' })}
                </span>
              </Cell>
              <Cell className="text-slate-600">{column.note}</Cell>
            </Row>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
