/**
 * The one way a size in bytes is written for people, in the reader's language. Client-safe (no
 * imports at all), so client components import this file directly rather than the messages barrel, which
 * carries the whole catalogue.
 */

/** Units `Intl.NumberFormat` can name in every locale. */
export type ByteUnit = 'byte' | 'kilobyte' | 'megabyte' | 'gigabyte';

const STEPS: readonly (readonly [ByteUnit, number])[] = [
  ['gigabyte', 1024 ** 3],
  ['megabyte', 1024 ** 2],
  ['kilobyte', 1024],
];

/**
 * A byte count in the largest unit that keeps the number ≥ 1, to one decimal. Binary steps
 * (1 kB = 1,024 bytes), as the server counts limits and as the caps are set (1 GiB reads "1 GB").
 */
export function byteSize(bytes: number): { value: number; unit: ByteUnit } {
  for (const [unit, size] of STEPS) {
    if (bytes >= size) return { value: Math.round((bytes / size) * 10) / 10, unit };
  }
  return { value: bytes, unit: 'byte' };
}

const formats = new Map<string, Intl.NumberFormat>();

/**
 * "1.5 MB", "1,5 MB", "1,5 Mo", "512 bytes": Intl's short unit names for kB, MB and GB, and the
 * long one under a kilobyte, where the short one is the singular ("512 byte" in English).
 */
export function formatBytes(bytes: number, locale: string): string {
  const { value, unit } = byteSize(bytes);
  const key = `${locale}\u0000${unit}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: unit === 'byte' ? 'long' : 'short', maximumFractionDigits: 1 });
    formats.set(key, format);
  }
  return format.format(value);
}
