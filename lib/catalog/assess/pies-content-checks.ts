import { say, type Said } from '../messages';
import type { PiesPriceSheet, ReadPiesItem } from '../readers';
import type { Severity } from '../types';
import { codeLists, isGtinCheckDigitValid } from '../validate';

/** Reports one finding about the item being checked (the text without the "Item X:" prefix). */
export type ItemFindingSink = (code: string, severity: Severity, said: Said, line?: number) => void;

/** "the DES Description" / "the Description", as the messages name one. */
const descriptionOf = (code: string | null | undefined): string =>
  code ? `${code} Description` : 'Description';

export const upper = (s: string | null | undefined): string => (s ?? '').trim().toUpperCase();
/** A decimal above zero, written as PIES writes numbers (no sign, no exponent). */
export const isPositiveNumber = (s: string | null | undefined): boolean => {
  const t = (s ?? '').trim();
  return /^\d*\.?\d+$/.test(t) && Number(t) > 0;
};

/** Description codes, languages (own or the header's) and empty texts. */
export function checkDescriptions(
  item: ReadPiesItem,
  headerLang: string | undefined,
  add: ItemFindingSink,
): void {
  for (const d of item.descriptions) {
    if (!d.code) add('PIES_DESCRIPTION_EMPTY', 'error', say('PIES_DESCRIPTION_EMPTY.code'), d.line);
    else if (!codeLists.DESCRIPTION_CODES.has(upper(d.code)))
      add(
        'PIES_DESCRIPTION_CODE_UNKNOWN',
        'warning',
        say('PIES_DESCRIPTION_CODE_UNKNOWN', { code: d.code }),
        d.line,
      );
    if (!d.text)
      add(
        'PIES_DESCRIPTION_EMPTY',
        'error',
        say('PIES_DESCRIPTION_EMPTY', { description: descriptionOf(d.code) }),
        d.line,
      );
    const lang = d.languageCode ?? headerLang;
    if (!lang)
      add(
        'PIES_DESCRIPTION_LANGUAGE_MISSING',
        'warning',
        say('PIES_DESCRIPTION_LANGUAGE_MISSING', { description: descriptionOf(d.code) }),
        d.line,
      );
    else if (!codeLists.LANGUAGE_CODES.has(upper(lang)))
      add('PIES_LANGUAGE_UNKNOWN', 'error', say('PIES_LANGUAGE_UNKNOWN', { code: lang }), d.line);
  }
}

/** Price type, currency (own, the price sheet's or the header's), amount, UOM and price sheet. */
export function checkPrices(
  item: ReadPiesItem,
  sheets: readonly PiesPriceSheet[],
  headerCurrency: string | undefined,
  add: ItemFindingSink,
): void {
  for (const p of item.prices) {
    const amount = p.amount ?? say('pies.none');
    const label = p.type ? say('pies.price.typed', { amount, type: p.type }) : say('pies.price', { amount });
    if (!p.type)
      add('PIES_PRICE_TYPE_MISSING', 'error', say('PIES_PRICE_TYPE_MISSING', { price: label }), p.line);
    else if (!codeLists.PRICE_TYPES.has(upper(p.type)))
      add('PIES_PRICE_TYPE_UNKNOWN', 'warning', say('PIES_PRICE_TYPE_UNKNOWN', { type: p.type }), p.line);
    const sheet = p.priceSheet ? sheets.find((s) => s.number === p.priceSheet) : undefined;
    if (p.priceSheet && sheets.length > 0 && !sheet)
      add(
        'PIES_PRICE_SHEET_UNKNOWN',
        'warning',
        say('PIES_PRICE_SHEET_UNKNOWN', { price: label, sheet: p.priceSheet }),
        p.line,
      );
    const currency = p.currency || sheet?.currency || headerCurrency;
    if (!currency)
      add(
        'PIES_PRICE_CURRENCY_MISSING',
        'error',
        say('PIES_PRICE_CURRENCY_MISSING', { price: label }),
        p.line,
      );
    else if (!codeLists.CURRENCY_CODES.has(upper(currency)))
      add('PIES_CURRENCY_UNKNOWN', 'error', say('PIES_CURRENCY_UNKNOWN', { currency }), p.line);
    if (!isPositiveNumber(p.amount))
      add(
        'PIES_PRICE_NOT_POSITIVE',
        'error',
        p.amount
          ? say('PIES_PRICE_NOT_POSITIVE', { amount: p.amount })
          : say('PIES_PRICE_NOT_POSITIVE.missing'),
        p.line,
      );
    if (!p.uom)
      add('PIES_PRICE_UOM_MISSING', 'error', say('PIES_PRICE_UOM_MISSING', { price: label }), p.line);
  }
}

