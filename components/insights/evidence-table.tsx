import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { EvidenceData } from '@/lib/data/insights/types';
import { Cell, ColumnHeader, Row, RowHeader, Table, TableBody, TableHead } from '@/components/ui/table';
import { dateTimeLabel } from './formatting';
import { StatusPill, type PillTone } from '@/components/ui/status-pill';

const BUNDLE_TONE = { intact: 'good', tampered: 'bad', untrusted: 'warn', missing: 'bad', unchecked: 'neutral' } as const satisfies Record<string, PillTone>;

/** Download address of an export's bundle (the exports area serves files by name). */
export const bundleHref = (exportId: string) => `/api/exports/${exportId}/files/evidence.zip`;

/** One row per export: which bundle, its hash and signer, and what re-verifying it found. */
export async function EvidenceTable({ rows }: { rows: EvidenceData['rows'] }) {
  const t = await getTranslations('insights.evidence');
  const tCommon = await getTranslations('insights.common');
  const format = await getFormatter();
  const when = dateTimeLabel(format);
  return (
    <Table label={t('title')}>
      <TableHead>
        <ColumnHeader>{t('export')}</ColumnHeader>
        <ColumnHeader>{t('created')}</ColumnHeader>
        <ColumnHeader>{t('sha256')}</ColumnHeader>
        <ColumnHeader>{t('signer')}</ColumnHeader>
        <ColumnHeader>{t('status')}</ColumnHeader>
        <ColumnHeader>{t('download')}</ColumnHeader>
      </TableHead>
      <TableBody>
        {rows.map(({ export: e, check }) => {
          const created = when(e.createdAt);
          return (
            <Row key={e.id} top>
              <RowHeader strong>
                <Link href={`/exports/${e.id}`} className="inline-flex min-h-11 items-center text-brand-700 hover:underline">
                  {t('exportLink', { brand: e.brand })}
                </Link>
              </RowHeader>
              <Cell className="whitespace-nowrap text-slate-600">{created}</Cell>
              <Cell>
                <code className="block max-w-[16rem] break-all font-mono text-xs text-slate-700">{e.bundleSha256}</code>
              </Cell>
              <Cell>
                {e.signerFingerprint ? (
                  <code className="block max-w-[14rem] break-all font-mono text-xs text-slate-700">{e.signerFingerprint}</code>
                ) : (
                  <span className="text-slate-500">{t('notRecorded')}</span>
                )}
              </Cell>
              <Cell>
                <StatusPill tone={BUNDLE_TONE[check.status]}>{t(`states.${check.status}`)}</StatusPill>
                <p className="mt-1 max-w-xs text-xs text-slate-600">{t(`explain.${check.status}`)}</p>
                {check.problems.length > 0 && (
                  <p className="mt-1 max-w-xs break-words font-mono text-xs text-slate-600">{t('problems', { codes: check.problems.join(', ') })}</p>
                )}
              </Cell>
              <Cell>
                {check.status === 'missing' ? (
                  <span className="text-slate-500">{tCommon('none')}</span>
                ) : (
                  <a
                    href={bundleHref(e.id)}
                    download
                    aria-label={t('downloadName', { brand: e.brand, date: created })}
                    className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline"
                  >
                    {t('downloadLabel')}
                  </a>
                )}
              </Cell>
            </Row>
          );
        })}
      </TableBody>
    </Table>
  );
}
