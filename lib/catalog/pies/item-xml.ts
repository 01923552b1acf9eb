import { say, type Said } from '../messages';
import type { PiesInterchange, PiesItem, PiesPackage } from '../types';
import { formatDecimal } from '../xml';
import type { XmlStreamWriter } from '../xml';
import {
  assetsXml,
  attributesXml,
  expiXml,
  itemDetailsXml,
  itemLeadXml,
  itemVmrsCodeXml,
  kitsXml,
  packageInnerXml,
  packageLeadXml,
  packageTailXml,
} from './item-extras-xml';
import { fitDate, fitText } from './fit';
import type { PiesVocabulary } from './vocabulary';

export interface PiesItemContext {
  vocab: PiesVocabulary;
  priceSheetNumber: string;
  /** Called for each value left out because the schema cannot carry it as given. */
  dropped: (what: Said) => void;
}

const code = (s: string | undefined, n: number): string | null => {
  const t = (s ?? '').trim().toUpperCase();
  return t.length === n ? t : null;
};
const isCount = (n: number, max: number): boolean => Number.isSafeInteger(n) && n >= 1 && n <= max;

const PRICE_FACETS = { fractionDigits: 4, totalDigits: 10, positive: true };
/** Price texts by amount: catalogs repeat a few thousand amounts over a million items. */
const priceTexts = new Map<number, string | null>();
const PRICE_TEXTS_HELD = 1 << 14;

/** A price as Price's xs:decimal (see formatDecimal), or null; the same amount, the same text. */
function priceText(amount: number): string | null {
  let text = priceTexts.get(amount);
  if (text === undefined) {
    if (priceTexts.size >= PRICE_TEXTS_HELD) priceTexts.clear();
    text = formatDecimal(amount, PRICE_FACETS);
    priceTexts.set(amount, text);
  }
  return text;
}

/** Why an item cannot be written at all (its identity is unusable), or null. */
export function piesItemProblem(item: PiesItem): Said | null {
  const pn = typeof item.partNumber === 'string' ? item.partNumber.trim() : '';
  if (pn.length === 0) return say('writer.partEmpty');
  if (pn.length > 48) return say('writer.partTooLong', { part: pn, max: '48' });
  if (code(item.brandAaiaId, 4) === null)
    return say('writer.item.brand', { value: String(item.brandAaiaId) });
  return null;
}

/** A GTIN as the 14 digits ItemLevelGTIN requires (UPC-A and EAN-13 are left-padded with zeros). */
export function gtin14(value: string): string | null {
  const digits = value.trim();
  if (!/^\d{8,14}$/.test(digits)) return null;
  return digits.padStart(14, '0');
}

/** PartTerminologyID is a 4–5 character string in PIES 7.2: PCdb ids below 1000 are zero-padded. */
export function partTerminologyIdText(id: number): string | null {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 99999) return null;
  return String(id).padStart(4, '0');
}

