/**
 * Extra spellings of model names in the five catalog languages, derived from the reference's own model
 * names by rule (so they follow whatever the VCdb holds): `C-Class` is also `C-Klasse`, `Classe C`,
 * `Clase C`; `3 Series` is also `3er`, `Serie 3`, `Série 3`. A few VCdb names that join two names
 * (`MX-5 Miata`) are listed by hand: a general rule would make `Cherokee` match `Grand Cherokee`.
 */

import { nameKey } from '@/lib/catalog/reference';

const CLASS = /^([A-Z]{1,3})-?\s*Class$/i;
const SERIES = /^(\d|[XMZ]\d?)\s+Series$/i;
const MAKE_PREFIXED = /^(Mazda)\s*(\d)$/i;
const JOINED_NAMES: Readonly<Record<string, readonly string[]>> = {
  mx5miata: ['MX-5', 'Miata'],
};

export function modelAliasKeys(name: string): string[] {
  const out: string[] = [];
  let m = CLASS.exec(name);
  if (m) {
    const c = m[1]!.toLowerCase();
    out.push(`${c}klasse`, `classe${c}`, `clase${c}`, `${c}classe`, `${c}clase`, `${c}class`);
  }
  m = SERIES.exec(name);
  if (m) {
    const n = m[1]!.toLowerCase();
    out.push(`${n}er`, `${n}erreihe`, `serie${n}`, `series${n}`, `${n}serie`);
  }
  m = MAKE_PREFIXED.exec(name);
  if (m) out.push(m[2]!);
  for (const alias of JOINED_NAMES[nameKey(name)] ?? []) out.push(nameKey(alias));
  return out.filter((k) => k && k !== nameKey(name));
}
