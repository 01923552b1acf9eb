import { z } from 'zod';
import { isValidBrandCode } from '@/lib/catalog';
import { acceptThresholdField } from '@/components/catalogs/accept-threshold';
import { MAX_BATCH_FILES } from './batch-view';

/** Repeated form fields arrive as a string (one) or an array (several); none at all is an empty list. */
const listOf = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value]), z.array(item));

/**
 * The new-batch form as the server action receives it. Messages are message keys (the form
 * translates them). `mappingId` empty = each file's columns are detected.
 */
export const startBatchSchema = z.object({
  workspaceId: z.guid(),
  name: z.string().trim().min(1, 'batch.errors.name').max(100, 'batch.errors.name'),
  brand: z
    .string()
    .trim()
    .toUpperCase()
    .refine((code) => isValidBrandCode(code), 'batch.errors.brand'),
  mappingId: z.union([z.literal(''), z.guid()]).default(''),
  acceptThreshold: acceptThresholdField('batch.errors.threshold'),
  uploadIds: listOf(z.guid()).pipe(z.array(z.guid()).min(1, 'batch.errors.noFiles').max(MAX_BATCH_FILES, 'batch.errors.tooManyFiles')),
});

export type StartBatchInput = z.infer<typeof startBatchSchema>;

export const retryFileSchema = z.object({ conversionId: z.guid() });
