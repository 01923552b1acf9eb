import { z } from 'zod';
import { DEFAULT_ACCEPT_THRESHOLD } from '@/lib/catalog';
import { THRESHOLD_PERCENT, thresholdPercent } from './threshold-percent';

/** The accept-threshold form field: a whole percentage from 1 to 100 (default the engine's), read as a fraction. */
export function acceptThresholdField(message: string) {
  return z.coerce
    .number(message)
    .int(message)
    .min(THRESHOLD_PERCENT.min, message)
    .max(THRESHOLD_PERCENT.max, message)
    .default(thresholdPercent(DEFAULT_ACCEPT_THRESHOLD))
    .transform((percent) => percent / 100);
}
