import { say, type Said } from '../messages';
import type {
  PiesAttribute,
  PiesDigitalAsset,
  PiesExpi,
  PiesItemDetails,
  PiesKitComponent,
  PiesMarketCopy,
  PiesPackage,
} from '../types';
import type { XmlStreamWriter } from '../xml';
import { fitCode, fitCount, fitDate, fitDecimal, fitText, fitUri, fitYesNo } from './fit';

/**
 * The PIES 7.2 elements a catalog row never carries but a PIES workbook does (item details, EXPI,
 * product attributes, kits, digital assets, package extras, marketing copy), each written in
 * schema order and only when its value fits its type; a misfit is left out through `dropped`.
 */
export interface ExtrasContext {
  dropped: (what: Said) => void;
}

const DEC4_8 = { fractionDigits: 4, totalDigits: 8, positive: true };

type Esc = Pick<XmlStreamWriter, 'esc'>;

/** `<name>value</name>` when the value fits; a drop when it was given and does not. */
function el(w: Esc, ctx: ExtrasContext, indent: string, name: string, given: unknown, fitted: string | null): string {
  if (given === undefined) return '';
  if (fitted === null) {
    ctx.dropped(say('writer.dropped.misfit', { element: name, value: String(given) }));
    return '';
  }
  return `${indent}<${name}>${w.esc(fitted)}</${name}>\n`;
}

/** ` name="value"` when the value fits; a drop when it was given and does not. */
function attr(w: Esc, ctx: ExtrasContext, name: string, given: unknown, fitted: string | null): string {
  if (given === undefined) return '';
  if (fitted === null) {
    ctx.dropped(say('writer.dropped.misfit', { element: name, value: String(given) }));
    return '';
  }
  return ` ${name}="${w.esc(fitted)}"`;
}

const lang = (w: Esc, ctx: ExtrasContext, v: string | undefined): string => attr(w, ctx, 'LanguageCode', v, fitCode(v, 2));

/** HazardousMaterialCode and BaseItemID: the Item's first children, before ItemLevelGTIN. */
export function itemLeadXml(w: Esc, d: PiesItemDetails | undefined, ctx: ExtrasContext): string {
  if (!d) return '';
  const i = '      ';
  return (
    el(w, ctx, i, 'HazardousMaterialCode', d.hazardousMaterialCode, fitYesNo(d.hazardousMaterialCode)) +
    el(w, ctx, i, 'BaseItemID', d.baseItemId, fitText(d.baseItemId, 1, 48))
  );
}

