import { describe, expect, it } from 'vitest';
import { PREVIEW_LIMITS } from '@/lib/preview/limits';
import { parsePreviewBody, parsePreviewForm, previewLocale, readCappedBody, safeUploadName } from '@/lib/preview/request';

function form(fields: Record<string, string | File>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
}

describe('preview request validation', () => {
  it('accepts a known sample id', async () => {
    expect(await parsePreviewForm(form({ sample: 'mixed-messy' }))).toEqual({ ok: true, value: { kind: 'sample', id: 'mixed-messy' } });
  });

  it('refuses a sample id that is not in the list (no paths from the client)', async () => {
    const parsed = await parsePreviewForm(form({ sample: '../../package.json' }));
    expect(parsed).toEqual({ ok: false, failure: { code: 'PREVIEW_BAD_REQUEST' } });
  });

  it('refuses a request with both a sample and a file, or with neither', async () => {
    const both = await parsePreviewForm(form({ sample: 'en-clean', file: new File(['a,b\n1,2\n'], 'x.csv') }));
    expect(both.ok).toBe(false);
    expect((await parsePreviewForm(new FormData())).ok).toBe(false);
  });

  it('takes an uploaded file with its bytes and a cleaned-up name', async () => {
    const parsed = await parsePreviewForm(form({ file: new File(['Part Number\nX1\n'], 'C:\\exports\\catalog.csv') }));
    expect(parsed.ok && parsed.value.kind === 'upload' && parsed.value.name).toBe('catalog.csv');
    expect(parsed.ok && parsed.value.kind === 'upload' && new TextDecoder().decode(parsed.value.bytes)).toBe('Part Number\nX1\n');
  });

  it('says an empty file is empty', async () => {
    expect(await parsePreviewForm(form({ file: new File([], 'empty.csv') }))).toEqual({ ok: false, failure: { code: 'PREVIEW_EMPTY_FILE' } });
  });

  it('refuses a file over 2 MB with the limit in the message values', async () => {
    const big = new File([new Uint8Array(PREVIEW_LIMITS.maxBytes + 1)], 'big.csv');
    const parsed = await parsePreviewForm(form({ file: big }));
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.failure.code).toBe('PREVIEW_FILE_TOO_LARGE');
    expect(!parsed.ok && parsed.failure.params?.max).toBe('2 MB');
  });

  it('accepts a file of exactly 2 MB', async () => {
    const parsed = await parsePreviewForm(form({ file: new File([new Uint8Array(PREVIEW_LIMITS.maxBytes).fill(65)], 'edge.csv') }));
    expect(parsed.ok).toBe(true);
  });

  it('parses a multipart body and refuses anything that is not multipart', async () => {
    const request = new Request('http://x/', { method: 'POST', body: form({ sample: 'de-xlsx' }) });
    const body = await readCappedBody(request);
    expect(body.ok).toBe(true);
    if (!body.ok) return;
    expect(await parsePreviewBody(body.value, request.headers.get('content-type'))).toEqual({ ok: true, value: { kind: 'sample', id: 'de-xlsx' } });
    expect(await parsePreviewBody(body.value, 'application/json')).toEqual({ ok: false, failure: { code: 'PREVIEW_BAD_REQUEST' } });
  });
});

describe('reading the body under a cap', () => {
  it('refuses a declared length over the cap before reading anything', async () => {
    let pulled = false;
    // highWaterMark 0: the stream produces nothing until someone reads.
    const stream = new ReadableStream<Uint8Array>(
      {
        pull() {
          pulled = true;
        },
      },
      { highWaterMark: 0 },
    );
    const request = new Request('http://x/', { method: 'POST', body: stream, headers: { 'content-length': '5000000' }, duplex: 'half' } as RequestInit);
    const result = await readCappedBody(request, 1000);
    expect(!result.ok && result.failure.code).toBe('PREVIEW_FILE_TOO_LARGE');
    expect(pulled).toBe(false);
  });

  it('stops reading a body without a length as soon as it passes the cap', async () => {
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1000;
        controller.enqueue(new Uint8Array(1000));
        if (sent > 1_000_000) controller.close();
      },
    });
    const request = new Request('http://x/', { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
    const result = await readCappedBody(request, 10_000);
    expect(!result.ok && result.failure.code).toBe('PREVIEW_FILE_TOO_LARGE');
    expect(sent).toBeLessThan(20_000);
  });
});

describe('upload names and locales', () => {
  it('keeps only the last path segment and drops control characters', () => {
    expect(safeUploadName('../../etc/passwd')).toBe('passwd');
    expect(safeUploadName('cata\u0000log\n.csv')).toBe('catalog.csv');
    expect(safeUploadName('..')).toBe('upload');
    expect(safeUploadName('x'.repeat(300)).length).toBe(120);
  });

  it('answers in the requested locale, English when it is unknown', () => {
    expect(previewLocale('de')).toBe('de');
    expect(previewLocale('xx')).toBe('en');
    expect(previewLocale(null)).toBe('en');
  });
});