function packageXml(w: XmlStreamWriter, p: PiesPackage, ctx: PiesItemContext): string | null {
  const uom = code(p.uom, 2);
  if (!uom)
    return (ctx.dropped(say('writer.dropped.packageUom', { uom: p.uom })), null);
  if (!isCount(p.quantityOfEaches, 99_999_999)) {
    return (
      ctx.dropped(say('writer.dropped.packageEaches', { value: String(p.quantityOfEaches) })),
      null
    );
  }
  let s = `        <Package MaintenanceType="A">\n${packageLeadXml(w, p, ctx)}          <PackageUOM>${w.esc(uom)}</PackageUOM>\n          <QuantityofEaches>${p.quantityOfEaches}</QuantityofEaches>\n`;
  s += packageInnerXml(w, p, ctx);
  const d = p.dimensions;
  if (d) {
    const f = { fractionDigits: 4, totalDigits: 8, positive: true };
    const [h, wd, l] = [d.height, d.width, d.length].map((x) =>
      x === undefined ? null : formatDecimal(x, f),
    );
    const dUom = code(d.uom, 2);
    const m = d.merchandising;
    const [mh, mw, ml] = m ? [m.height, m.width, m.length].map((x) => formatDecimal(x, f)) : [h, wd, l];
    if (h && wd && l && mh && mw && ml && dUom) {
      // PIES 7.2 requires merchandising and shipping sizes together; a catalog gives one size,
      // which is both the item's shelf size and what ships.
      s += `          <Dimensions UOM="${w.esc(dUom)}">\n`;
      for (const [name, v] of [
        ['MerchandisingHeight', mh],
        ['MerchandisingWidth', mw],
        ['MerchandisingLength', ml],
        ['ShippingHeight', h],
        ['ShippingWidth', wd],
        ['ShippingLength', l],
      ]) {
        s += `            <${name}>${v}</${name}>\n`;
      }
      s += '          </Dimensions>\n';
    } else {
      ctx.dropped(say('writer.dropped.packageDimensions'));
    }
  }
  if (p.weight) {
    const v = formatDecimal(p.weight.value, { fractionDigits: 4, totalDigits: 9, positive: true });
    const wUom = code(p.weight.uom, 2);
    const dw = p.weight.dimensional === undefined ? null : formatDecimal(p.weight.dimensional, { fractionDigits: 4, totalDigits: 9, positive: true });
    if (p.weight.dimensional !== undefined && !dw) ctx.dropped(say('writer.dropped.dimensionalWeight', { value: String(p.weight.dimensional) }));
    if (v && wUom)
      s += `          <Weights UOM="${w.esc(wUom)}">\n            <Weight>${v}</Weight>\n${dw ? `            <DimensionalWeight>${dw}</DimensionalWeight>\n` : ''}          </Weights>\n`;
    else
      ctx.dropped(say('writer.dropped.packageWeight', { value: String(p.weight.value), uom: p.weight.uom }));
  }
  return s + packageTailXml(w, p, ctx) + '        </Package>\n';
}

/**
 * Appends one `<Item>` with children in PIES 7.2 order: ItemLevelGTIN, PartNumber, BrandAAIAID,
 * PartTerminologyID, Descriptions, Prices, ExtendedInformation, Packages, PartInterchangeInfo.
 * Values the schema cannot carry are left out and reported through `ctx.dropped`.
 */
