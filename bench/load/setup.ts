/**
 * bench:load's users, made the way real ones are: accounts with the `partsmith users` CLI (through
 * the running server's database socket, as the e2e suite does), a catalog uploaded, converted and
 * exported over REST API v1 with a workspace key, and a session cookie from the sign-in form posted
 * as a browser without JavaScript posts it.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export const PASSWORD = 'Gasket-Torque-91';
const SAMPLE = 'samples/preview/mixed-messy-export.csv';
const SCOPES = 'uploads:write,jobs:read,jobs:write,exports:read,exports:write';

export interface LoadUser {
  email: string;
  /** The Cookie header a signed-in browser sends. */
  cookie: string;
  /** The finished conversion in the user's personal workspace (its page is /catalogs/<id>). */
  conversionId: string;
}

type Call = { args: string[]; input?: string };

/** Several `partsmith …` calls in one process (tests/e2e/cli-batch-run.ts): one start-up, not one each. */
function partsmithBatch(dataDir: string, calls: Call[]): string[] {
  const out = execFileSync(
    process.execPath,
    [
      '--import',
      './scripts/server-only-hook.mjs',
      '--import',
      'tsx',
      path.resolve('tests/e2e/cli-batch-run.ts'),
    ],
    {
      env: { ...process.env, PARTSMITH_DATA_DIR: dataDir },
      input: JSON.stringify(calls),
      encoding: 'utf8',
      timeout: 300_000,
    },
  );
  const results = JSON.parse(out.trim().split('\n').at(-1)!) as {
    code: number;
    stdout: string;
    stderr: string;
  }[];
  const failed = results.findIndex((r) => r.code !== 0);
  if (failed >= 0 || results.length !== calls.length) {
    const at = failed >= 0 ? failed : results.length;
    throw new Error(`partsmith ${calls[at]?.args.join(' ')} failed: ${results[at]?.stderr ?? 'not run'}`);
  }
  return results.map((r) => r.stdout);
}

/** Active accounts, each with its personal workspace and an API key for it. */
function createAccounts(dataDir: string, count: number): { email: string; key: string }[] {
  const stamp = Date.now().toString(36);
  const emails = Array.from({ length: count }, (_, i) => `load-${stamp}-${i}@example.com`);
  const listed = partsmithBatch(dataDir, [
    ...emails.map((email) => ({
      args: ['users', 'create', email, '--password-stdin', '--status', 'active'],
      input: `${PASSWORD}\n`,
    })),
    ...emails.map((email) => ({ args: ['workspaces', 'list', email] })),
  ]).slice(count);
  const slugs = listed.map((out, i) => {
    const slug = out.trim().split(/\s+/)[0];
    if (!slug) throw new Error(`${emails[i]} has no workspace`);
    return slug;
  });
  const keys = partsmithBatch(
    dataDir,
    emails.map((email, i) => ({
      args: ['api-keys', 'create', slugs[i]!, '--name', 'bench:load', '--scopes', SCOPES, '--owner', email],
    })),
  );
  return emails.map((email, i) => ({ email, key: keys[i]!.trim() }));
}

// The parts of API v1's answers the set-up reads (docs/api.md).
const Uploaded = z.object({ upload: z.object({ id: z.string() }) });
const Job = z.object({ job: z.object({ id: z.string(), status: z.string() }) });
const Export = z.object({ export: z.object({ id: z.string(), status: z.string() }) });

async function json<T>(response: Response, schema: z.ZodType<T>, what: string): Promise<T> {
  if (!response.ok)
    throw new Error(`${what}: HTTP ${response.status} ${(await response.text()).slice(0, 300)}`);
  return schema.parse(await response.json());
}

/** Polls `url` until its job or export has ended; throws unless it succeeded. */
async function waitUntilSucceeded(
  url: string,
  key: string,
  status: (response: Response) => Promise<string>,
): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    const now = await status(await fetch(url, { headers: { Authorization: `Bearer ${key}` } }));
    if (now === 'succeeded') return;
    if (now === 'failed' || now === 'cancelled') throw new Error(`${url} ended ${now}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not finish within 300 s`);
}

