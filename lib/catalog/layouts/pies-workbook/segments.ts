import { say, type Said } from '../../messages';
import type {
  PiesAttribute,
  PiesDescription,
  PiesDigitalAsset,
  PiesExpi,
  PiesInterchange,
  PiesKitComponent,
  PiesMarketCopy,
  PiesPackage,
  PiesPrice,
} from '../../types';
import type { SheetRow } from './cells';
import type { PiesSegment } from './detect';

/** What a segment row needs that the row may leave blank: the workbook header's defaults. */
export interface SegmentDefaults {
  languageCode?: string;
  currencyCode?: string;
}

/**
 * The columns each segment sheet is read from (the sandPIM "Rhubarb" 7.1 template's names; PIES
 * element names). A column not listed has no PIES 7.2 element and is reported as not read.
 */
export const SEGMENT_COLUMNS: Record<Exclude<PiesSegment, 'Header'>, readonly string[]> = {
  Items: [
    'PartNumber', 'PartTerminologyID', 'BrandAAIAID', 'ItemLevelGTIN', 'GTINQualifier', 'MinimumOrderQuantity',
    'MinimumOrderQuantityUOM', 'HazardousMaterialCode', 'BaseItemID', 'ItemEffectiveDate', 'AvailableDate',
    'ACESApplications', 'ItemQuantitySize', 'ItemQuantitySizeUOM', 'ContainerType', 'QuantityPerApplication',
    'QuantityPerApplicationQualifier', 'QuantityPerApplicationUOM', 'BrandLabel', 'SubBrandAAIAID', 'SubBrandLabel',
    'VMRSBrandID', 'UNSPSC', 'ManufacturerProductCodeGroup', 'ManufacturerProductCodeSubGroup',
    'AAIAProductCategoryCode', 'VMRSCode',
  ],
  Descriptions: ['PartNumber', 'Description', 'DescriptionCode', 'LanguageCode', 'Sequence'],
  Prices: [
    'PartNumber', 'PriceSheetNumber', 'Price', 'PriceUOM', 'PriceType', 'CurrencyCode', 'EffectiveDate', 'ExpirationDate',
    'PriceTypeDescription', 'PriceBreak', 'PriceBreakUOM', 'PriceMultiplier',
  ],
  EXPI: ['PartNumber', 'EXPICode', 'EXPIValue', 'LanguageCode'],
  Attributes: [
    'PartNumber', 'AttributeID', 'AttributeValue', 'AttributeUOM', 'PADBAttribute', 'RecordNumber', 'StyleID',
    'MultiValueQuantity', 'MultiValueSequence', 'LanguageCode',
  ],
  Packages: [
    'PartNumber', 'PackageUOM', 'QuantityofEaches', 'InnerQuantity', 'InnerQuantityUOM', 'Weight', 'WeightsUOM',
    'PackageLevelGTIN', 'PackageBarCodeCharacters', 'ShippingHeight', 'ShippingWidth', 'ShippingLength', 'DimensionsUOM',
    'DimensionalWeight', 'WeightVariance', 'StackingFactor', 'ElectronicProductCode', 'MerchandisingHeight',
    'MerchandisingWidth', 'MerchandisingLength', 'ShippingScope', 'Bulk', 'RegulatingCountry', 'TransportMethod',
    'Regulated', 'Description', 'HazardousMaterialCodeQualifier', 'HazardousMaterialDescription',
    'HazardousMaterialLabelCode', 'ShippingName', 'UNNAIDCode', 'HazardousPlacardNotation', 'WHMISCode', 'WHMISFreeText',
    'PackingGroupCode', 'RegulationsExemptionCode', 'TextMessage', 'OuterPackageLabel', 'LanguageCode',
  ],
  Kits: [
    'PartNumber', 'Description', 'DescriptionCode', 'QuantityInKit', 'QuantityInKitUOM', 'SoldSeparately', 'LanguageCode',
    'ComponentPartTerminologyID', 'SequenceCode', 'ComponentPartNumber', 'ComponentBrand', 'ComponentBrandLabel',
    'ComponentSubBrand', 'ComponentSubBrandLabel',
  ],
  Interchanges: [
    'PartNumber', 'CompetitorPartNumber', 'BrandAAIAID', 'InterchangeQuantity', 'UOM', 'ReferenceItem', 'InterchangeNotes',
    'BrandLabel', 'ItemEquivalentUOM', 'LanguageCode', 'SubBrandAAIAID', 'SubBrandLabel', 'VMRSBrandID',
    'QualityGradeLevel', 'InternalNotes',
  ],
  DigitalAssets: [
    'PartNumber', 'FileName', 'AssetType', 'AssetID', 'FileType', 'Representation', 'FileSize', 'Resolution', 'ColorMode',
    'Background', 'OrientationView', 'AssetHeight', 'AssetWidth', 'UOM', 'FilePath', 'AssetDate', 'AssetDateType',
    'Country', 'LanguageCode', 'URI', 'Duration', 'DurationUOM', 'Frame', 'TotalFrames', 'Plane', 'Hemisphere', 'Plunge',
    'TotalPlanes', 'Description', 'DescriptionCode', 'DescriptionLanguageCode',
  ],
  MarketingCopy: [
    'MarketCopyContent', 'MarketCopyCode', 'MarketCopyReference', 'MarketCopyType', 'RecordSequence', 'LanguageCode',
    'MarketCopySubCode', 'MarketCopySubCodeReference',
  ],
};

