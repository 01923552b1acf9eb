/**
 * A release read back from the database is the same `ReferenceSet` the engine builds from the files,
 * on PGlite directly and through postgres.js (the embedded socket); and which release is "the" one.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render, say } from '@/lib/catalog/messages';
import { CORE_TABLES, demoReferenceDir, loadReference, nameKey, type ReferenceSet } from '@/lib/catalog/reference';
import { openDatabase } from '@/lib/db/connection';
import { importReferenceRelease, latestReadyRelease, loadReferenceSetFromDb, STORED_TABLES } from '@/lib/data/reference';
import { asService } from '@/lib/db/scopes';
import type { Db } from '@/lib/db/types';
import { closeTemplate, freshDb } from './harness';

const DEMO = demoReferenceDir();
let fromFiles: ReferenceSet;

beforeAll(async () => {
  fromFiles = (await loadReference(DEMO, { demo: true })).reference;
});
afterAll(closeTemplate);

const sortedValues = (map: ReadonlyMap<number, unknown>) => [...map.entries()].sort(([a], [b]) => a - b);

/** Everything the engine can ask a ReferenceSet, compared between two sets. */
function expectSameReference(actual: ReferenceSet, expected: ReferenceSet) {
  expect(actual.versionDate).toBe(expected.versionDate);
  expect(actual.demo).toBe(expected.demo);
  expect([...actual.tables].sort()).toEqual([...expected.tables].sort());
  expect([...actual.capabilities].sort()).toEqual([...expected.capabilities].sort());
  for (const map of ['makes', 'models', 'baseVehicles', 'submodels', 'engineBases', 'partTypes', 'positions'] as const) {
    expect(actual[map].size, map).toBe(expected[map].size);
    expect(sortedValues(actual[map]), map).toEqual(sortedValues(expected[map]));
  }
  expect(sortedValues(actual.partTypeAliases)).toEqual(sortedValues(expected.partTypeAliases));
  expect([...actual.attributeIds.keys()].sort()).toEqual([...expected.attributeIds.keys()].sort());
  for (const [element, ids] of expected.attributeIds) expect([...actual.attributeIds.get(element)!].sort(), element).toEqual([...ids].sort());

  for (const make of expected.makes.values()) {
    expect(actual.makesByKey(nameKey(make.name))).toEqual(expected.makesByKey(nameKey(make.name)));
    const models = [...expected.modelsOfMake(make.id)].sort();
    expect([...actual.modelsOfMake(make.id)].sort(), make.name).toEqual(models);
    for (const model of models) expect(actual.vehicleLine(make.id, model)).toEqual(expected.vehicleLine(make.id, model));
  }
  const configs = (set: ReferenceSet, id: number) =>
    set
      .vehicleConfigs(id)
      .map((c) => ({ submodelId: c.submodelId, engines: c.engines.map((e) => JSON.stringify(e)).sort() }))
      .sort((a, b) => a.submodelId - b.submodelId || a.engines.join().localeCompare(b.engines.join()));
  for (const id of expected.baseVehicles.keys()) expect(configs(actual, id), `base vehicle ${id}`).toEqual(configs(expected, id));
  for (const part of expected.partTypes.values()) {
    expect(actual.partTypesByKey(nameKey(part.name))).toEqual(expected.partTypesByKey(nameKey(part.name)));
    expect([...actual.positionsForPartType(part.id)].sort()).toEqual([...expected.positionsForPartType(part.id)].sort());
    for (const position of expected.positions.keys()) {
      expect(actual.isPartPositionValid(part.id, position)).toBe(expected.isPartPositionValid(part.id, position));
    }
  }
  for (const position of expected.positions.values()) {
    expect(actual.positionsByKey(nameKey(position.name))).toEqual(expected.positionsByKey(nameKey(position.name)));
  }
}

