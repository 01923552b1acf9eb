/**
 * `importReferenceRelease`: the demo delivery into the `reference` schema, re-imports, and deliveries
 * that must not go in — each leaving the release before them as the one in use.
 */
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findingMessage } from '@/lib/catalog/messages';
import { demoReferenceDir } from '@/lib/catalog/reference';
import { hashDelivery, importReferenceRelease, latestReadyRelease, listReferenceReleases, STORED_TABLES } from '@/lib/data/reference';
import { asService } from '@/lib/db/scopes';
import { closeTemplate, freshDb, type TestDb } from './harness';

const DEMO = demoReferenceDir();
let scratch: string;
let db: TestDb;

/** Data lines per table of the demo files, keyed as the delivery spells the table. */
async function demoFileCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const file of await readdir(DEMO)) {
    if (!file.endsWith('.txt')) continue;
    const lines = (await readFile(path.join(DEMO, file), 'utf8')).split(/\r?\n/).filter((l) => l !== '');
    counts[file.replace(/^\d{8}_/, '').replace(/\.txt$/, '')] = lines.length - 1;
  }
  return counts;
}

/** A copy of the demo delivery whose table file is changed by `edit`. */
async function brokenCopy(table: string, edit: (text: string) => string): Promise<string> {
  const dir = await mkdtemp(path.join(scratch, 'broken-'));
  await cp(DEMO, dir, { recursive: true });
  const file = path.join(dir, `20260101_${table}.txt`);
  await writeFile(file, edit(await readFile(file, 'utf8')));
  return dir;
}

const count = async (sql: string, params: unknown[] = []) =>
  Number((await asService((tx) => tx.query<{ n: number }>(sql, params), db))[0]!.n);

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'partsmith-reference-'));
});
beforeEach(async () => {
  db = await freshDb();
});
afterEach(async () => {
  await db.close();
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
  await closeTemplate();
});

describe('importing the demo delivery', () => {
  it('fills every table the engine reads, with as many rows as the files have', async () => {
    const imported = await importReferenceRelease(db, DEMO, { source: 'demo set', importedBy: 'test' });
    if (!imported.ok) throw new Error(imported.message);
    expect(imported.skipped).toBe(false);

    const files = await demoFileCounts();
    const { VehicleType, Year, ...used } = files;
    expect(VehicleType).toBeGreaterThan(0);
    expect(Year).toBeGreaterThan(0);
    expect(imported.rows).toEqual(used);
    expect(imported.ignoredTables).toEqual(['VehicleType', 'Year']);
    expect(imported.findings).toEqual([]);

    const { release } = imported;
    expect(release).toMatchObject({
      status: 'ready',
      source: 'demo set',
      versionDate: '2026-01-01',
      demo: true,
      importedBy: 'test',
      error: null,
    });
    expect(release.sha256).toMatch(/^[0-9a-f]{64}$/);

    for (const [display, rows] of Object.entries(used)) {
      const spec = STORED_TABLES.get(display.toLowerCase());
      if (!spec) continue; // Version lives on the release; attribute tables are checked below
      expect(await count(`select count(*) as n from reference.${spec.dbTable} where release_id = $1`, [release.id]), display).toBe(rows);
    }
    expect(await count(`select count(*) as n from reference.attribute_ids where release_id = $1 and table_name = 'region'`, [release.id])).toBe(
      files.Region,
    );
    // Values arrive typed, trimmed and with empty optional fields as NULL.
    const [ford] = await asService((tx) => tx.query('select make_name from reference.make where release_id = $1 and make_id = 9001', [release.id]), db);
    expect(ford).toEqual({ make_name: 'Ford' });
    const [engine] = await asService(
      (tx) => tx.query('select liter::text, cylinders::int, block_type from reference.engine_base where release_id = $1 and engine_base_id = 8101', [release.id]),
      db,
    );
    expect(engine).toEqual({ liter: '4.9', cylinders: 6, block_type: 'L' });
  });

  it('skips a re-import of the same delivery, from a zip or a moved folder alike', async () => {
    const first = await importReferenceRelease(db, DEMO);
    if (!first.ok) throw new Error(first.message);
    const again = await importReferenceRelease(db, DEMO, { source: 'another name' });
    expect(again).toMatchObject({ ok: true, skipped: true, release: { id: first.release.id, source: DEMO } });

    // The same tables elsewhere, with a README that is not part of the delivery: the same release.
    const moved = path.join(scratch, 'moved-demo');
    await cp(DEMO, moved, { recursive: true });
    await writeFile(path.join(moved, 'NOTES.md'), 'copied for a test');
    expect(await importReferenceRelease(db, moved)).toMatchObject({ ok: true, skipped: true, release: { id: first.release.id } });

    expect(await listReferenceReleases(db)).toHaveLength(1);
    expect(await count('select count(*) as n from reference.vehicle')).toBe(first.rows.Vehicle);
  });

  it('imports a zip of the delivery as its own release, identified by the zip bytes', async () => {
    const entries: Record<string, Uint8Array> = {};
    for (const file of await readdir(DEMO)) {
      if (file.endsWith('.txt')) entries[`vcdb/${file}`] = await readFile(path.join(DEMO, file));
    }
    const zip = path.join(scratch, 'demo.zip');
    await writeFile(zip, zipSync(entries));

    const hashed = await hashDelivery(zip);
    expect(hashed).toMatchObject({ ok: true, kind: 'zip' });
    const fromZip = await importReferenceRelease(db, zip);
    if (!fromZip.ok) throw new Error(fromZip.message);
    expect(fromZip.release.sha256).toBe(hashed.ok && hashed.sha256);
    const fromFolder = await importReferenceRelease(db, DEMO);
    if (!fromFolder.ok) throw new Error(fromFolder.message);
    expect(fromFolder.skipped).toBe(false);
    expect(fromZip.rows).toEqual(fromFolder.rows);
    expect((await latestReadyRelease(db))?.id).toBe(fromFolder.release.id);
  });
});