/** A record left out as a whole because a value PIES requires is missing or does not fit. */
function leftOut(r: SheetRow, what: PiesRecord, missing: string[]): undefined {
  r.note('PIES_WORKBOOK_RECORD_DROPPED', 'warning', 'PIES_WORKBOOK_RECORD_DROPPED', { what: say(`pies.record.${what}`), missing: missing.join(', ') });
  return undefined;
}

/** The records a segment row makes, as findings name them (`pies.record.*`). */
type PiesRecord =
  | 'description'
  | 'price'
  | 'expi'
  | 'attribute'
  | 'package'
  | 'hazmat'
  | 'kit'
  | 'interchange'
  | 'asset'
  | 'copy'
  | 'componentDescription'
  | 'assetDescription';

/** What happens to a record whose language code is refused: it is written without one. */
const writtenWithout = (what: PiesRecord): Said => say('pies.why.writtenWithout', { what: say(`pies.record.${what}`) });

const need = (pairs: [string, unknown][]): string[] => pairs.filter(([, v]) => v === undefined).map(([k]) => k);

/** A language a record requires: the row's own, else the workbook header's; undefined when refused. */
function requiredLanguage(r: SheetRow, column: string, d: SegmentDefaults, what: PiesRecord): string | undefined | null {
  const given = r.get(column);
  if (given === undefined) return d.languageCode ?? 'EN';
  return r.language(column, say('pies.why.wrongLanguage', { what: say(`pies.record.${what}`) })) ?? null;
}

export function readDescription(r: SheetRow, d: SegmentDefaults): PiesDescription | undefined {
  const text = r.text('Description', 1, 2000);
  const code = r.code('DescriptionCode', 3);
  const lang = requiredLanguage(r, 'LanguageCode', d, 'description');
  if (lang === null) return undefined;
  const missing = need([['Description', text], ['DescriptionCode', code]]);
  if (missing.length || !text || !code || !lang) return leftOut(r, 'description', missing);
  const sequence = r.get('Sequence');
  return { code, languageCode: lang, text, ...(sequence !== undefined ? { sequence } : {}) };
}

