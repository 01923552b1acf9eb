import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { withUser } from '@/lib/db';
import { submitUpload } from '@/lib/jobs';
import { getWorkspaceSettings } from '@/lib/workspace-data';
import { defineEndpoint, json } from '../endpoint';
import { fromRefusal, problem } from '../errors';
import { presentJob, presentMapping, presentUpload } from '../present';
import { jobParts } from '../runtime';
import { UploadQuerySchema, UploadResultSchema } from '../schemas/uploads';

/** The file's name: `X-File-Name` (URI-encoded, so any name survives a header) or `?name=`. */
function fileNameOf(request: Request, queryName: string | undefined): { ok: true; name: string } | { ok: false; message: string } {
  const header = request.headers.get('x-file-name');
  if (header !== null) {
    try {
      const name = decodeURIComponent(header).trim();
      if (name) return { ok: true, name };
    } catch {
      return { ok: false, message: 'X-File-Name is not URI-encoded correctly; send encodeURIComponent(name).' };
    }
  }
  if (queryName?.trim()) return { ok: true, name: queryName.trim() };
  return { ok: false, message: 'Name the file: send the header X-File-Name (URI-encoded) or ?name=.' };
}

const mb = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

export const uploadCatalog = defineEndpoint({
  operationId: 'uploadCatalog',
  method: 'POST',
  path: '/uploads',
  summary: 'Upload a catalog',
  description:
    'The raw file (CSV, TSV or XLSX) is the request body. It is streamed into storage (refused past the workspace\'s per-file limit without reading the rest), checked by the engine (type from the bytes, encoding, zip sizes and ratios, a header row) and recorded. The same bytes uploaded again answer the earlier upload (200, created false) with its latest job to reuse. Needs an owner or operator.',
  scope: 'uploads:write',
  action: 'upload',
  rateClass: 'write',
  query: UploadQuerySchema,
  body: { kind: 'binary', description: 'The catalog file\'s bytes, as they are (no multipart).' },
  responses: [
    { status: 201, description: 'Stored and checked.', schema: UploadResultSchema },
    { status: 200, description: 'These bytes were uploaded before.', schema: UploadResultSchema },
  ],
  errors: ['invalid_upload', 'upload_too_large', 'quota_exceeded', 'not_allowed'],
  async handle(ctx, { query }) {
    const name = fileNameOf(ctx.request, query.name);
    if (!name.ok) return problem('invalid_request', name.message);
    const workspaceId = ctx.key.workspaceId;

    // A declared size over the limit is refused before a byte is read.
    const declared = Number(ctx.request.headers.get('content-length') ?? Number.NaN);
    if (Number.isFinite(declared)) {
      const settings = await withUser(ctx.claims, (tx) => getWorkspaceSettings(tx, workspaceId), ctx.runtime.db);
      if (settings && declared > settings.uploadLimitBytes) {
        const message = `${name.name} is larger than this workspace's limit of ${mb(settings.uploadLimitBytes)} per file. Split the catalog, or ask an owner to raise the limit in Settings.`;
        return problem('upload_too_large', message, { finding: { code: 'UPLOAD_TOO_LARGE', severity: 'error', file: name.name, message } });
      }
    }
    if (!ctx.request.body || declared === 0) return problem('invalid_request', 'Send the file\'s bytes as the request body.');

    const body = Readable.fromWeb(ctx.request.body as NodeReadableStream<Uint8Array>);
    try {
      const received = await submitUpload(ctx.claims, { workspaceId, fileName: name.name, body }, jobParts(ctx.runtime));
      if (!received.ok) return fromRefusal(received, 'workspace');
      const { format, encoding, delimiter, sheet, headerRow } = received.info;
      return json(
        {
          upload: presentUpload(received.upload),
          created: received.created,
          latestJob: received.latestConversion ? presentJob(received.latestConversion) : null,
          header: received.header,
          info: { format, encoding, delimiter, sheet, headerRow },
          suggestedMappings: received.suggestedMappings.map(presentMapping),
        },
        received.created ? 201 : 200,
      );
    } finally {
      // Refused part-way (too large): stop reading the rest of the body.
      body.destroy();
    }
  },
});
