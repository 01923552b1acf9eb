import type PgBoss from 'pg-boss';
import type { Db } from '@/lib/db';

/** pg-boss's installation and migration scripts: BEGIN; …statements…; COMMIT; */
const TRANSACTION_SCRIPT = /^\s*BEGIN\s*;([\s\S]*?);?\s*COMMIT\s*;?\s*$/i;

/**
 * pg-boss on our `Db`, so it runs wherever the app's database is: PGlite in this process, PGlite
 * through the embedded socket, or Postgres. pg-boss sends single statements with parameters, and
 * (installing or migrating its schema, under an advisory lock) scripts of several statements in
 * BEGIN … COMMIT without parameters, whose results it does not read. Those run as `exec` inside
 * `db.transaction`: postgres.js refuses a bare BEGIN on a pooled connection, and a transaction of
 * our own keeps the script on one connection either way.
 */
export function bossDb(db: Db): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values === undefined || values.length === 0) {
        const script = TRANSACTION_SCRIPT.exec(text);
        if (script) {
          await db.transaction((tx) => tx.exec(script[1]!));
          return { rows: [] };
        }
        if (isScript(text)) {
          await db.exec(text);
          return { rows: [] };
        }
      }
      // pg-boss passes unset options as undefined (node-postgres sends them as NULL); postgres.js,
      // used through the embedded socket and for Postgres, refuses undefined parameters.
      return { rows: await db.query(text, (values ?? []).map((v) => (v === undefined ? null : v))) };
    },
  };
}

/** More than one statement: a `;` followed by more SQL (pg-boss's own SQL has no `;` in literals). */
function isScript(text: string): boolean {
  return text.trim().replace(/;\s*$/, '').includes(';');
}