/** The Item's children between BrandAAIAID and PartTerminologyID. */
export function itemDetailsXml(w: Esc, d: PiesItemDetails | undefined, ctx: ExtrasContext): string {
  if (!d) return '';
  const i = '      ';
  let s =
    el(w, ctx, i, 'BrandLabel', d.brandLabel, fitText(d.brandLabel, 1, 60)) +
    el(w, ctx, i, 'SubBrandAAIAID', d.subBrandAaiaId, fitCode(d.subBrandAaiaId, 4)) +
    el(w, ctx, i, 'SubBrandLabel', d.subBrandLabel, fitText(d.subBrandLabel, 1, 60)) +
    el(w, ctx, i, 'VMRSBrandID', d.vmrsBrandId, fitText(d.vmrsBrandId, 5, 5)) +
    el(w, ctx, i, 'ACESApplications', d.acesApplications, fitYesNo(d.acesApplications));
  const iqs = d.itemQuantitySize;
  if (iqs) {
    const v = fitDecimal(iqs.value, DEC4_8);
    const u = iqs.uom === undefined ? '' : attr(w, ctx, 'UOM', iqs.uom, fitCode(iqs.uom, 2));
    if (v) s += `${i}<ItemQuantitySize${u}>${v}</ItemQuantitySize>\n`;
    else ctx.dropped(say('writer.dropped.itemQuantitySize', { value: String(iqs.value) }));
  }
  s += el(w, ctx, i, 'ContainerType', d.containerType, fitCode(d.containerType, 2));
  const qpa = d.quantityPerApplication;
  if (qpa) {
    const v = fitText(qpa.value, 1, 2000);
    const u = fitCode(qpa.uom, 2);
    if (v && u) {
      const q = qpa.qualifier === undefined ? '' : attr(w, ctx, 'Qualifier', qpa.qualifier, fitCode(qpa.qualifier, 3));
      s += `${i}<QuantityPerApplication${q} UOM="${w.esc(u)}">${w.esc(v)}</QuantityPerApplication>\n`;
    } else ctx.dropped(say('writer.dropped.quantityPerApplication', { value: String(qpa.value), uom: qpa.uom }));
  }
  s +=
    el(w, ctx, i, 'ItemEffectiveDate', d.itemEffectiveDate, fitDate(d.itemEffectiveDate)) +
    el(w, ctx, i, 'AvailableDate', d.availableDate, fitDate(d.availableDate));
  const moq = d.minimumOrderQuantity;
  if (moq) {
    const v = fitCount(moq.value, 99_999_999);
    const u = fitCode(moq.uom, 2);
    if (v && u) s += `${i}<MinimumOrderQuantity UOM="${w.esc(u)}">${v}</MinimumOrderQuantity>\n`;
    else ctx.dropped(say('writer.dropped.minimumOrderQuantity', { value: String(moq.value), uom: moq.uom }));
  }
  const mpc = d.manufacturerProductCodes;
  if (mpc && (mpc.group !== undefined || mpc.subGroup !== undefined)) {
    const inner =
      el(w, ctx, `${i}  `, 'Group', mpc.group, fitText(mpc.group, 1, 10)) +
      el(w, ctx, `${i}  `, 'SubGroup', mpc.subGroup, fitText(mpc.subGroup, 1, 10));
    if (inner) s += `${i}<ManufacturerProductCodes>\n${inner}${i}</ManufacturerProductCodes>\n`;
  }
  s +=
    el(w, ctx, i, 'AAIAProductCategoryCode', d.aaiaProductCategoryCode, fitText(d.aaiaProductCategoryCode, 6, 6)) +
    el(w, ctx, i, 'UNSPSC', d.unspsc, fitText(d.unspsc, 8, 10));
  return s;
}

/** VMRSCode: right after PartTerminologyID. */
export function itemVmrsCodeXml(w: Esc, d: PiesItemDetails | undefined, ctx: ExtrasContext): string {
  return d ? el(w, ctx, '      ', 'VMRSCode', d.vmrsCode, fitText(d.vmrsCode, 9, 9)) : '';
}

/** ExtendedProductInformation entries (without the wrapping ExtendedInformation). */
export function expiXml(w: Esc, list: readonly PiesExpi[] | undefined, ctx: ExtrasContext): string {
  let s = '';
  for (const x of list ?? []) {
    const code = fitCode(x.code, 3);
    const value = fitText(x.value, 1, 2000);
    if (!code || !value) {
      ctx.dropped(say('writer.dropped.expi', { code: x.code, value: x.value }));
      continue;
    }
    s += `        <ExtendedProductInformation MaintenanceType="A" EXPICode="${w.esc(code)}"${lang(w, ctx, x.languageCode)}>${w.esc(value)}</ExtendedProductInformation>\n`;
  }
  return s;
}

