import { beforeAll, describe, expect, it } from 'vitest';
import type { ConvertResult } from '@/lib/catalog/convert';
import { verifyEvidenceBundle } from '@/lib/catalog/evidence';
import { detectPiesWorkbook } from '@/lib/catalog/layouts/pies-workbook';
import { validateXsd } from '@/lib/catalog/validate';
import { converted, demoReferenceWithPartTypes, fixture, listDir, NO_XSD, readText, signer, tempDir, XSD_DIR } from '../convert/convert-helpers';

/*
 * Issue 13, point 4: sandPIM's Rhubarb_7_1_C.xlsx (a PIES 7.1 workbook, one sheet per segment) is
 * detected by its sheets and converted as one PIES item per part joined across the sheets.
 */

const RHUBARB = fixture('sandpim', 'Rhubarb_7_1_C.xlsx');
/** Rhubarb's items are PartTerminologyID 6832, a real PCdb ID the demo set (IDs from 90101) lacks. */
const withRhubarbPartType = await demoReferenceWithPartTypes({ 6832: 'Rhubarb Test Part Type' });
let result: ConvertResult;
let xml = '';
let dir = '';

/** The `<Item>` element of one part. */
function itemXml(part: string): string {
  const m = [...xml.matchAll(/<Item MaintenanceType="A">[\s\S]*?<\/Item>/g)].find((x) => x[0].includes(`<PartNumber>${part}</PartNumber>\n      <BrandAAIAID>`));
  if (!m) throw new Error(`no item ${part}`);
  return m[0];
}

beforeAll(async () => {
  dir = await tempDir();
  result = await converted({ path: RHUBARB }, { outDir: dir, reference: withRhubarbPartType });
  xml = await readText(result.files.pies!);
});

describe('layout detection', () => {
  it('knows a PIES workbook by its sheets, names compared without case or spaces', () => {
    expect(detectPiesWorkbook(['Header', 'items', 'Digital Assets'])?.sheets).toEqual({ Header: 'Header', Items: 'items', DigitalAssets: 'Digital Assets' });
    expect(detectPiesWorkbook(['Applications', 'Header'])).toBeNull();
    expect(detectPiesWorkbook(['Items', 'Header'])).toBeNull();
    expect(detectPiesWorkbook(['Sheet1'])).toBeNull();
  });
});

