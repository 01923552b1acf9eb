import { mkdtemp, readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Zip, ZipDeflate, ZipPassThrough, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadReference, nameKey, tableNameFromFile } from '@/lib/catalog/reference';

const MINI = join(process.cwd(), 'tests/fixtures/reference/mini');
let tmp: string;

beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'partsmith-ref-'));
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

async function miniFiles(): Promise<Record<string, Uint8Array>> {
  const out: Record<string, Uint8Array> = {};
  for (const name of await readdir(MINI)) out[name] = new Uint8Array(await readFile(join(MINI, name)));
  return out;
}

/** A zip written by fflate's streaming writer: sizes come after the data (data descriptors). */
async function streamedZip(files: Record<string, Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  await new Promise<void>((resolve, reject) => {
    const zip = new Zip((err, data, final) => {
      if (err) return reject(err);
      chunks.push(data);
      if (final) resolve();
    });
    for (const [name, bytes] of Object.entries(files)) {
      const entry = name.includes('Vehicle') ? new ZipPassThrough(`VCdb/${name}`) : new ZipDeflate(`VCdb/${name}`, { level: 6 });
      zip.add(entry);
      entry.push(bytes, true);
    }
    zip.end();
  });
  return Buffer.concat(chunks);
}

function expectMiniLoaded(reference: Awaited<ReturnType<typeof loadReference>>['reference']) {
  expect(reference.makes.get(2)?.name).toBe('Citroën');
  expect(reference.makesByKey(nameKey('CITROEN'))).toEqual([2]);
  expect(reference.models.get(10)).toEqual({ id: 10, name: 'Civic', vehicleTypeId: 5 });
  expect([...reference.vehicleLine(1, 10)!.years]).toEqual([[2012, 100], [2013, 101], [2014, 102]]);
  expect(reference.submodels.get(2)?.name).toBe('EX');
  const civic2012 = reference.vehicleConfigs(100);
  expect(civic2012.map((c) => c.submodelId).sort()).toEqual([1, 2]);
  expect(civic2012[0]!.engines).toEqual([{ engineBaseId: 500, fuel: 'GAS', aspiration: 'Naturally Aspirated' }]);
  expect(reference.engineBases.get(501)).toEqual({ id: 501, liter: 2, cc: 1984, cid: 121, cylinders: 4, blockType: 'L' });
  expect(reference.partTypesByKey(nameKey('disc brake pad set'))).toEqual([1684]);
}

