/** A byte count in the largest unit that keeps it readable (B, kB, MB, GB), for Intl's unit style. */
export function sizeParts(bytes: number): { value: number; unit: 'byte' | 'kilobyte' | 'megabyte' | 'gigabyte' } {
  if (bytes < 1024) return { value: bytes, unit: 'byte' };
  if (bytes < 1024 ** 2) return { value: bytes / 1024, unit: 'kilobyte' };
  if (bytes < 1024 ** 3) return { value: bytes / 1024 ** 2, unit: 'megabyte' };
  return { value: bytes / 1024 ** 3, unit: 'gigabyte' };
}
