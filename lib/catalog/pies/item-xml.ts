import type { PiesItem, PiesPackage } from '../types';
import { formatDecimal } from '../xml/decimal';
import type { XmlStreamWriter } from '../xml/stream-writer';
import type { PiesVocabulary } from './vocabulary';

export interface PiesItemContext {
  vocab: PiesVocabulary;
  priceSheetNumber: string;
  /** Called for each value left out because the schema cannot carry it as given. */
  dropped: (what: string) => void;
}

const code = (s: string | undefined, n: number): string | null => {
  const t = (s ?? '').trim().toUpperCase();
  return t.length === n ? t : null;
};
const isCount = (n: number, max: number): boolean => Number.isSafeInteger(n) && n >= 1 && n <= max;

/** Why an item cannot be written at all (its identity is unusable), or null. */
export function piesItemProblem(item: PiesItem): string | null {
  const pn = typeof item.partNumber === 'string' ? item.partNumber.trim() : '';
  if (pn.length === 0) return 'the part number is empty';
  if (pn.length > 48) return `part number "${pn}" is longer than 48 characters`;
  if (code(item.brandAaiaId, 4) === null)
    return `brand code "${String(item.brandAaiaId)}" is not 4 characters`;
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
    return (ctx.dropped(`package with unit "${p.uom}" (PackageUOM is a 2-letter code such as EA)`), null);
  if (!isCount(p.quantityOfEaches, 99_999_999)) {
    return (
      ctx.dropped(
        `package with quantity of eaches ${String(p.quantityOfEaches)} (a whole number from 1 is required)`,
      ),
      null
    );
  }
  let s = `        <Package MaintenanceType="A">\n          <PackageUOM>${w.esc(uom)}</PackageUOM>\n          <QuantityofEaches>${p.quantityOfEaches}</QuantityofEaches>\n`;
  const d = p.dimensions;
  if (d) {
    const f = { fractionDigits: 4, totalDigits: 8, positive: true };
    const [h, wd, l] = [d.height, d.width, d.length].map((x) =>
      x === undefined ? null : formatDecimal(x, f),
    );
    const dUom = code(d.uom, 2);
    if (h && wd && l && dUom) {
      // PIES 7.2 requires merchandising and shipping sizes together; a catalog gives one size,
      // which is both the item's shelf size and what ships.
      s += `          <Dimensions UOM="${w.esc(dUom)}">\n`;
      for (const [name, v] of [
        ['MerchandisingHeight', h],
        ['MerchandisingWidth', wd],
        ['MerchandisingLength', l],
        ['ShippingHeight', h],
        ['ShippingWidth', wd],
        ['ShippingLength', l],
      ]) {
        s += `            <${name}>${v}</${name}>\n`;
      }
      s += '          </Dimensions>\n';
    } else {
      ctx.dropped(
        'package dimensions (PIES needs length, width and height, each above 0, with a 2-letter unit)',
      );
    }
  }
  if (p.weight) {
    const v = formatDecimal(p.weight.value, { fractionDigits: 4, totalDigits: 9, positive: true });
    const wUom = code(p.weight.uom, 2);
    if (v && wUom)
      s += `          <Weights UOM="${w.esc(wUom)}">\n            <Weight>${v}</Weight>\n          </Weights>\n`;
    else
      ctx.dropped(
        `package weight ${String(p.weight.value)} ${p.weight.uom} (a value above 0 with a 2-letter unit is required)`,
      );
  }
  return s + '        </Package>\n';
}

/**
 * Appends one `<Item>` with children in PIES 7.2 order: ItemLevelGTIN, PartNumber, BrandAAIAID,
 * PartTerminologyID, Descriptions, Prices, ExtendedInformation, Packages, PartInterchangeInfo.
 * Values the schema cannot carry are left out and reported through `ctx.dropped`.
 */
