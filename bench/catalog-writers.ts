/**
 * Measures the output side of the engine on a million apps: ACES/PIES writing (MB/s), the fitment
 * checker, XSD validation (when STANDARDS_DIR or ../shared/standards/xsd exists), and bundling +
 * verifying the result. Not part of the test suite; run by hand:
 *
 *   npx tsx bench/catalog-writers.ts [apps=1000000]
 */
import { generateKeyPairSync } from 'node:crypto';
import { createWriteStream, existsSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeAces } from '../lib/catalog/aces';
import { keyFingerprint, verifyEvidenceBundle, writeEvidenceBundleFile } from '../lib/catalog/evidence';
import { writePies } from '../lib/catalog/pies';
import type { AcesApp, PiesItem } from '../lib/catalog/types';
import { createFitmentChecker, validateXsd } from '../lib/catalog/validate';

const N = Number(process.argv[2] ?? 1_000_000);
const dir = await mkdtemp(path.join(tmpdir(), 'partsmith-bench-'));
const mb = (bytes: number) => bytes / 1e6;
const rss = () => `${Math.round(process.memoryUsage().rss / 1e6)} MB RSS`;
async function timed<T>(label: string, fn: () => Promise<T> | T, bytes?: () => number): Promise<T> {
  const t = performance.now();
  const r = await fn();
  const s = (performance.now() - t) / 1000;
  const size = bytes?.();
  console.log(
    `${label.padEnd(34)} ${s.toFixed(2).padStart(6)} s${size === undefined ? '' : `  ${mb(size).toFixed(1)} MB  ${(mb(size) / s).toFixed(1)} MB/s`}  ${rss()}`,
  );
  return r;
}

function* apps(): Generator<AcesApp> {
  for (let i = 1; i <= N; i++) {
    yield {
      id: i,
      row: i + 1,
      baseVehicleId: 1000 + (i % 40_000),
      subModelId: i % 3 ? 20 + (i % 7) : undefined,
      engineBaseId: 800 + (i % 11),
      attributes: i % 4 ? undefined : [{ name: 'DriveType', id: 1 + (i % 5) }],
      notes: i % 9 ? undefined : ['Front axle'],
      qty: 1 + (i % 2),
      partTypeId: 1684,
      positionId: 22,
      part: `BP-${i % 25_000}`,
    };
  }
}
function* items(n: number): Generator<PiesItem> {
  for (let i = 1; i <= n; i++) {
    yield {
      row: i + 1,
      partNumber: `BP-${i}`,
      brandAaiaId: 'BBBB',
      partTerminologyId: 1684,
      gtin: { qualifier: 'UP', value: String(10_000_000_000 + i).padStart(12, '0') },
      descriptions: [{ code: 'DES', languageCode: 'EN', text: `Disc brake pad set ${i}` }],
      prices: [{ type: 'LST', currency: 'USD', amount: 10 + (i % 100) / 7, uom: 'PE' }],
      countryOfOrigin: 'US',
      packages: [
        {
          uom: 'EA',
          quantityOfEaches: 1,
          dimensions: { uom: 'IN', length: 8, width: 6, height: 2.5 },
          weight: { uom: 'PG', value: 3.2 },
        },
      ],
      interchange: [{ brandLabel: 'OE', partNumber: `OE-${i}` }],
    };
  }
}

const header = {
  company: 'Bench Co',
  senderName: 'Bench',
  senderPhone: '555',
  transferDate: '2025-01-15',
  brandAaiaId: 'BBBB',
  documentTitle: 'Bench',
  effectiveDate: '2025-01-15',
  submissionType: 'FULL' as const,
  vcdbVersionDate: '2024-12-27',
  qdbVersionDate: '2024-12-27',
  pcdbVersionDate: '2024-12-27',
};
const acesPath = path.join(dir, 'aces.xml');
const piesPath = path.join(dir, 'pies.xml');
console.log(`${N.toLocaleString('en-US')} apps, output in ${dir}`);
await timed(
  `writeAces ${N} apps`,
  () => writeAces(apps(), header, createWriteStream(acesPath)),
  () => statSync(acesPath).size,
);
const nItems = Math.ceil(N / 10);
await timed(
  `writePies ${nItems} items`,
  () =>
    writePies(
      items(nItems),
      { submissionType: 'FULL', pcdbVersionDate: '2024-12-27', transactionDate: '2025-01-15' },
      createWriteStream(piesPath),
    ),
  () => statSync(piesPath).size,
);
await timed(`fitment checker ${N} apps`, () => {
  const c = createFitmentChecker();
  for (const a of apps()) c.add(a);
  c.finish();
  return c.counts();
}).then((counts) => console.log('  ', counts));

const xsdDir = process.env.STANDARDS_DIR ?? path.resolve('../shared/standards/xsd');
if (existsSync(xsdDir)) {
  await timed('validateXsd aces.xml (stream)', () =>
    validateXsd({ xmlPath: acesPath, kind: 'aces', standardsDir: xsdDir }),
  ).then((r) => console.log('   valid:', r.valid));
}
const { privateKey, publicKey } = generateKeyPairSync('ed25519');
const zipPath = path.join(dir, 'evidence.zip');
const predicate = {
  input: { file: 'bench.csv', sha256: '0'.repeat(64), bytes: 0 },
  mapping: [],
  thresholds: { accept: 0.9 },
  reference: { source: 'bench', versionDate: null, demo: true },
  tool: { name: 'partsmith', version: 'bench' },
  finishedAt: new Date().toISOString(),
};
await timed(
  'writeEvidenceBundleFile',
  () =>
    writeEvidenceBundleFile(
      {
        files: [
          { name: 'aces.xml', path: acesPath },
          { name: 'pies.xml', path: piesPath },
        ],
        predicate,
        signer: { privateKey, publicKey, fingerprint: keyFingerprint(publicKey) },
      },
      zipPath,
    ),
  () => statSync(acesPath).size + statSync(piesPath).size,
);
await timed('verifyEvidenceBundle', () => verifyEvidenceBundle(zipPath, { trustedKeys: [publicKey] })).then(
  (r) => console.log('   ok:', r.ok, r.problems),
);
await rm(dir, { recursive: true, force: true });