export function readPrice(r: SheetRow, d: SegmentDefaults): PiesPrice | undefined {
  const amount = r.positive('Price', 10);
  const uom = r.code('PriceUOM', 2);
  const type = r.code('PriceType', 3);
  const currency = r.currency('CurrencyCode') ?? (r.get('CurrencyCode') === undefined ? d.currencyCode : undefined);
  const missing = need([['Price', amount], ['PriceUOM', uom], ['PriceType', type], ['CurrencyCode', currency]]);
  if (missing.length || amount === undefined || !uom || !type || !currency) return leftOut(r, 'price', missing);
  const price: PiesPrice = { type, currency, amount, uom };
  const sheet = r.text('PriceSheetNumber', 1, 15);
  if (sheet) price.sheetNumber = sheet;
  const eff = r.date('EffectiveDate');
  if (eff) price.effectiveDate = eff;
  const exp = r.date('ExpirationDate');
  if (exp) price.expirationDate = exp;
  const desc = r.text('PriceTypeDescription', 1, 80);
  if (desc) price.typeDescription = desc;
  const brk = r.count('PriceBreak', 99_999_999);
  const brkUom = r.code('PriceBreakUOM', 2);
  if (brk !== undefined && brkUom) price.priceBreak = { quantity: brk, uom: brkUom };
  else if (brk !== undefined) r.drop('PriceBreak', String(brk), say('pies.why.priceBreakUom'));
  const mult = r.get('PriceMultiplier');
  if (mult !== undefined) {
    const n = Number(mult);
    if (Number.isFinite(n) && /^[+-]?\d{0,6}(\.\d{0,4})?$/.test(mult.trim())) price.multiplier = n;
    else r.drop('PriceMultiplier', mult, say('pies.why.multiplier'));
  }
  return price;
}

export function readExpi(r: SheetRow): PiesExpi | undefined {
  const code = r.code('EXPICode', 3);
  let value = r.text('EXPIValue', 1, 2000);
  // Country of origin (and the other CT* country codes) must be ISO 3166.
  if (value && code === 'CTO') value = r.country('EXPIValue');
  const languageCode = r.language('LanguageCode', writtenWithout('expi'));
  const missing = need([['EXPICode', code], ['EXPIValue', value]]);
  if (missing.length || !code || !value) return leftOut(r, 'expi', missing);
  return { code, value, ...(languageCode ? { languageCode } : {}) };
}

export function readAttribute(r: SheetRow): PiesAttribute | undefined {
  const id = r.text('AttributeID', 1, 80);
  const value = r.text('AttributeValue', 1, 2000);
  const missing = need([['AttributeID', id], ['AttributeValue', value]]);
  if (missing.length || !id || !value) return leftOut(r, 'attribute', missing);
  const padbCell = r.yesNo('PADBAttribute');
  // A PAdb attribute is named by its numeric id; a free attribute by its name.
  const padb = padbCell ? padbCell === 'Y' : /^\d+$/.test(id);
  const a: PiesAttribute = { id, padb, value };
  const uom = r.text('AttributeUOM', 1, 20);
  if (uom) a.uom = uom;
  const styleId = r.count('StyleID', 99_999);
  if (styleId) a.styleId = styleId;
  const rec = r.count('RecordNumber', 999);
  if (rec) a.recordNumber = rec;
  const mvq = r.count('MultiValueQuantity', 999);
  if (mvq) a.multiValueQuantity = mvq;
  const mvs = r.count('MultiValueSequence', 999);
  if (mvs) a.multiValueSequence = mvs;
  const lang = r.language('LanguageCode', writtenWithout('attribute'));
  if (lang) a.languageCode = lang;
  return a;
}

