import { describe, expect, it } from 'vitest';
import {
  gtin14,
  parsePiesHeader,
  partTerminologyIdText,
  PIES_NAMESPACE,
  writePies,
  type PiesHeaderInput,
} from '@/lib/catalog/pies';
import type { PiesItem } from '@/lib/catalog/types';
import { validateXsd } from '@/lib/catalog/validate';
import { NO_XSD, XSD_DIR } from '../validate/standards';
import { childNames, probeXml, writeToString } from '../validate/xml-probe';

const header: PiesHeaderInput = {
  submissionType: 'FULL',
  blanketEffectiveDate: '2025-01-15',
  parentAaiaId: 'BBBB',
  currencyCode: 'USD',
  languageCode: 'en',
  technicalContact: 'Jane Doe',
  contactEmail: 'jane@example.com',
  pcdbVersionDate: '2024-12-27',
  transactionDate: '2025-01-15',
  priceSheet: { number: '2025JOBBER', currencyCode: 'USD', effectiveDate: '2025-01-01' },
};

const full: PiesItem = {
  row: 2,
  partNumber: 'ABC123',
  brandAaiaId: 'BBBB',
  partTerminologyId: 1684,
  gtin: { qualifier: 'UP', value: '012345678905' },
  descriptions: [
    { code: 'DES', languageCode: 'EN', text: 'Disc Brake Pad Set' },
    { code: 'SHO', languageCode: 'de', text: 'Bremsbeläge' },
  ],
  prices: [
    { type: 'JBR', currency: 'USD', amount: 49.99, uom: 'PE' },
    { type: 'LST', currency: 'EUR', amount: 1234.56789, uom: 'PE' },
  ],
  countryOfOrigin: 'de',
  packages: [
    {
      uom: 'EA',
      quantityOfEaches: 1,
      dimensions: { uom: 'IN', length: 8, width: 6, height: 2.5 },
      weight: { uom: 'PG', value: 3.2 },
    },
  ],
  interchange: [
    { brandLabel: 'Toyota OE', partNumber: '04465-33450' },
    { brandLabel: 'Toyota OE', partNumber: '04465-33471' },
    { partNumber: 'GEN-1' },
  ],
};
const bare: PiesItem = {
  row: 3,
  partNumber: 'XYZ9',
  brandAaiaId: 'BBBB',
  descriptions: [],
  prices: [],
  packages: [],
  interchange: [],
};

const pies = (items: PiesItem[], h: PiesHeaderInput = header) =>
  writeToString((out) => writePies(items, h, out));

