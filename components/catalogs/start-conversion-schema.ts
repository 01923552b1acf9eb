import { z } from 'zod';
import { isValidBrandCode } from '@/lib/catalog';
import { acceptThresholdField } from './accept-threshold';
import { FILE_CHOICE, fileChoices } from './file-choice';

/** At most this many files start in one go (the page takes a few catalogs; batches take more). */
export const MAX_FILES_PER_START = 20;

/** Repeated form fields arrive as a string (one) or an array (several); none at all is an empty list. */
const listOf = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value]), z.array(item));

/**
 * The "start conversion" form of /catalogs/new as its server action receives it; messages are
 * message keys the form translates. `files` entries are `<uploadId>:<auto|mappingId>[:<sheet>]`
 * (see file-choice.ts); whether the sheet is one of the upload's is the database's to say.
 */
export const startConversionsSchema = z.object({
  workspaceId: z.guid(),
  brand: z
    .string()
    .trim()
    .toUpperCase()
    .refine((code) => isValidBrandCode(code), 'catalogs.form.errors.brand'),
  acceptThreshold: acceptThresholdField('catalogs.form.errors.threshold'),
  files: listOf(
    z
      .string()
      .regex(FILE_CHOICE, 'catalogs.form.errors.noFiles')
      .refine((entry) => fileChoices([entry]).length === 1, 'catalogs.form.errors.sheetMissing'),
  ).pipe(
    z.array(z.string()).min(1, 'catalogs.form.errors.noFiles').max(MAX_FILES_PER_START, 'catalogs.form.errors.tooManyFiles'),
  ),
});

export type StartConversionsInput = z.infer<typeof startConversionsSchema>;