describe('loadReference', () => {
  it('loads a delivery folder with prefixed and unprefixed names, CRLF and LF, a BOM, any letter case', async () => {
    const { reference, findings } = await loadReference(MINI);
    expectMiniLoaded(reference);
    expect(reference.tables.has('submodel')).toBe(true);
    expect(reference.demo).toBe(false);
    expect([...reference.capabilities].sort()).toEqual(['engines', 'partTypes', 'positions', 'submodels', 'vehicles']);
    expect(findings.filter((f) => f.code === 'REFERENCE_UNREADABLE')).toEqual([]);
  });

  it('takes the release date from the Version table before the file-name prefix', async () => {
    const { reference } = await loadReference(MINI);
    expect(reference.versionDate).toBe('2025-12-31');
  });

  it('reports a table the delivery lacks and skips what needs it, without failing', async () => {
    const { reference, findings } = await loadReference(MINI);
    const missing = findings.filter((f) => f.code === 'REFERENCE_TABLE_MISSING');
    expect(missing).toHaveLength(1);
    expect(missing[0]!.message).toMatch(/CodeMaster/);
    expect(reference.capabilities.has('partPositions')).toBe(false);
  });

  it('counts rows it cannot read instead of failing on them', async () => {
    const { findings } = await loadReference(MINI);
    const invalid = findings.find((f) => f.code === 'REFERENCE_ROW_INVALID');
    expect(invalid?.message).toMatch(/1 of 13 rows of reference table vehicle/i);
  });

  it('loads the same delivery from a zip, tables in a subfolder, deflated and stored entries', async () => {
    const files = await miniFiles();
    const zipped: Record<string, [Uint8Array, { level: 0 | 6 }]> = {};
    for (const [name, bytes] of Object.entries(files)) zipped[`vcdb-2026-01/${name}`] = [bytes, { level: name.includes('Vehicle') ? 0 : 6 }];
    const path = join(tmp, 'delivery.zip');
    await writeFile(path, zipSync(zipped));
    const { reference, findings } = await loadReference(path);
    expectMiniLoaded(reference);
    expect(findings.filter((f) => f.code === 'REFERENCE_TABLE_MISSING')).toHaveLength(1);
  });

  it('reads zips whose entries carry data descriptors', async () => {
    const path = join(tmp, 'streamed.zip');
    await writeFile(path, await streamedZip(await miniFiles()));
    const { reference } = await loadReference(path);
    expectMiniLoaded(reference);
  });

  it('reads a table file that is Windows-1252 rather than UTF-8, and says so', async () => {
    const dir = join(tmp, 'cp1252');
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'Make.txt'), Buffer.from('MakeID|MakeName\r\n1|Citro\xebn\r\n', 'latin1'));
    const { reference, findings } = await loadReference(dir);
    expect(reference.makes.get(1)?.name).toBe('Citroën');
    expect(findings.some((f) => f.code === 'REFERENCE_ENCODING' && f.file === 'Make.txt')).toBe(true);
  });

  it('ignores a table whose required column is missing, with a finding', async () => {
    const dir = join(tmp, 'bad-columns');
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'Make.txt'), 'MakeID|Name\n1|Honda\n');
    const { reference, findings } = await loadReference(dir);
    expect(reference.makes.size).toBe(0);
    expect(findings.find((f) => f.code === 'REFERENCE_COLUMN_MISSING')?.message).toMatch(/makename/);
    expect(reference.capabilities.has('vehicles')).toBe(false);
  });

  it('refuses a zipped delivery whose table claims a zip-bomb ratio, before inflating it', async () => {
    const files = await miniFiles();
    const path = join(tmp, 'bomb.zip');
    await writeFile(path, zipSync({ ...files, '20260101_Padding.txt': new Uint8Array(8 * 1024 * 1024) }, { level: 9 }));
    const { reference, findings } = await loadReference(path);
    expect(findings[0]?.code).toBe('REFERENCE_UNREADABLE');
    expect(findings[0]?.message).toMatch(/20260101_Padding\.txt claims a compression ratio of \d+:1 \(limit 200:1\)/);
    expect(reference.capabilities.size).toBe(0);
  });

  it('leaves the other files of a zipped delivery unchecked: a compressible read-me does not refuse its tables', async () => {
    const files = await miniFiles();
    const path = join(tmp, 'with-readme.zip');
    await writeFile(path, zipSync({ ...files, 'readme.pdf': new Uint8Array(8 * 1024 * 1024) }, { level: 9 }));
    const { reference } = await loadReference(path);
    expectMiniLoaded(reference);
  });

  it('reports a path that is neither a folder nor a zip instead of throwing', async () => {
    const notZip = join(tmp, 'plain.txt');
    await writeFile(notZip, 'hello');
    for (const path of [notZip, join(tmp, 'does-not-exist')]) {
      const { reference, findings } = await loadReference(path);
      expect(findings[0]?.code).toBe('REFERENCE_UNREADABLE');
      expect(reference.capabilities.size).toBe(0);
      expect(findings.filter((f) => f.code === 'REFERENCE_TABLE_MISSING').length).toBeGreaterThan(5);
    }
  });

  it('uses the first copy (in path order) of a table that appears twice and says so', async () => {
    const dir = join(tmp, 'twice');
    await mkdir(join(dir, 'a'), { recursive: true });
    await mkdir(join(dir, 'b'), { recursive: true });
    await writeFile(join(dir, 'a', 'Make.txt'), 'MakeID|MakeName\n1|Honda\n');
    await writeFile(join(dir, 'b', '20260101_make.txt'), 'MakeID|MakeName\n1|Not Honda\n');
    const { reference, findings } = await loadReference(dir);
    expect(reference.makes.get(1)?.name).toBe('Honda');
    expect(findings.some((f) => f.code === 'REFERENCE_TABLE_DUPLICATE')).toBe(true);
  });

  it('falls back to the file-name prefix date when there is no Version table', async () => {
    const dir = join(tmp, 'prefix-date');
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, '20240315_Make.txt'), 'MakeID|MakeName\n1|Honda\n');
    const { reference } = await loadReference(dir);
    expect(reference.versionDate).toBe('2024-03-15');
  });
});

describe('tableNameFromFile', () => {
  it('strips the date prefix and extension and lower-cases the table name', () => {
    expect(tableNameFromFile('20260101_BaseVehicle.txt')).toEqual({ table: 'basevehicle', date: '2026-01-01' });
    expect(tableNameFromFile('VCdb/SubModel.TXT')).toEqual({ table: 'submodel', date: null });
  });
});
