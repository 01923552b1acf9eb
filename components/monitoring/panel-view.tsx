'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Cell, ColumnHeader, Row, RowHeader, Table, TableBody, TableHead } from '@/components/ui/table';
import { formatBytes } from '@/lib/catalog/messages/bytes';
import type { MonitoringPanel, PanelAlert } from '@/lib/data/monitoring/types';
import { DURATION_ALERT_MS, P95_WARNING_MS, SLO_THRESHOLDS, SUCCESS_RECOMMENDATION_BELOW } from '@/lib/monitoring/slo';
import { PanelTabs } from './panel-tabs';

type T = ReturnType<typeof useTranslations<'monitoring.panel'>>;

function Card({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <div className="rounded-lg border border-slate-200 p-3">
      <p className="text-xs text-slate-600">{label}</p>
      <p className="mt-1 text-xl font-semibold text-ink" data-testid={testId}>
        {value}
      </p>
    </div>
  );
}

function Figures({ items }: { items: readonly [string, ReactNode, string][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
      {items.map(([label, value, testId]) => (
        <div key={testId} className="flex justify-between gap-3 border-b border-slate-100 py-1 text-sm">
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-medium text-ink" data-testid={testId}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Overview({ panel, t }: { panel: MonitoringPanel; t: T }) {
  const format = useFormatter();
  const locale = useLocale();
  const ms = (value: number | null) => (value === null ? t('health.notMeasured') : t('units.ms', { value }));
  const { overview, health } = panel;
  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-4">
        <Card label={t('cards.p95')} value={ms(overview.p95Ms)} testId="card-p95" />
        <Card label={t('cards.successRate')} value={overview.successRate === null ? t('health.notMeasured') : t('units.percent', { value: overview.successRate })} testId="card-success" />
        <Card label={t('cards.errorCount')} value={format.number(overview.errorCount)} testId="card-errors" />
        <Card label={t('cards.activeAlerts')} value={format.number(overview.activeAlerts)} testId="card-alerts" />
      </div>
      <section>
        <h3 className="text-sm font-semibold text-ink">{t('health.title')}</h3>
        <div className="mt-2">
          <Figures
            items={[
              [t('health.avgApi'), ms(health.avgApiMs), 'health-api'],
              [t('health.pageLoad'), ms(health.pageLoadMs), 'health-lcp'],
              [t('health.jsBundle'), health.jsBundleBytes === null ? t('health.notMeasured') : formatBytes(health.jsBundleBytes, locale), 'health-js'],
              [t('health.partnerAccesses'), format.number(health.partnerAccesses), 'health-partner'],
              [t('health.unauthorized'), format.number(health.unauthorizedAttempts), 'health-unauthorized'],
              [t('health.lastViolation'), health.lastViolationAt ? format.dateTime(new Date(health.lastViolationAt), { dateStyle: 'medium', timeStyle: 'medium' }) : t('health.none'), 'health-violation'],
            ]}
          />
        </div>
      </section>
    </div>
  );
}

function Performance({ panel, t }: { panel: MonitoringPanel; t: T }) {
  const format = useFormatter();
  const n = (value: number | null) => (value === null ? '–' : format.number(value, { maximumFractionDigits: 1 }));
  return (
    <div className="space-y-4">
      {panel.metrics.length === 0 ? (
        <p className="text-sm text-slate-600">{t('performance.noMetrics')}</p>
      ) : (
        <Table caption={t('performance.caption')}>
          <TableHead>
            <Row>
              <ColumnHeader>{t('performance.metric')}</ColumnHeader>
              <ColumnHeader numeric>{t('performance.average')}</ColumnHeader>
              <ColumnHeader numeric>{t('performance.p95')}</ColumnHeader>
              <ColumnHeader numeric>{t('performance.minMax')}</ColumnHeader>
              <ColumnHeader numeric>{t('performance.count')}</ColumnHeader>
            </Row>
          </TableHead>
          <TableBody>
            {panel.metrics.map((metric) => (
              <Row key={metric.name} data-testid={`metric-${metric.name}`}>
                <RowHeader className="font-mono text-xs">{metric.name}</RowHeader>
                <Cell numeric>{n(metric.avg)}</Cell>
                <Cell numeric>{n(metric.p95)}</Cell>
                <Cell numeric>
                  {n(metric.min)} / {n(metric.max)}
                </Cell>
                <Cell numeric>{format.number(metric.count)}</Cell>
              </Row>
            ))}
          </TableBody>
        </Table>
      )}
      <section>
        <h3 className="text-sm font-semibold text-ink">{t('performance.recommendations')}</h3>
        {panel.recommendations.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">{t('performance.noRecommendations')}</p>
        ) : (
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm" data-testid="recommendations">
            {panel.recommendations.map((advice) => (
              <li key={advice.code}>{advice.text}</li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function Security({ panel, t }: { panel: MonitoringPanel; t: T }) {
  const format = useFormatter();
  const { partner, compliance } = panel.security;
  return (
    <div className="space-y-4">
      <section>
        <h3 className="text-sm font-semibold text-ink">{t('security.partnerTitle')}</h3>
        <div className="mt-2">
          <Figures
            items={[
              [t('security.checked'), format.number(partner.checked), 'partner-checked'],
              [t('security.denied'), format.number(partner.denied), 'partner-denied'],
              [t('security.alertsTriggered'), format.number(partner.alertsTriggered), 'partner-alerts'],
            ]}
          />
        </div>
        <p className="mt-2 text-sm text-slate-600">{t('security.enforced', { on: String(partner.enforced) })}</p>
      </section>
      <section>
        <h3 className="text-sm font-semibold text-ink">{t('security.complianceTitle')}</h3>
        <ul className="mt-2 space-y-1 text-sm">
          {compliance.map((item) => (
            <li key={item.key} className="flex justify-between gap-3 border-b border-slate-100 py-1" data-testid={`compliance-${item.key}`}>
              <span>{t(`security.items.${item.key}`)}</span>
              <span className={item.met ? 'font-medium text-emerald-700' : 'font-medium text-amber-700'}>{item.met ? t('security.met') : t('security.notMet')}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function AlertList({ heading, alerts, t }: { heading: string; alerts: readonly PanelAlert[]; t: T }) {
  const format = useFormatter();
  if (alerts.length === 0) return null;
  return (
    <section>
      <h3 className="text-sm font-semibold text-ink">{heading}</h3>
      <ul className="mt-1 space-y-2">
        {alerts.map((alert) => (
          <li key={alert.id} className="rounded-md border border-slate-200 p-2 text-sm" data-testid="alert">
            <p className="text-ink">{alert.text}</p>
            <p className="text-xs text-slate-600">
              {t('alerts.occurrences', { count: alert.occurrences, since: format.dateTime(new Date(alert.firstSeenAt), { dateStyle: 'medium', timeStyle: 'medium' }) })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Alerts({ panel, t }: { panel: MonitoringPanel; t: T }) {
  const critical = panel.alerts.filter((alert) => alert.severity === 'critical');
  const high = panel.alerts.filter((alert) => alert.severity === 'high');
  const other = panel.alerts.filter((alert) => alert.severity === 'medium');
  const lines: [string, number][] = [
    ['responseTimeMs', SLO_THRESHOLDS.responseTimeMs],
    ['successRate', SLO_THRESHOLDS.successRate],
    ['errorRate', SLO_THRESHOLDS.errorRate],
    ['availability', SLO_THRESHOLDS.availability],
    ['duration', DURATION_ALERT_MS],
    ['p95Warning', P95_WARNING_MS],
    ['successRecommendation', SUCCESS_RECOMMENDATION_BELOW],
  ];
  return (
    <div className="space-y-4">
      {panel.alerts.length === 0 ? (
        <p className="text-sm text-slate-600">{t('alerts.none')}</p>
      ) : (
        <>
          <AlertList heading={t('alerts.critical')} alerts={critical} t={t} />
          <AlertList heading={t('alerts.high')} alerts={high} t={t} />
          <AlertList heading={t('alerts.other')} alerts={other} t={t} />
        </>
      )}
      <section>
        <h3 className="text-sm font-semibold text-ink">{t('alerts.thresholds')}</h3>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {lines.map(([key, value]) => (
            <li key={key}>{t(`alerts.thresholdLines.${key}` as 'alerts.thresholdLines.duration', { value })}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** The four tabs of the panel (spec §2), drawn from one answer of the panel route. */
export function PanelView({ panel }: { panel: MonitoringPanel }) {
  const t = useTranslations('monitoring.panel');
  const format = useFormatter();
  return (
    <PanelTabs
      label={t('tabsLabel')}
      tabs={[
        { key: 'overview', label: t('tabs.overview'), content: <Overview panel={panel} t={t} /> },
        { key: 'performance', label: t('tabs.performance'), content: <Performance panel={panel} t={t} /> },
        { key: 'security', label: t('tabs.security'), content: <Security panel={panel} t={t} /> },
        {
          key: 'alerts',
          label: (
            <>
              {t('tabs.alerts')}{' '}
              <span className="ml-1 rounded-full bg-slate-200 px-2 text-xs" data-testid="alerts-badge">
                {format.number(panel.alerts.length)}
              </span>
            </>
          ),
          content: <Alerts panel={panel} t={t} />,
        },
      ]}
    />
  );
}
