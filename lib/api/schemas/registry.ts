import { z } from 'zod';

/**
 * The named schemas of the OpenAPI document (`components.schemas`). The handlers parse requests and
 * shape responses with these very schemas, so the document cannot drift from what the API does.
 */
export const apiSchemas = z.registry<{ id: string }>();

/** Record ids are UUIDs (any version: Postgres makes them). */
export const IdSchema = z.guid();

/** Timestamps travel as ISO 8601 in UTC, e.g. `2026-11-22T09:14:03.120Z`. */
export const TimestampSchema = z.iso.datetime();

export const FindingSchema = z
  .object({
    code: z.string().describe('SCREAMING_SNAKE code, e.g. YEAR_UNPARSEABLE.'),
    severity: z.enum(['error', 'warning', 'info']),
    row: z.number().int().optional().describe('1-based row in the source file.'),
    column: z.string().optional(),
    message: z.string().describe('What was found and what to do, in the language the Accept-Language header asks for (en, de, fr, es, it; else English).'),
    file: z.string().optional(),
    params: z
      .record(z.string(), z.unknown())
      .optional()
      .describe('The message as parameters of its text (strings, numbers, sizes in bytes as {bytes}, or nested {id, params}), for clients that render it themselves; absent for findings without a text.'),
    messageId: z.string().optional().describe('The text the parameters belong to, when it is not the code.'),
  })
  .describe('Something the engine found, with where and what to do.').register(apiSchemas, { id: 'Finding' });

export const ErrorSchema = z
  .object({
    error: z.object({
      code: z.string().describe('Stable, for programs: missing_api_key, invalid_api_key, insufficient_scope, not_allowed, not_found, invalid_request, invalid_upload, conflict, upload_too_large, quota_exceeded, body_too_large, rate_limited, internal_error, unavailable.'),
      message: z.string().describe('What was wrong and what to do, for people.'),
      finding: FindingSchema.optional()
        .describe('Uploads: the check that refused the file (UPLOAD_TOO_LARGE, INPUT_UNSUPPORTED_TYPE, ZIP_RATIO, …).'),
      problems: z
        .array(
          z.object({
            line: z.number().int().describe('1-based: a file\'s line (the header is line 1), or the position of a term in a list.'),
            column: z.string().optional(),
            code: z.string().describe('SCREAMING_SNAKE, e.g. REFERENCE_ID_UNKNOWN.'),
            message: z.string(),
          }),
        )
        .optional()
        .describe('Learned terms: each line or term that stopped the import (nothing was imported).'),
    }),
  })
  .describe('Every error response has this body.').register(apiSchemas, { id: 'Error' });

/** Paging: pass `nextCursor` back as `cursor` for the next page; null on the last page. */
export const NextCursorSchema = z.string().nullable().describe('Pass as `cursor` for the next page; null on the last page.');

export const pageQuery = {
  cursor: z.string().max(200).optional().describe('`nextCursor` of the previous page.'),
  limit: z.coerce.number().int().min(1).max(100).optional().describe('Items per page, 1–100 (default 50).'),
};
