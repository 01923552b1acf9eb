import { z } from 'zod';
import type { MessageParams, Said } from './said';

/** A message as code and parameters, as report.json and recorded mappings store it. */
export const saidSchema: z.ZodType<Said> = z.lazy(() => z.object({ id: z.string().min(1), params: messageParamsSchema.optional() }));
export const messageParamsSchema: z.ZodType<MessageParams> = z.lazy(() =>
  z.record(z.string(), z.union([z.string(), z.number(), z.object({ bytes: z.number() }), saidSchema, z.array(saidSchema)])),
);
