import { describe, expect, it } from 'vitest';
import { say } from '@/lib/catalog/messages';
import { JobErrorSchema } from '@/lib/api/schemas/jobs';
import { apiLocale, presentExport, presentJob } from '@/lib/api/present';
import { jobErrorOf } from '@/lib/jobs/job-errors';
import type { Conversion } from '@/lib/data/catalogs';
import type { ExportRequest } from '@/lib/data/exports';

const when = new Date('2026-11-27T06:00:00Z');
const error = jobErrorOf('UPLOAD_MISSING', say('UPLOAD_MISSING', { file: 'bremsen.csv' }));
const conversion = { id: 'c1', reference: { releaseId: null, versionDate: null, sha256: null }, error, createdAt: when, startedAt: null, finishedAt: null, updatedAt: when } as unknown as Conversion;
const request = { id: 'r1', status: 'failed', error, createdAt: when, startedAt: null, finishedAt: null, expiresAt: null, expiredAt: null, checks: null } as unknown as ExportRequest;
const asking = (language: string | null) => ({ request: new Request('http://x/api/v1/jobs/c1', language ? { headers: { 'accept-language': language } } : {}) });

describe('a failed job over the REST API', () => {
  it('says why in the Accept-Language’s language, with its code and parameters always', () => {
    const job = presentJob(conversion, apiLocale(asking('de-DE,de;q=0.9')));
    expect(job.error).toEqual({ code: 'UPLOAD_MISSING', message: 'Die gespeicherte Kopie von bremsen.csv fehlt. Laden Sie die Datei erneut hoch.', params: { file: 'bremsen.csv' } });
    expect(JobErrorSchema.safeParse(job.error).success).toBe(true);
    expect(presentExport(request, null, apiLocale(asking('it'))).error?.message).toBe('Manca la copia salvata di bremsen.csv. Caricate di nuovo il file.');
  });

  it('answers in English without a language it speaks, as before', () => {
    expect(presentJob(conversion, apiLocale(asking('ja'))).error?.message).toBe('The stored copy of bremsen.csv is missing. Upload the file again.');
    expect(presentJob(conversion).error?.message).toBe('The stored copy of bremsen.csv is missing. Upload the file again.');
    expect(presentJob(conversion, apiLocale(asking(null))).error?.code).toBe('UPLOAD_MISSING');
  });
});
