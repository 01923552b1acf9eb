import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import { outcomeOf } from '@/components/catalogs/send-upload';
import { uploadProblemText } from '@/components/catalogs/upload-problem-text';
import catalogsDe from '@/messages/areas/catalogs/de.json';
import type { SubmittedUpload } from '@/lib/jobs';
import {
  acceptedAnswer,
  bodyChunks,
  discardRest,
  fileNameFromHeader,
  refusedAnswer,
  uploadAnswerSchema,
  uploadAnswerStatus,
} from '@/lib/http/upload';
import { isSameOriginRequest } from '@/lib/http';

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  let i = 0;
  return new ReadableStream({
    pull(controller) {
      if (i < chunks.length) controller.enqueue(chunks[i++]!);
      else controller.close();
    },
  });
}

const bytes = (n: number, fill = 1) => new Uint8Array(n).fill(fill);

describe('the upload request body', () => {
  it('yields the body chunk by chunk, without collecting it', async () => {
    const reader = streamOf([bytes(3), bytes(0), bytes(5)]).getReader();
    const sizes: number[] = [];
    for await (const chunk of bodyChunks(reader)) sizes.push(chunk.byteLength);
    expect(sizes).toEqual([3, 5]);
  });

  it('discards what a refused client is still sending, so it can read the answer', async () => {
    const stream = streamOf([bytes(4), bytes(4), bytes(4)]);
    const reader = stream.getReader();
    // The store stopped after the first chunk (over the limit)…
    for await (const _chunk of bodyChunks(reader)) break;
    // …the rest is read and dropped.
    await discardRest(reader);
    expect(await reader.read()).toEqual({ done: true, value: undefined });
  });

  it('stops discarding past its cap and cancels the stream', async () => {
    let cancelled = false;
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent++;
        controller.enqueue(bytes(1024));
      },
      cancel() {
        cancelled = true;
      },
    });
    await discardRest(endless.getReader(), 10 * 1024);
    expect(cancelled).toBe(true);
    expect(sent).toBeLessThan(20);
  });
});

describe('the file name header', () => {
  it('decodes the URI-encoded name and keeps accents', () => {
    expect(fileNameFromHeader(encodeURIComponent('Bremsen März 2026.csv'))).toBe('Bremsen März 2026.csv');
  });

  it('drops folders, control characters and falls back to "catalog"', () => {
    expect(fileNameFromHeader(encodeURIComponent('../../etc/pass\nwd.csv'))).toBe('passwd.csv');
    expect(fileNameFromHeader(encodeURIComponent('C:\\exports\\brakes.csv'))).toBe('brakes.csv');
    expect(fileNameFromHeader(null)).toBe('catalog');
    expect(fileNameFromHeader('%E0%A4%A')).toBe('%E0%A4%A');
    expect(fileNameFromHeader(encodeURIComponent('   '))).toBe('catalog');
  });
});

describe('same-origin check', () => {
  const headers = (h: Record<string, string>) => new Headers(h);

  it('accepts the app’s own pages and non-browser clients', () => {
    expect(isSameOriginRequest(headers({ host: 'app.example.com', origin: 'https://app.example.com', 'sec-fetch-site': 'same-origin' }))).toBe(true);
    expect(isSameOriginRequest(headers({ host: 'localhost:3300', origin: 'http://localhost:3300' }))).toBe(true);
    expect(isSameOriginRequest(headers({ host: 'app.example.com' }))).toBe(true);
    expect(isSameOriginRequest(headers({ host: 'internal:3000', 'x-forwarded-host': 'app.example.com', origin: 'https://app.example.com' }))).toBe(true);
  });

  it('refuses another site’s page, even a sibling subdomain', () => {
    expect(isSameOriginRequest(headers({ host: 'app.example.com', origin: 'https://evil.example' }))).toBe(false);
    expect(isSameOriginRequest(headers({ host: 'app.example.com', origin: 'https://other.example.com', 'sec-fetch-site': 'same-site' }))).toBe(false);
    expect(isSameOriginRequest(headers({ host: 'app.example.com', 'sec-fetch-site': 'cross-site' }))).toBe(false);
    expect(isSameOriginRequest(headers({ host: 'app.example.com', origin: 'null' }))).toBe(false);
  });
});