const HAZMAT_REQUIRED: [string, number, number][] = [
  ['ShippingScope', 3, 3],
  ['Bulk', 1, 1],
  ['RegulatingCountry', 2, 2],
  ['TransportMethod', 1, 1],
  ['Regulated', 1, 1],
];
const HAZMAT_OPTIONAL: [string, number, number][] = [
  ['Description', 1, 200],
  ['HazardousMaterialCodeQualifier', 1, 1],
  ['HazardousMaterialDescription', 1, 80],
  ['HazardousMaterialLabelCode', 1, 4],
  ['ShippingName', 1, 260],
  ['UNNAIDCode', 6, 6],
  ['HazardousPlacardNotation', 1, 40],
  ['WHMISCode', 1, 10],
  ['WHMISFreeText', 1, 80],
  ['PackingGroupCode', 1, 3],
  ['RegulationsExemptionCode', 1, 4],
  ['TextMessage', 1, 2000],
  ['OuterPackageLabel', 1, 20],
];

export function readPackage(r: SheetRow): PiesPackage | undefined {
  const uom = r.code('PackageUOM', 2);
  const qty = r.count('QuantityofEaches', 99_999_999);
  const missing = need([['PackageUOM', uom], ['QuantityofEaches', qty]]);
  if (missing.length || !uom || qty === undefined) return leftOut(r, 'package', missing);
  const p: PiesPackage = { uom, quantityOfEaches: qty };
  const gtin = r.get('PackageLevelGTIN');
  if (gtin !== undefined) {
    if (/^\d{14}$/.test(gtin)) p.gtin = gtin;
    else r.drop('PackageLevelGTIN', gtin, say('pies.why.gtin14'));
  }
  const epc = r.text('ElectronicProductCode', 27, 27);
  if (epc) p.electronicProductCode = epc;
  const bar = r.text('PackageBarCodeCharacters', 1, 48);
  if (bar) p.barCodeCharacters = bar;
  const inner = r.positive('InnerQuantity', 8);
  const innerUom = r.code('InnerQuantityUOM', 2);
  if (inner !== undefined && innerUom) p.innerQuantity = { value: inner, uom: innerUom };
  else if (inner !== undefined) r.drop('InnerQuantity', String(inner), say('pies.why.innerUom'));

  const [h, w, l] = ['ShippingHeight', 'ShippingWidth', 'ShippingLength'].map((c) => r.positive(c, 8));
  const dUom = r.code('DimensionsUOM', 2);
  const [mh, mw, ml] = ['MerchandisingHeight', 'MerchandisingWidth', 'MerchandisingLength'].map((c) => r.positive(c, 8));
  if (h !== undefined && w !== undefined && l !== undefined && dUom) {
    p.dimensions = { uom: dUom, height: h, width: w, length: l };
    if (mh !== undefined && mw !== undefined && ml !== undefined) p.dimensions.merchandising = { height: mh, width: mw, length: ml };
  } else if (h !== undefined || w !== undefined || l !== undefined) {
    r.note('PIES_WORKBOOK_VALUE_DROPPED', 'warning', 'PIES_WORKBOOK_VALUE_DROPPED.dimensions', {}, 'DimensionsUOM');
  }
  const weight = r.positive('Weight', 9);
  const wUom = r.code('WeightsUOM', 2);
  const dimWeight = r.positive('DimensionalWeight', 9);
  if (weight !== undefined && wUom) p.weight = { uom: wUom, value: weight, ...(dimWeight !== undefined ? { dimensional: dimWeight } : {}) };
  else if (weight !== undefined) r.drop('Weight', String(weight), say('pies.why.weightUom'));
  const variance = r.positive('WeightVariance', 8);
  if (variance !== undefined) p.weightVariance = variance;
  const stacking = r.count('StackingFactor', 999);
  if (stacking !== undefined) p.stackingFactor = stacking;

  const hazmatGiven = [...HAZMAT_REQUIRED, ...HAZMAT_OPTIONAL].some(([c]) => r.get(c) !== undefined);
  if (hazmatGiven) {
    const fields: [string, string][] = [];
    const lacking: string[] = [];
    for (const [c, min, max] of HAZMAT_REQUIRED) {
      const v = min === max ? r.text(c, min, max)?.toUpperCase() : r.text(c, min, max);
      if (v === undefined) lacking.push(c);
      else fields.push([c, v]);
    }
    for (const [c, min, max] of HAZMAT_OPTIONAL) {
      const v = r.text(c, min, max);
      if (v !== undefined) fields.push([c, v]);
    }
    if (lacking.length) leftOut(r, 'hazmat', lacking);
    else {
      const lang = r.language('LanguageCode', writtenWithout('hazmat'));
      p.hazardousMaterial = { fields, ...(lang ? { languageCode: lang } : {}) };
    }
  }
  return p;
}

