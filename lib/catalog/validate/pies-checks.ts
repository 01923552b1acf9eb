import { say, type MessageParams, type Said } from '../messages';
import type { Finding, PiesItem, Severity } from '../types';
import { brandCodeProblem } from './brand';
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
import { saidFinding } from './said-finding';

const up = (s: string): string => s.trim().toUpperCase();

/** Where one item's findings go, with what each finding names: no closures made per item. */
interface ItemFindings {
  out: Finding[];
  part: string;
  row: number;
}

function add(to: ItemFindings, code: string, severity: Severity, id: string, params?: MessageParams): void {
  const message: Said = say(id, params);
  to.out.push(saidFinding(code, severity, say('finding.part', { part: to.part, message }), { row: to.row }));
}

/** A code-list check: the finding's text is `<code>.known`, or the code's own for PIES_COUNTRY_UNKNOWN. */
function inList(to: ItemFindings, list: ReadonlySet<string>, value: string, code: string, severity: Severity, id = `${code}.known`): void {
  if (!list.has(up(value))) add(to, code, severity, id, { value });
}

/**
 * Code-list and business checks of one PIES item, beyond what the XSD can see: brand code pattern,
 * GTIN check digit, description codes and languages, price types and currencies, package, weight
 * and dimension units, country of origin. Each finding names the part and the value.
 */
export function checkPiesItem(item: PiesItem): Finding[] {
  const to: ItemFindings = { out: [], part: item.partNumber, row: item.row };

  const brandProblem = brandCodeProblem(up(item.brandAaiaId));
  if (brandProblem) add(to, 'BRAND_CODE_INVALID', 'error', 'BRAND_CODE_INVALID', { problem: brandProblem });

  if (item.partTerminologyId === undefined) {
    add(to, 'PIES_PART_TYPE_MISSING', 'warning', 'PIES_PART_TYPE_MISSING');
  }

  if (item.gtin) {
    const g = item.gtin.value.trim();
    if (!/^\d{8}$|^\d{12,14}$/.test(g)) {
      add(to, 'GTIN_INVALID', 'error', 'GTIN_INVALID.item', { gtin: g });
    } else if (!isGtinCheckDigitValid(g)) {
      add(to, 'GTIN_CHECK_DIGIT', 'error', 'GTIN_CHECK_DIGIT.item', { gtin: g });
    }
  }

  for (const d of item.descriptions) {
    inList(to, DESCRIPTION_CODES, d.code, 'PIES_DESCRIPTION_CODE_UNKNOWN', 'warning');
    inList(to, LANGUAGE_CODES, d.languageCode, 'PIES_LANGUAGE_UNKNOWN', 'error');
  }

  for (const p of item.prices) {
    inList(to, PRICE_TYPES, p.type, 'PIES_PRICE_TYPE_UNKNOWN', 'warning');
    inList(to, CURRENCY_CODES, p.currency, 'PIES_CURRENCY_UNKNOWN', 'error');
    if (!(p.amount > 0))
      add(to, 'PIES_PRICE_NOT_POSITIVE', 'error', 'PIES_PRICE_NOT_POSITIVE.amount', {
        amount: String(p.amount),
        currency: p.currency,
      });
  }

  if (item.countryOfOrigin !== undefined) {
    inList(to, COUNTRY_CODES, item.countryOfOrigin, 'PIES_COUNTRY_UNKNOWN', 'error', 'PIES_COUNTRY_UNKNOWN');
  }

  for (const pk of item.packages) {
    inList(to, PACKAGE_UOMS, pk.uom, 'PIES_PACKAGE_UOM_UNKNOWN', 'warning');
    if (pk.dimensions) inList(to, DIMENSION_UOMS, pk.dimensions.uom, 'PIES_DIMENSION_UOM_UNKNOWN', 'warning');
    if (pk.weight) inList(to, WEIGHT_UOMS, pk.weight.uom, 'PIES_WEIGHT_UOM_UNKNOWN', 'warning');
  }
  return to.out;
}