/** ProductAttributes, after ExtendedInformation. */
export function attributesXml(w: Esc, list: readonly PiesAttribute[] | undefined, ctx: ExtrasContext): string {
  let s = '';
  for (const a of list ?? []) {
    const id = fitText(a.id, 1, 80);
    const value = fitText(a.value, 1, 2000);
    if (!id || !value) {
      ctx.dropped(say('writer.dropped.attribute', { id: String(a.id), value: a.value }));
      continue;
    }
    s +=
      `        <ProductAttribute MaintenanceType="A" AttributeID="${w.esc(id)}" PADBAttribute="${a.padb ? 'Y' : 'N'}"` +
      attr(w, ctx, 'AttributeUOM', a.uom, fitText(a.uom, 1, 20)) +
      attr(w, ctx, 'StyleID', a.styleId, fitCount(a.styleId, 99_999)) +
      attr(w, ctx, 'RecordNumber', a.recordNumber, fitCount(a.recordNumber, 999)) +
      attr(w, ctx, 'MultiValueQuantity', a.multiValueQuantity, fitCount(a.multiValueQuantity, 999)) +
      attr(w, ctx, 'MultiValueSequence', a.multiValueSequence, fitCount(a.multiValueSequence, 999)) +
      lang(w, ctx, a.languageCode) +
      `>${w.esc(value)}</ProductAttribute>\n`;
  }
  return s ? `      <ProductAttributes>\n${s}      </ProductAttributes>\n` : '';
}

/** Package children before PackageUOM. */
export function packageLeadXml(w: Esc, p: PiesPackage, ctx: ExtrasContext): string {
  const i = '          ';
  return (
    el(w, ctx, i, 'PackageLevelGTIN', p.gtin, p.gtin === undefined ? null : /^\d{14}$/.test(p.gtin.trim()) ? p.gtin.trim() : null) +
    el(w, ctx, i, 'ElectronicProductCode', p.electronicProductCode, fitText(p.electronicProductCode, 27, 27)) +
    el(w, ctx, i, 'PackageBarCodeCharacters', p.barCodeCharacters, fitText(p.barCodeCharacters, 1, 48))
  );
}

/** InnerQuantity: between QuantityofEaches and Dimensions. */
export function packageInnerXml(w: Esc, p: PiesPackage, ctx: ExtrasContext): string {
  const q = p.innerQuantity;
  if (!q) return '';
  const v = fitDecimal(q.value, DEC4_8);
  const u = fitCode(q.uom, 2);
  if (v && u) return `          <InnerQuantity InnerQuantityUOM="${w.esc(u)}">${v}</InnerQuantity>\n`;
  ctx.dropped(say('writer.dropped.innerQuantity', { value: String(q.value), uom: q.uom }));
  return '';
}

/** WeightVariance, StackingFactor and HazardousMaterial: the Package's last children. */
export function packageTailXml(w: Esc, p: PiesPackage, ctx: ExtrasContext): string {
  const i = '          ';
  let s =
    el(w, ctx, i, 'WeightVariance', p.weightVariance, fitDecimal(p.weightVariance, DEC4_8)) +
    el(w, ctx, i, 'StackingFactor', p.stackingFactor, fitCount(p.stackingFactor, 999));
  const h = p.hazardousMaterial;
  if (h && h.fields.length > 0) {
    s += `${i}<HazardousMaterial MaintenanceType="A"${lang(w, ctx, h.languageCode)}>\n`;
    for (const [name, value] of h.fields) s += `${i}  <${name}>${w.esc(value)}</${name}>\n`;
    s += `${i}</HazardousMaterial>\n`;
  }
  return s;
}

