import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DecisionsResultSchema,
  ExportListSchema,
  ExportResponseSchema,
  JobListSchema,
  JobResponseSchema,
  LearnedTermListSchema,
  LearnedTermRemovedSchema,
  LearnedTermResponseSchema,
  LearnedTermsImportedSchema,
  LearnedTermWrittenSchema,
  MappingListSchema,
  ReferenceSearchResultSchema,
  RerunPreviewSchema,
  RetryResultSchema,
  ReviewPageSchema,
  UploadResultSchema,
  ValueDecisionResultSchema,
  ValueGroupPageSchema,
  type ApiRuntime,
} from '@/lib/api';
import { verifyEvidenceBundle, type Report } from '@/lib/catalog';
import type { ConversionContext } from '@/lib/catalog/evidence';
import { importReferenceRelease } from '@/lib/data/reference';
import { withUser } from '@/lib/db/scopes';
import { getConversion, listReviewRows } from '@/lib/data/catalogs';
import { workbook } from '../unit/catalog/ingest/xlsx-helpers';
import { apiRuntime, call, makeKey, type Answer } from './api-world';
import { closeTemplate } from './harness';
import { buildJobWorld, waitFor, type JobWorld } from './jobs-world';
import { nextReleaseDelivery } from './reference-deliveries';

/**
 * Every curl example in docs/api.md, read from the document and sent through the real route
 * handlers, in the document's order, against a real job world: if the docs and the code part ways,
 * this fails. The catalog is tests/fixtures/convert/outcomes.csv as the docs' "Price list März.xlsx",
 * its Make column headed "Marke" as in the inline-mapping example (rows 5 and 7 flagged, 4, 6, 8
 * and 9 rejected; see tests/db/jobs-export.test.ts).
 */

interface Example {
  /** The command as written, for failure messages. */
  text: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Path and query, with $API and the shell variables still in it. */
  url: string;
  body?: string;
  /** `--data-binary @"<file>"`: the file the example uploads. */
  upload?: string;
  /** `-H "Accept-Language: …"`: the language the example asks its answer in. */
  language?: string;
}

/** The curl commands of the document's ```sh blocks, continuation lines joined. */
function curlExamples(markdown: string): Example[] {
  const examples: Example[] = [];
  for (const [, block] of markdown.matchAll(/```sh\n([\s\S]*?)```/g)) {
    const commands = block!.replace(/\\\n\s*/g, ' ').split(/\n(?=curl |npx |export |#)/);
    for (const command of commands.map((c) => c.trim()).filter((c) => c.startsWith('curl '))) {
      const url = /"(\$API[^"]*)"/.exec(command)?.[1] ?? /https:\/\/partsmith\.example(\/api\/v1\S*)/.exec(command)?.[1];
      if (!url) throw new Error(`no URL in ${command}`);
      const body = /-d '([\s\S]*?)'/.exec(command)?.[1];
      const upload = /--data-binary @"([^"]+)"/.exec(command)?.[1];
      const language = /-H "Accept-Language: ([^"]+)"/.exec(command)?.[1];
      const explicit = /-X (POST|PATCH|DELETE)\b/.exec(command)?.[1] as Example['method'] | undefined;
      const method = explicit ?? (body !== undefined || upload !== undefined ? 'POST' : 'GET');
      examples.push({ text: command, method, url, ...(body !== undefined ? { body } : {}), ...(upload ? { upload } : {}), ...(language ? { language } : {}) });
    }
  }
  return examples;
}

const examples = curlExamples(readFileSync(path.resolve(__dirname, '../../docs/api.md'), 'utf8'));

let world: JobWorld;
let api: ApiRuntime;
let key: string;
let scratch: string;
let releaseId: number;
let price: Uint8Array;
/** What the examples' shell variables and "…" placeholders stand for, filled in as the flow goes. */
const vars: { upload?: string; job?: string; inlineJob?: string; next?: string; export?: string; term?: string; termsCsv?: Buffer } = {};

