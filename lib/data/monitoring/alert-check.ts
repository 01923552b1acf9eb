import { asService, type Db } from '@/lib/db';
import { alertsFor, DURATION_ALERT_MS, isDurationMetric, UNMEASURED } from '@/lib/monitoring/slo';
import { raiseAlerts, settleAlerts, type RaiseOptions, type RaiseOutcome } from './alerts';
import { serviceFigures } from './figures';
import type { MetricEntry } from './types';

const HOUR_MS = 3_600_000;

/**
 * The objectives over the last hour, as the server (decision 0020): a broken one opens or counts its
 * incident; incidents quiet for 10 minutes are resolved. Run on a timer by the server process.
 */
export async function checkObjectives(db: Db, options: RaiseOptions): Promise<{ raised: RaiseOutcome[]; resolved: number }> {
  const now = options.now ?? new Date();
  const figures = await asService((tx) => serviceFigures(tx, new Date(now.getTime() - HOUR_MS), now), db);
  const raised = await raiseAlerts(db, alertsFor(figures, []), { ...options, now });
  return { raised, resolved: await settleAlerts(db, now) };
}

/**
 * The duration metrics of a batch just written (lib/monitoring's buffer hands each batch over):
 * any above 3,000 ms opens or counts its incident. Looking at the batch, not the table, sees every
 * value exactly once, whichever process wrote it (the server, a worker).
 */
export async function checkDurations(db: Db, entries: readonly MetricEntry[], options: RaiseOptions): Promise<RaiseOutcome[]> {
  const slow = entries
    .filter((entry) => isDurationMetric(entry.name) && entry.value > DURATION_ALERT_MS)
    .map((entry) => ({
      name: entry.name,
      valueMs: entry.value,
      tags: Object.fromEntries(Object.entries(entry.tags).map(([key, value]) => [key, String(value)])),
    }));
  if (slow.length === 0) return [];
  return raiseAlerts(db, alertsFor(UNMEASURED, slow), options);
}
