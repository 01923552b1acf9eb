import { execFile } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BundleChecker, type VerifyLabels } from '@/components/verify/bundle-checker';
import { convertCatalog } from '@/lib/catalog/convert';
import { keyFingerprint } from '@/lib/catalog/evidence';
import { render as renderText, type MessageLocale, type Said } from '@/lib/catalog/messages';
import { loadDemoReference } from '@/lib/catalog/reference';
import { bundleCheckIn, checkUploadedBundle } from '@/lib/verification/verify-bundle';
import enCatalogs from '@/messages/areas/catalogs/en.json';
import deCatalogs from '@/messages/areas/catalogs/de.json';
import de from '@/messages/de.json';
import en from '@/messages/en.json';

/**
 * The /verify page's checker with a bundle a customer unzipped and zipped again with `zip -r`, and
 * with the bundle of a real run over a German catalog. The check itself is the real one /api/verify
 * runs (checkUploadedBundle, then bundleCheckIn in the page's `?locale=`); only the HTTP hop between
 * the page and the route is replaced by a call to them.
 */
const run = promisify(execFile);
const fixtures = path.resolve(__dirname, '../../fixtures/evidence');
let work = '';
let rezipped: Uint8Array<ArrayBuffer>;
let trustPem = '';
const asked: string[] = [];
/** Bundles by the name they are uploaded under. */
const bundles = new Map<string, Uint8Array<ArrayBuffer>>();
let runTrustPem = '';

/** The evidence bundle of a real conversion of a German catalog (its notes carry their texts). */
async function germanRunBundle(): Promise<Uint8Array<ArrayBuffer>> {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  runTrustPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const { reference } = await loadDemoReference();
  const outDir = path.join(work, 'run');
  const result = await convertCatalog({
    input: { path: path.resolve(__dirname, '../../fixtures/ingest/de-bremsen-semikolon.csv') },
    outDir,
    brand: 'BKMN',
    reference,
    signer: { privateKey, publicKey, fingerprint: keyFingerprint(publicKey) },
    toolVersion: 'test',
    standardsDir: null,
  });
  if ('error' in result) throw new Error(result.error.message);
  return new Uint8Array(await readFile(path.join(outDir, 'evidence.zip')));
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'partsmith-verify-page-'));
  // The installation key the check always trusts goes to a scratch folder, not the project's .data.
  vi.stubEnv('PARTSMITH_DATA_DIR', path.join(work, 'data'));
  await run('unzip', ['-q', path.join(fixtures, 'good.zip'), '-d', path.join(work, 'evidence')]);
  await run('zip', ['-q', '-r', path.join(work, 're.zip'), '.'], { cwd: path.join(work, 'evidence') });
  rezipped = new Uint8Array(await readFile(path.join(work, 're.zip')));
  trustPem = await readFile(path.join(fixtures, 'test-only-trusted-key.pub.pem'), 'utf8');
  bundles.set('re.zip', rezipped);
  bundles.set('de-bremsen.zip', await germanRunBundle());
  vi.stubGlobal('fetch', async (url: string, init: { body: FormData }) => {
    asked.push(url);
    const name = (init.body.get('bundle') as File).name;
    const result = await checkUploadedBundle(bundles.get(name)!, name === 're.zip' ? trustPem : runTrustPem);
    if ('error' in result) throw new Error(result.error);
    const locale = (new URL(url, 'http://localhost').searchParams.get('locale') ?? 'en') as MessageLocale;
    return new Response(JSON.stringify({ file: name, ...bundleCheckIn(result, locale) }), { headers: { 'content-type': 'application/json' } });
  });
});

afterEach(cleanup);
afterAll(async () => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  await rm(work, { recursive: true, force: true });
});

/** The labels the page hands the checker (app/[locale]/verify/page.tsx). */
function labelsOf(messages: typeof en, catalogs: typeof enCatalogs): VerifyLabels {
  const v = messages.verify;
  return { ...v, contextView: { ...v.contextView, settingNames: catalogs.mapping.settings.names } } as unknown as VerifyLabels;
}
const t = en.verify;
const labels = labelsOf(en, enCatalogs);