beforeAll(async () => {
  world = await buildJobWorld();
  await world.startWorkers();
  api = apiRuntime(world);
  key = await makeKey(world, world.owner);
  scratch = await mkdtemp(path.join(tmpdir(), 'partsmith-api-docs-'));
  const imported = await importReferenceRelease(world.db, await nextReleaseDelivery(scratch), { source: 'VCdb 2026-02', workspaceId: world.workspace });
  if (!imported.ok) throw new Error(imported.message);
  releaseId = imported.release.id;
  const csv = readFileSync(path.resolve(__dirname, '../fixtures/convert/outcomes.csv'), 'utf8');
  const rows = parseCsv(csv);
  rows[0] = rows[0]!.map((h) => (h === 'Make' ? 'Marke' : h));
  price = await workbook({ Preisliste: rows });
}, 120_000);

afterAll(async () => {
  await world?.close();
  await closeTemplate();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

/** A small CSV reader for the fixture (quoted cells with doubled quotes). */
function parseCsv(text: string): string[][] {
  return text
    .trim()
    .split('\n')
    .map((line) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)].slice(0, -1).map(([, cell]) => (cell!.startsWith('"') ? cell!.slice(1, -1).replace(/""/g, '"') : cell!)));
}

/** The example's request with its placeholders filled in. */
function resolved(example: Example): { url: string; body?: string } {
  const url = example.url
    .replace('$API', '/api/v1')
    .replace('$JOB', vars.job ?? '$JOB')
    .replace('$EXPORT', vars.export ?? '$EXPORT')
    .replace('$NEXT', vars.next ?? '$NEXT')
    .replace('$TERM', vars.term ?? '$TERM');
  const body = example.body
    ?.replace('"uploadId":"…"', `"uploadId":"${vars.upload}"`)
    .replace('"jobId":"…"', `"jobId":"${vars.job}"`)
    .replace(/"release": 7\b/, `"release": ${releaseId}`)
    .replace(/"referenceReleaseId":7\b/, `"referenceReleaseId":${releaseId}`);
  return { url, ...(body !== undefined ? { body } : {}) };
}

async function run(example: Example): Promise<Answer> {
  const { url, body } = resolved(example);
  // The learned-terms file the export example downloaded goes back as it came.
  if (example.upload?.endsWith('.csv')) {
    return call(api, 'POST', url, { key, body: vars.termsCsv!, headers: { 'content-type': 'text/csv' } });
  }
  if (example.upload) {
    return call(api, 'POST', url, { key, body: Buffer.from(price), headers: { 'x-file-name': encodeURIComponent(example.upload) } });
  }
  const headers = example.language ? { headers: { 'accept-language': example.language } } : {};
  return call(api, example.method, url, { key, ...headers, ...(body !== undefined ? { json: JSON.parse(body) } : {}) });
}

async function finished(jobId: string) {
  return waitFor(
    async () => JobResponseSchema.parse((await call(api, 'GET', `/api/v1/jobs/${jobId}`, { key })).body).job,
    (j) => j.status === 'succeeded' || j.status === 'failed',
  );
}

async function reportOf(jobId: string): Promise<Report> {
  const conversion = await withUser(world.owner.claims, (tx) => getConversion(tx, jobId), world.db);
  return conversion!.report!;
}

/**
 * What each example must answer, in the document's order. `matches` pins the example to its entry,
 * so an example added to, moved in or dropped from the docs fails here until it is run too.
 */