/** Kits: after Packages. */
export function kitsXml(w: Esc, list: readonly PiesKitComponent[] | undefined, ctx: ExtrasContext): string {
  let s = '';
  const i = '          ';
  for (const k of list ?? []) {
    const text = fitText(k.description.text, 1, 2000);
    const dc = fitCode(k.description.code, 3);
    const qty = fitCount(k.quantity, 99_999_999);
    const uom = fitCode(k.uom, 2);
    const sold = fitText(k.soldSeparately, 1, 2000);
    if (!text || !dc || !qty || !uom || !sold) {
      ctx.dropped(say('writer.dropped.kitComponent', { text: k.description.text.slice(0, 40) }));
      continue;
    }
    s +=
      '        <KitComponent MaintenanceType="A">\n' +
      el(w, ctx, i, 'ComponentPartNumber', k.partNumber, fitText(k.partNumber, 1, 48)) +
      el(w, ctx, i, 'ComponentBrand', k.brand, fitCode(k.brand, 4)) +
      el(w, ctx, i, 'ComponentBrandLabel', k.brandLabel, fitText(k.brandLabel, 1, 60)) +
      el(w, ctx, i, 'ComponentSubBrand', k.subBrand, fitCode(k.subBrand, 4)) +
      el(w, ctx, i, 'ComponentSubBrandLabel', k.subBrandLabel, fitText(k.subBrandLabel, 1, 60)) +
      `${i}<Description DescriptionCode="${w.esc(dc)}"${lang(w, ctx, k.description.languageCode)}>${w.esc(text)}</Description>\n` +
      el(w, ctx, i, 'ComponentPartTerminologyID', k.partTerminologyId, fitText(k.partTerminologyId, 4, 8)) +
      `${i}<QuantityInKit UOM="${w.esc(uom)}">${qty}</QuantityInKit>\n` +
      el(w, ctx, i, 'SequenceCode', k.sequence, fitCount(k.sequence, 999)) +
      `${i}<SoldSeparately>${w.esc(sold)}</SoldSeparately>\n` +
      '        </KitComponent>\n';
  }
  return s ? `      <Kits>\n${s}      </Kits>\n` : '';
}

/** DigitalAssets: the Item's last child. */
export function assetsXml(w: Esc, list: readonly PiesDigitalAsset[] | undefined, ctx: ExtrasContext): string {
  let s = '';
  const i = '          ';
  for (const a of list ?? []) {
    const name = fitText(a.fileName, 1, 80);
    const type = fitCode(a.assetType, 3);
    if (!name || !type) {
      ctx.dropped(say('writer.dropped.digitalAsset', { file: a.fileName }));
      continue;
    }
    s += `        <DigitalFileInformation MaintenanceType="A"${attr(w, ctx, 'AssetID', a.assetId, fitText(a.assetId, 1, 34))}${lang(w, ctx, a.languageCode)}>\n`;
    s += `${i}<FileName>${w.esc(name)}</FileName>\n${i}<AssetType>${w.esc(type)}</AssetType>\n`;
    const fileType = a.fileType === undefined ? null : fitText(a.fileType.toUpperCase(), 2, 4);
    s +=
      el(w, ctx, i, 'FileType', a.fileType, fileType) +
      el(w, ctx, i, 'Representation', a.representation, fitCode(a.representation, 1)) +
      el(w, ctx, i, 'FileSize', a.fileSize, fitCount(a.fileSize, 9_999_999_999)) +
      el(w, ctx, i, 'Resolution', a.resolution, fitText(a.resolution, 2, 4)) +
      el(w, ctx, i, 'ColorMode', a.colorMode, fitCode(a.colorMode, 3)) +
      el(w, ctx, i, 'Background', a.background, fitCode(a.background, 3)) +
      el(w, ctx, i, 'OrientationView', a.orientationView, fitCode(a.orientationView, 3));
    const d = a.dimensions;
    if (d) {
      const f = { fractionDigits: 4, totalDigits: 6, positive: true };
      const u = fitCode(d.uom, 2);
      const inner = el(w, ctx, `${i}  `, 'AssetHeight', d.height, fitDecimal(d.height, f)) + el(w, ctx, `${i}  `, 'AssetWidth', d.width, fitDecimal(d.width, f));
      if (u && inner) s += `${i}<AssetDimensions UOM="${w.esc(u)}">\n${inner}${i}</AssetDimensions>\n`;
      else if (!u) ctx.dropped(say('writer.dropped.assetDimensionsUnit', { uom: d.uom }));
    }
    s += el(w, ctx, i, 'FilePath', a.filePath, fitText(a.filePath, 1, 80)) + el(w, ctx, i, 'URI', a.uri, fitUri(a.uri));
    if (a.duration) {
      const v = a.duration.value >= 1 && a.duration.value <= 999 ? fitCount(a.duration.value, 999) : null;
      const u = ['hh', 'mm', 'ss'].includes(a.duration.uom.trim().toLowerCase()) ? a.duration.uom.trim().toLowerCase() : null;
      if (v && u) s += `${i}<Duration UOM="${u}">${v}</Duration>\n`;
      else ctx.dropped(say('writer.dropped.assetDuration', { value: String(a.duration.value), uom: a.duration.uom }));
    }
    s +=
      el(w, ctx, i, 'Frame', a.frame, fitCount(a.frame, 999)) +
      el(w, ctx, i, 'TotalFrames', a.totalFrames, fitCount(a.totalFrames, 999)) +
      el(w, ctx, i, 'Plane', a.plane, fitCount(a.plane, 999)) +
      el(w, ctx, i, 'Hemisphere', a.hemisphere, fitCode(a.hemisphere, 1)) +
      el(w, ctx, i, 'Plunge', a.plunge, fitDecimal(a.plunge, { fractionDigits: 4, totalDigits: 6, positive: true })) +
      el(w, ctx, i, 'TotalPlanes', a.totalPlanes, fitCount(a.totalPlanes, Number.MAX_SAFE_INTEGER));
    let descs = '';
    for (const x of a.descriptions ?? []) {
      const t = fitText(x.text, 1, 2000);
      const c = fitCode(x.code, 3);
      if (t && c) descs += `${i}  <Description MaintenanceType="A" DescriptionCode="${w.esc(c)}"${lang(w, ctx, x.languageCode)}>${w.esc(t)}</Description>\n`;
      else ctx.dropped(say('writer.dropped.assetDescription', { text: x.text.slice(0, 40) }));
    }
    if (descs) s += `${i}<AssetDescriptions>\n${descs}${i}</AssetDescriptions>\n`;
    let dates = '';
    for (const x of a.dates ?? []) {
      const dt = fitDate(x.date);
      if (dt) dates += `${i}  <AssetDate${attr(w, ctx, 'assetDateType', x.type, fitCode(x.type, 3))}>${dt}</AssetDate>\n`;
      else ctx.dropped(say('writer.dropped.assetDate', { value: x.date }));
    }
    if (dates) s += `${i}<AssetDates>\n${dates}${i}</AssetDates>\n`;
    s += el(w, ctx, i, 'Country', a.country, fitCode(a.country, 2));
    s += '        </DigitalFileInformation>\n';
  }
  return s ? `      <DigitalAssets>\n${s}      </DigitalAssets>\n` : '';
}

