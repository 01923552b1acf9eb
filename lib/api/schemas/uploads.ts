import { z } from 'zod';
import { apiSchemas, IdSchema, TimestampSchema } from './registry';
import { JobSchema, MappingSchema } from './jobs';

export const UploadSchema = z
  .object({
    id: IdSchema,
    workspaceId: IdSchema,
    fileName: z.string(),
    bytes: z.number().int(),
    sha256: z.string().describe('The file\'s identity: the same bytes are the same upload.'),
    format: z.enum(['csv', 'tsv', 'xlsx']).nullable(),
    encoding: z.string().nullable(),
    delimiter: z.string().nullable(),
    createdAt: TimestampSchema,
  })
  .register(apiSchemas, { id: 'Upload' });

export const UploadResultSchema = z
  .object({
    upload: UploadSchema,
    created: z.boolean().describe('false: these bytes were uploaded before (see latestJob).'),
    latestJob: JobSchema.nullable().describe('Same bytes uploaded before: their latest job, to reuse instead of converting again.'),
    header: z.array(z.string()).describe('The header row as read.'),
    info: z
      .object({
        format: z.enum(['csv', 'tsv', 'xlsx']),
        encoding: z.string().nullable(),
        delimiter: z.string().nullable(),
        sheet: z.string().nullable(),
        headerRow: z.number().int(),
      })
      .describe('What the engine\'s checks found.'),
    suggestedMappings: z.array(MappingSchema).describe('Saved mappings made for a file with this header, newest first.'),
  })
  .register(apiSchemas, { id: 'UploadResult' });

export const UploadQuerySchema = z.object({
  name: z.string().min(1).max(255).optional().describe('The file\'s name, when the X-File-Name header is not sent.'),
});
