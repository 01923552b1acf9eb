/**
 * A release from the database as the engine's `ReferenceSet`: the stored rows are paged out in key
 * order (keyset paging on each table's primary key, so every page is an index range scan) and fed to
 * the same `createReferenceBuilder` the file loader uses. Only one page is held at a time; the
 * builder keeps what it keeps when loading from files.
 */

import { createReferenceBuilder, type ReferenceSet, type RowSink } from '@/lib/catalog/reference';
import { render, say, type Said } from '@/lib/catalog/messages';
import type { Finding } from '@/lib/catalog';
import type { Queryable, Refusal } from '@/lib/db';
import { getReferenceRelease, latestReadyRelease, type ReferenceRelease } from './releases';
import { ATTRIBUTE_TABLES, STORED_TABLES, attributeTable, type StoredTable } from './stored-tables';

/** Rows per page: big enough that round trips do not matter, small enough to stay a few MB. */
const PAGE_ROWS = 20_000;
/** Below every integer key, so the first page starts at the beginning. */
const BEFORE_FIRST = -2_147_483_649;

export interface ReferenceFromDb {
  reference: ReferenceSet;
  findings: Finding[];
  release: ReferenceRelease;
}

/**
 * Feeds every row of one stored table of a release to a builder sink, page by page. A page comes back
 * as one row of arrays (`array_agg` per column): a driver turns 20,000 rows into 20,000 objects ten
 * times slower than it parses a few arrays.
 */
async function streamTable(tx: Queryable, releaseId: number, spec: StoredTable, sink: RowSink, tag?: string): Promise<void> {
  const { key } = spec;
  const names = spec.columns.map((c) => c.column);
  const arrays = names.map((name, i) => `array_agg(${name}::text order by ${key}) as c${i}`).join(', ');
  const tagged = tag ? ' and table_name = $4' : '';
  const text =
    `select count(*)::int as n, max(${key}) as last, ${arrays} from (` +
    `select * from reference.${spec.dbTable} where release_id = $1 and ${key} > $2::bigint${tagged} ` +
    `order by ${key} limit $3) page`;
  let after = BEFORE_FIRST;
  for (;;) {
    const [page] = await tx.query(text, tag ? [releaseId, after, PAGE_ROWS, tag] : [releaseId, after, PAGE_ROWS]);
    const n = Number(page?.n ?? 0);
    if (n === 0) return;
    const columns = names.map((_, i) => page![`c${i}`] as (string | null)[]);
    for (let r = 0; r < n; r++) {
      // The builder reads text, as from a file: a missing optional value is an empty field.
      sink(columns.map((values) => values[r] ?? ''));
    }
    if (n < PAGE_ROWS) return;
    after = Number(page!.last);
  }
}

/** Why no release can be loaded: English for logs and the CLI, and as a text for other readers. */
export type ReleaseRefusal = Refusal & { code: 'not_found'; said: Said };

const notFound = (said: Said): ReleaseRefusal => ({ ok: false, code: 'not_found', message: render(said), said });

/**
 * Loads a ready release — the one given, or the newest shared one (`latestReadyRelease`) — into a `ReferenceSet`. Run it in a
 * scope whose role may read reference data (an active user, or service_role), or on the owner
 * connection. Refuses with `not_found` when there is no such ready release.
 */
export async function loadReferenceSetFromDb(tx: Queryable, releaseId?: number): Promise<({ ok: true } & ReferenceFromDb) | ReleaseRefusal> {
  const release = releaseId === undefined ? await latestReadyRelease(tx) : await getReferenceRelease(tx, releaseId);
  if (!release) {
    return notFound(releaseId === undefined ? say('reference.release.noneImported') : say('reference.release.missing', { release: String(releaseId) }));
  }
  if (release.status !== 'ready') return notFound(say('reference.release.notReady', { release: String(release.id), status: release.status }));

  const builder = createReferenceBuilder({
    source: `reference release ${release.id} (${release.source})`,
    sourceSaid: say('reference.release.source', { release: String(release.id), source: release.source }),
    demo: release.demo,
  });
  for (const display of Object.keys(release.rowCounts)) {
    const table = display.toLowerCase();
    const attributeId = ATTRIBUTE_TABLES.get(table);
    const spec = STORED_TABLES.get(table) ?? (attributeId ? attributeTable(table, attributeId) : undefined);
    const origin = `reference release ${release.id}, table ${display}`;
    if (!spec) {
      // The Version table: the release row holds what it said.
      const sink = builder.openTable(display, ['versiondate', 'demo'], origin);
      sink?.([release.versionDate ?? '', release.demo ? 'Y' : 'N']);
      builder.closeTable(display);
      continue;
    }
    const sink = builder.openTable(display, spec.columns.map((c) => c.source), origin);
    if (!sink) continue;
    await streamTable(tx, release.id, spec, sink, attributeId ? table : undefined);
    builder.closeTable(display);
  }
  const { reference, findings } = builder.finish({ versionDate: release.versionDate });
  return { ok: true, reference, findings, release };
}
