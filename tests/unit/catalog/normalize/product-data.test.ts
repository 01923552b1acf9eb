import { describe, expect, it } from 'vitest';
import { checkGtin, parseCountry, parseDecimal, parseMeasure, parsePrice, parseQuantity } from '@/lib/catalog/normalize';
import { codes, normalize } from './demo-context';

describe('parseDecimal', () => {
  it.each([
    ['1,25', 'de', 1.25],
    ['1.25', 'en', 1.25],
    ['1.234,50', 'de', 1234.5],
    ['1,234.50', 'en', 1234.5],
    ['1 234,50', 'fr', 1234.5],
    ["1'234.50", 'de', 1234.5],
    ['1.234.567', 'de', 1234567],
    ['0,125', 'en', 0.125],
  ] as const)('%s (%s) is %d', (text, lang, value) => {
    expect(parseDecimal(text, lang)).toEqual({ value, ambiguous: false });
  });

  it('reads a lone separator before three digits by the catalog language, and says it guessed', () => {
    expect(parseDecimal('1,250', 'en')).toEqual({ value: 1250, ambiguous: true });
    expect(parseDecimal('1,250', 'de')).toEqual({ value: 1.25, ambiguous: true });
    expect(parseDecimal('1.250', 'it')).toEqual({ value: 1250, ambiguous: true });
  });

  it('refuses what is not a number', () => {
    expect(parseDecimal('abc')).toBeNull();
    expect(parseDecimal('')).toBeNull();
  });
});

describe('parseMeasure', () => {
  it.each([
    ['1,25 kg', 'weight', 1.25, 'KG'],
    ['1250 g', 'weight', 1.25, 'KG'],
    ['2.5 lbs', 'weight', 2.5, 'PG'],
    ['8 oz', 'weight', 0.5, 'PG'],
    ['120 mm', 'length', 12, 'CM'],
    ['12,5cm', 'length', 12.5, 'CM'],
    ['0,3 m', 'length', 30, 'CM'],
    ['4.7 in', 'length', 4.7, 'IN'],
    ['4.7"', 'length', 4.7, 'IN'],
    ['2 ft', 'length', 24, 'IN'],
  ] as const)('%s → %d %s', (text, kind, value, uom) => {
    expect(parseMeasure(text, kind, kind === 'weight' ? 'weight' : 'length', 'de')).toMatchObject({ value, uom });
  });

  it("uses the catalog's unit for a bare number and refuses to guess without one", () => {
    expect(parseMeasure('750', 'weight', 'weight', 'de', 'g')).toMatchObject({ value: 0.75, uom: 'KG' });
    expect(parseMeasure('750', 'weight', 'weight', 'de')).toMatchObject({ code: 'UOM_MISSING', effect: 'warn' });
    expect(parseMeasure('3 furlongs', 'length', 'length', 'en')).toMatchObject({ code: 'UOM_UNKNOWN' });
    expect(parseMeasure('heavy', 'weight', 'weight', 'en')).toMatchObject({ code: 'WEIGHT_UNPARSEABLE' });
  });
});

describe('parsePrice', () => {
  it.each([
    ['1.234,50 €', undefined, 'de', 1234.5, 'EUR'],
    ['€1,234.50', undefined, 'en', 1234.5, 'EUR'],
    ['49,99 EUR', undefined, 'fr', 49.99, 'EUR'],
    ['CHF 12.50', undefined, 'de', 12.5, 'CHF'],
    ['£12.00', undefined, 'en', 12, 'GBP'],
    ['12,50', 'EUR', 'it', 12.5, 'EUR'],
    ['12.50', 'usd', 'en', 12.5, 'USD'],
    ['19,90 zł', undefined, 'de', 19.9, 'PLN'],
  ] as const)('%s → %d %s', (text, currency, lang, amount, code) => {
    expect(parsePrice(text, currency, lang)).toMatchObject({ amount, currency: code, confidence: 1 });
  });

  it('reads a bare $ as US dollars, a little less sure', () => {
    expect(parsePrice('$49.99', undefined, 'en')).toMatchObject({ amount: 49.99, currency: 'USD', confidence: 0.9 });
  });

  it('leaves out prices without a currency or with two', () => {
    expect(parsePrice('12,50', undefined, 'de')).toMatchObject({ code: 'CURRENCY_MISSING' });
    expect(parsePrice('12,50', undefined, 'de', 'EUR')).toMatchObject({ currency: 'EUR' });
    expect(parsePrice('12,50 €', 'USD', 'de')).toMatchObject({ code: 'CURRENCY_CONFLICT' });
    expect(parsePrice('12 doubloons', undefined, 'en')).toMatchObject({ code: 'CURRENCY_UNKNOWN' });
    expect(parsePrice('on request', undefined, 'en')).toMatchObject({ code: 'PRICE_UNPARSEABLE' });
  });
});

