import { describe, expect, it } from 'vitest';
import { referenceImportQueuedAnswerSchema, referenceImportStateAnswerSchema } from '@/lib/http/upload';

/** The answers Settings → Reference data parses while it follows an import: every shape the routes send. */
describe('reference import answers', () => {
  it.each([
    { ok: true, status: { state: 'queued', fileName: 'vcdb.zip' } },
    { ok: true, status: { state: 'importing', fileName: 'vcdb.zip' } },
    { ok: true, status: { state: 'done', fileName: 'vcdb.zip', status: 'imported', releaseId: 7, rows: { Make: 3 }, madeCurrent: true, workspaceId: 'w' } },
    { ok: true, status: { state: 'done', fileName: 'vcdb.zip', status: 'skipped', releaseId: 7, rows: {}, madeCurrent: false, workspaceId: 'w' } },
    { ok: true, status: { state: 'done', fileName: 'vcdb.zip', status: 'failed', code: 'REFERENCE_TABLE_MISSING', message: 'No Make table.' } },
    { ok: false, code: 'not_found', message: 'No such reference import in this workspace.' },
  ])('reads %j', (answer) => {
    expect(referenceImportStateAnswerSchema.safeParse(answer).success).toBe(true);
  });

  it('refuses a finished import that carries neither a release nor a reason', () => {
    expect(referenceImportStateAnswerSchema.safeParse({ ok: true, status: { state: 'done', fileName: 'x.zip', status: 'imported' } }).success).toBe(false);
  });

  it('reads the queued answer and a refusal', () => {
    expect(referenceImportQueuedAnswerSchema.safeParse({ ok: true, jobId: 'ad252159-0149-45a8-8eb3-9bff5c22b1fe' }).success).toBe(true);
    expect(referenceImportQueuedAnswerSchema.safeParse({ ok: false, code: 'too_large', message: 'm' }).success).toBe(true);
    expect(referenceImportQueuedAnswerSchema.safeParse({ ok: false, code: 'teapot', message: 'm' }).success).toBe(false);
  });
});
