/**
 * Extra spellings of model names in the five catalog languages, derived from the reference's own model
 * names by rule (so they follow whatever the VCdb holds): `C-Class` is also `C-Klasse`, `Classe C`,
 * `Clase C`, `C`; `3 Series` is also `3er`, `3er-Reihe`, `Serie 3`, `Série 3`, `3`; a name ending in
 * a generation number is also written with the other numerals (`Golf VII` = `Golf 7` = `Golf Mk7`).
 * A few VCdb names that join two names (`MX-5 Miata`) are listed by hand: a general rule would make
 * `Cherokee` match `Grand Cherokee`.
 */

import { nameKey } from '@/lib/catalog/reference';

const CLASS = /^([A-Z]{1,3})-?\s*Class$/i;
const SERIES = /^(\d|[XMZ]\d?)\s+Series$/i;
const MAKE_PREFIXED = /^(Mazda)\s*(\d)$/i;
const TESLA = /^Model\s+([A-Z0-9])$/i;
const TRAILING_NUMBER = /^(.*\S)\s+(?:mk\.?\s*)?(\d{1,2}|[ivx]{1,4})$/i;
const JOINED_NAMES: Readonly<Record<string, readonly string[]>> = {
  mx5miata: ['MX-5', 'Miata', 'MX5 Miata'],
};

export const ROMAN = ['', 'i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x'] as const;

/** `VII` → 7, `7` → 7; null when neither a roman nor an arabic number from 1 to 10. */
export function numeralValue(token: string): number | null {
  const t = token.toLowerCase();
  if (/^\d{1,2}$/.test(t)) {
    const n = Number(t);
    return n >= 1 && n <= 10 ? n : null;
  }
  const i = ROMAN.indexOf(t as (typeof ROMAN)[number]);
  return i > 0 ? i : null;
}

export function modelAliasKeys(name: string): string[] {
  const out: string[] = [];
  let m = CLASS.exec(name);
  if (m) {
    const c = m[1]!.toLowerCase();
    out.push(`${c}klasse`, `classe${c}`, `clase${c}`, `${c}classe`, `${c}clase`, `${c}class`, `klasse${c}`, `${c}`);
  }
  m = SERIES.exec(name);
  if (m) {
    const n = m[1]!.toLowerCase();
    out.push(`${n}er`, `${n}erreihe`, `${n}reihe`, `reihe${n}`, `serie${n}`, `series${n}`, `${n}serie`, `${n}series`, `${n}`);
  }
  m = MAKE_PREFIXED.exec(name);
  if (m) out.push(m[2]!);
  m = TESLA.exec(name);
  if (m) out.push(m[1]!.toLowerCase());
  // A reference that names generations (`Golf VII`, `Clio 4`): the other numeral, and `Mk`.
  m = TRAILING_NUMBER.exec(name);
  if (m) {
    const n = numeralValue(m[2]!);
    if (n !== null) {
      const base = nameKey(m[1]!);
      out.push(`${base}${n}`, `${base}${ROMAN[n]}`, `${base}mk${n}`, `${base}mk${ROMAN[n]}`);
    }
  }
  for (const alias of JOINED_NAMES[nameKey(name)] ?? []) out.push(nameKey(alias));
  return out.filter((k) => k && k !== nameKey(name));
}