/** Upload → conversion → export over REST API v1; answers the conversion's id. */
async function convertAndExport(base: string, key: string): Promise<string> {
  const auth = { Authorization: `Bearer ${key}` };
  const uploaded = await json(
    await fetch(`${base}/api/v1/uploads`, {
      method: 'POST',
      headers: {
        ...auth,
        'X-File-Name': encodeURIComponent('mixed messy.csv'),
        'Content-Type': 'application/octet-stream',
      },
      body: readFileSync(SAMPLE),
    }),
    Uploaded,
    'upload',
  );
  const started = await json(
    await fetch(`${base}/api/v1/jobs`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ uploadId: uploaded.upload.id, brand: 'BKMN' }),
    }),
    Job,
    'start job',
  );
  const jobId = started.job.id;
  await waitUntilSucceeded(
    `${base}/api/v1/jobs/${jobId}`,
    key,
    async (r) => (await json(r, Job, 'job')).job.status,
  );
  // Confirmed up front: the messy sample leaves rows open in review, which an export otherwise waits on.
  const exported = await json(
    await fetch(`${base}/api/v1/exports`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ jobId, confirm: true }),
    }),
    Export,
    'export',
  );
  const exportUrl = `${base}/api/v1/exports/${exported.export.id}`;
  await waitUntilSucceeded(exportUrl, key, async (r) => (await json(r, Export, 'export')).export.status);
  return jobId;
}

const unescapeHtml = (s: string): string =>
  s
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/**
 * Posts the sign-in form as a browser without JavaScript does (to the form's action, a route handler
 * since decision 0024, with any hidden fields) and answers the cookies the redirect to the dashboard sets.
 */
export async function signIn(base: string, email: string): Promise<string> {
  const page = await fetch(`${base}/login`);
  const html = await page.text();
  const formTag = /<form\b[^>]*\bmethod="post"[^>]*>/.exec(html)?.[0];
  const action = formTag && /\baction="([^"]+)"/.exec(formTag)?.[1];
  if (!action) throw new Error(`the sign-in page at ${base}/login has no form that posts`);
  const form = new URLSearchParams(); // as a browser posts a form: application/x-www-form-urlencoded
  for (const [, name, value] of html.matchAll(
    /<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/>/g,
  )) {
    form.append(name!, unescapeHtml(value ?? ''));
  }
  form.append('email', email);
  form.append('password', PASSWORD);
  const response = await fetch(new URL(unescapeHtml(action), base), { method: 'POST', body: form, redirect: 'manual' });
  const cookies = new Map<string, string>();
  for (const header of [...page.headers.getSetCookie(), ...response.headers.getSetCookie()]) {
    const pair = header.split(';')[0]!;
    cookies.set(pair.slice(0, pair.indexOf('=')), pair);
  }
  if (response.status !== 303 || !cookies.has('ps_session')) {
    throw new Error(
      `signing in ${email} answered ${response.status} ${response.headers.get('location') ?? ''} without a session`,
    );
  }
  return [...cookies.values()].join('; ');
}

/** `count` signed-in users, each with a finished, exported conversion in its own workspace. */
export async function setUpUsers(
  base: string,
  dataDir: string,
  count: number,
  log: (line: string) => void,
): Promise<LoadUser[]> {
  const accounts = createAccounts(dataDir, count);
  log(`  ${count} accounts with workspaces and API keys`);
  const conversions = await Promise.all(accounts.map(({ key }) => convertAndExport(base, key)));
  log(`  ${count} conversions finished and exported`);
  const users: LoadUser[] = [];
  // One at a time: a burst of sign-ins is what the sign-in limits exist to refuse.
  for (const [i, { email }] of accounts.entries()) {
    users.push({ email, cookie: await signIn(base, email), conversionId: conversions[i]! });
  }
  log(`  ${count} users signed in`);
  return users;
}