describe('checkGtin', () => {
  it('verifies the check digit and picks the PIES qualifier', () => {
    expect(checkGtin('036000291452')).toMatchObject({ qualifier: 'UP', value: '00036000291452' });
    expect(checkGtin('0036000291452')).toMatchObject({ qualifier: 'UP' });
    expect(checkGtin('4006381333931')).toMatchObject({ qualifier: 'EN', value: '04006381333931' });
    expect(checkGtin('400 6381 333931')).toMatchObject({ qualifier: 'EN' });
    expect(checkGtin('96385074')).toMatchObject({ qualifier: 'EN', value: '00000096385074' });
    expect(checkGtin('00012345678905')).toMatchObject({ qualifier: 'UP', value: '00012345678905' });
  });

  it('refuses bad check digits, pack-level GTINs, spreadsheet-mangled and malformed ones', () => {
    expect(checkGtin('4006381333932')).toMatchObject({ code: 'GTIN_CHECK_DIGIT', effect: 'warn', message: expect.stringMatching(/should end in 1/) });
    expect(checkGtin('10012345678902')).toMatchObject({ code: 'GTIN_PACKAGE_LEVEL' });
    expect(checkGtin('4.00638E+12')).toMatchObject({ code: 'GTIN_MANGLED' });
    expect(checkGtin('12345')).toMatchObject({ code: 'GTIN_INVALID' });
    expect(checkGtin('0000000000000')).toMatchObject({ code: 'GTIN_INVALID' });
  });
});

describe('parseQuantity', () => {
  it.each([['2', 2], ['2 Stk', 2], ['2 Stk.', 2], ['2 pcs', 2], ['2x', 2], ['x2', 2], ['1 Satz', 1], ['1 jeu', 1], ['4 pz', 4], ['2 unidades', 2], ['2.0', 2], ['Menge: 3', 3]])(
    '%s is %d',
    (text, value) => {
      expect(parseQuantity(text)).toMatchObject({ value, confidence: 1 });
    },
  );
  it('rejects quantities of zero or less, fractions and words', () => {
    for (const text of ['0', '-1', '1.5', 'some', '2 3']) expect(parseQuantity(text)).toMatchObject({ code: 'QTY_INVALID', effect: 'reject' });
  });
});

describe('parseCountry', () => {
  it.each([['DE', 'DE'], ['de', 'DE'], ['Deutschland', 'DE'], ['Allemagne', 'DE'], ['DEU', 'DE'], ['Estados Unidos', 'US'], ['Cina', 'CN'], ['México', 'MX']])('%s → %s', (text, code) => {
    expect(parseCountry(text)).toMatchObject({ code });
  });
  it('leaves out an unknown country', () => {
    expect(parseCountry('Atlantis')).toMatchObject({ code: 'COUNTRY_UNKNOWN', effect: 'warn' });
  });
});

describe('items from rows', () => {
  const row = { partNumber: 'WP-1', partType: 'Wasserpumpe' };

  it('builds the PIES package with converted weight and dimensions, prices and interchange', () => {
    const r = normalize(
      { ...row, weight: '1,25 kg', length: '120 mm', width: '8 cm', height: '40 mm', price: '1.234,50 €', countryOfOrigin: 'Deutschland', oeNumber: '04465-33450; 0 986 494 123', gtin: '4006381333931' },
      { language: 'de' },
    );
    expect(r.outcome).toBe('converted');
    expect(r.item).toMatchObject({
      gtin: { qualifier: 'EN', value: '04006381333931' },
      prices: [{ type: 'LST', currency: 'EUR', amount: 1234.5, uom: 'PE' }],
      countryOfOrigin: 'DE',
      packages: [{ uom: 'EA', quantityOfEaches: 1, weight: { uom: 'KG', value: 1.25 }, dimensions: { uom: 'CM', length: 12, width: 8, height: 4 } }],
      interchange: [{ partNumber: '04465-33450' }, { partNumber: '0 986 494 123' }],
    });
  });

  it('reads dimensions given in one cell and converts mixed units to one code', () => {
    expect(normalize({ ...row, length: '120 x 80 x 40 mm' }).item?.packages[0]?.dimensions).toEqual({ uom: 'CM', length: 12, width: 8, height: 4 });
    expect(normalize({ ...row, length: '2 in', width: '5 cm' }).item?.packages[0]?.dimensions).toEqual({ uom: 'CM', length: 5.08, width: 5 });
    expect(normalize({ ...row, length: '2 in', width: '3 in' }).item?.packages[0]?.dimensions).toEqual({ uom: 'IN', length: 2, width: 3 });
  });

  it('exports the item without a GTIN whose check digit is wrong, with a warning', () => {
    const r = normalize({ ...row, gtin: '4006381333932' });
    expect(r.outcome).toBe('converted');
    expect(r.item?.gtin).toBeUndefined();
    expect(codes(r)).toEqual(['GTIN_CHECK_DIGIT']);
  });

  it('writes descriptions in the catalog language and the given price type and currency', () => {
    const r = normalize({ ...row, description: 'Wasserpumpe mit Dichtung', descriptionShort: 'Wasserpumpe', price: '89,90' }, { language: 'de', currency: 'eur', priceType: 'JBR' });
    expect(r.item?.descriptions).toEqual([
      { code: 'DES', languageCode: 'DE', text: 'Wasserpumpe mit Dichtung' },
      { code: 'SHO', languageCode: 'DE', text: 'Wasserpumpe' },
    ]);
    expect(r.item?.prices).toEqual([{ type: 'JBR', currency: 'EUR', amount: 89.9, uom: 'PE' }]);
  });
});
