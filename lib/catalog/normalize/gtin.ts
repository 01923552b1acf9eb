/**
 * GTIN check: digits only, length 8/12/13/14, GS1 mod-10 check digit. The PIES ItemLevelGTIN is 14
 * characters, so the value is zero-padded; qualifier `UP` for UPC-A (GTIN-12, also when written as a
 * 13-digit number starting with 0), `EN` for EAN/GTIN-13 and GTIN-8. A GTIN-14 with an indicator digit
 * names a case or pack, not the item, and is refused. A bad GTIN is left out with a finding: the item
 * still goes out, without a barcode that would be rejected or, worse, match another product.
 */

import { say, type Said } from '../messages';
import { quote, warn, type Issue } from './issues';

export interface Gtin {
  qualifier: 'EN' | 'UP';
  /** 14 digits. */
  value: string;
  note: string;
  said: Said;
}

export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = body.length - 1, w = 3; i >= 0; i--, w = w === 3 ? 1 : 3) sum += (body.charCodeAt(i) - 48) * w;
  return (10 - (sum % 10)) % 10;
}

export function checkGtin(text: string): Gtin | Issue {
  const raw = text.trim();
  if (/^\d(?:[.,]\d+)?e\+?\d+$/i.test(raw)) {
    return warn(
      'GTIN_MANGLED',
      'gtin',
      say('GTIN_MANGLED', { value: quote(raw) }),
    );
  }
  const digits = raw.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits) || ![8, 12, 13, 14].includes(digits.length)) {
    return warn('GTIN_INVALID', 'gtin', say('GTIN_INVALID.length', { value: quote(raw) }));
  }
  if (/^0+$/.test(digits)) return warn('GTIN_INVALID', 'gtin', say('GTIN_INVALID.zeros', { value: quote(raw) }));
  const expected = gtinCheckDigit(digits.slice(0, -1));
  if (expected !== Number(digits.at(-1))) {
    return warn(
      'GTIN_CHECK_DIGIT',
      'gtin',
      say('GTIN_CHECK_DIGIT.cell', { value: quote(raw), digit: digits.at(-1)!, expected: String(expected) }),
    );
  }
  let core = digits;
  if (core.length === 14) {
    if (core[0] !== '0') {
      return warn(
        'GTIN_PACKAGE_LEVEL',
        'gtin',
        say('GTIN_PACKAGE_LEVEL', { value: quote(raw), digit: core[0]! }),
      );
    }
    core = core.slice(1);
  }
  const qualifier: 'EN' | 'UP' = core.length === 12 || (core.length === 13 && core[0] === '0') ? 'UP' : 'EN';
  const kind = core.length === 8 ? 'GTIN-8' : qualifier === 'UP' ? 'UPC-A (GTIN-12)' : 'EAN (GTIN-13)';
  return { qualifier, value: digits.padStart(14, '0'), note: `${kind}, check digit verified`, said: say('note.gtin', { kind }) };
}
