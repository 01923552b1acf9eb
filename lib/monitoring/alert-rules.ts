import 'server-only';
import { serverConfig } from '@/lib/config';
import { getDb, type Db } from '@/lib/db';
import { checkDurations, checkObjectives, raiseAlerts, type MetricEntry, type RaiseOptions } from '@/lib/data/monitoring';
import { mailerFromEnv } from '@/lib/jobs/mailer';
import { localizedPath, siteOrigin } from '@/lib/site';
import type { AlertDraft } from './slo';
import { monitoringOn } from './telemetry';

/** How often the server checks the objectives (a broken one is mailed within this, plus a flush). */
export const OBJECTIVES_CHECK_MS = 15_000;

function raiseOptions(): RaiseOptions {
  const { alerts } = serverConfig().monitoring;
  const locale = alerts.locale ?? 'en';
  return {
    mailer: mailerFromEnv(),
    mailboxes: { ops: alerts.ops, security: alerts.security, performance: alerts.performance },
    locale,
    link: `${siteOrigin()}${localizedPath(locale, '/dashboard')}`,
  };
}

function complain(error: unknown): void {
  console.error('partsmith monitoring: the alert rules could not run this time:', error);
}

// On globalThis: Next bundles server modules more than once.
const TIMER_KEY = Symbol.for('partsmith.alertRulesTimer');
type Holder = { [TIMER_KEY]?: ReturnType<typeof setInterval> };

/**
 * The alert rules of decision 0020 for this process. `onMetricsWritten` goes to the telemetry buffer
 * (every process that writes metrics judges its own durations); `watchObjectives` starts the server's
 * timer. Nothing runs with monitoring off; a failing check is logged, never thrown.
 */
export function alertRules(db?: Db) {
  const database = () => (db ? Promise.resolve(db) : getDb());
  return {
    onMetricsWritten(entries: readonly MetricEntry[]): void {
      if (!monitoringOn()) return;
      void database()
        .then((open) => checkDurations(open, entries, raiseOptions()))
        .catch(complain);
    },
    watchObjectives(): void {
      const holder = globalThis as Holder;
      if (holder[TIMER_KEY]) return;
      let running = false;
      holder[TIMER_KEY] = setInterval(() => {
        if (running || !monitoringOn()) return;
        running = true;
        void database()
          .then((open) => checkObjectives(open, raiseOptions()))
          .catch(complain)
          .finally(() => {
            running = false;
          });
      }, OBJECTIVES_CHECK_MS);
      holder[TIMER_KEY].unref?.();
    },
  };
}

/**
 * Raises one alert now, from code that saw something wrong as it happened (a security rule's
 * refusal): stored and mailed like the rules' own, whether or not the monitoring panel is on — a
 * security incident must not go unheard because a dashboard is switched off. Never throws.
 */
export async function raiseAlertNow(draft: AlertDraft, db?: Db): Promise<void> {
  try {
    await raiseAlerts(db ?? (await getDb()), [draft], raiseOptions());
  } catch (error) {
    complain(error);
  }
}
