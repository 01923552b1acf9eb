/**
 * Reference import throughput: generates a synthetic Auto Care delivery (about 1M Vehicle and 500k
 * BaseVehicle rows, made-up IDs) into bench/.work/, imports it into an on-disk PGlite in a temporary
 * folder, re-imports it (a no-op), reads the release back as a ReferenceSet and, for comparison, loads
 * the same files straight into one. Prints seconds, rows/s and peak RSS.
 *
 *   npx tsx --import ./scripts/server-only-hook.mjs bench/reference-import.ts [--vehicles 1000000]
 */
import { existsSync } from 'node:fs';
import { appendFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { loadReference } from '../lib/catalog/reference';
import { importReferenceRelease, loadReferenceSetFromDb, releaseRowCount } from '../lib/data/reference';
import { migrate } from '../lib/db/migrations';
import { pgliteDb } from '../lib/db/pglite-db';
import { SessionGate } from '../lib/db/session-gate';

const { values } = parseArgs({ options: { vehicles: { type: 'string', default: '1000000' } }, strict: true });
const VEHICLES = Number(values.vehicles);
const BASE_VEHICLES = Math.round(VEHICLES / 2);
const MAKES = 120;
const MODELS = 3_000;
const SUBMODELS = 900;

const work = path.resolve('bench', '.work');
const delivery = path.join(work, `reference-${VEHICLES}`);

/** Writes a table file in 4 MB pieces, so generating does not hold the whole table as one string. */
async function writeTable(name: string, header: string, rows: number, line: (i: number) => string): Promise<void> {
  const file = path.join(delivery, `20260101_${name}.txt`);
  await writeFile(file, `${header}\r\n`);
  let chunk: string[] = [];
  for (let i = 0; i < rows; i++) {
    chunk.push(line(i));
    if (chunk.length === 50_000 || i === rows - 1) {
      await appendFile(file, `${chunk.join('\r\n')}\r\n`);
      chunk = [];
    }
  }
}

async function generate(): Promise<void> {
  await mkdir(delivery, { recursive: true });
  await writeFile(path.join(delivery, '20260101_Version.txt'), 'VersionDate|Demo|Note\r\n2026-01-01|Y|Synthetic bench data\r\n');
  await writeTable('Make', 'MakeID|MakeName', MAKES, (i) => `${i + 1}|Make ${i + 1}`);
  await writeTable('Model', 'ModelID|ModelName|VehicleTypeID', MODELS, (i) => `${i + 1}|Model ${i + 1}|${5 + (i % 3)}`);
  await writeTable('SubModel', 'SubModelID|SubModelName', SUBMODELS, (i) => `${i + 1}|Trim ${i + 1}`);
  // Distinct (make, model, year) per base vehicle, as in the VCdb.
  await writeTable('BaseVehicle', 'BaseVehicleID|YearID|MakeID|ModelID', BASE_VEHICLES, (i) => {
    const model = i % MODELS;
    return `${100_000 + i}|${1900 + Math.floor(i / MODELS)}|${(model % MAKES) + 1}|${model + 1}`;
  });
  await writeTable(
    'Vehicle',
    'VehicleID|BaseVehicleID|SubmodelID|RegionID|PublicationStageID',
    VEHICLES,
    (i) => `${1_000_000 + i}|${100_000 + (i % BASE_VEHICLES)}|${(i % SUBMODELS) + 1}|1|4`,
  );
}

const seconds = (since: number) => (performance.now() - since) / 1000;
/** CPU seconds of this process (PGlite runs in it too) since `since`: steadier than wall time on a shared machine. */
const cpuSeconds = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1e6;
};
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const peakRssMb = () => Math.round(process.resourceUsage().maxRSS / 1024);

await mkdir(work, { recursive: true });
if (!existsSync(path.join(delivery, '20260101_Vehicle.txt'))) {
  const t = performance.now();
  process.stdout.write(`generating ${path.relative(process.cwd(), delivery)} … `);
  await generate();
  console.log(`${seconds(t).toFixed(1)} s`);
}

const dataDir = await mkdtemp(path.join(work, 'reference-pglite-'));
const pglite = new PGlite(dataDir);
await pglite.waitReady;
const db = pgliteDb(pglite, { backend: 'pglite-owner', description: `bench PGlite in ${dataDir}`, gate: new SessionGate() });
try {
  await migrate(db);
  console.log(`Reference import into on-disk PGlite (${dataDir}), node ${process.version}`);
  // Creating a PGlite database (initdb in WASM) sets most of the peak before any row is imported.
  console.log(`created and migrated the database: peak RSS ${peakRssMb()} MB\n`);

  let t = performance.now();
  let cpu = process.cpuUsage();
  const imported = await importReferenceRelease(db, delivery, { source: 'bench: synthetic delivery' });
  const importSeconds = seconds(t);
  if (!imported.ok) throw new Error(imported.message);
  const rows = releaseRowCount(imported.release);
  console.log(
    `import        ${importSeconds.toFixed(1)} s (CPU ${cpuSeconds(cpu).toFixed(1)} s)  ${fmt(rows)} rows  ` +
      `${fmt(rows / importSeconds)} rows/s  peak RSS ${peakRssMb()} MB`,
  );
  for (const [table, n] of Object.entries(imported.rows)) console.log(`  ${table.padEnd(12)} ${fmt(n).padStart(10)}`);

  t = performance.now();
  const again = await importReferenceRelease(db, delivery);
  console.log(`re-import     ${seconds(t).toFixed(1)} s  (${again.ok && again.skipped ? 'skipped: same SHA-256' : 'NOT skipped'})`);

  t = performance.now();
  cpu = process.cpuUsage();
  const fromDb = await loadReferenceSetFromDb(db, imported.release.id);
  const dbSeconds = seconds(t);
  if (!fromDb.ok) throw new Error(fromDb.message);
  console.log(
    `read from db  ${dbSeconds.toFixed(1)} s (CPU ${cpuSeconds(cpu).toFixed(1)} s)  ${fmt(rows / dbSeconds)} rows/s  ` +
      `(${fmt(fromDb.reference.baseVehicles.size)} base vehicles)  peak RSS ${peakRssMb()} MB`,
  );

  t = performance.now();
  cpu = process.cpuUsage();
  const fromFiles = await loadReference(delivery);
  const fileSeconds = seconds(t);
  console.log(
    `read files    ${fileSeconds.toFixed(1)} s (CPU ${cpuSeconds(cpu).toFixed(1)} s)  ${fmt(rows / fileSeconds)} rows/s  ` +
      `(${fmt(fromFiles.reference.baseVehicles.size)} base vehicles)`,
  );
} finally {
  await db.close();
  await rm(dataDir, { recursive: true, force: true });
}
