import path from 'node:path';
import { defineConfig } from 'drizzle-kit';

/**
 * drizzle-kit reads lib/db/schema.ts; the hand-written SQL in supabase/migrations is the source of
 * truth (RLS, triggers, functions exist only there). Use drizzle-kit to *draft* a migration
 * (`npx drizzle-kit generate --custom --name <what>` makes an empty, Supabase-named file), to check
 * for drift (`npx drizzle-kit pull`), or to browse (`npx drizzle-kit studio`). Apply migrations with
 * `npm run db:migrate` or `supabase db push` — never `drizzle-kit migrate`/`push`, which keep their
 * own bookkeeping and know nothing of the policies.
 *
 * Without DATABASE_URL it talks to the embedded database through its socket in the data directory
 * (start the app first), never by opening the PGlite folder a running app holds.
 */
const dataDir = path.resolve(process.env.PARTSMITH_DATA_DIR || '.data');

export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/db/schema.ts',
  out: './supabase/migrations',
  migrations: { prefix: 'supabase' },
  schemaFilter: ['public'],
  entities: { roles: { provider: 'supabase' } },
  dbCredentials: process.env.DATABASE_URL
    ? { url: process.env.DATABASE_URL }
    : { host: dataDir, port: 5432, user: 'postgres', database: 'postgres', ssl: false },
});
