import type { PiesPriceSheet, ReadPiesItem } from '../readers';
import type { Severity } from '../types';
import { codeLists, isGtinCheckDigitValid } from '../validate';

/** Reports one finding about the item being checked (message without the "Item X:" prefix). */
export type ItemFindingSink = (code: string, severity: Severity, message: string, line?: number) => void;

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
    if (!d.code)
      add(
        'PIES_DESCRIPTION_EMPTY',
        'error',
        `a Description has no DescriptionCode; add DES, SHO, MKT, …`,
        d.line,
      );
    else if (!codeLists.DESCRIPTION_CODES.has(upper(d.code)))
      add(
        'PIES_DESCRIPTION_CODE_UNKNOWN',
        'warning',
        `description code "${d.code}" is not a PIES code; use DES (description), SHO (short), MKT (marketing), …`,
        d.line,
      );
    if (!d.text)
      add(
        'PIES_DESCRIPTION_EMPTY',
        'error',
        `the ${d.code ?? ''} Description is empty; fill it or remove it.`.replace('the  D', 'the D'),
        d.line,
      );
    const lang = d.languageCode ?? headerLang;
    if (!lang)
      add(
        'PIES_DESCRIPTION_LANGUAGE_MISSING',
        'warning',
        `the ${d.code ?? ''} Description has no LanguageCode and the header names none; add LanguageCode="EN" (or the language it is in).`.replace(
          'the  D',
          'the D',
        ),
        d.line,
      );
    else if (!codeLists.LANGUAGE_CODES.has(upper(lang)))
      add(
        'PIES_LANGUAGE_UNKNOWN',
        'error',
        `language code "${lang}" is not ISO 639-1; use a 2-letter code such as EN, DE, FR.`,
        d.line,
      );
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
    const label = `price ${p.amount ?? '(none)'}${p.type ? ` (${p.type})` : ''}`;
    if (!p.type)
      add(
        'PIES_PRICE_TYPE_MISSING',
        'error',
        `${label} has no PriceType; add LST (list), JBR (jobber), RET (retail), …`,
        p.line,
      );
    else if (!codeLists.PRICE_TYPES.has(upper(p.type)))
      add(
        'PIES_PRICE_TYPE_UNKNOWN',
        'warning',
        `price type "${p.type}" is not a PIES code; use LST, JBR, RET, …`,
        p.line,
      );
    const sheet = p.priceSheet ? sheets.find((s) => s.number === p.priceSheet) : undefined;
    if (p.priceSheet && sheets.length > 0 && !sheet)
      add(
        'PIES_PRICE_SHEET_UNKNOWN',
        'warning',
        `${label} refers to price sheet "${p.priceSheet}", which the PriceSheets segment does not declare.`,
        p.line,
      );
    const currency = p.currency || sheet?.currency || headerCurrency;
    if (!currency)
      add(
        'PIES_PRICE_CURRENCY_MISSING',
        'error',
        `${label} has no currency: none on the price, its price sheet or the header. Add CurrencyCode (USD, EUR, …).`,
        p.line,
      );
    else if (!codeLists.CURRENCY_CODES.has(upper(currency)))
      add(
        'PIES_CURRENCY_UNKNOWN',
        'error',
        `currency "${currency}" is not an ISO 4217 code such as USD or EUR.`,
        p.line,
      );
    if (!isPositiveNumber(p.amount))
      add(
        'PIES_PRICE_NOT_POSITIVE',
        'error',
        `${p.amount ? `price "${p.amount}"` : 'a Pricing without a Price'} must be a number above 0.`,
        p.line,
      );
    if (!p.uom)
      add(
        'PIES_PRICE_UOM_MISSING',
        'error',
        `${label} has no UOM; add UOM="PE" (per each) or the unit it is priced in.`,
        p.line,
      );
  }
}

/** Package UOM and quantity, package GTINs, dimensions and weights with their UOMs. */
export function checkPackages(item: ReadPiesItem, add: ItemFindingSink): void {
  for (const pk of item.packages) {
    if (!pk.uom)
      add(
        'PIES_PACKAGE_UOM_MISSING',
        'error',
        'a Package has no PackageUOM; add EA, PK, BX, CA or PL.',
        pk.line,
      );
    else if (!codeLists.PACKAGE_UOMS.has(upper(pk.uom)))
      add(
        'PIES_PACKAGE_UOM_UNKNOWN',
        'warning',
        `package unit "${pk.uom}" is not a PIES code; use EA (each), PK, BX, CA or PL.`,
        pk.line,
      );
    const q = (pk.quantityOfEaches ?? '').trim();
    if (!/^\d+$/.test(q) || Number(q) < 1)
      add(
        'PIES_PACKAGE_QTY_INVALID',
        'error',
        `${pk.uom ?? ''} package QuantityofEaches ${q ? `"${q}"` : 'is missing; it'} must be a whole number from 1.`.trimStart(),
        pk.line,
      );
    if (pk.gtin) {
      const g = pk.gtin.trim();
      if (!/^\d{8}$|^\d{12,14}$/.test(g))
        add('GTIN_INVALID', 'error', `PackageLevelGTIN "${g}" must be 8, 12, 13 or 14 digits.`, pk.line);
      else if (!isGtinCheckDigitValid(g))
        add(
          'GTIN_CHECK_DIGIT',
          'error',
          `PackageLevelGTIN ${g} has a wrong check digit; it was probably mistyped.`,
          pk.line,
        );
    }
    const d = pk.dimensions;
    if (d) {
      if (!d.uom)
        add(
          'PIES_DIMENSION_UOM_MISSING',
          'error',
          'Dimensions have no UOM; add UOM="IN" (or CM, MM, FT).',
          pk.line,
        );
      else if (!codeLists.DIMENSION_UOMS.has(upper(d.uom)))
        add(
          'PIES_DIMENSION_UOM_UNKNOWN',
          'warning',
          `dimension unit "${d.uom}" is not a PIES code; use IN, CM, FT, MM or MR.`,
          pk.line,
        );
      const bad = (['height', 'width', 'length'] as const).filter((k) => !isPositiveNumber(d[k]));
      if (bad.length)
        add(
          'PIES_DIMENSION_INVALID',
          'error',
          `package ${bad.map((k) => `${k} ${d[k] ? `"${d[k]}"` : '(missing)'}`).join(', ')}: each dimension must be a number above 0.`,
          pk.line,
        );
    }
    const w = pk.weight;
    if (w) {
      if (!w.uom)
        add(
          'PIES_WEIGHT_UOM_MISSING',
          'error',
          'Weights have no UOM; add UOM="PG" (pounds) or KG, GR, OZ.',
          pk.line,
        );
      else if (!codeLists.WEIGHT_UOMS.has(upper(w.uom)))
        add(
          'PIES_WEIGHT_UOM_UNKNOWN',
          'warning',
          `weight unit "${w.uom}" is not a PIES code; use PG (pound), LB, KG, GR or OZ.`,
          pk.line,
        );
      if (!isPositiveNumber(w.value))
        add(
          'PIES_WEIGHT_INVALID',
          'error',
          `package weight ${w.value ? `"${w.value}"` : '(missing)'} must be a number above 0.`,
          pk.line,
        );
    }
  }
}
