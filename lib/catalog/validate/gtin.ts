/**
 * GS1 check digit of a GTIN-8/12/13/14 (digits only): weights 3,1,3,… from the right, excluding
 * the check digit itself. Returns false for anything that is not 8, 12, 13 or 14 digits.
 */
export function isGtinCheckDigitValid(gtin: string): boolean {
  if (!/^(\d{8}|\d{12,14})$/.test(gtin)) return false;
  let sum = 0;
  for (let i = gtin.length - 2, weight = 3; i >= 0; i--, weight = 4 - weight) sum += Number(gtin[i]) * weight;
  return (10 - (sum % 10)) % 10 === Number(gtin[gtin.length - 1]);
}
