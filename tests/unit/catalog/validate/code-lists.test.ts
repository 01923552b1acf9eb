import { describe, expect, it } from 'vitest';
import { findingMessage } from '@/lib/catalog/messages';
import type { PiesItem } from '@/lib/catalog/types';
import {
  checkPiesItem,
  codeLists,
  describeBrandCodeProblem,
  isGtinCheckDigitValid,
  isValidBrandCode,
} from '@/lib/catalog/validate';

describe('brand codes', () => {
  it('accepts codes that match the Auto Care pattern', () => {
    for (const code of ['BBBB', 'BKMN', 'ZZZZ', 'BBBA', 'DHNX', 'FYTE'])
      expect(isValidBrandCode(code), code).toBe(true);
  });

  it('rejects vowels where the pattern forbids them, wrong lengths and lower case', () => {
    for (const code of [
      'ABBB',
      'EBBB',
      'UBBB',
      'BABB',
      'BEBB',
      'BOBB',
      'BBAB',
      'BBOB',
      'BBUB',
      'BBB',
      'BBBBB',
      'bbbb',
      'BB1B',
      'BAEB',
    ]) {
      expect(isValidBrandCode(code), code).toBe(false);
    }
    expect(isValidBrandCode('BUBB')).toBe(true); // U is allowed in the 2nd position
    expect(isValidBrandCode('BBIB')).toBe(true); // I is allowed in the 3rd position
  });

  it('explains which position is wrong', () => {
    expect(describeBrandCodeProblem('BAEB')).toMatch(/2nd letter cannot be A, E, I or O/);
    expect(describeBrandCodeProblem('BBUB')).toMatch(/3rd letter cannot be A, O or U/);
    expect(describeBrandCodeProblem('ABCD')).toMatch(/1st letter/);
    expect(describeBrandCodeProblem('BK')).toMatch(/exactly 4 letters/);
    expect(describeBrandCodeProblem('BKMN')).toBeNull();
  });
});

describe('GTIN check digits', () => {
  it('accepts valid UPC-A, EAN-13, GTIN-14 and EAN-8', () => {
    for (const g of ['012345678905', '4006381333931', '00012345678905', '96385074', '036000291452'])
      expect(isGtinCheckDigitValid(g), g).toBe(true);
  });
  it('rejects a wrong check digit or a wrong length', () => {
    for (const g of ['012345678906', '4006381333932', '1234567', '01234567890', 'ABCDEFGHIJKL'])
      expect(isGtinCheckDigitValid(g), g).toBe(false);
  });
});

describe('code lists', () => {
  it('holds the PIES 6.7 enumerations in full', () => {
    expect(codeLists.PRICE_TYPES.size).toBe(43);
    expect(codeLists.EXPI_CODES.size).toBe(47);
    expect(codeLists.DESCRIPTION_CODES.size).toBe(18);
    expect(codeLists.PACKAGE_UOMS).toEqual(new Set(['EA', 'PK', 'BX', 'CA', 'PL']));
  });
  it('holds ISO country, currency and language codes', () => {
    expect(codeLists.COUNTRY_CODES.size).toBe(249);
    for (const c of ['US', 'DE', 'CN', 'MX']) expect(codeLists.COUNTRY_CODES.has(c)).toBe(true);
    for (const c of ['USD', 'EUR', 'GBP', 'JPY', 'CHF']) expect(codeLists.CURRENCY_CODES.has(c)).toBe(true);
    expect(codeLists.CURRENCY_CODES.has('DEM')).toBe(false);
    for (const c of ['EN', 'DE', 'FR', 'ES', 'IT']) expect(codeLists.LANGUAGE_CODES.has(c)).toBe(true);
  });
});

describe('checkPiesItem', () => {
  const good: PiesItem = {
    row: 5,
    partNumber: 'ABC123',
    brandAaiaId: 'BBBB',
    partTerminologyId: 1684,
    gtin: { qualifier: 'UP', value: '012345678905' },
    descriptions: [{ code: 'DES', languageCode: 'EN', text: 'Pads' }],
    prices: [{ type: 'LST', currency: 'USD', amount: 10, uom: 'PE' }],
    countryOfOrigin: 'US',
    packages: [
      {
        uom: 'EA',
        quantityOfEaches: 1,
        dimensions: { uom: 'IN', length: 1, width: 1, height: 1 },
        weight: { uom: 'PG', value: 1 },
      },
    ],
    interchange: [],
  };

  it('finds nothing wrong with a clean item', () => {
    expect(checkPiesItem(good)).toEqual([]);
  });

  it('flags each bad code with the part and row', () => {
    const findings = checkPiesItem({
      ...good,
      brandAaiaId: 'BAEB',
      partTerminologyId: undefined,
      gtin: { qualifier: 'UP', value: '012345678906' },
      descriptions: [{ code: 'XXX', languageCode: 'QQ', text: 'Pads' }],
      prices: [{ type: 'ABC', currency: 'EURO', amount: 0, uom: 'PE' }],
      countryOfOrigin: 'XX',
      packages: [
        {
          uom: 'ZZ',
          quantityOfEaches: 1,
          dimensions: { uom: 'YD', length: 1, width: 1, height: 1 },
          weight: { uom: 'TN', value: 1 },
        },
      ],
    });
    expect(findings.map((f) => f.code).sort()).toEqual(
      [
        'BRAND_CODE_INVALID',
        'GTIN_CHECK_DIGIT',
        'PIES_COUNTRY_UNKNOWN',
        'PIES_CURRENCY_UNKNOWN',
        'PIES_DESCRIPTION_CODE_UNKNOWN',
        'PIES_DIMENSION_UOM_UNKNOWN',
        'PIES_LANGUAGE_UNKNOWN',
        'PIES_PACKAGE_UOM_UNKNOWN',
        'PIES_PART_TYPE_MISSING',
        'PIES_PRICE_NOT_POSITIVE',
        'PIES_PRICE_TYPE_UNKNOWN',
        'PIES_WEIGHT_UOM_UNKNOWN',
      ].sort(),
    );
    expect(findings.every((f) => f.row === 5 && f.message.startsWith('Part ABC123:'))).toBe(true);
    expect(findings.find((f) => f.code === 'PIES_CURRENCY_UNKNOWN')?.severity).toBe('error');
    expect(findings.find((f) => f.code === 'PIES_PRICE_TYPE_UNKNOWN')?.severity).toBe('warning');
    expect(findingMessage(findings.find((f) => f.code === 'PIES_PART_TYPE_MISSING')!, 'de')).toMatch(
      /^Teil ABC123: keine PartTerminologyID; Empfänger ordnen den Artikel einer unbekannten Kategorie zu\./,
    );
  });

  it('tells a malformed GTIN from a wrong check digit', () => {
    expect(checkPiesItem({ ...good, gtin: { qualifier: 'EN', value: '12345' } }).map((f) => f.code)).toEqual([
      'GTIN_INVALID',
    ]);
  });
});