export function writePiesItemXml(w: XmlStreamWriter, item: PiesItem, ctx: PiesItemContext): string | null {
  const problem = piesItemProblem(item);
  if (problem) return problem;
  const { vocab } = ctx;
  let s = '    <Item MaintenanceType="A">\n';
  if (item.gtin) {
    const g = gtin14(item.gtin.value);
    const q = item.gtin.qualifier === 'EN' || item.gtin.qualifier === 'UP' ? item.gtin.qualifier : null;
    if (g && q) s += `      <ItemLevelGTIN GTINQualifier="${q}">${g}</ItemLevelGTIN>\n`;
    else ctx.dropped(`GTIN "${item.gtin.value}" (8 to 14 digits with qualifier EN or UP are required)`);
  }
  s += `      <PartNumber>${w.esc(item.partNumber.trim())}</PartNumber>\n`;
  s += `      <${vocab.brand}>${w.esc(item.brandAaiaId.trim().toUpperCase())}</${vocab.brand}>\n`;
  if (item.partTerminologyId !== undefined) {
    const pt = partTerminologyIdText(item.partTerminologyId);
    if (pt) s += `      <PartTerminologyID>${pt}</PartTerminologyID>\n`;
    else ctx.dropped(`part terminology id ${String(item.partTerminologyId)}`);
  }

  let block = '';
  for (const d of item.descriptions) {
    const dc = code(d.code, 3);
    const lang = code(d.languageCode, 2);
    const text = d.text.trim();
    if (!dc || !lang || text.length === 0 || text.length > 2000) {
      ctx.dropped(
        `description "${text.slice(0, 40)}" (code ${d.code}, language ${d.languageCode}; 1–2000 characters with a 3-letter code and 2-letter language are required)`,
      );
      continue;
    }
    block += `        <Description MaintenanceType="A" DescriptionCode="${w.esc(dc)}" LanguageCode="${w.esc(lang)}">${w.esc(text)}</Description>\n`;
  }
  if (block) s += `      <Descriptions>\n${block}      </Descriptions>\n`;

  block = '';
  for (const p of item.prices) {
    const type = code(p.type, 3);
    const cur = code(p.currency, 3);
    const uom = code(p.uom, 2);
    const amount = formatDecimal(p.amount, { fractionDigits: 4, totalDigits: 10, positive: true });
    if (!type || !cur || !uom || !amount) {
      ctx.dropped(
        `price ${String(p.amount)} ${p.currency} (type ${p.type}, unit ${p.uom}; a value above 0 with 3-letter type and currency and a 2-letter unit is required)`,
      );
      continue;
    }
    block += `        <Pricing MaintenanceType="A" PriceType="${w.esc(type)}">\n          <PriceSheetNumber>${w.esc(ctx.priceSheetNumber)}</PriceSheetNumber>\n          <CurrencyCode>${w.esc(cur)}</CurrencyCode>\n          <Price UOM="${w.esc(uom)}">${amount}</Price>\n        </Pricing>\n`;
  }
  if (block) s += `      <Prices>\n${block}      </Prices>\n`;

  if (item.countryOfOrigin !== undefined) {
    const cto = code(item.countryOfOrigin, 2);
    if (cto) {
      s += `      <ExtendedInformation>\n        <ExtendedProductInformation MaintenanceType="A" EXPICode="CTO">${w.esc(cto)}</ExtendedProductInformation>\n      </ExtendedInformation>\n`;
    } else
      ctx.dropped(`country of origin "${item.countryOfOrigin}" (a 2-letter ISO country code is required)`);
  }

  block = '';
  for (const p of item.packages) block += packageXml(w, p, ctx) ?? '';
  if (block) s += `      <Packages>\n${block}      </Packages>\n`;

  // One PartInterchange per brand label, each listing that brand's numbers.
  const byBrand = new Map<string, string[]>();
  for (const x of item.interchange) {
    const pn = x.partNumber.trim();
    const label = (x.brandLabel ?? '').trim();
    if (pn.length === 0 || pn.length > 48 || label.length > 60) {
      ctx.dropped(`interchange number "${pn}" (1–48 characters, brand label up to 60)`);
      continue;
    }
    const list = byBrand.get(label);
    if (list) list.push(pn);
    else byBrand.set(label, [pn]);
  }
  if (byBrand.size) {
    s += '      <PartInterchangeInfo>\n';
    for (const [label, numbers] of byBrand) {
      s += `        <PartInterchange MaintenanceType="A"${label ? ` BrandLabel="${w.esc(label)}"` : ''}>\n`;
      for (const pn of numbers) s += `          <PartNumber>${w.esc(pn)}</PartNumber>\n`;
      s += '        </PartInterchange>\n';
    }
    s += '      </PartInterchangeInfo>\n';
  }
  w.raw(s + '    </Item>\n');
  return null;
}
