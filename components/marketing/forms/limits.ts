/**
 * The server's length limits, repeated for the browser's `maxLength` hints: components take no
 * `lib/data` module beyond an area's types (decision 0018). The server remains the judge;
 * tests/components/marketing checks the two agree.
 */
export const LIMITS_FOR_FORMS = {
  name: 120,
  company: 120,
  email: 254,
  messageMax: 5000,
  notes: 2000,
  daysAhead: 90,
} as const;