/** Package UOM and quantity, package GTINs, dimensions and weights with their UOMs. */
export function checkPackages(item: ReadPiesItem, add: ItemFindingSink): void {
  for (const pk of item.packages) {
    if (!pk.uom) add('PIES_PACKAGE_UOM_MISSING', 'error', say('PIES_PACKAGE_UOM_MISSING'), pk.line);
    else if (!codeLists.PACKAGE_UOMS.has(upper(pk.uom)))
      add('PIES_PACKAGE_UOM_UNKNOWN', 'warning', say('PIES_PACKAGE_UOM_UNKNOWN', { uom: pk.uom }), pk.line);
    const q = (pk.quantityOfEaches ?? '').trim();
    if (!/^\d+$/.test(q) || Number(q) < 1)
      add(
        'PIES_PACKAGE_QTY_INVALID',
        'error',
        q
          ? say('PIES_PACKAGE_QTY_INVALID', { package: packageOf(pk.uom), qty: q })
          : say('PIES_PACKAGE_QTY_INVALID.missing', { package: packageOf(pk.uom) }),
        pk.line,
      );
    if (pk.gtin) {
      const g = pk.gtin.trim();
      if (!/^\d{8}$|^\d{12,14}$/.test(g))
        add('GTIN_INVALID', 'error', say('GTIN_INVALID.package', { gtin: g }), pk.line);
      else if (!isGtinCheckDigitValid(g))
        add('GTIN_CHECK_DIGIT', 'error', say('GTIN_CHECK_DIGIT.package', { gtin: g }), pk.line);
    }
    const d = pk.dimensions;
    if (d) {
      if (!d.uom) add('PIES_DIMENSION_UOM_MISSING', 'error', say('PIES_DIMENSION_UOM_MISSING'), pk.line);
      else if (!codeLists.DIMENSION_UOMS.has(upper(d.uom)))
        add(
          'PIES_DIMENSION_UOM_UNKNOWN',
          'warning',
          say('PIES_DIMENSION_UOM_UNKNOWN', { uom: d.uom }),
          pk.line,
        );
      const bad = (['height', 'width', 'length'] as const).filter((k) => !isPositiveNumber(d[k]));
      if (bad.length)
        add(
          'PIES_DIMENSION_INVALID',
          'error',
          say('PIES_DIMENSION_INVALID', {
            dimensions: bad.map((k) => {
              const name = say(`pies.dim.${k}`);
              const value = d[k];
              return value ? say('pies.dim.value', { name, value }) : say('pies.dim.missing', { name });
            }),
          }),
          pk.line,
        );
    }
    const w = pk.weight;
    if (w) {
      if (!w.uom) add('PIES_WEIGHT_UOM_MISSING', 'error', say('PIES_WEIGHT_UOM_MISSING'), pk.line);
      else if (!codeLists.WEIGHT_UOMS.has(upper(w.uom)))
        add('PIES_WEIGHT_UOM_UNKNOWN', 'warning', say('PIES_WEIGHT_UOM_UNKNOWN', { uom: w.uom }), pk.line);
      if (!isPositiveNumber(w.value))
        add(
          'PIES_WEIGHT_INVALID',
          'error',
          w.value ? say('PIES_WEIGHT_INVALID', { value: w.value }) : say('PIES_WEIGHT_INVALID.missing'),
          pk.line,
        );
    }
  }
}

/** "EA package" / "package", as the messages name one. */
function packageOf(uom: string | null | undefined): Said {
  return uom ? say('pies.package.uom', { uom }) : say('pies.package');
}