describe('a delivery that cannot be imported', () => {
  async function importDemoFirst() {
    const demo = await importReferenceRelease(db, DEMO);
    if (!demo.ok) throw new Error(demo.message);
    return demo;
  }

  /** The demo release is still the one in use, with all its rows, and nothing else has rows. */
  async function expectOnlyDemoRows(demoId: number, vehicles: number) {
    expect((await latestReadyRelease(db))?.id).toBe(demoId);
    expect(await count('select count(*) as n from reference.vehicle where release_id = $1', [demoId])).toBe(vehicles);
    expect(await count('select count(*) as n from reference.vehicle where release_id <> $1', [demoId])).toBe(0);
    expect(await count('select count(*) as n from reference.make where release_id <> $1', [demoId])).toBe(0);
  }

  it('fails on a malformed row, naming file, line and column, and leaves the previous release in use', async () => {
    const demo = await importDemoFirst();
    // Line 5 of Vehicle gets a BaseVehicleID that is not a number; the tables read before it went in
    // (in the same transaction) and must be gone again.
    const broken = await brokenCopy('Vehicle', (text) => {
      const lines = text.split('\r\n');
      lines[4] = lines[4]!.replace(/^(\d+)\|\d+\|/, '$1|31x0001|');
      return lines.join('\r\n');
    });
    const outcome = await importReferenceRelease(db, broken, { source: 'broken copy' });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.code).toBe('invalid');
    expect(outcome.message).toContain('Vehicle (20260101_Vehicle.txt) line 5: BaseVehicleID "31x0001" is not a whole number');
    expect(outcome.findings[0]).toMatchObject({ code: 'REFERENCE_IMPORT_INVALID', row: 5, column: 'BaseVehicleID', file: '20260101_Vehicle.txt' });
    // Said again in the reader's language from its text and parameters, the reason included.
    expect(findingMessage(outcome.findings[0]!, 'de')).toBe(
      'Vehicle (20260101_Vehicle.txt) Zeile 5: BaseVehicleID "31x0001" ist keine ganze Zahl. Korrigieren oder exportieren Sie die Datei erneut; es wurde nichts importiert.',
    );
    expect(outcome.release).toMatchObject({ status: 'failed', source: 'broken copy', rowCounts: {} });
    expect(outcome.release?.error).toContain('line 5');

    await expectOnlyDemoRows(demo.release.id, demo.rows.Vehicle!);
    const statuses = (await listReferenceReleases(db)).map((r) => [r.id, r.status]);
    expect(statuses).toEqual([
      [outcome.release!.id, 'failed'],
      [demo.release.id, 'ready'],
    ]);
  });

  it('fails on a table without a required column', async () => {
    const demo = await importDemoFirst();
    const broken = await brokenCopy('BaseVehicle', (text) => text.replace('BaseVehicleID|YearID|MakeID|ModelID', 'BaseVehicleID|Year|MakeID|ModelID'));
    const outcome = await importReferenceRelease(db, broken);
    expect(outcome).toMatchObject({ ok: false, code: 'invalid' });
    expect(!outcome.ok && outcome.message).toContain('Table BaseVehicle (20260101_BaseVehicle.txt) lacks column(s) yearid');
    expect(!outcome.ok && findingMessage(outcome.findings[0]!, 'fr')).toContain('La table BaseVehicle (20260101_BaseVehicle.txt) n’a pas la ou les colonnes yearid.');
    await expectOnlyDemoRows(demo.release.id, demo.rows.Vehicle!);
  });

  it('fails on a row with a field too many or too few', async () => {
    const demo = await importDemoFirst();
    const broken = await brokenCopy('Make', (text) => text.replace('9002|Chevrolet', '9002|Chevrolet|GM'));
    const outcome = await importReferenceRelease(db, broken);
    expect(!outcome.ok && outcome.message).toContain('Make (20260101_Make.txt) line 3: has 3 fields where the header has 2');
    expect(!outcome.ok && findingMessage(outcome.findings[0]!, 'it')).toContain('Make (20260101_Make.txt) riga 3: ha 3 campi mentre l’intestazione ne ha 2.');
    await expectOnlyDemoRows(demo.release.id, demo.rows.Vehicle!);
  });

  it('fails when the database finds an ID twice, naming table and ID', async () => {
    const demo = await importDemoFirst();
    const broken = await brokenCopy('Vehicle', (text) => `${text.trimEnd()}\r\n5100001|310001|7001|9901|4\r\n`);
    const outcome = await importReferenceRelease(db, broken);
    expect(outcome).toMatchObject({ ok: false, code: 'invalid' });
    expect(!outcome.ok && outcome.message).toContain('Table vehicle of the delivery lists vehicleid 5100001 twice');
    expect(!outcome.ok && findingMessage(outcome.findings[0]!, 'es')).toContain('La tabla vehicle de la entrega contiene vehicleid 5100001 dos veces');
    await expectOnlyDemoRows(demo.release.id, demo.rows.Vehicle!);
  });

  it('fails without recording a release when the path is not a delivery', async () => {
    const notZip = path.join(scratch, 'not-a-zip.txt');
    await writeFile(notZip, 'MakeID|MakeName\n1|A\n');
    const missing = await importReferenceRelease(db, path.join(scratch, 'nowhere'));
    const wrongKind = await importReferenceRelease(db, notZip);
    expect(!missing.ok && missing.message).toMatch(/nowhere cannot be read: it does not exist/);
    expect(!wrongKind.ok && wrongKind.message).toMatch(/not-a-zip\.txt cannot be read: it is neither a folder nor a zip file/);
    expect(!missing.ok && findingMessage(missing.findings[0]!, 'de')).toMatch(/Die Referenzlieferung .*nowhere kann nicht gelesen werden: sie existiert nicht\./);
    expect(await listReferenceReleases(db)).toEqual([]);
  });

  it('fails for a folder without any table the engine uses', async () => {
    const empty = await mkdtemp(path.join(scratch, 'empty-'));
    await writeFile(path.join(empty, '20260101_Year.txt'), 'YearID\r\n2020\r\n');
    const outcome = await importReferenceRelease(db, empty);
    expect(!outcome.ok && outcome.message).toContain('holds no Auto Care table the engine uses');
    expect(!outcome.ok && findingMessage(outcome.findings[0]!, 'de')).toContain('enthält keine Auto-Care-Tabelle, die Partsmith verwendet');
    expect((await listReferenceReleases(db)).map((r) => r.status)).toEqual(['failed']);
  });
});

describe('a delivery with only some tables', () => {
  it('imports them and warns what cannot be checked without the others', async () => {
    const pcdb = await mkdtemp(path.join(scratch, 'pcdb-'));
    for (const table of ['Parts', 'Positions', 'CodeMaster']) {
      await cp(path.join(DEMO, `20260101_${table}.txt`), path.join(pcdb, `20260101_${table}.txt`));
    }
    const outcome = await importReferenceRelease(db, pcdb);
    if (!outcome.ok) throw new Error(outcome.message);
    expect(Object.keys(outcome.rows).sort()).toEqual(['CodeMaster', 'Parts', 'Positions']);
    expect(outcome.release.versionDate).toBe('2026-01-01'); // from the file-name prefix
    expect(outcome.release.demo).toBe(false);
    const missing = outcome.findings.filter((f) => f.code === 'REFERENCE_TABLE_MISSING').map((f) => f.message);
    expect(missing.some((m) => m.includes('no BaseVehicle table'))).toBe(true);
  });
});
