import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPies, readPies, type ReadPiesItem } from '@/lib/catalog/readers';
import type { Finding } from '@/lib/catalog/types';
import { fixture as anyFixture, SAMPLES_DIR } from '../assess/standards';

const fixture = (name: string): string => anyFixture('pies', name);

async function read(input: Parameters<typeof readPies>[0]) {
  const items: ReadPiesItem[] = [];
  const findings: Finding[] = [];
  const summary = await readPies(input, (i) => items.push(i), { onFinding: (f) => findings.push(f) });
  return { items, findings, summary };
}

const wrap = (item: string, ns = 'http://www.autocare.org'): Uint8Array =>
  Buffer.from(
    `<PIES xmlns="${ns}"><Header><PIESVersion>7.2</PIESVersion><SubmissionType>FULL</SubmissionType><PCdbVersionDate>2024-12-27</PCdbVersionDate></Header><Items>\n${item}\n</Items><Trailer><TransactionDate>2025-01-15</TransactionDate></Trailer></PIES>`,
  );

describe('PIES reader', () => {
  it('reads an item’s identity, descriptions, prices, packages and interchange', async () => {
    const { items, findings } = await read(
      wrap(`<Item MaintenanceType="A">
  <ItemLevelGTIN GTINQualifier="UP">00012345678905</ItemLevelGTIN>
  <PartNumber>ABC123</PartNumber><BrandAAIAID>BBBB</BrandAAIAID><BrandLabel>Example</BrandLabel>
  <PartTerminologyID>1684</PartTerminologyID>
  <Descriptions><Description MaintenanceType="A" DescriptionCode="DES" LanguageCode="EN">Disc Brake Pad Set</Description></Descriptions>
  <Prices><Pricing MaintenanceType="A" PriceType="JBR"><PriceSheetNumber>S1</PriceSheetNumber><CurrencyCode>USD</CurrencyCode><Price UOM="PE">49.99</Price></Pricing></Prices>
  <ExtendedInformation><ExtendedProductInformation MaintenanceType="A" EXPICode="CTO">US</ExtendedProductInformation></ExtendedInformation>
  <Packages><Package MaintenanceType="A"><PackageUOM>EA</PackageUOM><QuantityofEaches>1</QuantityofEaches>
    <Dimensions UOM="IN"><ShippingHeight>2.5</ShippingHeight><ShippingWidth>6</ShippingWidth><ShippingLength>8</ShippingLength></Dimensions>
    <Weights UOM="PG"><Weight>3.2</Weight></Weights></Package></Packages>
  <Kits><KitComponent MaintenanceType="A"><Description DescriptionCode="DES">Not the item's description</Description><QuantityInKit UOM="EA">1</QuantityInKit><SoldSeparately>N</SoldSeparately></KitComponent></Kits>
  <PartInterchangeInfo><PartInterchange MaintenanceType="A" BrandAAIAID="BCDF"><PartNumber>X-1</PartNumber><PartNumber>X-2</PartNumber></PartInterchange></PartInterchangeInfo>
</Item>`),
    );
    expect(findings).toEqual([]);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      line: 2,
      maintenanceType: 'A',
      partNumber: 'ABC123',
      brandAaiaId: 'BBBB',
      brandLabel: 'Example',
      partTerminologyId: '1684',
      gtin: { qualifier: 'UP', value: '00012345678905' },
      descriptions: [{ code: 'DES', languageCode: 'EN', text: 'Disc Brake Pad Set' }],
      prices: [{ type: 'JBR', priceSheet: 'S1', currency: 'USD', amount: '49.99', uom: 'PE' }],
      extended: [{ code: 'CTO', value: 'US' }],
      packages: [
        {
          uom: 'EA',
          quantityOfEaches: '1',
          dimensions: { uom: 'IN', height: '2.5', width: '6', length: '8' },
          weight: { uom: 'PG', value: '3.2' },
        },
      ],
      interchange: [{ brandAaiaId: 'BCDF', brandLabel: null, partNumbers: ['X-1', 'X-2'] }],
    });
    expect(items[0]?.descriptions).toHaveLength(1);
    expect(items[0]?.segments).toEqual([
      'Descriptions',
      'Prices',
      'ExtendedInformation',
      'Packages',
      'Kits',
      'PartInterchangeInfo',
    ]);
  });

  it('reads the legacy aftermarket.org namespace with a warning', async () => {
    const { items, findings, summary } = await read(fixture('pies-6.5-legacy-namespace.xml'));
    expect(items).toHaveLength(1);
    expect(summary.version).toBe('6.5');
    expect(summary.namespace).toBe('http://www.aftermarket.org');
    expect(findings.map((f) => [f.code, f.severity])).toEqual([['PIES_LEGACY_NAMESPACE', 'warning']]);
  });

  it('flags a PIES root without the Auto Care namespace', async () => {
    const { findings } = await read(
      wrap(
        '<Item MaintenanceType="A"><PartNumber>A</PartNumber><BrandAAIAID>BBBB</BrandAAIAID></Item>',
        'urn:other',
      ),
    );
    expect(findings.map((f) => f.code)).toEqual(['PIES_NAMESPACE_INVALID']);
  });

  it('reads PIES 8.0 BrandID and PCdbPublicationDate', async () => {
    const { items, summary } = await read(fixture('pies-8.0.xml'));
    expect(summary.version).toBe('8.0');
    expect(summary.header?.pcdbDate).toBe('2024-12-27');
    expect(items[0]).toMatchObject({ brandAaiaId: 'BBBB', acesApplications: 'Y' });
  });

  it('reports every Item outside <Items> (trailer, top level, inside another Item) instead of dropping it', async () => {
    const item = (p: string) => `<Item MaintenanceType="A"><PartNumber>${p}</PartNumber><BrandAAIAID>BBBB</BrandAAIAID></Item>`;
    const { items, findings, summary } = await read(
      Buffer.from(
        `<PIES xmlns="http://www.autocare.org"><Header><PIESVersion>7.2</PIESVersion></Header>\n${item('TOP')}\n` +
          `<Items><Item MaintenanceType="A"><PartNumber>HOST</PartNumber><BrandAAIAID>BBBB</BrandAAIAID>${item('INNER')}</Item></Items>\n` +
          `<Trailer><ItemCount>1</ItemCount>${item('TRAILER')}</Trailer></PIES>`,
      ),
    );
    expect(items.map((i) => i.partNumber)).toEqual(['HOST']);
    expect(summary.items).toBe(1);
    expect(summary.sections).toEqual(['Header', 'Items', 'Trailer']);
    expect(findings.map((f) => [f.code, f.row])).toEqual([
      ['PIES_ITEM_MISPLACED', 2],
      ['PIES_ITEM_MISPLACED', 3],
      ['PIES_ITEM_MISPLACED', 4],
    ]);
    expect(findings.map((f) => f.message.match(/inside <(\w+)>/)?.[1])).toEqual(['PIES', 'Item', 'Trailer']);
  });

  it('stops at nesting deeper than any PIES schema, naming the line', async () => {
    const depth = 10_000;
    const { findings, summary } = await read(wrap(`<Item MaintenanceType="A">${'<d>'.repeat(depth)}${'</d>'.repeat(depth)}</Item>`));
    expect(findings.map((f) => [f.code, f.row])).toEqual([['XML_NESTING_TOO_DEEP', 2]]);
    expect(summary.complete).toBe(false);
  });

  it('collects the header, price sheets, trailer and sections', async () => {
    const reader = openPies(fixture('pies-7.2-item-checks.xml'));
    let n = 0;
    for await (const batch of reader.batches()) n += batch.length;
    const s = reader.summary();
    expect(n).toBe(16);
    expect(s.items).toBe(16);
    expect(s.priceSheets.map((p) => [p.number, p.currency])).toEqual([
      ['S1', 'USD'],
      ['S2', null],
    ]);
    expect(s.trailer).toMatchObject({ itemCount: '99', transactionDate: '2025-01-15' });
    expect(s.sections).toEqual(['Header', 'PriceSheets', 'Items', 'Trailer']);
  });

  it.skipIf(!SAMPLES_DIR)('reads the standards’ PIES sample', async () => {
    const { items, findings } = await read(path.join(SAMPLES_DIR!, 'PIES_7_2_minimal_valid.xml'));
    expect(findings).toEqual([]);
    expect(items[0]?.partNumber).toBe('ABC123');
  });
});