describe('loadReferenceSetFromDb', () => {
  it('stores every table and column the engine reads', () => {
    for (const [table, spec] of Object.entries(CORE_TABLES)) {
      const stored = STORED_TABLES.get(table);
      expect(stored, table).toBeDefined();
      const wanted = [...spec.required, ...('optional' in spec ? spec.optional : [])].sort();
      expect(stored!.columns.map((c) => c.source).sort(), table).toEqual(wanted);
    }
  });

  it('gives the same ReferenceSet as loading the demo files, for the latest or a named release', async () => {
    const db = await freshDb();
    try {
      const imported = await importReferenceRelease(db, DEMO);
      if (!imported.ok) throw new Error(imported.message);
      // Spot checks first, so a broken comparison helper cannot hide a broken loader.
      const latest = await loadReferenceSetFromDb(db);
      if (!latest.ok) throw new Error(latest.message);
      const { reference } = latest;
      expect(latest.release.id).toBe(imported.release.id);
      expect(latest.findings).toEqual([]);
      expect(reference.source).toBe(`reference release ${imported.release.id} (${DEMO})`);
      expect(reference.baseVehicles.size).toBe(2768);
      const [ford] = reference.makesByKey(nameKey('FORD'));
      expect(reference.makes.get(ford!)?.name).toBe('Ford');
      const f150 = reference.modelsOfMake(ford!).find((id) => reference.models.get(id)?.name === 'F-150');
      expect(reference.vehicleLine(ford!, f150!)).toMatchObject({ firstYear: 1995, lastYear: 2026 });
      const [pads] = reference.partTypesByKey(nameKey('Disc Brake Pad Set'));
      const [front] = reference.positionsByKey(nameKey('Front'));
      expect(reference.isPartPositionValid(pads!, front!)).toBe(true);
      expect(reference.partTypeAliases.get(pads!)).toEqual(['Brake Pads']);
      expect(reference.engineBases.get(8101)).toEqual({ id: 8101, liter: 4.9, cc: 4893, cid: 299, cylinders: 6, blockType: 'L' });

      expectSameReference(reference, fromFiles);
      const named = await loadReferenceSetFromDb(db, imported.release.id);
      expect(named.ok && named.reference.makes.size).toBe(fromFiles.makes.size);
    } finally {
      await db.close();
    }
  });

  it('refuses when there is no ready release, or the one named failed', async () => {
    const db = await freshDb();
    try {
      expect(await loadReferenceSetFromDb(db)).toMatchObject({ ok: false, code: 'not_found', message: expect.stringContaining('partsmith reference import') });
      expect(await loadReferenceSetFromDb(db, 42)).toMatchObject({ ok: false, code: 'not_found', message: 'There is no reference release 42.' });
      const [row] = await asService(
        (tx) => tx.query<{ id: number }>(`insert into reference.releases (source, sha256, status, error) values ('x', repeat('a', 64), 'failed', 'broken') returning id`),
        db,
      );
      const failed = await loadReferenceSetFromDb(db, row!.id);
      expect(failed).toMatchObject({ ok: false, message: `Reference release ${row!.id} is failed, not ready to use.` });
      // A conversion pinned to it says why in the reader's language, the reason included.
      if (failed.ok) throw new Error('expected a refusal');
      expect(render(say('REFERENCE_PIN_UNAVAILABLE', { reason: failed.said }), 'de')).toBe(
        `Die Referenzversion, an die diese Konvertierung gebunden ist, kann nicht geladen werden: Die Referenzversion ${row!.id} ist fehlgeschlagen und nicht einsatzbereit.`,
      );
    } finally {
      await db.close();
    }
  });

  it('prefers the newest licensed release over demo data, whatever was imported last', async () => {
    const db = await freshDb();
    try {
      const licensed = await importReferenceRelease(db, DEMO, { source: 'licensed stand-in' });
      if (!licensed.ok) throw new Error(licensed.message);
      // Pretend it was licensed data: demo is otherwise set from the Version table.
      await db.query('update reference.releases set demo = false where id = $1', [licensed.release.id]);
      const [demoRow] = await db.query<{ id: number }>(
        `insert into reference.releases (source, sha256, demo, status) values ('demo', repeat('b', 64), true, 'ready') returning id`,
      );
      expect((await latestReadyRelease(db))?.id).toBe(licensed.release.id);
      await db.query('update reference.releases set demo = true where id = $1', [licensed.release.id]);
      expect((await latestReadyRelease(db))?.id).toBe(demoRow!.id);
    } finally {
      await db.close();
    }
  });
});

describe('through postgres.js (a second process on the embedded socket)', () => {
  let dataDir: string;
  const opened: Db[] = [];
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'psref-'));
  });
  afterAll(async () => {
    for (const db of opened.splice(0).reverse()) await db.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('imports and reads back the same ReferenceSet', async () => {
    opened.push(await openDatabase({ kind: 'embedded', dataDir }));
    const client = await openDatabase({ kind: 'embedded', dataDir });
    opened.push(client);
    expect(client.backend).toBe('pglite-socket');

    const imported = await importReferenceRelease(client, DEMO);
    if (!imported.ok) throw new Error(imported.message);
    expect(imported.rows.Vehicle).toBe(9735);
    const loaded = await loadReferenceSetFromDb(client);
    if (!loaded.ok) throw new Error(loaded.message);
    expectSameReference(loaded.reference, fromFiles);
  }, 120_000);
});
