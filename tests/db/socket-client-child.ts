/**
 * Run by socket-sharing.test.ts as a separate process, the way the CLI or a worker runs beside the
 * app: it finds the embedded database held by the test process (PARTSMITH_DATA_DIR) and works
 * through its Unix socket. Prints one JSON line with what it saw.
 */
import postgres from 'postgres';
import { asService, closeDb, getDb } from '@/lib/db';
import { findAccountByEmail, setAccountStatus } from '@/lib/data/accounts';

const [email, note] = process.argv.slice(2);
const dataDir = process.env.PARTSMITH_DATA_DIR;
if (!email || !note || !dataDir) throw new Error('usage: PARTSMITH_DATA_DIR=… socket-client-child.ts <email> <note>');

// The plain driver, the way psql would: `host` is the directory holding .s.PGSQL.5432.
const sql = postgres({ host: dataDir, port: 5432, user: 'postgres', database: 'postgres', prepare: false, max: 1 });
await sql`insert into public.contact_submissions (name, email, message) values ('Child', 'child@example.test', ${note})`;
await sql.end();

// The application's own path: getDb() must notice the live socket and not open PGlite itself.
const db = await getDb();
const account = await asService((tx) => findAccountByEmail(tx, email));
const outcome = account
  ? await asService((tx) => setAccountStatus(tx, { userId: account.id, status: 'active', reason: 'approved from another process' }))
  : null;
console.log(JSON.stringify({ backend: db.backend, approved: outcome?.ok ?? false }));
await closeDb();
