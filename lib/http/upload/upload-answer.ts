import { z } from 'zod';
import type { SubmittedUpload } from '@/lib/jobs/intake';
import type { SubmitRefusal } from '@/lib/jobs/runtime';
import { refusalStatus, type RefusalCode } from './refusal-status';
import { sizeRefusalOf } from './size-refusal';

/*
 * What `POST /api/uploads` answers (the contract in the helpers' brief), as a zod schema the page
 * parses the response with and plain functions the route builds it with. Nothing here touches the
 * server, so the browser can import it.
 */

const findingSchema = z.object({
  code: z.string(),
  severity: z.enum(['error', 'warning', 'info']),
  message: z.string(),
  row: z.number().optional(),
  column: z.string().optional(),
  file: z.string().optional(),
});

export const uploadAcceptedSchema = z.object({
  ok: z.literal(true),
  upload: z.object({ id: z.string(), fileName: z.string(), bytes: z.number(), sha256: z.string() }),
  /** False: the same bytes were uploaded before (offer `latestConversion`). */
  created: z.boolean(),
  latestConversion: z.object({ id: z.string(), status: z.enum(['queued', 'running', 'succeeded', 'failed']) }).nullable(),
  info: z.object({
    format: z.enum(['csv', 'tsv', 'xlsx']),
    encoding: z.string().nullable(),
    delimiter: z.string().nullable(),
    sheet: z.string().nullable(),
    headerRow: z.number(),
  }),
  header: z.array(z.string()),
  suggestedMappings: z.array(z.object({ id: z.string(), name: z.string(), version: z.number() })),
  /** XLSX: its sheets in tab order with data rows counted to a cap (`more`: at least that many); [] for text. */
  sheets: z.array(z.object({ name: z.string(), dataRows: z.number(), more: z.boolean() })).default([]),
  /** The default reads the workbook as a whole (a PIES workbook) rather than `info.sheet` alone. */
  wholeWorkbook: z.boolean().default(false),
});

/** Why an upload was refused; `too_large` carries the limit, engine refusals their finding. */
export const UPLOAD_PROBLEM_CODES = ['unauthenticated', 'cross_origin', 'not_found', 'not_allowed', 'invalid', 'conflict', 'too_large', 'quota_exceeded', 'failed'] as const satisfies readonly RefusalCode[];

export const uploadRefusedSchema = z.object({
  ok: z.literal(false),
  code: z.enum(UPLOAD_PROBLEM_CODES),
  message: z.string(),
  finding: findingSchema.optional(),
  limitBytes: z.number().optional(),
});

export const uploadAnswerSchema = z.discriminatedUnion('ok', [uploadAcceptedSchema, uploadRefusedSchema]);

export type UploadAccepted = z.infer<typeof uploadAcceptedSchema>;
export type UploadRefused = z.infer<typeof uploadRefusedSchema>;
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;

export function uploadAnswerStatus(answer: UploadAnswer): number {
  return answer.ok ? (answer.created ? 201 : 200) : refusalStatus(answer.code);
}

/** The accepted upload as the page needs it: no storage keys, no account ids. */
export function acceptedAnswer(submitted: SubmittedUpload): UploadAccepted {
  const { upload, info, latestConversion } = submitted;
  return {
    ok: true,
    upload: { id: upload.id, fileName: upload.fileName, bytes: upload.bytes, sha256: upload.sha256 },
    created: submitted.created,
    latestConversion: latestConversion ? { id: latestConversion.id, status: latestConversion.status } : null,
    info: { format: info.format, encoding: info.encoding, delimiter: info.delimiter, sheet: info.sheet, headerRow: info.headerRow },
    header: submitted.header,
    suggestedMappings: submitted.suggestedMappings.map((m) => ({ id: m.id, name: m.name, version: m.version })),
    sheets: (upload.sheets ?? []).map(({ name, dataRows, more }) => ({ name, dataRows, more })),
    wholeWorkbook: submitted.wholeWorkbook,
  };
}

/**
 * A refusal from `submitUpload` as the answer's code: the size and quota findings get codes of
 * their own (413), other engine findings stay `invalid` (400) with the finding saying what is wrong.
 */
export function refusedAnswer(refusal: SubmitRefusal, limitBytes?: number): UploadRefused {
  const finding = refusal.finding;
  const code = sizeRefusalOf(refusal) ?? refusal.code;
  return {
    ok: false,
    code,
    message: refusal.message,
    ...(finding ? { finding } : {}),
    ...(code === 'too_large' && limitBytes !== undefined ? { limitBytes } : {}),
  };
}