/** The document-level MarketingCopy segment (between PriceSheets and Items). */
export function marketingCopyXml(w: Esc, list: readonly PiesMarketCopy[], ctx: ExtrasContext): string {
  let s = '';
  for (const m of list) {
    const text = fitText(m.content, 1, 2000);
    const code = fitCode(m.code, 3);
    const ref = fitText(m.reference, 0, 240);
    const type = fitCode(m.type, 3);
    if (text === null || code === null || ref === null || type === null) {
      ctx.dropped(say('writer.dropped.marketingCopy', { text: m.content.slice(0, 40) }));
      continue;
    }
    s +=
      `    <MarketCopy>\n      <MarketCopyContent MaintenanceType="A" MarketCopyCode="${w.esc(code)}" MarketCopyReference="${w.esc(ref)}"` +
      attr(w, ctx, 'MarketCopySubCode', m.subCode, fitCode(m.subCode, 3)) +
      attr(w, ctx, 'MarketCopySubCodeReference', m.subCodeReference, fitText(m.subCodeReference, 1, 240)) +
      ` MarketCopyType="${w.esc(type)}"` +
      attr(w, ctx, 'RecordSequence', m.recordSequence, fitCount(m.recordSequence, 99_999)) +
      lang(w, ctx, m.languageCode) +
      `>${w.esc(text)}</MarketCopyContent>\n    </MarketCopy>\n`;
  }
  return s ? `  <MarketingCopy>\n${s}  </MarketingCopy>\n` : '';
}
