import { describe, expect, it } from 'vitest';
import { byteSize, formatBytes } from '@/lib/catalog/messages';

describe('formatBytes, the one byte formatter', () => {
  it('writes sizes as the upload screens always did: binary steps, one decimal, Intl unit names', () => {
    expect(formatBytes(200 * 1024 * 1024, 'en')).toBe('200 MB');
    expect(formatBytes(2 * 1024 * 1024, 'en')).toBe('2 MB');
    expect(formatBytes(10_445, 'en')).toBe('10.2 kB');
    expect(formatBytes(1024 ** 3, 'en')).toBe('1 GB');
    expect(formatBytes(1536, 'en')).toBe('1.5 kB');
  });

  it('says bytes in full under a kilobyte, where the short unit is the singular', () => {
    expect(formatBytes(512, 'en')).toBe('512 bytes');
    expect(formatBytes(1, 'en')).toBe('1 byte');
    expect(formatBytes(512, 'de')).toBe('512 Byte');
    expect(formatBytes(512, 'fr')).toBe('512\u00a0octets'); // French: a no-break space before the unit (a narrow one before short units)
  });

  it('writes numbers and units in the reader’s language', () => {
    expect(formatBytes(1536 * 1024, 'de')).toBe('1,5 MB');
    expect(formatBytes(1536 * 1024, 'fr')).toBe('1,5\u202fMo');
    expect(formatBytes(1536 * 1024, 'es')).toBe('1,5 MB');
    expect(formatBytes(1536 * 1024, 'it')).toBe('1,5 MB');
  });

  it('picks the largest unit that keeps the number at least 1', () => {
    expect(byteSize(1023)).toEqual({ value: 1023, unit: 'byte' });
    expect(byteSize(1024)).toEqual({ value: 1, unit: 'kilobyte' });
    expect(byteSize(5 * 1024 ** 3 + 1)).toEqual({ value: 5, unit: 'gigabyte' });
  });
});
