import { render, say, type Said } from '../messages';
import type { Assumption, CanonicalField, CatalogLanguage, CatalogSetting, CatalogSettings, Mapping, SourceRow } from '../types';
import { exampleValues } from './value-shapes';

/** Sample cells per column looked at. */
const SAMPLE_CELLS = 200;

/** Fitment columns: with any of these the catalog describes applications, which need a quantity. */
const VEHICLE_FIELDS: ReadonlySet<CanonicalField> = new Set(['make', 'model', 'year', 'yearFrom', 'baseVehicleId']);
const MEASURE_FIELDS: readonly CanonicalField[] = ['price', 'weight', 'length', 'width', 'height'];

/** A separator followed by 1–2 or 4+ digits, or both separators: the decimal mark is plain to see. */
const DECIMAL_COMMA = /^\D*\d{1,3}(?:[.\s\u00a0']\d{3})*,\d{1,2}(?!\d)|^\D*\d+,\d{4,}|^\D*\d{1,3}(?:\.\d{3})+,\d+/;
const DECIMAL_POINT = /^\D*\d{1,3}(?:[,\s\u00a0']\d{3})*\.\d{1,2}(?!\d)|^\D*\d+\.\d{4,}|^\D*\d{1,3}(?:,\d{3})+\.\d+/;
/** One separator followed by exactly three digits: thousands or decimals? */
const AMBIGUOUS = /^\D*\d{1,3}[.,]\d{3}(?!\d)\D*$/;
/** A unit or currency mark in the cell ("1,2 kg", "€ 12", "12 EUR"). */
const UNIT_MARK = /[a-zA-Z€$£¥"']/;

/** Where a language's catalogs usually come from: the currency and units a bare number is in. */
type WeightUnit = NonNullable<CatalogSettings['weightUnit']>;
type LengthUnit = NonNullable<CatalogSettings['lengthUnit']>;
const HOME: Record<CatalogLanguage, { currency: string; weight: WeightUnit; length: LengthUnit }> = {
  en: { currency: 'USD', weight: 'lb', length: 'in' },
  de: { currency: 'EUR', weight: 'kg', length: 'mm' },
  fr: { currency: 'EUR', weight: 'kg', length: 'mm' },
  es: { currency: 'EUR', weight: 'kg', length: 'mm' },
  it: { currency: 'EUR', weight: 'kg', length: 'mm' },
};

/**
 * The settings a run needs that the columns do not give, each with its basis: set on the mapping
 * (a person chose it; wins), else inferred from the catalog — number format from values like
 * "0,95", units and currency from the header or the cells, else from the catalog's language and
 * the values' range. Only what the catalog needs is stated: no currency without a price column,
 * no default quantity when a quantity column is mapped.
 */
export function inferSettings(mapping: Mapping, sample: readonly SourceRow[], given: CatalogSettings = {}): Assumption[] {
  const fields = new Set(mapping.columns.map((c) => c.field).filter((f): f is CanonicalField => f !== null));
  const values = (field: CanonicalField): string[] => {
    const column = mapping.columns.find((c) => c.field === field);
    return column ? cells(sample, column.index) : [];
  };
  const headerUnit = (test: (f: CanonicalField) => boolean): string | undefined => mapping.columns.find((c) => c.field && test(c.field) && c.unit)?.unit;
  const home = HOME[mapping.language];
  const catalog = say(`note.map.catalog.${mapping.language}`);
  const out: Assumption[] = [];
  const state = (setting: CatalogSetting, value: string | number, basis: Said): void => {
    const chosen = given[setting];
    if (chosen !== undefined) out.push(setOnMapping(setting, chosen));
    else out.push({ setting, value, basis: render(basis), said: basis, by: 'inferred' });
  };

  if ([...fields].some((f) => VEHICLE_FIELDS.has(f)) && !fields.has('qty')) state('defaultQty', 1, say('note.map.basis.qty'));

  const numbers = MEASURE_FIELDS.flatMap((f) => values(f));
  const mark = decimalMark(numbers, mapping.language, catalog);
  if (mark) state('decimalMark', mark.mark, mark.basis);

  if (fields.has('price') && !fields.has('currency') && !headerUnit((f) => f === 'price')) {
    const prices = values('price');
    const bare = prices.filter((v) => !UNIT_MARK.test(v));
    if (bare.length > 0) {
      state('currency', home.currency, say('note.map.basis.currency', { bare: bare.length, total: prices.length, examples: exampleValues(bare), catalog, currency: home.currency }));
    }
  }

  if (fields.has('weight') && !headerUnit((f) => f === 'weight')) {
    const bare = values('weight').filter((v) => !UNIT_MARK.test(v));
    if (bare.length > 0) {
      const unit = weightUnit(bare, home.weight);
      state('weightUnit', unit.unit, say('note.map.basis.weights', { examples: exampleValues(bare), why: unit.why }));
    }
  }

  const dimensions = (['length', 'width', 'height'] as const).filter((f) => fields.has(f));
  if (dimensions.length > 0 && !headerUnit((f) => (dimensions as readonly string[]).includes(f))) {
    const bare = dimensions.flatMap((f) => values(f)).filter((v) => !UNIT_MARK.test(v));
    if (bare.length > 0) {
      const unit = lengthUnit(bare, home.length);
      state('lengthUnit', unit.unit, say('note.map.basis.dimensions', { examples: exampleValues(bare), why: unit.why }));
    }
  }
  // A setting given on the mapping the catalog did not need is kept: the person said so.
  for (const [setting, value] of Object.entries(given) as [CatalogSetting, string | number][]) {
    if (value !== undefined && !out.some((a) => a.setting === setting)) out.push(setOnMapping(setting, value));
  }
  return out;
}

const SET_ON_MAPPING = say('note.map.basis.set');

function setOnMapping(setting: CatalogSetting, value: string | number): Assumption {
  return { setting, value, basis: render(SET_ON_MAPPING), said: SET_ON_MAPPING, by: 'mapping' };
}

/** The settings as values, for normalization. */
export function settingsOf(assumptions: readonly Assumption[] | undefined): CatalogSettings {
  const s: Record<string, string | number> = {};
  for (const a of assumptions ?? []) s[a.setting] = a.value;
  return s as CatalogSettings;
}

function cells(sample: readonly SourceRow[], index: number): string[] {
  const out: string[] = [];
  for (const row of sample) {
    const v = row.values[index]?.trim();
    if (v) out.push(v);
    if (out.length >= SAMPLE_CELLS) break;
  }
  return out;
}

/**
 * The decimal mark, when the catalog's numbers need one: from values that show it ("0,95",
 * "1.234,50"), else — only if some value is ambiguous ("1,250") — the language's custom, stated.
 */
function decimalMark(values: readonly string[], language: CatalogLanguage, catalog: Said): { mark: ',' | '.'; basis: Said } | null {
  const comma = values.filter((v) => DECIMAL_COMMA.test(v));
  const point = values.filter((v) => DECIMAL_POINT.test(v));
  const ambiguous = values.filter((v) => AMBIGUOUS.test(v));
  if (comma.length > 0 && point.length === 0) return { mark: ',', basis: say('note.map.basis.decimalComma', { examples: exampleValues(comma) }) };
  if (point.length > 0 && comma.length === 0) return { mark: '.', basis: say('note.map.basis.decimalPoint', { examples: exampleValues(point) }) };
  if (ambiguous.length === 0) return null;
  const mark = language === 'en' ? '.' : ',';
  const params = { examples: exampleValues(ambiguous), mixed: comma.length > 0 ? 'yes' : 'no', catalog };
  return { mark, basis: say(mark === ',' ? 'note.map.basis.ambiguousComma' : 'note.map.basis.ambiguousPoint', params) };
}

/** Median of the numbers in `values` (decimal comma or point), NaN when none. */
function median(values: readonly string[]): number {
  const n = values.map((v) => Number(v.replace(/[^\d.,-]/g, '').replace(',', '.'))).filter(Number.isFinite).sort((a, b) => a - b);
  return n.length ? n[Math.floor(n.length / 2)]! : Number.NaN;
}

function weightUnit(values: readonly string[], home: WeightUnit): { unit: WeightUnit; why: Said } {
  const m = median(values);
  // Parts weigh grams to tens of kilos: a median in the hundreds is grams, not kilos or pounds.
  if (m >= 100) return { unit: 'g', why: say('note.map.why.grams', { median: m }) };
  return { unit: home, why: say('note.map.why.homeUnit', { median: m, unit: home }) };
}

function lengthUnit(values: readonly string[], home: LengthUnit): { unit: LengthUnit; why: Said } {
  const m = median(values);
  if (home === 'in') return { unit: 'in', why: say('note.map.why.inches', { median: m }) };
  // Metric catalogs write millimetres for parts; a median under 20 reads better as centimetres.
  if (m < 20) return { unit: 'cm', why: say('note.map.why.centimetres', { median: m }) };
  return { unit: 'mm', why: say('note.map.why.millimetres', { median: m }) };
}
