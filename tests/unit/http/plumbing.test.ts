import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { downloadProblem, downloadResponse, problemResponse } from '@/lib/http';
import { processRateLimiter, retryAfterSeconds } from '@/lib/http/rate-limit';
import { REFERENCE_IMPORT_PROBLEM_CODES, referenceImportRefusal, sentFileName, sizeRefusalOf, uploadAnswerStatus, uploadBody } from '@/lib/http/upload';

const headersOf = (response: Response) => Object.fromEntries(response.headers.entries());

describe('problem responses', () => {
  it('answers the app routes’ shape, never cached', async () => {
    const response = problemResponse(404, { code: 'not_found', message: 'No such batch.' });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('{"ok":false,"code":"not_found","message":"No such batch."}');
    expect(headersOf(response)).toEqual({ 'cache-control': 'no-store', 'content-type': 'application/json' });
  });

  it('keeps a refusal’s details after its code and message', async () => {
    const response = problemResponse(413, {
      ok: false,
      code: 'too_large',
      message: 'Too big.',
      limitBytes: 10,
    });
    expect(await response.text()).toBe(
      '{"ok":false,"code":"too_large","message":"Too big.","limitBytes":10}',
    );
  });

  it('answers the REST API’s and /api/verify’s shape with exactly the headers given', async () => {
    const response = problemResponse(
      429,
      { code: 'RATE_LIMITED', message: 'Wait.' },
      { shape: 'error', headers: { 'Retry-After': '3' } },
    );
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({ error: { code: 'RATE_LIMITED', message: 'Wait.' } });
    expect(headersOf(response)).toEqual({ 'retry-after': '3', 'content-type': 'application/json' });
  });

  it('refuses a download with nosniff as well', () => {
    expect(headersOf(downloadProblem(401, 'unauthenticated', 'Sign in.'))).toEqual({
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'content-type': 'application/json',
    });
  });
});

describe('downloads', () => {
  it('streams a stored file as a sandboxed attachment with its length and ETag', async () => {
    const response = downloadResponse({
      downloadName: 'aces.xml',
      contentType: 'application/xml; charset=utf-8',
      body: Readable.from([Buffer.from('<a/>')]),
      bytes: 4,
      sha256: 'ab',
    });
    expect(headersOf(response)).toEqual({
      'content-type': 'application/xml; charset=utf-8',
      'content-length': '4',
      'content-disposition': 'attachment; filename="aces.xml"',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "sandbox; default-src 'none'",
      'cache-control': 'private, no-cache',
      etag: '"ab"',
    });
    expect(await response.text()).toBe('<a/>');
  });

  it('takes text made for the answer, its caching and Vary as given', () => {
    const response = downloadResponse({
      downloadName: 'terms.csv',
      contentType: 'text/csv; charset=utf-8',
      body: 'a,b\n',
      cacheControl: 'private, no-store',
      vary: 'Cookie',
    });
    const headers = headersOf(response);
    expect(headers['cache-control']).toBe('private, no-store');
    expect(headers.vary).toBe('Cookie');
    expect(headers.etag).toBeUndefined();
  });
});

describe('the upload protocol', () => {
  it('names a file the REST API’s way: header, else ?name=, refused rather than guessed', () => {
    expect(sentFileName(encodeURIComponent('Bremsen März.csv'))).toEqual({
      ok: true,
      name: 'Bremsen März.csv',
    });
    expect(sentFileName(null, 'q.csv')).toEqual({ ok: true, name: 'q.csv' });
    expect(sentFileName('  ', 'q.csv')).toEqual({ ok: true, name: 'q.csv' });
    expect(sentFileName('%E0%A4%A')).toEqual({ ok: false, problem: 'not_uri_encoded' });
    expect(sentFileName(null)).toEqual({ ok: false, problem: 'unnamed' });
    expect(sentFileName(encodeURIComponent('../'))).toEqual({ ok: false, problem: 'nothing_left' });
  });

  it('refuses a reference delivery with the status its code has', async () => {
    const response = referenceImportRefusal('too_large', 'Too big.');
    expect(response.status).toBe(413);
    expect(await response.text()).toBe('{"ok":false,"code":"too_large","message":"Too big."}');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers a refusal code with the same status on the upload and the reference-import paths', () => {
    const statuses = REFERENCE_IMPORT_PROBLEM_CODES.map((code) => [code, referenceImportRefusal(code, 'No.').status]);
    expect(statuses).toEqual(REFERENCE_IMPORT_PROBLEM_CODES.map((code) => [code, uploadAnswerStatus({ ok: false, code, message: 'No.' })]));
    expect(Object.fromEntries(statuses)).toEqual({ unauthenticated: 401, cross_origin: 403, not_found: 404, not_allowed: 403, invalid: 400, too_large: 413, failed: 500 });
  });

  it('tells the size refusals from the other ones, on every path', () => {
    expect(sizeRefusalOf({ finding: { code: 'UPLOAD_TOO_LARGE' } })).toBe('too_large');
    expect(sizeRefusalOf({ finding: { code: 'REFERENCE_TOO_LARGE' } })).toBe('too_large');
    expect(sizeRefusalOf({ finding: { code: 'UPLOAD_QUOTA_EXCEEDED' } })).toBe('quota_exceeded');
    expect(sizeRefusalOf({ finding: { code: 'INPUT_NO_ROWS' } })).toBeUndefined();
    expect(sizeRefusalOf({})).toBeUndefined();
  });

  it('reads a body chunk by chunk with its declared size, and none without a body', async () => {
    const request = new Request('http://x/api/uploads', {
      method: 'POST',
      body: 'a,b\n1,2\n',
      headers: { 'content-length': '8' },
    });
    const body = uploadBody(request)!;
    expect(body.declaredBytes).toBe(8);
    const chunks: Uint8Array[] = [];
    for await (const chunk of body.chunks) chunks.push(chunk);
    expect(Buffer.concat(chunks).toString()).toBe('a,b\n1,2\n');
    await body.cancel();
    expect(uploadBody(new Request('http://x/api/uploads', { method: 'POST' }))).toBeNull();
  });
});

describe('process rate limiters', () => {
  it('keeps one limiter per name and allowance', () => {
    const a = processRateLimiter('test', { limit: 2, windowMs: 1000 });
    expect(processRateLimiter('test', { limit: 2, windowMs: 1000 })).toBe(a);
    expect(processRateLimiter('test', { limit: 3, windowMs: 1000 })).not.toBe(a);
    expect(processRateLimiter('other', { limit: 2, windowMs: 1000 })).not.toBe(a);
  });

  it('never says to retry in 0 seconds', () => {
    expect(retryAfterSeconds({ allowed: false, retryAfterMs: 10 })).toBe(1);
    expect(retryAfterSeconds({ allowed: false, retryAfterMs: 2001 })).toBe(3);
  });
});