const EXPECTED: { matches: RegExp; check: (answer: Answer, example: Example) => Promise<void> | void }[] = [
  { matches: /^GET \/api\/v1\/jobs$/, check: (a) => void expect(JobListSchema.parse(a.body)).toEqual({ jobs: [], nextCursor: null }) },
  {
    matches: /^POST \$API\/uploads$/,
    check: (a) => {
      expect(a.status).toBe(201);
      const result = UploadResultSchema.parse(a.body);
      expect(result).toMatchObject({ created: true, latestJob: null, upload: { fileName: 'Price list März.xlsx', format: 'xlsx' } });
      expect(result.header).toContain('Marke');
      vars.upload = result.upload.id;
    },
  },
  {
    matches: /^POST \$API\/jobs .*"acceptThreshold":0\.9/,
    check: async (a, example) => {
      expect(a.status).toBe(201);
      vars.job = JobResponseSchema.parse(a.body).job.id;
      expect((await run(example)).body).toMatchObject({ created: false, job: { id: vars.job } });
      expect(await finished(vars.job)).toMatchObject({ status: 'succeeded', counts: { rows: 10, flagged: 2, rejected: 4 } });
    },
  },
  {
    matches: /^POST \$API\/jobs .*"mapping":/,
    check: async (a) => {
      expect(a.status).toBe(201);
      vars.inlineJob = JobResponseSchema.parse(a.body).job.id;
      // One column named: every other column keeps its detected field, so the same rows convert.
      expect(await finished(vars.inlineJob)).toMatchObject({ status: 'succeeded', counts: { rows: 10, flagged: 2, rejected: 4 } });
      const mapping = (await reportOf(vars.inlineJob)).mapping;
      expect(mapping.find((m) => m.column === 'Marke')).toMatchObject({ field: 'make', origin: { kind: 'inline' }, confidence: 1 });
      expect(mapping.find((m) => m.column === 'Part Number')).toMatchObject({ field: 'partNumber', origin: { kind: 'detected' } });
      expect(mapping.filter((m) => m.column !== 'Marke')).toEqual((await reportOf(vars.job!)).mapping.filter((m) => m.column !== 'Marke'));
      // The settings it gives are the run's, stated as set on the mapping.
      expect((await reportOf(vars.inlineJob)).assumptions).toContainEqual({ setting: 'currency', value: 'USD', basis: 'set on the mapping', said: { id: 'note.map.basis.set' }, by: 'mapping' });
    },
  },
  { matches: /^GET \$API\/jobs\/\$JOB$/, check: (a) => void expect(JobResponseSchema.parse(a.body).job).toMatchObject({ id: vars.job, status: 'succeeded', rowsDone: 10 }) },
  {
    matches: /^GET \$API\/jobs\?status=succeeded&limit=20$/,
    check: async (a) => {
      expect(JobListSchema.parse(a.body).jobs.map((j) => j.id)).toEqual([vars.inlineJob, vars.job]);
      // $NEXT for the next example: the cursor after a first page of one.
      vars.next = JobListSchema.parse((await call(api, 'GET', '/api/v1/jobs?limit=1', { key })).body).nextCursor!;
    },
  },
  {
    matches: /^GET \$API\/jobs\?cursor=\$NEXT$/,
    check: (a) => void expect(JobListSchema.parse(a.body).jobs.map((j) => j.id)).toEqual([vars.job]),
  },
  { matches: /^POST \$API\/jobs\/\$JOB\/retry$/, check: (a) => void expect(RetryResultSchema.parse(a.body)).toMatchObject({ retried: false, job: { id: vars.job } }) },
  {
    matches: /^POST \$API\/jobs\/\$JOB\/rerun\/preview \{"release":7\}$/,
    check: (a) => {
      expect(a.status).toBe(200);
      expect(RerunPreviewSchema.parse(a.body).impact.to).toMatchObject({ releaseId, versionDate: '2026-02-01' });
    },
  },
  {
    matches: /^POST \$API\/jobs\/\$JOB\/rerun \{"release":7\}$/,
    check: (a) => {
      expect(a.status).toBe(201);
      expect(JobResponseSchema.parse(a.body).job).toMatchObject({ reference: { releaseId }, uploadId: vars.upload });
    },
  },
  {
    matches: /^POST \$API\/jobs \{"uploadId":"…","brand":"BKMN","referenceReleaseId":7\}$/,
    check: async (a) => {
      // Not the re-run's job: that one keeps the mapping the job ran with, this one detects the columns.
      expect(a.status).toBe(201);
      const job = JobResponseSchema.parse(a.body).job;
      expect(job).toMatchObject({ uploadId: vars.upload, mappingVersion: 'auto', reference: { releaseId, versionDate: '2026-02-01' } });
      expect(await finished(job.id)).toMatchObject({ status: 'succeeded', reference: { releaseId } });
    },
  },
  {
    matches: /^GET \$API\/jobs\/\$JOB\/review\?state=pending&code=MAKE_TYPO&limit=100$/,
    check: (a) => void expect(ReviewPageSchema.parse(a.body).rows.map((r) => [r.row, r.source.Marke])).toEqual([[5, 'Toyta']]),
  },
  {
    matches: /^GET \$API\/jobs\/\$JOB\/review\/values\?field=make$/,
    check: (a) =>
      void expect(ValueGroupPageSchema.parse(a.body)).toEqual({
        groups: [
          {
            field: 'make',
            key: 'toyta',
            term: 'Toyta',
            codes: ['MAKE_TYPO'],
            rows: 1,
            pendingRows: 1,
            parts: 1,
            candidates: [{ referenceId: 9009, name: 'Toyota', confidence: 0.8 }],
            sampleRows: [5],
          },
          { field: 'make', key: 'zorgmobile', term: 'Zorgmobile', codes: ['MAKE_UNKNOWN'], rows: 1, pendingRows: 1, parts: 1, candidates: [], sampleRows: [9] },
        ],
        nextCursor: null,
      }),
  },
  {
    matches: /^POST \$API\/jobs\/\$JOB\/review\/values\/decide \{"field":"make","key":"toyta","decision":"overridden","referenceId":9009\}$/,
    check: async (a) => {
      expect(ValueDecisionResultSchema.parse(a.body)).toEqual({ rows: 1, decided: 1, pending: 0, reference: { id: 9009, name: 'Toyota' } });
      const { rows } = await withUser(world.owner.claims, (tx) => listReviewRows(tx, vars.job!, { state: 'overridden' }), world.db);
      expect(rows.map((r) => [r.row, r.override])).toEqual([[5, { make: 'Toyota' }]]);
      // Learned with the job it was decided on (the learned-terms examples below list it).
      const terms = LearnedTermListSchema.parse((await call(api, 'GET', '/api/v1/learned-terms?field=make', { key })).body).terms;
      expect(terms).toMatchObject([{ term: 'Toyta', referenceId: 9009, origin: 'review', jobId: vars.job }]);
    },
  },
  {
    matches: /^POST \$API\/jobs\/\$JOB\/review\/values\/decide \{"field":"model","key":"civc","decision":"rejected"\}$/,
    check: async (a) => {
      expect(ValueDecisionResultSchema.parse(a.body)).toEqual({ rows: 1, decided: 1, pending: 0, reference: null });
      const left = ValueGroupPageSchema.parse((await call(api, 'GET', `/api/v1/jobs/${vars.job}/review/values`, { key })).body);
      expect(left.groups.map((g) => `${g.field}:${g.key}`)).toEqual(['make:zorgmobile']);
    },
  },
  {
    matches: /^GET \$API\/reference\/search\?kind=part-type&q=Bremsscheibe&job=\$JOB$/,
    check: (a) =>
      void expect(ReferenceSearchResultSchema.parse(a.body).hits[0]).toMatchObject({
        name: 'Disc Brake Rotor',
        match: { via: 'term', text: 'Bremsscheibe', language: 'de' },
        why: 'passt zu „Bremsscheibe“ (Deutsch)',
      }),
  },
  { matches: /^POST \$API\/jobs\/\$JOB\/decisions .*"make":"Honda"/, check: (a) => void expect(DecisionsResultSchema.parse(a.body)).toEqual({ decided: 3, missing: [] }) },
  { matches: /^POST \$API\/jobs\/\$JOB\/decisions .*"match"/, check: (a) => void expect(DecisionsResultSchema.parse(a.body)).toEqual({ decided: 0 , missing: [] }) },
  {
    matches: /^POST \$API\/jobs\/\$JOB\/decisions .*"partTypeId"/,
    check: async (a) => {
      expect(a.status).toBe(200);
      expect(DecisionsResultSchema.parse(a.body)).toEqual({ decided: 2, missing: [] });
      const { rows } = await withUser(world.owner.claims, (tx) => listReviewRows(tx, vars.job!, { state: 'overridden' }), world.db);
      // What the review screen's picker stores for the same picks.
      expect(rows.find((r) => r.row === 9)?.override).toEqual({
        make: 'Honda',
        model: 'Civic',
        year: '2016',
        yearFrom: '',
        yearTo: '',
        baseVehicleId: '310853',
        partType: 'Disc Brake Pad Set',
        partTypeId: '90101',
        position: 'Front',
        positionId: '9102',
      });
      expect(rows.find((r) => r.row === 4)?.override).toEqual({ make: 'Ford', model: 'Focus', baseVehicleId: '', year: '2015' });
    },
  },
  { matches: /^GET \$API\/mappings$/, check: (a) => void expect(MappingListSchema.parse(a.body)).toEqual({ mappings: [] }) },
  {
    matches: /^POST \$API\/exports .*"jobId"/,
    check: async (a) => {
      expect(a.status).toBe(202);
      vars.export = ExportResponseSchema.parse(a.body).export.id;
      // Built and checked: published, or waiting for the confirmation the next example gives.
      const done = await waitFor(
        async () => ExportResponseSchema.parse((await call(api, 'GET', `/api/v1/exports/${vars.export}`, { key })).body).export,
        (e) => e.status === 'succeeded' || e.status === 'failed' || e.status === 'awaiting_confirmation',
      );
      expect(done.status).not.toBe('failed');
      expect(done.checks).not.toBeNull();
    },
  },
  {
    matches: /^POST \$API\/exports\/\$EXPORT\/confirm \{"confirm":true\}$/,
    check: (a) =>
      void expect(ExportResponseSchema.parse(a.body).export).toMatchObject({
        id: vars.export,
        status: 'succeeded',
        // Row 5, approved after its make was decided by value, goes out with that make: overridden.
        result: { decisions: { approved: 0, overridden: 3, rejected: 1 } },
      }),
  },
  { matches: /^GET \$API\/exports\/\$EXPORT$/, check: (a) => void expect(ExportResponseSchema.parse(a.body).export).toMatchObject({ id: vars.export, status: 'succeeded' }) },
  { matches: /^GET \$API\/exports\?jobId=\$JOB$/, check: (a) => void expect(ExportListSchema.parse(a.body).exports.map((e) => e.id)).toEqual([vars.export]) },
  {
    matches: /^GET \$API\/exports\/\$EXPORT\/download$/,
    check: async (a) => {
      expect(a.headers.get('content-type')).toBe('application/zip');
      const verified = await verifyEvidenceBundle(a.bytes, { trustedKeys: [world.signer.publicKey] });
      expect(verified.problems).toEqual([]);
      // The export rebuilt the conversion: its evidence still says what the run decided, column by column.
      const mapping = (verified.predicate as ConversionContext).mapping;
      expect(mapping).toEqual((await reportOf(vars.job!)).mapping);
      expect(mapping.every((m) => (m.origin as { kind: string }).kind === 'detected')).toBe(true);
      expect(mapping.some((m) => m.confidence < 1)).toBe(true);
    },
  },
  {
    matches: /^GET \$API\/exports\/\$EXPORT\/download\?file=aces\.xml$/,
    check: (a) => {
      const aces = a.bytes.toString('utf8');
      // The rows overridden by id are in it: Honda Civic 2016 by BaseVehicle, the Ford Focus by make and model ids.
      expect(aces).toMatch(/<BaseVehicle id="310853"\/>[\s\S]*?<Part>BKM-U0001<\/Part>/);
      expect(aces).toMatch(/<BaseVehicle id="310080"\/>[\s\S]*?<Part>BKM-X1990<\/Part>/);
    },
  },
  {
    matches: /^GET \$API\/exports\/\$EXPORT\/download\?file=review%2Fdecisions\.json$/,
    check: (a) => void expect(JSON.parse(a.bytes.toString('utf8'))).toMatchObject({ summary: { approved: 0, overridden: 3, rejected: 1 } }),
  },
  {
    matches: /^POST \$API\/learned-terms \{"field":"partType"/,
    check: (a) => {
      expect(a.status).toBe(201);
      const written = LearnedTermWrittenSchema.parse(a.body);
      expect(written).toMatchObject({ created: true, term: { field: 'partType', term: 'Bremsbelagsatz, Scheibenbremse', referenceId: 90101, referenceName: 'Disc Brake Pad Set', language: 'de', origin: 'api', useCount: 0 } });
      vars.term = written.term.id;
    },
  },
  {
    matches: /^POST \$API\/learned-terms \{"terms":/,
    check: (a) => void expect(LearnedTermsImportedSchema.parse(a.body).imported).toEqual({ count: 2, added: 2, changed: 0, unchanged: 0, removed: 0, replace: false }),
  },
  {
    matches: /^GET \$API\/learned-terms\?field=partType&search=bremsbelag$/,
    check: (a) => void expect(LearnedTermListSchema.parse(a.body)).toMatchObject({ terms: [{ id: vars.term, term: 'Bremsbelagsatz, Scheibenbremse' }], nextCursor: null }),
  },
  {
    matches: /^PATCH \$API\/learned-terms\/\$TERM \{"referenceId":90102\}$/,
    check: (a) => void expect(LearnedTermResponseSchema.parse(a.body).term).toMatchObject({ id: vars.term, referenceId: 90102, referenceName: 'Disc Brake Rotor', origin: 'api', jobId: null }),
  },
  {
    matches: /^GET \$API\/learned-terms\?format=csv$/,
    check: (a) => {
      expect(a.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      const lines = a.bytes.toString('utf8').trim().split(/\r?\n/);
      expect(lines[0]).toBe('field,term,reference_id,language,note');
      // The make "Toyta" the review decided by value is one of them.
      expect(lines.slice(1).map((l) => l.split(',').slice(0, 1)[0]).sort()).toEqual(['make', 'make', 'partType', 'position']);
      expect(lines.some((l) => l.startsWith('make,Toyta,9009,'))).toBe(true);
      expect(lines.some((l) => l.startsWith('partType,"Bremsbelagsatz, Scheibenbremse",90102,de,'))).toBe(true);
      vars.termsCsv = a.bytes;
    },
  },
  {
    matches: /^POST \$API\/learned-terms\/import\?replace=true$/,
    check: (a) => void expect(LearnedTermsImportedSchema.parse(a.body).imported).toEqual({ count: 4, added: 0, changed: 0, unchanged: 4, removed: 0, replace: true }),
  },
  {
    matches: /^DELETE \$API\/learned-terms\/\$TERM$/,
    check: async (a) => {
      expect(LearnedTermRemovedSchema.parse(a.body).removed).toMatchObject({ id: vars.term, referenceId: 90102 });
      const rest = LearnedTermListSchema.parse((await call(api, 'GET', '/api/v1/learned-terms', { key })).body);
      expect(rest.terms.map((t) => t.field).sort()).toEqual(['make', 'make', 'position']);
    },
  },
];

/** Method, path and body without spaces: what EXPECTED's patterns are matched against. */
const signature = (e: Example) => `${e.method} ${e.url}${e.body ? ` ${e.body.replace(/\s+/g, '')}` : ''}`;

describe('the curl examples of docs/api.md', () => {
  it('are all run here, in order', () => {
    expect(examples.map(signature)).toEqual(examples.map((e, i) => (EXPECTED[i]?.matches.test(signature(e)) ? signature(e) : `not run here: ${e.text}`)));
    expect(examples).toHaveLength(EXPECTED.length);
  });

  it.each(EXPECTED.map((expected, i) => [i, expected] as const))('example %i answers as documented', async (i, expected) => {
    const example = examples[i]!;
    expect(signature(example), example.text).toMatch(expected.matches);
    const answer = await run(example);
    expect(answer.status, `${example.text}\n→ ${JSON.stringify(answer.body)}`).toBeLessThan(300);
    await expected.check(answer, example);
  });
});
