/**
 * Currencies (ISO 4217 codes and the symbols catalogs write) and measuring units, with the PIES UOM
 * code each unit is converted to. Weights go to KG (metric) or PG (pounds); lengths to CM (metric) or IN
 * (imperial) — the dimension codes the PIES DimensionUOM list names — so every package uses one code.
 */

export const ISO_CURRENCIES: ReadonlySet<string> = new Set(
  ('AED ARS AUD BGN BRL CAD CHF CLP CNY COP CZK DKK EGP EUR GBP HKD HUF IDR ILS INR ISK JPY KRW MAD MXN MYR NOK NZD ' +
    'PEN PHP PKR PLN QAR RON RSD RUB SAR SEK SGD THB TND TRY TWD UAH USD UYU VND ZAR').split(' '),
);

/** Symbol or local word → [ISO code, confidence]: `$` alone is probably, not surely, US dollars. */
export const CURRENCY_SYMBOLS: ReadonlyMap<string, readonly [string, number]> = new Map([
  ['€', ['EUR', 1]],
  ['eur', ['EUR', 1]],
  ['euro', ['EUR', 1]],
  ['euros', ['EUR', 1]],
  ['£', ['GBP', 1]],
  ['us$', ['USD', 1]],
  ['usd$', ['USD', 1]],
  ['$', ['USD', 0.9]],
  ['c$', ['CAD', 1]],
  ['ca$', ['CAD', 1]],
  ['can$', ['CAD', 1]],
  ['a$', ['AUD', 1]],
  ['au$', ['AUD', 1]],
  ['mx$', ['MXN', 1]],
  ['r$', ['BRL', 1]],
  ['¥', ['JPY', 0.8]],
  ['₹', ['INR', 1]],
  ['₺', ['TRY', 1]],
  ['zł', ['PLN', 1]],
  ['zl', ['PLN', 1]],
  ['kč', ['CZK', 1]],
  ['kc', ['CZK', 1]],
  ['ft', ['HUF', 1]],
  ['fr.', ['CHF', 1]],
  ['sfr', ['CHF', 1]],
  ['lei', ['RON', 1]],
]);

export type UnitKind = 'weight' | 'length';

export interface UnitDef {
  kind: UnitKind;
  /** PIES UOM code the value is converted to. */
  target: 'KG' | 'PG' | 'CM' | 'IN';
  /** Multiply by this to get the target unit. */
  factor: number;
}

const weight = (target: 'KG' | 'PG', factor: number): UnitDef => ({ kind: 'weight', target, factor });
const length = (target: 'CM' | 'IN', factor: number): UnitDef => ({ kind: 'length', target, factor });

/** Unit words (lower-case, no dots) → conversion. */
export const UNITS: ReadonlyMap<string, UnitDef> = new Map([
  ['kg', weight('KG', 1)],
  ['kgs', weight('KG', 1)],
  ['kilo', weight('KG', 1)],
  ['kilos', weight('KG', 1)],
  ['kilogram', weight('KG', 1)],
  ['kilograms', weight('KG', 1)],
  ['kilogramm', weight('KG', 1)],
  ['kilogramme', weight('KG', 1)],
  ['kilogrammes', weight('KG', 1)],
  ['kilogramo', weight('KG', 1)],
  ['kilogramos', weight('KG', 1)],
  ['chilogrammo', weight('KG', 1)],
  ['chilogrammi', weight('KG', 1)],
  ['g', weight('KG', 0.001)],
  ['gr', weight('KG', 0.001)],
  ['grs', weight('KG', 0.001)],
  ['gram', weight('KG', 0.001)],
  ['grams', weight('KG', 0.001)],
  ['gramm', weight('KG', 0.001)],
  ['gramme', weight('KG', 0.001)],
  ['grammes', weight('KG', 0.001)],
  ['gramo', weight('KG', 0.001)],
  ['gramos', weight('KG', 0.001)],
  ['grammo', weight('KG', 0.001)],
  ['grammi', weight('KG', 0.001)],
  ['mg', weight('KG', 0.000001)],
  ['t', weight('KG', 1000)],
  ['lb', weight('PG', 1)],
  ['lbs', weight('PG', 1)],
  ['pound', weight('PG', 1)],
  ['pounds', weight('PG', 1)],
  ['oz', weight('PG', 1 / 16)],
  ['ounce', weight('PG', 1 / 16)],
  ['ounces', weight('PG', 1 / 16)],
  ['mm', length('CM', 0.1)],
  ['millimeter', length('CM', 0.1)],
  ['millimetre', length('CM', 0.1)],
  ['millimetri', length('CM', 0.1)],
  ['milimetros', length('CM', 0.1)],
  ['cm', length('CM', 1)],
  ['centimeter', length('CM', 1)],
  ['centimetre', length('CM', 1)],
  ['centimetri', length('CM', 1)],
  ['centimetros', length('CM', 1)],
  ['m', length('CM', 100)],
  ['meter', length('CM', 100)],
  ['metre', length('CM', 100)],
  ['metro', length('CM', 100)],
  ['metri', length('CM', 100)],
  ['in', length('IN', 1)],
  ['inch', length('IN', 1)],
  ['inches', length('IN', 1)],
  ['"', length('IN', 1)],
  ['zoll', length('IN', 1)],
  ['pouce', length('IN', 1)],
  ['pouces', length('IN', 1)],
  ['pulgada', length('IN', 1)],
  ['pulgadas', length('IN', 1)],
  ['pollice', length('IN', 1)],
  ['pollici', length('IN', 1)],
  ['ft', length('IN', 12)],
  ['feet', length('IN', 12)],
  ['foot', length('IN', 12)],
  ["'", length('IN', 12)],
]);
