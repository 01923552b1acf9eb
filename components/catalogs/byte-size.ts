import type { useFormatter } from 'next-intl';

/** Units `Intl.NumberFormat` can name in every locale (binary steps, as the server counts limits). */
export type ByteUnit = 'byte' | 'kilobyte' | 'megabyte' | 'gigabyte';

/** A byte count in the largest unit that keeps the number ≥ 1, for `format.number(value, { style: 'unit', unit })`. */
export function byteSize(bytes: number): { value: number; unit: ByteUnit } {
  const steps: [ByteUnit, number][] = [
    ['gigabyte', 1024 ** 3],
    ['megabyte', 1024 ** 2],
    ['kilobyte', 1024],
  ];
  for (const [unit, size] of steps) {
    if (bytes >= size) return { value: Math.round((bytes / size) * 10) / 10, unit };
  }
  return { value: bytes, unit: 'byte' };
}

/** Formats with next-intl's `useFormatter()` / `getFormatter()`. */
export function formatBytes(format: Pick<ReturnType<typeof useFormatter>, 'number'>, bytes: number): string {
  const { value, unit } = byteSize(bytes);
  return format.number(value, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 });
}