export function writePiesItemXml(w: XmlStreamWriter, item: PiesItem, ctx: PiesItemContext): Said | null {
  const problem = piesItemProblem(item);
  if (problem) return problem;
  const { vocab } = ctx;
  let s = '    <Item MaintenanceType="A">\n';
  s += itemLeadXml(w, item.details, ctx);
  if (item.gtin) {
    const g = gtin14(item.gtin.value);
    const q = item.gtin.qualifier === 'EN' || item.gtin.qualifier === 'UP' ? item.gtin.qualifier : null;
    if (g && q) s += `      <ItemLevelGTIN GTINQualifier="${q}">${g}</ItemLevelGTIN>\n`;
    else ctx.dropped(say('writer.dropped.gtin', { value: item.gtin.value }));
  }
  s += `      <PartNumber>${w.esc(item.partNumber.trim())}</PartNumber>\n`;
  s += `      <${vocab.brand}>${w.esc(item.brandAaiaId.trim().toUpperCase())}</${vocab.brand}>\n`;
  s += itemDetailsXml(w, item.details, ctx);
  if (item.partTerminologyId !== undefined) {
    const pt = partTerminologyIdText(item.partTerminologyId);
    if (pt) s += `      <PartTerminologyID>${pt}</PartTerminologyID>\n`;
    else ctx.dropped(say('writer.dropped.partTerminology', { value: String(item.partTerminologyId) }));
  }
  s += itemVmrsCodeXml(w, item.details, ctx);

  let block = '';
  for (const d of item.descriptions) {
    const dc = code(d.code, 3);
    const lang = code(d.languageCode, 2);
    const text = d.text.trim();
    if (!dc || !lang || text.length === 0 || text.length > 2000) {
      ctx.dropped(say('writer.dropped.description', { text: text.slice(0, 40), code: d.code, language: d.languageCode }));
      continue;
    }
    const seq = d.sequence === undefined ? '' : ` Sequence="${w.esc(d.sequence.trim())}"`;
    block += `        <Description MaintenanceType="A" DescriptionCode="${w.esc(dc)}" LanguageCode="${w.esc(lang)}"${seq}>${w.esc(text)}</Description>\n`;
  }
  if (block) s += `      <Descriptions>\n${block}      </Descriptions>\n`;

  block = '';
  for (const p of item.prices) {
    const type = code(p.type, 3);
    const cur = code(p.currency, 3);
    const uom = code(p.uom, 2);
    const amount = priceText(p.amount);
    if (!type || !cur || !uom || !amount) {
      ctx.dropped(say('writer.dropped.price', { amount: String(p.amount), currency: p.currency, type: p.type, uom: p.uom }));
      continue;
    }
    const sheet = p.sheetNumber === undefined ? ctx.priceSheetNumber : fitText(p.sheetNumber, 1, 15);
    if (sheet === null) {
      ctx.dropped(say('writer.dropped.priceSheet', { amount: String(p.amount), currency: p.currency, sheet: String(p.sheetNumber) }));
      continue;
    }
    block += `        <Pricing MaintenanceType="A" PriceType="${w.esc(type)}">\n          <PriceSheetNumber>${w.esc(sheet)}</PriceSheetNumber>\n          <CurrencyCode>${w.esc(cur)}</CurrencyCode>\n`;
    block += pricingMiddleXml(w, p, ctx, amount, uom);
    block += '        </Pricing>\n';
  }
  if (block) s += `      <Prices>\n${block}      </Prices>\n`;

  block = '';
  if (item.countryOfOrigin !== undefined) {
    const cto = code(item.countryOfOrigin, 2);
    if (cto) {
      block += `        <ExtendedProductInformation MaintenanceType="A" EXPICode="CTO">${w.esc(cto)}</ExtendedProductInformation>\n`;
    } else
      ctx.dropped(say('writer.dropped.countryOfOrigin', { value: item.countryOfOrigin }));
  }
  block += expiXml(w, item.expi, ctx);
  if (block) s += `      <ExtendedInformation>\n${block}      </ExtendedInformation>\n`;
  s += attributesXml(w, item.attributes, ctx);

  block = '';
  for (const p of item.packages) block += packageXml(w, p, ctx) ?? '';
  if (block) s += `      <Packages>\n${block}      </Packages>\n`;
  s += kitsXml(w, item.kits, ctx);

  // One PartInterchange per brand (label and the other brand attributes), each listing that brand's numbers.
  const byBrand = new Map<string, string[]>();
  for (const x of item.interchange) {
    const pn = x.partNumber.trim();
    const label = (x.brandLabel ?? '').trim();
    if (pn.length === 0 || pn.length > 48 || label.length > 60) {
      ctx.dropped(say('writer.dropped.interchangeNumber', { part: pn }));
      continue;
    }
    const key = `${label ? ` BrandLabel="${w.esc(label)}"` : ''}${interchangeGroupAttributes(w, x, ctx)}`;
    const entry = `          <PartNumber${interchangeNumberAttributes(w, x, ctx)}>${w.esc(pn)}</PartNumber>\n`;
    const list = byBrand.get(key);
    if (list) list.push(entry);
    else byBrand.set(key, [entry]);
  }
  if (byBrand.size) {
    s += '      <PartInterchangeInfo>\n';
    for (const [attrs, numbers] of byBrand) {
      s += `        <PartInterchange MaintenanceType="A"${attrs}>\n`;
      for (const entry of numbers) s += entry;
      s += '        </PartInterchange>\n';
    }
    s += '      </PartInterchangeInfo>\n';
  }
  s += assetsXml(w, item.assets, ctx);
  w.raw(s + '    </Item>\n');
  return null;
}

