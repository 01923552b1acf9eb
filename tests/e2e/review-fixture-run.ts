/**
 * Puts a finished conversion with held rows into the e2e server's database, the way the upload
 * page and its server action would: `submitUpload` then `submitConversion` as the given account
 * (RLS and role checks apply), then waits for the server's in-app worker to finish the job.
 * Run by tests/e2e/review-fixture.ts in a child process with PARTSMITH_DATA_DIR set to the
 * server's data folder: it reaches the embedded database through the server's socket.
 *
 *   node --import ./scripts/server-only-hook.mjs --import tsx tests/e2e/review-fixture-run.ts <email> <workspace slug | -> <file> <brand>
 *
 * Prints one line of JSON: { conversionId, workspaceId, status }.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { asService, closeDb, getDb, withUser } from '@/lib/db';
import { createPersonalWorkspace, findAccountByEmail } from '@/lib/data/accounts';
import { getWorkspaceBySlug } from '@/lib/data/workspaces';
import { startBoss, submitConversion, submitUpload } from '@/lib/jobs';
import { getConversion } from '@/lib/data/catalogs';

const [email, slug, file, brand = 'BKMN'] = process.argv.slice(2);
if (!email || !slug || !file) throw new Error('usage: review-fixture-run.ts <email> <workspace slug | -> <file> [brand]');

const db = await getDb();
// Queue only: the server's own workers run the job; no maintenance or schedules from here.
const boss = await startBoss(db, { supervise: false, schedule: false });
try {
  const account = await asService((tx) => findAccountByEmail(tx, email), db);
  if (!account) throw new Error(`no account ${email}`);
  const claims = { sub: account.id, email };
  const workspaceId =
    slug === '-'
      ? await asService((tx) => createPersonalWorkspace(tx, account.id), db)
      : (await asService((tx) => getWorkspaceBySlug(tx, slug), db))?.id;
  if (!workspaceId) throw new Error(`no workspace ${slug}`);

  const upload = await submitUpload(claims, { workspaceId, fileName: path.basename(file), body: new Uint8Array(await readFile(file)) }, { db, boss });
  if (!upload.ok) throw new Error(`upload refused: ${upload.code}: ${upload.message}`);
  const started = await submitConversion(claims, { workspaceId, uploadId: upload.upload.id, brand }, { db, boss });
  if (!started.ok) throw new Error(`conversion refused: ${started.code}: ${started.message}`);

  const deadline = Date.now() + 60_000;
  let status: string = started.conversion.status;
  while (status !== 'succeeded' && status !== 'failed' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    status = (await withUser(claims, (tx) => getConversion(tx, started.conversion.id), db))?.status ?? 'missing';
  }
  process.stdout.write(`${JSON.stringify({ conversionId: started.conversion.id, workspaceId, status })}\n`);
} finally {
  await boss.stop({ graceful: false, wait: true });
  await closeDb();
}
