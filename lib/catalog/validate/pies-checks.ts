import type { Finding, PiesItem, Severity } from '../types';
import { describeBrandCodeProblem } from './brand';
import {
  COUNTRY_CODES,
  CURRENCY_CODES,
  DESCRIPTION_CODES,
  DIMENSION_UOMS,
  LANGUAGE_CODES,
  PACKAGE_UOMS,
  PRICE_TYPES,
  WEIGHT_UOMS,
} from './code-lists';
import { isGtinCheckDigitValid } from './gtin';

const up = (s: string): string => s.trim().toUpperCase();

/**
 * Code-list and business checks of one PIES item, beyond what the XSD can see: brand code pattern,
 * GTIN check digit, description codes and languages, price types and currencies, package, weight
 * and dimension units, country of origin. Each finding names the part and the value.
 */
export function checkPiesItem(item: PiesItem): Finding[] {
  const out: Finding[] = [];
  const part = item.partNumber;
  const add = (code: string, severity: Severity, message: string): void => {
    out.push({ code, severity, row: item.row, message: `Part ${part}: ${message}` });
  };
  const inList = (
    list: ReadonlySet<string>,
    value: string,
    code: string,
    severity: Severity,
    what: string,
    hint: string,
  ): void => {
    if (!list.has(up(value))) add(code, severity, `${what} "${value}" is not a known code; ${hint}.`);
  };

  const brandProblem = describeBrandCodeProblem(up(item.brandAaiaId));
  if (brandProblem)
    add(
      'BRAND_CODE_INVALID',
      'error',
      `${brandProblem}. Use the brand's AAIA brand ID from the Auto Care brand table.`,
    );

  if (item.partTerminologyId === undefined) {
    add(
      'PIES_PART_TYPE_MISSING',
      'warning',
      'no PartTerminologyID; receivers file the item under an unknown category. Map a part type column.',
    );
  }

  if (item.gtin) {
    const g = item.gtin.value.trim();
    if (!/^\d{8}$|^\d{12,14}$/.test(g)) {
      add('GTIN_INVALID', 'error', `GTIN "${g}" must be 8, 12, 13 or 14 digits.`);
    } else if (!isGtinCheckDigitValid(g)) {
      add(
        'GTIN_CHECK_DIGIT',
        'error',
        `GTIN ${g} has a wrong check digit; it was probably mistyped or lost a leading digit.`,
      );
    }
  }

  for (const d of item.descriptions) {
    inList(
      DESCRIPTION_CODES,
      d.code,
      'PIES_DESCRIPTION_CODE_UNKNOWN',
      'warning',
      'description code',
      'use DES (description), SHO (short), MKT (marketing), …',
    );
    inList(
      LANGUAGE_CODES,
      d.languageCode,
      'PIES_LANGUAGE_UNKNOWN',
      'error',
      'language code',
      'use a 2-letter ISO 639-1 code such as EN, DE, FR',
    );
  }

  for (const p of item.prices) {
    inList(
      PRICE_TYPES,
      p.type,
      'PIES_PRICE_TYPE_UNKNOWN',
      'warning',
      'price type',
      'use LST (list), JBR (jobber), RET (retail), …',
    );
    inList(
      CURRENCY_CODES,
      p.currency,
      'PIES_CURRENCY_UNKNOWN',
      'error',
      'currency',
      'use a 3-letter ISO 4217 code such as USD or EUR',
    );
    if (!(p.amount > 0))
      add('PIES_PRICE_NOT_POSITIVE', 'error', `price ${p.amount} ${p.currency} must be above 0.`);
  }

  if (item.countryOfOrigin !== undefined) {
    inList(
      COUNTRY_CODES,
      item.countryOfOrigin,
      'PIES_COUNTRY_UNKNOWN',
      'error',
      'country of origin',
      'use a 2-letter ISO 3166 code such as US, DE, CN',
    );
  }

  for (const pk of item.packages) {
    inList(
      PACKAGE_UOMS,
      pk.uom,
      'PIES_PACKAGE_UOM_UNKNOWN',
      'warning',
      'package unit',
      'use EA (each), PK, BX, CA or PL',
    );
    if (pk.dimensions)
      inList(
        DIMENSION_UOMS,
        pk.dimensions.uom,
        'PIES_DIMENSION_UOM_UNKNOWN',
        'warning',
        'dimension unit',
        'use IN, CM, FT, MM or MR',
      );
    if (pk.weight)
      inList(
        WEIGHT_UOMS,
        pk.weight.uom,
        'PIES_WEIGHT_UOM_UNKNOWN',
        'warning',
        'weight unit',
        'use PG (pound), KG, GR, OZ',
      );
  }
  return out;
}