export function readKitComponent(r: SheetRow): PiesKitComponent | undefined {
  const text = r.text('Description', 1, 2000);
  const code = r.code('DescriptionCode', 3);
  const qty = r.count('QuantityInKit', 99_999_999);
  const uom = r.code('QuantityInKitUOM', 2);
  const sold = r.text('SoldSeparately', 1, 2000);
  const missing = need([['Description', text], ['DescriptionCode', code], ['QuantityInKit', qty], ['QuantityInKitUOM', uom], ['SoldSeparately', sold]]);
  if (missing.length || !text || !code || qty === undefined || !uom || !sold) return leftOut(r, 'kit', missing);
  const lang = r.language('LanguageCode', writtenWithout('componentDescription'));
  const k: PiesKitComponent = { description: { text, code, ...(lang ? { languageCode: lang } : {}) }, quantity: qty, uom, soldSeparately: sold };
  const pn = r.text('ComponentPartNumber', 1, 48);
  if (pn) k.partNumber = pn;
  const brand = r.code('ComponentBrand', 4);
  if (brand) k.brand = brand;
  const label = r.text('ComponentBrandLabel', 1, 60);
  if (label) k.brandLabel = label;
  const sub = r.code('ComponentSubBrand', 4);
  if (sub) k.subBrand = sub;
  const subLabel = r.text('ComponentSubBrandLabel', 1, 60);
  if (subLabel) k.subBrandLabel = subLabel;
  const pt = r.text('ComponentPartTerminologyID', 4, 8);
  if (pt) k.partTerminologyId = pt;
  const seq = r.count('SequenceCode', 999);
  if (seq !== undefined) k.sequence = seq;
  return k;
}

export function readInterchange(r: SheetRow): PiesInterchange | undefined {
  const pn = r.text('CompetitorPartNumber', 1, 48);
  if (!pn) return leftOut(r, 'interchange', ['CompetitorPartNumber']);
  const x: PiesInterchange = { partNumber: pn };
  const set = <K extends keyof PiesInterchange>(k: K, v: PiesInterchange[K] | undefined): void => {
    if (v !== undefined) x[k] = v;
  };
  set('brandAaiaId', r.code('BrandAAIAID', 4));
  set('brandLabel', r.text('BrandLabel', 1, 60));
  set('subBrandAaiaId', r.code('SubBrandAAIAID', 4));
  set('subBrandLabel', r.text('SubBrandLabel', 1, 60));
  set('vmrsBrandId', r.text('VMRSBrandID', 5, 5));
  set('itemEquivalentUom', r.code('ItemEquivalentUOM', 2));
  set('qualityGradeLevel', r.code('QualityGradeLevel', 1));
  set('internalNotes', r.text('InternalNotes', 1, 240));
  set('languageCode', r.language('LanguageCode', writtenWithout('interchange')));
  set('referenceItem', r.text('ReferenceItem', 1, 48));
  set('quantity', r.positive('InterchangeQuantity', 8));
  set('uom', r.code('UOM', 2));
  set('notes', r.text('InterchangeNotes', 1, 240));
  return x;
}