describe('the verify page with a re-zipped bundle', () => {
  it('says the bundle is intact and names the folder entries it ignored', async () => {
    const user = userEvent.setup();
    render(<BundleChecker labels={labels} />);
    await user.upload(screen.getByLabelText(new RegExp(t.drop)), new File([rezipped], 're.zip', { type: 'application/zip' }));
    await user.click(screen.getByRole('button', { name: t.check }));
    expect((await screen.findByRole('heading', { name: t.intact })).textContent).toBe(t.intact);
    expect(screen.getByTestId('ignored-folders').textContent).toBe(
      'Folder entries set aside: 1 (source/). Zip tools add them when a bundle is unzipped and zipped again; they hold no content, and every file was still checked.',
    );
  });

  it('asks the route for the problems in the page’s language', async () => {
    const user = userEvent.setup();
    render(<BundleChecker labels={labels} locale="de" />);
    await user.upload(screen.getByLabelText(new RegExp(t.drop)), new File([rezipped], 're.zip', { type: 'application/zip' }));
    await user.click(screen.getByRole('button', { name: t.check }));
    await screen.findByRole('heading', { name: t.intact });
    expect(asked.at(-1)).toBe('/api/verify?locale=de');
  });
});

/** What the signed statement of the run says: its columns and settings, each with its English note and its text. */
async function signedPredicate(name: string) {
  const result = await checkUploadedBundle(bundles.get(name)!, runTrustPem);
  if ('error' in result) throw new Error(result.error);
  return result.predicate as {
    mapping: { column: string; note: string; said?: Said }[];
    assumptions: { setting: string; basis: string; said?: Said }[];
    input: { bytes: number };
  };
}

async function checkGermanRun(locale: 'en' | 'de') {
  const messages = locale === 'de' ? de : en;
  const user = userEvent.setup();
  render(<BundleChecker labels={labelsOf(messages, locale === 'de' ? deCatalogs : enCatalogs)} locale={locale} />);
  await user.upload(screen.getByLabelText(new RegExp(messages.verify.drop)), new File([bundles.get('de-bremsen.zip')!], 'de-bremsen.zip', { type: 'application/zip' }));
  await user.click(screen.getByRole('button', { name: messages.verify.check }));
  await screen.findByRole('heading', { name: messages.verify.intact });
  return screen.getByTestId('conversion-context');
}

describe('the conversion context of a run’s bundle', () => {
  it('reads in German: every note that has a text in German, numbers as Germans write them, no English note', async () => {
    const predicate = await signedPredicate('de-bremsen.zip');
    const noted = [...predicate.mapping, ...predicate.assumptions.map((a) => ({ note: a.basis, said: a.said }))];
    expect(noted.filter((n) => n.said).length).toBeGreaterThan(10);

    const table = (await checkGermanRun('de')).textContent!;
    for (const { note, said } of noted) {
      expect(said, `a note without its text: ${note}`).toBeDefined();
      expect(table).toContain(renderText(said!, 'de'));
      expect(table).not.toContain(note);
    }
    const context = de.verify.contextView;
    expect(table).toContain(context.converted);
    expect(table).toContain(deCatalogs.mapping.settings.names.decimalMark);
    expect(table).toContain(new Intl.NumberFormat('de', { style: 'unit', unit: 'byte', unitDisplay: 'long' }).format(predicate.input.bytes));
    expect(table).toContain(new Intl.NumberFormat('de', { style: 'percent' }).format(0.9)); // 90 %, with a no-break space
    expect(table).toContain('Artikelnummer'); // the part-number field by its German name
    expect(table).not.toContain('partNumber');
    // The signature's state in words too, not the check's code.
    expect(screen.getByText(de.verify.signatureStatus.replace('{status}', de.verify.signatureStatuses.valid))).toBeDefined();
  });

  it('keeps the signed statement one click away, exactly as signed, English notes and all', async () => {
    const predicate = await signedPredicate('de-bremsen.zip');
    await checkGermanRun('de');
    const disclosure = screen.getByText(de.verify.signedStatement).closest('details')!;
    expect(disclosure.open).toBe(false);
    const json = within(disclosure).getByText((_, el) => el?.tagName === 'PRE');
    expect(json.textContent).toBe(JSON.stringify(predicate, null, 2));
    // The notes as the run recorded them, in English (JSON-escaped).
    expect(json.textContent).toContain(JSON.stringify(predicate.mapping[0]!.note));
  });

  it('reads in English with the notes as the run wrote them', async () => {
    const predicate = await signedPredicate('de-bremsen.zip');
    const table = (await checkGermanRun('en')).textContent!;
    for (const { note } of predicate.mapping) expect(table).toContain(note);
    expect(table).toContain('Part number');
  });
});
