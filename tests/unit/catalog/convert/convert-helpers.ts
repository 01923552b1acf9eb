/** Shared by the pipeline tests: a signing key, the demo reference, temp folders and readers for the outputs. */
import { generateKeyPairSync } from 'node:crypto';
import { appendFile, cp, mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { convertCatalog, type ConvertFailure, type ConvertOptions, type ConvertResult } from '@/lib/catalog/convert';
import { keyFingerprint, type SigningKey } from '@/lib/catalog/evidence';
import { demoReferenceDir, loadDemoReference, loadReference, type ReferenceSet } from '@/lib/catalog/reference';
import { XSD_DIR } from '../validate/standards';

export { XSD_DIR, NO_XSD } from '../validate/standards';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const fixture = (...parts: string[]): string => path.join(root, 'tests', 'fixtures', ...parts);

export const INGEST_FIXTURES = [
  'de-bremsen-semikolon.csv',
  'en-brakes-clean.csv',
  'es-amortiguadores.tsv',
  'fr-freinage-titre.csv',
  'it-ricambi-pipe.csv',
] as const;

function newSigner(): SigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return { privateKey, publicKey, fingerprint: keyFingerprint(publicKey) };
}
export const signer = newSigner();

export const { reference } = await loadDemoReference();
/** A fixed clock, so two runs over the same input can be compared byte for byte. */
export const NOW = new Date('2026-03-02T10:00:00Z');

export const tempDir = (): Promise<string> => mkdtemp(path.join(tmpdir(), 'partsmith-convert-'));

/**
 * The demo reference with more PCdb part types, for inputs that name real PartTerminologyIDs the
 * demo set (IDs from 90101) lacks: a copy of its delivery with rows added to the Parts table.
 */
export async function demoReferenceWithPartTypes(partTypes: Record<number, string>): Promise<ReferenceSet> {
  const dir = await tempDir();
  await cp(demoReferenceDir(), dir, { recursive: true });
  const rows = Object.entries(partTypes).map(([id, name]) => `${id}|${name}||2026-01-01\r\n`);
  await appendFile(path.join(dir, '20260101_Parts.txt'), rows.join(''));
  return (await loadReference(dir, { demo: true, source: 'demo' })).reference;
}

export async function convert(input: ConvertOptions['input'], options: Partial<ConvertOptions> = {}): Promise<ConvertResult | ConvertFailure> {
  return convertCatalog({
    input,
    outDir: options.outDir ?? (await tempDir()),
    brand: 'BKMN',
    reference,
    signer,
    toolVersion: 'test',
    now: NOW,
    standardsDir: XSD_DIR,
    ...options,
  });
}

/** Converts and fails the test with the finding's message when the conversion did not run. */
export async function converted(input: ConvertOptions['input'], options: Partial<ConvertOptions> = {}): Promise<ConvertResult> {
  const r = await convert(input, options);
  if ('error' in r) throw new Error(`conversion failed: ${r.error.code}: ${r.error.message}`);
  return r;
}

/** Each `<App>` of an ACES file as its part number and base vehicle. */
export function acesApps(xml: string): { part: string; baseVehicleId: number }[] {
  return [...xml.matchAll(/<App\b[\s\S]*?<BaseVehicle id="(\d+)"\/>[\s\S]*?<Part>([^<]*)<\/Part>[\s\S]*?<\/App>/g)].map((m) => ({
    baseVehicleId: Number(m[1]),
    part: m[2]!,
  }));
}

export const readText = (file: string): Promise<string> => readFile(file, 'utf8');
export const listDir = async (dir: string): Promise<string[]> => (await readdir(dir)).sort();