describe('writePies 7.2', () => {
  it.skipIf(NO_XSD)('writes items with every section that validate against the PIES 7.2 XSD', async () => {
    const { xml, result } = await pies([
      full,
      bare,
      { ...full, row: 4, partNumber: 'ABC124', partTerminologyId: 7 },
    ]);
    expect(result.items).toBe(3);
    const v = await validateXsd({ xml, kind: 'pies', standardsDir: XSD_DIR });
    expect(v.findings).toEqual([]);
    expect(v).toMatchObject({ ran: true, valid: true, version: '7.2' });
  });

  it('uses the Auto Care namespace and the PIES 7.2 element order inside Item', async () => {
    const { xml } = await pies([full]);
    expect(xml).toContain(`<PIES xmlns="${PIES_NAMESPACE}">`);
    expect(childNames(probeXml(xml), 'PIES/Items/Item')[0]).toEqual([
      'ItemLevelGTIN',
      'PartNumber',
      'BrandAAIAID',
      'PartTerminologyID',
      'Descriptions',
      'Prices',
      'ExtendedInformation',
      'Packages',
      'PartInterchangeInfo',
    ]);
    expect(childNames(probeXml(xml), 'PIES')[0]).toEqual(['Header', 'PriceSheets', 'Items', 'Trailer']);
  });

  it('writes codes and values in the shapes the schema wants', async () => {
    const els = probeXml((await pies([full])).xml);
    const one = (p: string) => els.find((e) => e.path === p);
    const all = (p: string) => els.filter((e) => e.path === p);
    expect(one('PIES/Items/Item/ItemLevelGTIN')).toMatchObject({
      text: '00012345678905',
      attributes: { GTINQualifier: 'UP' },
    });
    expect(
      all('PIES/Items/Item/Descriptions/Description').map((d) => [
        d.attributes.DescriptionCode,
        d.attributes.LanguageCode,
        d.text,
      ]),
    ).toEqual([
      ['DES', 'EN', 'Disc Brake Pad Set'],
      ['SHO', 'DE', 'Bremsbeläge'],
    ]);
    expect(all('PIES/Items/Item/Prices/Pricing/Price').map((p) => [p.text, p.attributes.UOM])).toEqual([
      ['49.99', 'PE'],
      ['1234.5679', 'PE'],
    ]);
    expect(all('PIES/Items/Item/Prices/Pricing/PriceSheetNumber').map((p) => p.text)).toEqual([
      '2025JOBBER',
      '2025JOBBER',
    ]);
    expect(one('PIES/Items/Item/ExtendedInformation/ExtendedProductInformation')).toMatchObject({
      text: 'DE',
      attributes: { EXPICode: 'CTO' },
    });
    expect(one('PIES/Items/Item/Packages/Package/Dimensions')?.attributes.UOM).toBe('IN');
    expect(one('PIES/Items/Item/Packages/Package/Dimensions/ShippingLength')?.text).toBe('8');
    expect(one('PIES/Items/Item/Packages/Package/Weights/Weight')?.text).toBe('3.2');
    const interchanges = all('PIES/Items/Item/PartInterchangeInfo/PartInterchange');
    expect(interchanges.map((x) => x.attributes.BrandLabel)).toEqual(['Toyota OE', undefined]);
    expect(all('PIES/Items/Item/PartInterchangeInfo/PartInterchange/PartNumber').map((x) => x.text)).toEqual([
      '04465-33450',
      '04465-33471',
      'GEN-1',
    ]);
    expect(one('PIES/Trailer/ItemCount')?.text).toBe('1');
    expect(one('PIES/Header/LanguageCode')?.text).toBe('EN');
  });

  it('escapes & < > " \' in descriptions, part numbers and interchange labels', async () => {
    const nasty = `A&B <x> "q" 'a'`;
    const { xml } = await pies([
      {
        ...full,
        partNumber: 'P&1',
        descriptions: [{ code: 'DES', languageCode: 'EN', text: nasty }],
        interchange: [{ brandLabel: nasty, partNumber: 'Q<1>' }],
      },
    ]);
    expect(xml).toContain('A&amp;B &lt;x&gt; &quot;q&quot; &apos;a&apos;');
    const els = probeXml(xml);
    expect(els.find((e) => e.path === 'PIES/Items/Item/PartNumber')?.text).toBe('P&1');
    expect(els.find((e) => e.path === 'PIES/Items/Item/Descriptions/Description')?.text).toBe(nasty);
    expect(
      els.find((e) => e.path === 'PIES/Items/Item/PartInterchangeInfo/PartInterchange')?.attributes
        .BrandLabel,
    ).toBe(nasty);
  });

  it.skipIf(NO_XSD)('leaves out values the schema cannot carry, reports each, and stays valid', async () => {
    const { xml, result } = await pies([
      {
        ...full,
        gtin: { qualifier: 'UP', value: '12-34' },
        partTerminologyId: 123456,
        descriptions: [
          { code: 'DESC', languageCode: 'EN', text: 'x' },
          { code: 'DES', languageCode: 'EN', text: '   ' },
        ],
        prices: [
          { type: 'LST', currency: 'USD', amount: 0, uom: 'PE' },
          { type: 'LST', currency: 'USD', amount: 1e12, uom: 'PE' },
        ],
        countryOfOrigin: 'Germany',
        packages: [
          { uom: 'EA', quantityOfEaches: 0 },
          {
            uom: 'EA',
            quantityOfEaches: 2,
            dimensions: { uom: 'CM', length: 10, width: 5 },
            weight: { uom: 'KG', value: -1 },
          },
        ],
        interchange: [{ partNumber: '' }],
      },
    ]);
    expect(result.findingCounts.PIES_VALUE_DROPPED).toBe(11);
    expect(result.findings.every((f) => f.row === 2)).toBe(true);
    const v = await validateXsd({ xml, kind: 'pies', standardsDir: XSD_DIR });
    expect(v.findings).toEqual([]);
  });

  it('skips an item without a usable part number or brand and says why', async () => {
    const { result } = await pies([full, { ...bare, partNumber: '' }, { ...bare, brandAaiaId: 'BRAND' }]);
    expect(result.items).toBe(1);
    expect(result.findings.map((f) => [f.code, f.row])).toEqual([
      ['PIES_ITEM_SKIPPED', 3],
      ['PIES_ITEM_SKIPPED', 3],
    ]);
  });

  it.skipIf(NO_XSD)('completes the document for zero items but reports that PIES requires one', async () => {
    const { xml, result } = await pies([]);
    expect(xml).not.toContain('<ItemCount>');
    expect(result.findings).toEqual([expect.objectContaining({ code: 'PIES_NO_ITEMS', severity: 'error' })]);
    const v = await validateXsd({ xml, kind: 'pies', standardsDir: XSD_DIR });
    expect(v.valid).toBe(false);
  });

  it('writes a default price sheet number when the header names none', async () => {
    const { xml } = await pies([full], {
      submissionType: 'FULL',
      pcdbVersionDate: '2024-12-27',
      transactionDate: '2025-01-15',
    });
    expect(xml).not.toContain('<PriceSheets>');
    expect(xml).toContain('<PriceSheetNumber>DEFAULT</PriceSheetNumber>');
  });
});

describe('PIES value shapes', () => {
  it('pads GTINs to 14 digits and refuses non-digits', () => {
    expect(gtin14('012345678905')).toBe('00012345678905');
    expect(gtin14('4006381333931')).toBe('04006381333931');
    expect(gtin14('1234')).toBeNull();
    expect(gtin14('01234567890A')).toBeNull();
  });

  it('writes PCdb ids below 1000 as four characters', () => {
    expect(partTerminologyIdText(5)).toBe('0005');
    expect(partTerminologyIdText(1684)).toBe('1684');
    expect(partTerminologyIdText(12345)).toBe('12345');
    expect(partTerminologyIdText(123456)).toBeNull();
  });

  it('validates the header at the edge', () => {
    const r = parsePiesHeader({ ...header, currencyCode: 'usd', contactEmail: 'nope', parentAaiaId: 'AAAA' });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.findings.map((f) => f.column).sort()).toEqual([
        'contactEmail',
        'currencyCode',
        'parentAaiaId',
      ]);
  });
});
