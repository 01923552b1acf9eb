import { createTranslator, hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import { serverConfig } from '@/lib/config';
import { withUser, type Db, type Outcome, type UserClaims } from '@/lib/db';
import { checkSlos, recommendationsFor } from '@/lib/monitoring/slo';
// The audit's file, not the area's index: the guard there raises alerts through this area (a loop).
import { countPartnerAccess } from '../partner-access/audit';
import { alertLine } from './alert-text';
import { openAlerts } from './alerts';
import { requestHealth, serviceFigures } from './figures';
import type { ComplianceItem, MonitoringPanel, PanelMetric } from './panel-types';
import { loadMonitoringSnapshot } from './snapshot';
import { MONITORING_RETENTION_DAYS } from './types';

const HOUR_MS = 3_600_000;
/** Spec §2: the Performance tab lists up to 10 metrics. */
const PANEL_METRICS = 10;

async function recommendationTexts(locale: string, advice: ReturnType<typeof recommendationsFor>) {
  const known = hasLocale(routing.locales, locale) ? locale : routing.defaultLocale;
  const messages = (await import(`../../../messages/areas/monitoring/${known}.json`)).default as Record<string, unknown>;
  const t = createTranslator({ locale: known, messages, namespace: 'recommendations' as never }) as unknown as (key: string, values: Record<string, number>) => string;
  return advice.map((item) => ({ ...item, text: t(item.code, item.params) }));
}

/**
 * What the monitoring panel shows (spec §2), for a platform administrator, in `locale`: the snapshot's
 * figures (snapshot.ts checks the caller), the objectives over the last hour, the health summary,
 * up to 10 metrics, the recommendations, the security counts and checklist, and the open alerts.
 */
export async function loadMonitoringPanel(
  claims: UserClaims,
  options: { db?: Db; now?: Date; locale: string },
): Promise<Outcome<{ panel: MonitoringPanel }>> {
  const now = options.now ?? new Date();
  const loaded = await loadMonitoringSnapshot(claims, { db: options.db, now });
  if (!loaded.ok) return loaded;
  const { snapshot } = loaded;
  const lastHour = new Date(now.getTime() - HOUR_MS);
  const lastDay = new Date(now.getTime() - 24 * HOUR_MS);
  const read = await withUser(
    claims,
    async (tx) => ({
      figures: await serviceFigures(tx, lastHour, now),
      health: await requestHealth(tx, lastDay, now),
      alerts: await openAlerts(tx),
      partner: await countPartnerAccess(tx),
      lastAlert: (await tx.query<{ at: Date | null }>(`select max(first_seen_at) as at from public.monitoring_alerts`))[0]?.at ?? null,
      controls: (
        await tx.query<{ unprotected: number; stale: boolean }>(
          `select (select count(*)::int from pg_class c join pg_namespace n on n.oid = c.relnamespace
                    where n.nspname = 'public' and c.relkind in ('r', 'p')
                      and not (c.relrowsecurity and c.relforcerowsecurity)) as unprotected,
                  exists (select 1 from public.request_logs
                           where "timestamp" < $1::timestamptz - make_interval(days => $2 + 1)) as stale`,
          [now.toISOString(), MONITORING_RETENTION_DAYS],
        )
      )[0],
    }),
    options.db,
  );
  const config = serverConfig();
  const partner = { checked: read.partner.total, denied: read.partner.denied, alertsTriggered: read.partner.alerts, enforced: config.partnerData.checkEnabled };
  const metric = (name: string) => snapshot.metrics.find((m) => m.name === name);
  const metrics: PanelMetric[] = [...snapshot.metrics]
    .sort((a, b) => b.lastAt.localeCompare(a.lastAt) || a.name.localeCompare(b.name))
    .slice(0, PANEL_METRICS)
    .map(({ name, count, avg, p95, min, max, lastAt }) => ({ name, count, avg, p95, min, max, lastAt }));
  const compliance: ComplianceItem[] = [
    // Measured, not asserted: every table in public has RLS on and forced; no request log outlived
    // the retention period (plus a day for the daily job).
    { key: 'rowLevelSecurity', met: read.controls?.unprotected === 0 },
    { key: 'partnerRule', met: partner.enforced },
    { key: 'errorReporting', met: Boolean(config.monitoring.dsn) },
    { key: 'requestLogRetention', met: read.controls?.stale === false },
    { key: 'alertMailboxes', met: !Object.values(config.monitoring.alerts).some((box) => typeof box === 'string' && box.endsWith('@partsmith.example')) },
  ];
  const panel: MonitoringPanel = {
    generatedAt: snapshot.generatedAt,
    slos: checkSlos(read.figures),
    overview: {
      p95Ms: snapshot.lastHour.p95Ms,
      successRate: snapshot.lastHour.successRate,
      errorCount: snapshot.errorCount,
      activeAlerts: read.alerts.length,
    },
    health: {
      avgApiMs: read.health.avgApiMs,
      pageLoadMs: metric('web_vitals.lcp')?.avg ?? null,
      jsBundleBytes: metric('page.js_bytes')?.values[0] ?? null,
      partnerAccesses: partner.checked,
      unauthorizedAttempts: read.health.unauthorizedAttempts,
      lastViolationAt: read.lastAlert ? new Date(read.lastAlert).toISOString() : null,
    },
    metrics,
    recommendations: await recommendationTexts(options.locale, recommendationsFor(read.figures)),
    security: { partner, compliance },
    alerts: await Promise.all(
      read.alerts.map(async (alert) => ({
        id: alert.id,
        severity: alert.severity,
        text: await alertLine(alert, options.locale),
        occurrences: alert.occurrences,
        firstSeenAt: alert.firstSeenAt.toISOString(),
        lastSeenAt: alert.lastSeenAt.toISOString(),
      })),
    ),
  };
  return { ok: true, panel };
}