const submitted = {
  upload: {
    id: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a',
    workspaceId: 'w',
    sha256: 'b'.repeat(64),
    bytes: 2048,
    fileName: 'brakes.csv',
    format: 'csv',
    encoding: 'utf-8',
    delimiter: ';',
    storageKey: 'b'.repeat(64),
    uploadedBy: 'someone',
    createdAt: new Date(),
    purgedAt: null,
  },
  created: false,
  latestConversion: { id: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d', status: 'succeeded' },
  header: ['Artikelnummer', 'Hersteller'],
  info: { file: 'brakes.csv', sha256: 'b'.repeat(64), bytes: 2048, format: 'csv', encoding: 'utf-8', delimiter: ';', sheet: null, headerRow: 1 },
  suggestedMappings: [{ id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', name: 'Bremsen', version: 2, mapping: { version: 1, columns: [] }, headerFingerprint: 'x', workspaceId: 'w', createdBy: null, createdAt: new Date() }],
  wholeWorkbook: false,
} as unknown as SubmittedUpload;

describe('the upload answer', () => {
  it('tells the page what was found, without storage keys or account ids', () => {
    const answer = acceptedAnswer(submitted);
    expect(answer).toEqual({
      ok: true,
      upload: { id: submitted.upload.id, fileName: 'brakes.csv', bytes: 2048, sha256: 'b'.repeat(64) },
      created: false,
      latestConversion: { id: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d', status: 'succeeded' },
      info: { format: 'csv', encoding: 'utf-8', delimiter: ';', sheet: null, headerRow: 1 },
      header: ['Artikelnummer', 'Hersteller'],
      suggestedMappings: [{ id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', name: 'Bremsen', version: 2 }],
      // A text file has no sheets to pick.
      sheets: [],
      wholeWorkbook: false,
    });
    expect(JSON.stringify(answer)).not.toContain('someone');
    expect(uploadAnswerSchema.parse(answer)).toEqual(answer);
    expect(uploadAnswerStatus(answer)).toBe(200);
    expect(uploadAnswerStatus({ ...answer, created: true })).toBe(201);
  });

  it('maps refusals to HTTP statuses, the size limit to 413 with the limit', () => {
    const tooLarge = refusedAnswer(
      { ok: false, code: 'invalid', message: 'big.csv is larger…', finding: { code: 'UPLOAD_TOO_LARGE', severity: 'error', message: 'big.csv is larger…' } },
      1024,
    );
    expect(tooLarge).toMatchObject({ code: 'too_large', limitBytes: 1024, finding: { code: 'UPLOAD_TOO_LARGE' } });
    expect(uploadAnswerStatus(tooLarge)).toBe(413);
    const quota = refusedAnswer({ ok: false, code: 'invalid', message: 'full', finding: { code: 'UPLOAD_QUOTA_EXCEEDED', severity: 'error', message: 'full' } });
    expect(uploadAnswerStatus(quota)).toBe(413);
    const png = refusedAnswer({ ok: false, code: 'invalid', message: 'a PNG', finding: { code: 'INPUT_UNSUPPORTED', severity: 'error', message: 'a PNG' } }, 1024);
    expect(png).toEqual({ ok: false, code: 'invalid', message: 'a PNG', finding: { code: 'INPUT_UNSUPPORTED', severity: 'error', message: 'a PNG' } });
    expect(uploadAnswerStatus(png)).toBe(400);
    expect(uploadAnswerStatus(refusedAnswer({ ok: false, code: 'not_allowed', message: 'viewer' }))).toBe(403);
    expect(uploadAnswerStatus(refusedAnswer({ ok: false, code: 'not_found', message: 'no' }))).toBe(404);
    expect(uploadAnswerStatus({ ok: false, code: 'unauthenticated', message: 'sign in' })).toBe(401);
  });

  it('reads the endpoint’s JSON in the browser, and anything else as unexpected', () => {
    expect(outcomeOf(200, JSON.stringify(acceptedAnswer(submitted)))).toMatchObject({ ok: true, answer: { created: false } });
    expect(outcomeOf(413, JSON.stringify({ ok: false, code: 'too_large', message: 'big', limitBytes: 5 }))).toEqual({
      ok: false,
      problem: { ok: false, code: 'too_large', message: 'big', limitBytes: 5 },
    });
    expect(outcomeOf(502, '<html>Bad gateway</html>')).toMatchObject({ ok: false, problem: { code: 'unexpected' } });
    expect(outcomeOf(200, '{"ok":true}')).toMatchObject({ ok: false, problem: { code: 'unexpected', status: 200 } });
  });

  it('tells the reader of an unreadable answer what happened in their language, status included', () => {
    const outcome = outcomeOf(502, '<html>Bad gateway</html>');
    if (outcome.ok) throw new Error('expected a problem');
    const t = createTranslator({ locale: 'de', messages: { catalogs: catalogsDe }, namespace: 'catalogs.upload.problems' });
    expect(uploadProblemText(t as never, outcome.problem, 'brakes.csv', String)).toEqual({
      headline: 'brakes.csv konnte nicht hochgeladen werden.',
      advice: t('retryAdvice'),
      detail: 'Der Server hat mit 502 geantwortet, aber ohne lesbares Ergebnis.',
    });
  });
});
