/**
 * Reads what the e2e server recorded about requests and metrics since a moment, through its
 * database socket, as the server wrote it (rows) and as a platform administrator's loader computes it
 * (the snapshot's count of requests in the last hour). Run by tests/e2e/monitoring.spec.ts in a child process with
 * PARTSMITH_DATA_DIR set to the server's data folder:
 *
 *   node --import ./scripts/server-only-hook.mjs --import tsx tests/e2e/monitoring-rows-run.ts <since ISO> <admin email>
 *
 * Prints one line of JSON: { requests, metrics, lastHourRequests, adminId }.
 */
import { asService, closeDb, getDb } from '@/lib/db';
import { findAccountByEmail } from '@/lib/data/accounts';
import { loadMonitoringSnapshot } from '@/lib/data/monitoring';

const [since, adminEmail] = process.argv.slice(2);
if (!since || !adminEmail) throw new Error('usage: monitoring-rows-run.ts <since ISO> <admin email>');

const db = await getDb();
try {
  const admin = await asService((tx) => findAccountByEmail(tx, adminEmail), db);
  if (!admin) throw new Error(`no account ${adminEmail}`);
  const { requests, metrics } = await asService(async (tx) => ({
    requests: await tx.query(
      `select endpoint, method, status, user_id as "userId", error, metadata from public.request_logs where "timestamp" >= $1 order by "timestamp"`,
      [since],
    ),
    metrics: await tx.query(`select name, value, tags from public.custom_metrics where "timestamp" >= $1 order by "timestamp"`, [since]),
  }), db);
  const snapshot = await loadMonitoringSnapshot({ sub: admin.id, email: adminEmail }, { db });
  if (!snapshot.ok) throw new Error(snapshot.message);
  process.stdout.write(`${JSON.stringify({ requests, metrics, lastHourRequests: snapshot.snapshot.lastHour.requests, adminId: admin.id })}\n`);
} finally {
  await closeDb();
}
