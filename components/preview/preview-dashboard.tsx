import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { Cell, ColumnHeader, Row, RowHeader, Table, TableBody, TableHead } from '@/components/ui/table';
import type { PreviewDashboardData } from '@/lib/preview';
import { OutcomeChart } from './outcome-chart';

const TOTALS = ['catalogs', 'rows', 'converted', 'flagged', 'rejected', 'merged', 'apps', 'items'] as const;
const SEVERITY_BADGE = { error: 'bg-red-100 text-red-900', warning: 'bg-amber-100 text-amber-900', info: 'bg-slate-100 text-slate-700' } as const;

/** The read-only sample dashboard: the signed-in dashboard's shape, filled from preview runs of the samples. */
export async function PreviewDashboard({ data }: { data: PreviewDashboardData }) {
  const t = await getTranslations('preview');
  const format = await getFormatter();
  const label = (key: (typeof TOTALS)[number]) => (key === 'catalogs' ? t('dashboard.catalogs') : t(`result.counts.${key}`));
  return (
    <div className="container-page space-y-10 py-12">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-3xl font-bold text-ink">{t('dashboard.title')}</h1>
            <span className="rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-700">{t('dashboard.readOnly')}</span>
            {data.reference.demo && (
              <span className="rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">{t('demoReference')}</span>
            )}
          </div>
          <p className="mt-2 max-w-3xl text-slate-600">{t('dashboard.intro', { count: data.totals.catalogs })}</p>
          <p className="mt-1 text-sm text-slate-500">
            {t('brand', { brand: data.brand })} {t('dashboard.generatedAt', { time: format.dateTime(new Date(data.generatedAt), { dateStyle: 'medium', timeStyle: 'short' }) })}
          </p>
        </div>
        <Link href="/preview" className="btn-secondary min-h-11">
          {t('dashboard.backToPreview')}
        </Link>
      </div>

      <section aria-labelledby="dashboard-totals-heading">
        <h2 id="dashboard-totals-heading" className="text-lg font-semibold text-ink">
          {t('dashboard.totals')}
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {TOTALS.map((key) => (
            <div key={key} className="rounded-xl border border-slate-200 bg-white p-4">
              <dt className="hyphens-auto text-xs font-semibold uppercase tracking-wide wrap-break-word text-slate-600">{label(key)}</dt>
              <dd className="mt-1 text-2xl font-bold text-ink" data-testid={`total-${key}`}>
                {format.number(data.totals[key])}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="dashboard-chart-heading" className="rounded-xl border border-slate-200 bg-white p-6">
        <h2 id="dashboard-chart-heading" className="text-lg font-semibold text-ink">
          {t('dashboard.chartTitle')}
        </h2>
        <div className="mt-4">
          <OutcomeChart
            samples={data.samples}
            title={t('dashboard.chartTitle')}
            describe={(s) => t('dashboard.chartDescription', { file: s.file, converted: s.counts.converted, flagged: s.counts.flagged, rejected: s.counts.rejected, merged: s.counts.merged })}
            legend={{
              converted: t('result.counts.converted'),
              flagged: t('result.outcomes.flagged'),
              rejected: t('result.counts.rejected'),
              merged: t('result.counts.merged'),
            }}
          />
        </div>
      </section>

      <section aria-labelledby="dashboard-samples-heading">
        <h2 id="dashboard-samples-heading" className="text-lg font-semibold text-ink">
          {t('dashboard.samplesHeading')}
        </h2>
        <Table labelledBy="dashboard-samples-heading" className="mt-3">
          <TableHead>
            <ColumnHeader>{t('dashboard.catalog')}</ColumnHeader>
            <ColumnHeader>{t('result.language')}</ColumnHeader>
            {(['rows', 'converted', 'flagged', 'rejected', 'merged'] as const).map((key) => (
              <ColumnHeader key={key} numeric className="hyphens-auto">
                {t(`result.counts.${key}`)}
              </ColumnHeader>
            ))}
            <ColumnHeader numeric>{t('dashboard.findings')}</ColumnHeader>
            <ColumnHeader srOnly>{t('dashboard.open')}</ColumnHeader>
          </TableHead>
          <TableBody>
            {data.samples.map((s) => (
              <Row key={s.id}>
                <RowHeader>
                  <span className="block font-semibold text-ink">{t(`samples.${s.id}.title`)}</span>
                  <span className="font-mono text-xs text-slate-500">{s.file}</span>
                </RowHeader>
                <Cell className="text-slate-700">
                  {t(`languages.${s.language.code}`)} ({format.number(s.language.confidence, { style: 'percent' })})
                </Cell>
                {(['rows', 'converted', 'flagged', 'rejected', 'merged'] as const).map((key) => (
                  <Cell key={key} numeric>
                    {format.number(s.counts[key])}
                  </Cell>
                ))}
                <Cell numeric>{format.number(s.findings)}</Cell>
                <Cell className="text-right">
                  <Link href={{ pathname: '/preview', query: { sample: s.id } }} className="font-semibold text-brand-700 underline underline-offset-2">
                    {t('dashboard.open')}
                  </Link>
                </Cell>
              </Row>
            ))}
          </TableBody>
        </Table>
      </section>

      <section aria-labelledby="dashboard-findings-heading">
        <h2 id="dashboard-findings-heading" className="text-lg font-semibold text-ink">
          {t('dashboard.findingsHeading')}
        </h2>
        <Table labelledBy="dashboard-findings-heading" className="mt-3">
          <TableHead>
            <ColumnHeader>{t('dashboard.code')}</ColumnHeader>
            <ColumnHeader>{t('dashboard.severity')}</ColumnHeader>
            <ColumnHeader numeric>{t('dashboard.count')}</ColumnHeader>
          </TableHead>
          <TableBody>
            {data.findings.map((f) => (
              <Row key={f.code}>
                <RowHeader className="font-mono text-ink">{f.code}</RowHeader>
                <Cell>
                  <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${SEVERITY_BADGE[f.severity]}`}>{t(`result.severity.${f.severity}`)}</span>
                </Cell>
                <Cell numeric>{format.number(f.count)}</Cell>
              </Row>
            ))}
          </TableBody>
        </Table>
      </section>
    </div>
  );
}
