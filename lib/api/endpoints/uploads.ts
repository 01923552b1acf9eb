import { sentFileName, uploadBody, type SentNameProblem } from '@/lib/http/upload';
import { submitUpload } from '@/lib/jobs';
import { defineEndpoint, json } from '../endpoint';
import { say } from '@/lib/catalog/messages';
import { fromRefusal, problem } from '../errors';
import { apiLocale, presentJob, presentMapping, presentUpload } from '../present';
import { jobParts } from '../runtime';
import { UploadQuerySchema, UploadResultSchema } from '../schemas/uploads';

/** What the API says when the file's name cannot be used (`sentFileName`), before a byte of the body is read. */
const NAME_PROBLEMS: Record<SentNameProblem, string> = {
  not_uri_encoded: 'X-File-Name is not URI-encoded correctly; send encodeURIComponent(name).',
  unnamed: 'Name the file: send the header X-File-Name (URI-encoded) or ?name=.',
  nothing_left: 'The file name has nothing left once paths, dots and invisible characters are taken out; send the file\'s own name.',
};

export const uploadCatalog = defineEndpoint({
  operationId: 'uploadCatalog',
  method: 'POST',
  path: '/uploads',
  summary: 'Upload a catalog',
  description:
    'The raw file (CSV, TSV or XLSX) is the request body. Its declared size (Content-Length) is checked against the per-file limit and reserved against the workspace quota before a byte is read; it is then streamed into storage (cut off past the per-file limit, the declared size or the quota, without reading the rest), checked by the engine (type from the bytes, encoding, zip sizes and ratios, a header row) and recorded. The same bytes uploaded again answer the earlier upload (200, created false) with its latest job to reuse. Needs an owner or operator.',
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
    const name = sentFileName(ctx.request.headers.get('x-file-name'), query.name);
    if (!name.ok) return problem('invalid_request', NAME_PROBLEMS[name.problem]);
    const workspaceId = ctx.key.workspaceId;

    const body = uploadBody(ctx.request);
    if (!body || body.declaredBytes === 0) return problem('invalid_request', say('api.noFileBytes'));

    try {
      const received = await submitUpload(
        ctx.claims,
        { workspaceId, fileName: name.name, body: body.chunks, declaredBytes: body.declaredBytes },
        jobParts(ctx.runtime),
      );
      if (!received.ok) return fromRefusal(received, 'workspace');
      const { format, encoding, delimiter, sheet, headerRow } = received.info;
      return json(
        {
          upload: presentUpload(received.upload),
          created: received.created,
          latestJob: received.latestConversion ? presentJob(received.latestConversion, apiLocale(ctx)) : null,
          header: received.header,
          info: { format, encoding, delimiter, sheet, headerRow },
          suggestedMappings: received.suggestedMappings.map(presentMapping),
        },
        received.created ? 201 : 200,
      );
    } finally {
      // Refused part-way (too large): stop reading the rest of the body.
      await body.cancel();
    }
  },
});