/** Pricing's children from EffectiveDate to PriceMultiplier, around the Price itself. */
function pricingMiddleXml(w: XmlStreamWriter, p: PiesItem['prices'][number], ctx: PiesItemContext, amount: string, uom: string): string {
  let s = '';
  for (const [name, v] of [
    ['EffectiveDate', p.effectiveDate],
    ['ExpirationDate', p.expirationDate],
  ] as const) {
    if (v === undefined) continue;
    const d = fitDate(v);
    if (d) s += `          <${name}>${d}</${name}>\n`;
    else ctx.dropped(say('writer.dropped.priceDate', { element: name, value: v }));
  }
  s += `          <Price UOM="${w.esc(uom)}">${amount}</Price>\n`;
  if (p.typeDescription !== undefined) {
    const t = fitText(p.typeDescription, 1, 80);
    if (t) s += `          <PriceTypeDescription>${w.esc(t)}</PriceTypeDescription>\n`;
    else ctx.dropped(say('writer.dropped.priceTypeDescription', { value: p.typeDescription }));
  }
  if (p.priceBreak) {
    const q = p.priceBreak.quantity;
    const u = code(p.priceBreak.uom, 2);
    if (isCount(q, 99_999_999) && u) s += `          <PriceBreak UOM="${w.esc(u)}">${q}</PriceBreak>\n`;
    else ctx.dropped(say('writer.dropped.priceBreak', { value: String(q), uom: p.priceBreak.uom }));
  }
  if (p.multiplier !== undefined) {
    const m = formatDecimal(p.multiplier, { fractionDigits: 4, totalDigits: 10 });
    if (m) s += `          <PriceMultiplier>${m}</PriceMultiplier>\n`;
    else ctx.dropped(say('writer.dropped.priceMultiplier', { value: String(p.multiplier) }));
  }
  return s;
}

/** The PartInterchange attributes besides BrandLabel that the source gave (they group the numbers). */
function interchangeGroupAttributes(w: XmlStreamWriter, x: PiesInterchange, ctx: PiesItemContext): string {
  const checks: [string, string | undefined, (v: string) => string | null][] = [
    ['BrandAAIAID', x.brandAaiaId, (v) => code(v, 4)],
    ['SubBrandAAIAID', x.subBrandAaiaId, (v) => code(v, 4)],
    ['SubBrandLabel', x.subBrandLabel, (v) => fitText(v, 1, 60)],
    ['VMRSBrandID', x.vmrsBrandId, (v) => fitText(v, 5, 5)],
    ['ItemEquivalentUOM', x.itemEquivalentUom, (v) => code(v, 2)],
    ['QualityGradeLevel', x.qualityGradeLevel, (v) => code(v, 1)],
    ['InternalNotes', x.internalNotes, (v) => fitText(v, 1, 240)],
    ['LanguageCode', x.languageCode, (v) => code(v, 2)],
  ];
  return attributeList(w, checks, ctx);
}

/** The attributes of one interchange PartNumber. */
function interchangeNumberAttributes(w: XmlStreamWriter, x: PiesInterchange, ctx: PiesItemContext): string {
  const qty = x.quantity === undefined ? undefined : String(x.quantity);
  const checks: [string, string | undefined, (v: string) => string | null][] = [
    ['ReferenceItem', x.referenceItem, (v) => fitText(v, 1, 48)],
    ['InterchangeQuantity', qty, () => (x.quantity === undefined ? null : formatDecimal(x.quantity, { fractionDigits: 4, totalDigits: 8, positive: true }))],
    ['UOM', x.uom, (v) => code(v, 2)],
    ['InterchangeNotes', x.notes, (v) => fitText(v, 1, 240)],
  ];
  return attributeList(w, checks, ctx);
}

function attributeList(w: XmlStreamWriter, checks: [string, string | undefined, (v: string) => string | null][], ctx: PiesItemContext): string {
  let s = '';
  for (const [name, given, fit] of checks) {
    if (given === undefined) continue;
    const v = fit(given);
    if (v === null) ctx.dropped(say('writer.dropped.interchangeAttribute', { element: name, value: given }));
    else s += ` ${name}="${w.esc(v)}"`;
  }
  return s;
}
