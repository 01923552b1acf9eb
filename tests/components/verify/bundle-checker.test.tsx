import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BundleChecker, type VerifyLabels } from '@/components/verify/bundle-checker';
import { checkUploadedBundle } from '@/lib/verification/verify-bundle';
import en from '@/messages/en.json';

/**
 * The /verify page's checker with a bundle a customer unzipped and zipped again with `zip -r`. The
 * check itself is the real one /api/verify runs (checkUploadedBundle); only the HTTP hop between
 * the page and the route is replaced by a call to it.
 */
const run = promisify(execFile);
const fixtures = path.resolve(__dirname, '../../fixtures/evidence');
let work = '';
let rezipped: Uint8Array<ArrayBuffer>;
let trustPem = '';
const asked: string[] = [];

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'partsmith-verify-page-'));
  // The installation key the check always trusts goes to a scratch folder, not the project's .data.
  vi.stubEnv('PARTSMITH_DATA_DIR', path.join(work, 'data'));
  await run('unzip', ['-q', path.join(fixtures, 'good.zip'), '-d', path.join(work, 'evidence')]);
  await run('zip', ['-q', '-r', path.join(work, 're.zip'), '.'], { cwd: path.join(work, 'evidence') });
  rezipped = new Uint8Array(await readFile(path.join(work, 're.zip')));
  trustPem = await readFile(path.join(fixtures, 'test-only-trusted-key.pub.pem'), 'utf8');
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    const result = await checkUploadedBundle(rezipped, trustPem);
    return new Response(JSON.stringify({ file: 're.zip', ...result }), { headers: { 'content-type': 'application/json' } });
  });
});

afterEach(cleanup);
afterAll(async () => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  await rm(work, { recursive: true, force: true });
});

const t = en.verify;
const labels = { ...t, signatureStatus: t.signatureStatus, signer: t.signer, statuses: t.statuses } as unknown as VerifyLabels;

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
