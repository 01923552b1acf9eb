import { z } from 'zod';

const XS_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written as `YYYY-MM-DD` (the `xs:date` form every header uses). */
export function isXsDate(value: string): boolean {
  const m = XS_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** A `Date` as `YYYY-MM-DD` in UTC. */
export function toXsDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Accepts `YYYY-MM-DD` or a Date; yields the `YYYY-MM-DD` string. */
export const xsDateSchema = z.union([
  z.string().refine(isXsDate, { message: 'must be a date written as YYYY-MM-DD' }),
  z.date().transform(toXsDate),
]);
