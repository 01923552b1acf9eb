/** Country of origin → ISO 3166-1 alpha-2 (`Deutschland`, `DEU`, `de` → DE). */

import { nameKey } from '@/lib/catalog/reference';
import { say, type Said } from '../messages';
import { quote, warn, type Issue } from './issues';
import { COUNTRY_NAMES, ISO_COUNTRIES } from './lexicon/countries';

const BY_KEY = new Map([...COUNTRY_NAMES].map(([name, code]) => [nameKey(name), code]));

export function parseCountry(text: string): { code: string; note: string; said: Said } | Issue {
  const t = text.trim();
  const upper = t.toUpperCase();
  if (/^[A-Z]{2}$/i.test(t) && ISO_COUNTRIES.has(upper)) return { code: upper, note: `ISO code ${upper}`, said: say('note.country.iso', { code: upper }) };
  const byName = BY_KEY.get(nameKey(t));
  if (byName) return { code: byName, note: `${quote(t)} → ${byName}`, said: say('note.country.name', { value: quote(t), code: byName }) };
  return warn(
    'COUNTRY_UNKNOWN',
    'countryOfOrigin',
    say('COUNTRY_UNKNOWN', { value: quote(t) }),
  );
}
