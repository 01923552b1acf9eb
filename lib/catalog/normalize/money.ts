/**
 * Prices: `1.234,50 €`, `€1,234.50`, `$49.99`, `49,99 EUR`, `CHF 12.50`, or a bare amount with the
 * currency in its own column or given for the whole catalog. Symbols become ISO 4217 codes.
 */

import type { CatalogLanguage } from '@/lib/catalog/types';
import { quote, warn, type Issue } from './issues';
import { CURRENCY_SYMBOLS, ISO_CURRENCIES } from './lexicon/money-units';
import { parseDecimal } from './numbers';

export interface Price {
  amount: number;
  currency: string;
  confidence: number;
  ambiguous: boolean;
  note: string;
}

const PRICE = /^\s*([^\d\s.,+-]*)\s*([-+]?[\d.,\s\u00a0']*\d[\d.,]*)\s*([^\d]*?)\s*$/;

/** A currency code or symbol → ISO code and how sure. */
export function readCurrency(token: string): readonly [string, number] | null {
  const t = token.trim();
  if (!t) return null;
  if (ISO_CURRENCIES.has(t.toUpperCase()) && /^[a-z]{3}$/i.test(t)) return [t.toUpperCase(), 1];
  return CURRENCY_SYMBOLS.get(t.toLowerCase()) ?? null;
}

export function parsePrice(
  text: string,
  currencyText: string | undefined,
  language: CatalogLanguage,
  defaultCurrency?: string,
  decimalMark?: ',' | '.',
): Price | Issue {
  const m = PRICE.exec(text);
  const num = m ? parseDecimal(m[2]!, language, decimalMark) : null;
  if (!m || !num || num.value < 0) {
    return warn('PRICE_UNPARSEABLE', 'price', `Price ${quote(text)} cannot be read as an amount; it is left out of PIES.`);
  }
  const inline = [m[1]!, m[3]!].filter((t) => t.trim() !== '');
  if (inline.length > 1) {
    return warn('PRICE_UNPARSEABLE', 'price', `Price ${quote(text)} carries two currency marks; it is left out of PIES.`);
  }
  const fromCell = inline[0] ? readCurrency(inline[0]) : null;
  if (inline[0] && !fromCell) {
    return warn('CURRENCY_UNKNOWN', 'price', `Price ${quote(text)}: '${inline[0]}' is not a currency Partsmith knows; the price is left out.`);
  }
  const fromColumn = currencyText?.trim() ? readCurrency(currencyText) : null;
  if (currencyText?.trim() && !fromColumn) {
    return warn('CURRENCY_UNKNOWN', 'currency', `Currency ${quote(currencyText)} is not an ISO 4217 code or known symbol; the price is left out.`);
  }
  if (fromCell && fromColumn && fromCell[0] !== fromColumn[0]) {
    return warn(
      'CURRENCY_CONFLICT',
      'currency',
      `Price ${quote(text)} is in ${fromCell[0]} but the currency column says ${fromColumn[0]}; the price is left out.`,
    );
  }
  const catalogCurrency = defaultCurrency ? ([defaultCurrency.toUpperCase(), 1] as const) : null;
  // "$" alone is probably US dollars; in a catalog whose currency is stated as CAD it is Canadian.
  const cell = fromCell && fromCell[1] < 1 && catalogCurrency && sharesSymbol(inline[0]!, catalogCurrency[0]) ? catalogCurrency : fromCell;
  const chosen = fromColumn ?? cell ?? catalogCurrency;
  if (!chosen) {
    return warn('CURRENCY_MISSING', 'price', `Price ${quote(text)} has no currency; add a currency column or symbol. The price is left out.`);
  }
  const [currency, sure] = chosen;
  const source = fromColumn ? 'currency column' : fromCell ? `'${inline[0]}'` : 'catalog default';
  return {
    amount: Math.round(num.value * 10_000) / 10_000,
    currency,
    confidence: sure,
    ambiguous: num.ambiguous,
    note: `${num.value} ${currency} (currency from ${source}${sure < 1 ? ', symbol shared by several currencies' : ''})`,
  };
}

/** Currencies a bare symbol may stand for ("$": the dollars; "¥": yen and yuan). */
const SHARED_SYMBOLS: Readonly<Record<string, readonly string[]>> = {
  $: ['USD', 'CAD', 'AUD', 'NZD', 'MXN', 'HKD', 'SGD'],
  '¥': ['JPY', 'CNY'],
};

function sharesSymbol(symbol: string, currency: string): boolean {
  return SHARED_SYMBOLS[symbol.trim()]?.includes(currency) ?? false;
}
