import { describe, expect, it } from 'vitest';
import { retryFileSchema, startBatchSchema } from '@/components/batch/start-batch-schema';

const WORKSPACE = '44444444-4444-4444-8444-444444444444';
const UPLOAD = '55555555-5555-4555-8555-55555555555a';

/** The form's fields as formDataToObject hands them over: strings, repeated names as arrays. */
const form = (patch: Record<string, string | string[]>) => ({ workspaceId: WORKSPACE, name: 'Spring', brand: 'BKMN', uploadIds: UPLOAD, ...patch });

const errorsOf = (input: unknown) =>
  Object.fromEntries((startBatchSchema.safeParse(input).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('the start-batch form on the server', () => {
  it('takes one file as well as several, trims the name, upper-cases the brand, defaults mapping and threshold', () => {
    expect(startBatchSchema.parse(form({ name: '  Spring  ', brand: ' bkmn ' }))).toEqual({
      workspaceId: WORKSPACE,
      name: 'Spring',
      brand: 'BKMN',
      mappingId: '',
      acceptThreshold: 0.9,
      uploadIds: [UPLOAD],
    });
    const other = '55555555-5555-4555-8555-55555555555b';
    expect(startBatchSchema.parse(form({ uploadIds: [UPLOAD, other], acceptThreshold: '75' }))).toMatchObject({ uploadIds: [UPLOAD, other], acceptThreshold: 0.75 });
  });

  it('refuses with message keys the form translates', () => {
    expect(errorsOf(form({ name: ' ', brand: 'ABCD', acceptThreshold: '150', uploadIds: [] }))).toEqual({
      name: 'batch.errors.name',
      brand: 'batch.errors.brand',
      acceptThreshold: 'batch.errors.threshold',
      uploadIds: 'batch.errors.noFiles',
    });
    expect(errorsOf(form({ acceptThreshold: '0' }))).toEqual({ acceptThreshold: 'batch.errors.threshold' });
    expect(errorsOf(form({ uploadIds: Array.from({ length: 51 }, () => UPLOAD) }))).toEqual({ uploadIds: 'batch.errors.tooManyFiles' });
  });

  it('accepts only ids where ids belong', () => {
    expect(startBatchSchema.safeParse(form({ uploadIds: '../../etc/passwd' })).success).toBe(false);
    expect(startBatchSchema.safeParse(form({ mappingId: 'latest' })).success).toBe(false);
    expect(retryFileSchema.safeParse({ conversionId: '42' }).success).toBe(false);
  });
});
