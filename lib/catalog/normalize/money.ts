/**
 * Prices: `1.234,50 €`, `€1,234.50`, `$49.99`, `49,99 EUR`, `CHF 12.50`, or a bare amount with the
 * currency in its own column or given for the whole catalog. Symbols become ISO 4217 codes.
 */

import type { CatalogLanguage } from '@/lib/catalog/types';
import { say, type Said } from '../messages';
import { quote, warn, type Issue } from './issues';
import { CURRENCY_SYMBOLS, ISO_CURRENCIES } from './lexicon/money-units';
import { parseDecimal } from './numbers';

export interface Price {
  amount: number;
  currency: string;
  confidence: number;
  ambiguous: boolean;
  note: string;
  said: Said;
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
    return warn('PRICE_UNPARSEABLE', 'price', say('PRICE_UNPARSEABLE', { value: quote(text) }));
  }
  const inline = [m[1]!, m[3]!].filter((t) => t.trim() !== '');
  if (inline.length > 1) {
    return warn('PRICE_UNPARSEABLE', 'price', say('PRICE_UNPARSEABLE.twoCurrencies', { value: quote(text) }));
  }
  const fromCell = inline[0] ? readCurrency(inline[0]) : null;
  if (inline[0] && !fromCell) {
    return warn('CURRENCY_UNKNOWN', 'price', say('CURRENCY_UNKNOWN', { value: quote(text), mark: `'${inline[0]}'` }));
  }
  const fromColumn = currencyText?.trim() ? readCurrency(currencyText) : null;
  if (currencyText?.trim() && !fromColumn) {
    return warn('CURRENCY_UNKNOWN', 'currency', say('CURRENCY_UNKNOWN.column', { value: quote(currencyText) }));
  }
  if (fromCell && fromColumn && fromCell[0] !== fromColumn[0]) {
    return warn(
      'CURRENCY_CONFLICT',
      'currency',
      say('CURRENCY_CONFLICT', { value: quote(text), inCell: fromCell[0], inColumn: fromColumn[0] }),
    );
  }
  const catalogCurrency = defaultCurrency ? ([defaultCurrency.toUpperCase(), 1] as const) : null;
  // "$" alone is probably US dollars; in a catalog whose currency is stated as CAD it is Canadian.
  const cell = fromCell && fromCell[1] < 1 && catalogCurrency && sharesSymbol(inline[0]!, catalogCurrency[0]) ? catalogCurrency : fromCell;
  const chosen = fromColumn ?? cell ?? catalogCurrency;
  if (!chosen) {
    return warn('CURRENCY_MISSING', 'price', say('CURRENCY_MISSING', { value: quote(text) }));
  }
  const [currency, sure] = chosen;
  const source = fromColumn ? 'currency column' : fromCell ? `'${inline[0]}'` : 'catalog default';
  return {
    amount: Math.round(num.value * 10_000) / 10_000,
    currency,
    confidence: sure,
    ambiguous: num.ambiguous,
    note: `${num.value} ${currency} (currency from ${source}${sure < 1 ? ', symbol shared by several currencies' : ''})`,
    said: say(sure < 1 ? 'note.price.sharedSymbol' : 'note.price', {
      amount: String(num.value),
      currency,
      from: fromColumn ? say('price.from.column') : fromCell ? `'${inline[0]}'` : say('price.from.default'),
    }),
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