describe('Rhubarb_7_1_C.xlsx', () => {
  it('writes one item per Items row, pies.xml only', async () => {
    expect(result.counts).toMatchObject({ rows: 7, items: 7, apps: 0, rejected: 0, merged: 0 });
    const parts = [...xml.matchAll(/<PartNumber>([^<]+)<\/PartNumber>\n      <BrandAAIAID>/g)].map((m) => m[1]);
    expect(parts).toEqual(['AQ1150', 'AQ1151', 'AQ1152', 'AQ1153', 'AQ1153KIT', 'AQ1154', 'AQ1154BULK']);
    expect(result.files.aces).toBeUndefined();
    expect(await listDir(dir)).toEqual(['evidence.zip', 'flagged.csv', 'mapping.json', 'pies.xml', 'report.html', 'report.json']);
    expect(result.report.input.sheet).toContain('Items');
  });

  it.skipIf(NO_XSD)('pies.xml passes the PIES 7.2 schema', async () => {
    const v = await validateXsd({ xmlPath: result.files.pies!, kind: 'pies', standardsDir: XSD_DIR, fileName: 'pies.xml' });
    expect(v.findings).toEqual([]);
    expect(v.valid).toBe(true);
    expect(result.report.xsd.pies).toMatchObject({ ran: true, valid: true });
  });

  it('fills the header from the Header sheet', () => {
    const header = xml.slice(0, xml.indexOf('</Header>'));
    expect(header).toContain('<BlanketEffectiveDate>2020-02-09</BlanketEffectiveDate>');
    expect(header).toContain('<TechnicalContact>Tommy Callahan</TechnicalContact>');
    expect(header).toContain('<ContactEmail>person@company.com</ContactEmail>');
    expect(header).toContain('<LanguageCode>EN</LanguageCode>');
    expect(header).toContain('<PCdbVersionDate>2020-01-15</PCdbVersionDate>');
    expect(header).toContain('<PAdbVersionDate>2020-01-31</PAdbVersionDate>');
    expect(header).toContain('<ParentAAIAID>WXYZ</ParentAAIAID>');
    expect(result.report.findings.some((f) => f.code === 'PIES_WORKBOOK_HEADER_UNUSED' && f.message.includes('BrandOwnerAAIAID'))).toBe(true);
  });

  it('keeps the Items sheet brand, and says it differs from the run brand', () => {
    expect(itemXml('AQ1150')).toContain('<BrandAAIAID>BMNN</BrandAAIAID>');
    const f = result.report.findings.find((x) => x.code === 'BRAND_MISMATCH')!;
    expect(f.message).toMatch(/7 items.*BMNN.*BKMN/);
  });

  it('writes item-level elements from the Items sheet', () => {
    const i = itemXml('AQ1152');
    expect(i).toContain('<BaseItemID>DDDD</BaseItemID>');
    expect(i).toContain('<ItemLevelGTIN GTINQualifier="UP">00734776282482</ItemLevelGTIN>');
    expect(i).toContain('<BrandLabel>MyLabel</BrandLabel>');
    expect(i).toContain('<QuantityPerApplication Qualifier="XXX" UOM="EA">2</QuantityPerApplication>');
    expect(i).toContain('<MinimumOrderQuantity UOM="EA">1</MinimumOrderQuantity>');
    expect(i).toContain('<PartTerminologyID>6832</PartTerminologyID>');
    expect(i).toContain('<UNSPSC>23456789</UNSPSC>');
  });

  it('joins descriptions with their codes and languages; SP is no ISO code and is reported, not written', () => {
    const i = itemXml('AQ1150');
    expect(i).toContain('<Description MaintenanceType="A" DescriptionCode="SHO" LanguageCode="EN" Sequence="1">Cabin Air Filter</Description>');
    expect(i).toContain('DescriptionCode="INV" LanguageCode="EN" Sequence="1">Air Filter</Description>');
    expect(i).not.toContain('Filtro de aire');
    const sp = result.report.findings.filter((f) => f.code === 'PIES_WORKBOOK_VALUE_DROPPED' && f.column === 'Descriptions!LanguageCode');
    expect(sp.length).toBe(6);
    expect(sp[0]).toMatchObject({ row: 4 });
    expect(sp[0]!.message).toMatch(/Sheet "Descriptions", row 4, column LanguageCode: "SP" is not an ISO 639-1 language code \(for that language PIES uses ES\)/);
  });

  it('joins prices with sheet, type, currency, UOM, dates and breaks', () => {
    expect(itemXml('AQ1150')).toContain(
      '<Pricing MaintenanceType="A" PriceType="NET">\n          <PriceSheetNumber>NET 2020</PriceSheetNumber>\n          <CurrencyCode>USD</CurrencyCode>\n          <EffectiveDate>2020-01-02</EffectiveDate>\n          <Price UOM="EA">6.72</Price>\n          <PriceTypeDescription>Jobber Net</PriceTypeDescription>\n        </Pricing>',
    );
    const i = itemXml('AQ1153');
    expect(i).toContain('<ExpirationDate>2025-01-02</ExpirationDate>');
    expect(i).toContain('<PriceBreak UOM="EA">3</PriceBreak>');
    expect(i).toContain('<PriceMultiplier>0.85</PriceMultiplier>');
    expect(itemXml('AQ1153KIT')).not.toContain('<Prices>');
  });

  it('joins EXPI, attributes, packages, kits, interchanges and assets to the right items', () => {
    const a = itemXml('AQ1150');
    expect(a).toContain('EXPICode="CTO" LanguageCode="EN">CN</ExtendedProductInformation>');
    expect(a).toContain('EXPICode="LIF" LanguageCode="EN">7</ExtendedProductInformation>');
    expect(a).toContain('<ProductAttribute MaintenanceType="A" AttributeID="14" PADBAttribute="Y" AttributeUOM="mm" RecordNumber="1">522</ProductAttribute>');
    expect(itemXml('AQ1151')).toContain('AttributeID="Pleat Count" PADBAttribute="N" StyleID="1" MultiValueQuantity="2" MultiValueSequence="1" LanguageCode="EN">35</ProductAttribute>');
    expect(a).toContain('<InnerQuantity InnerQuantityUOM="EA">1</InnerQuantity>');
    expect(a).toContain('<Dimensions UOM="IN">');
    expect(a).toContain('<ShippingWidth>10.25</ShippingWidth>');
    expect(a).toContain('<Weights UOM="PG">\n            <Weight>0.64</Weight>');
    expect(a).toContain('<PartInterchange MaintenanceType="A" BrandLabel="Their Label" BrandAAIAID="BQMC" SubBrandAAIAID="XXXX" InternalNotes="my notes" LanguageCode="EN">');
    expect(a).toContain('<PartNumber ReferenceItem="FTR4321" InterchangeQuantity="2" UOM="EA" InterchangeNotes="This pat is mostly the same">FTR4321</PartNumber>');
    expect(a.match(/<DigitalFileInformation /g)?.length).toBe(11);
    expect(a).toContain('<FileName>AQ1150.jpg</FileName>\n          <AssetType>P04</AssetType>');
    expect(a).toContain('<URI>https://s3.amazonaws.com/autopartsourceimages/parts/AQ1150.jpg</URI>');
    expect(a).toContain('<AssetDate assetDateType="ABC">2015-06-29</AssetDate>');
    const kit = itemXml('AQ1153KIT');
    expect(kit.match(/<KitComponent /g)?.length).toBe(3);
    expect(kit).toContain('<ComponentPartNumber>AQ1053</ComponentPartNumber>');
    expect(kit).toContain('<QuantityInKit UOM="EA">2</QuantityInKit>');
    const bulk = itemXml('AQ1154');
    expect(bulk).toContain('<PackageLevelGTIN>00123456789012</PackageLevelGTIN>');
    expect(bulk).toContain('<MerchandisingHeight>8</MerchandisingHeight>');
    expect(bulk).toContain('<HazardousMaterial MaintenanceType="A" LanguageCode="EN">');
    expect(bulk).toContain('<DimensionalWeight>12345.1234</DimensionalWeight>');
    expect(itemXml('AQ1153KIT')).not.toContain('<Packages>');
  });

  it('writes the MarketingCopy sheet as the document MarketingCopy segment', () => {
    expect(xml).toContain('<MarketCopyContent MaintenanceType="A" MarketCopyCode="FAB" MarketCopyReference="ABCD" MarketCopySubCode="PTI" MarketCopySubCodeReference="1235" MarketCopyType="ZZZ" RecordSequence="1" LanguageCode="EN">Removes 99% of harmful stuff</MarketCopyContent>');
    expect(xml.indexOf('<MarketingCopy>')).toBeLessThan(xml.indexOf('<Items>'));
  });

  it('reports asset dimensions of 0 as left out, with sheet, row and column', () => {
    const f = result.report.findings.find((x) => x.column === 'DigitalAssets!AssetHeight')!;
    expect(f).toMatchObject({ code: 'PIES_WORKBOOK_VALUE_DROPPED', row: 2 });
    expect(f.message).toMatch(/^Sheet "DigitalAssets", row 2, column AssetHeight: "0"/);
  });

  it('says which sheets and columns were read in mapping.json and the report', async () => {
    const mapping = JSON.parse(await readText(result.files.mapping)) as { columns: { column: string; field: string | null }[] };
    const sheets = new Set(mapping.columns.map((c) => c.column.split('!')[0]));
    expect([...sheets].sort()).toEqual(['Attributes', 'Descriptions', 'DigitalAssets', 'EXPI', 'Header', 'Interchanges', 'Items', 'Kits', 'MarketingCopy', 'Packages', 'Prices']);
    expect(mapping.columns).toContainEqual({ column: 'Items!PartNumber', field: 'partNumber' });
    expect(result.report.mapping.find((c) => c.column === 'Prices!PriceType')?.note).toMatch(/read as the PIES Prices element/);
  });

  it('signs a bundle with pies.xml and no aces.xml', async () => {
    const verified = await verifyEvidenceBundle(result.files.evidence, { trustedKeys: [signer.publicKey] });
    expect(verified.ok).toBe(true);
    const names = verified.files.map((f) => f.name);
    expect(names).toContain('pies.xml');
    expect(names).not.toContain('aces.xml');
  });

  it('reads one sheet as a catalog when --sheet names it', async () => {
    const r = await converted({ path: RHUBARB }, { sheet: 'Items', reference: withRhubarbPartType });
    expect(r.report.findings.some((f) => f.code === 'PIES_WORKBOOK_DETECTED')).toBe(false);
    expect(r.report.input.sheet).toBe('Items');
  });

  it('leaves out items whose PartTerminologyID the loaded PCdb lacks, as the Items sheet alone does', async () => {
    // The demo PCdb has no 6832: the workbook and its Items sheet read alone both refuse every item
    // with PART_TYPE_UNKNOWN on its row, and neither writes a PartTerminologyID the receiver would reject.
    const whole = await converted({ path: RHUBARB });
    const unknown = whole.report.findings.filter((f) => f.code === 'PART_TYPE_UNKNOWN');
    expect(unknown.map((f) => f.row)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(unknown.every((f) => f.severity === 'error' && f.column === 'Items!PartTerminologyID')).toBe(true);
    expect(unknown[0]!.message).toMatch(/^Part AQ1150: PartTerminologyID 6832 does not exist in the reference PCdb/);
    expect(whole.counts).toMatchObject({ rows: 7, items: 0, rejected: 7 });
    expect(whole.files.pies).toBeUndefined();
    expect(whole.report.findings.find((f) => f.code === 'PIES_NOT_WRITTEN')?.message).toMatch(/7 left out, each named in the findings/);

    const items = await converted({ path: RHUBARB }, { sheet: 'Items' });
    expect(items.counts).toMatchObject({ items: 0, rejected: 7 });
    expect(items.report.findings.filter((f) => f.code === 'PART_TYPE_UNKNOWN')).toHaveLength(7);
  });
});
