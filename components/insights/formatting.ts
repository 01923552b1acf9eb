import type { getFormatter } from 'next-intl/server';

type Formatter = Awaited<ReturnType<typeof getFormatter>>;

/** 'YYYY-MM-DD' (a UTC day from the activity queries) → "21 Nov" in the page's language. */
export function dayLabel(format: Formatter): (day: string) => string {
  return (day) => format.dateTime(new Date(`${day}T00:00:00Z`), { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

export function dateTimeLabel(format: Formatter): (date: Date) => string {
  return (date) => format.dateTime(date, { dateStyle: 'medium', timeStyle: 'short' });
}

/** 0.123 → "12.3 %" (as the language writes it). */
export function shareLabel(format: Formatter): (share: number) => string {
  return (share) => format.number(share, { style: 'percent', maximumFractionDigits: 1 });
}