export function readDigitalAsset(r: SheetRow): PiesDigitalAsset | undefined {
  const fileName = r.text('FileName', 1, 80);
  const assetType = r.code('AssetType', 3);
  const missing = need([['FileName', fileName], ['AssetType', assetType]]);
  if (missing.length || !fileName || !assetType) return leftOut(r, 'asset', missing);
  const a: PiesDigitalAsset = { fileName, assetType };
  const set = <K extends keyof PiesDigitalAsset>(k: K, v: PiesDigitalAsset[K] | undefined): void => {
    if (v !== undefined) a[k] = v;
  };
  set('assetId', r.text('AssetID', 1, 34));
  set('languageCode', r.language('LanguageCode', writtenWithout('asset')));
  set('fileType', r.text('FileType', 2, 4)?.toUpperCase());
  set('representation', r.code('Representation', 1));
  set('fileSize', r.count('FileSize', 9_999_999_999));
  set('resolution', r.text('Resolution', 2, 4));
  set('colorMode', r.code('ColorMode', 3));
  set('background', r.code('Background', 3));
  set('orientationView', r.code('OrientationView', 3));
  const height = r.positive('AssetHeight', 6);
  const width = r.positive('AssetWidth', 6);
  const uom = r.code('UOM', 2);
  if ((height !== undefined || width !== undefined) && uom)
    a.dimensions = { uom, ...(height !== undefined ? { height } : {}), ...(width !== undefined ? { width } : {}) };
  else if (height !== undefined || width !== undefined) r.drop('UOM', '', say('pies.why.assetUom'));
  set('filePath', r.text('FilePath', 1, 80));
  set('uri', r.uri('URI'));
  const duration = r.count('Duration', 999);
  const durationUom = r.get('DurationUOM');
  if (duration !== undefined) {
    const u = durationUom?.toLowerCase();
    if (u === 'hh' || u === 'mm' || u === 'ss') a.duration = { value: duration, uom: u };
    else r.drop('DurationUOM', durationUom ?? '', say('pies.why.duration'));
  }
  set('frame', r.count('Frame', 999));
  set('totalFrames', r.count('TotalFrames', 999));
  set('plane', r.count('Plane', 999));
  set('hemisphere', r.code('Hemisphere', 1));
  set('plunge', r.positive('Plunge', 6));
  set('totalPlanes', r.count('TotalPlanes', Number.MAX_SAFE_INTEGER));
  const desc = r.text('Description', 1, 2000);
  if (desc) {
    const code = r.code('DescriptionCode', 3);
    const lang = r.language('DescriptionLanguageCode', writtenWithout('assetDescription'));
    if (code) a.descriptions = [{ text: desc, code, ...(lang ? { languageCode: lang } : {}) }];
    else r.drop('DescriptionCode', r.get('DescriptionCode') ?? '', say('pies.why.descriptionCode'));
  }
  const date = r.date('AssetDate');
  if (date) {
    const type = r.code('AssetDateType', 3);
    a.dates = [{ date, ...(type ? { type } : {}) }];
  }
  set('country', r.country('Country'));
  return a;
}

export function readMarketCopy(r: SheetRow): PiesMarketCopy | undefined {
  const content = r.text('MarketCopyContent', 1, 2000);
  const code = r.code('MarketCopyCode', 3);
  const type = r.code('MarketCopyType', 3);
  const reference = r.get('MarketCopyReference') === undefined ? '' : r.text('MarketCopyReference', 1, 240);
  const missing = need([['MarketCopyContent', content], ['MarketCopyCode', code], ['MarketCopyType', type], ['MarketCopyReference', reference]]);
  if (missing.length || !content || !code || !type || reference === undefined) return leftOut(r, 'copy', missing);
  const m: PiesMarketCopy = { content, code, reference, type };
  const sub = r.code('MarketCopySubCode', 3);
  if (sub) m.subCode = sub;
  const subRef = r.text('MarketCopySubCodeReference', 1, 240);
  if (subRef) m.subCodeReference = subRef;
  const seq = r.count('RecordSequence', 99_999);
  if (seq !== undefined) m.recordSequence = seq;
  const lang = r.language('LanguageCode', writtenWithout('copy'));
  if (lang) m.languageCode = lang;
  return m;
}
