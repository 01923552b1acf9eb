import { LENGTH_UNITS, WEIGHT_UNITS, type CatalogSetting, type CatalogSettings } from '@/lib/catalog/types';

/*
 * The mapping screen's catalog settings: what a run went on beyond its columns (default quantity,
 * currency, weight and length units, decimal mark), each as assumed from the catalog or set on the
 * mapping, and the ones a person set or changed as the mapping's `settings`. Pure, shared by the
 * editor and its server actions.
 */

export const SETTING_ORDER: readonly CatalogSetting[] = ['defaultQty', 'currency', 'weightUnit', 'lengthUnit', 'decimalMark'];
export { LENGTH_UNITS, WEIGHT_UNITS, type CatalogSetting, type CatalogSettings };

/** Offered in the currency select; any other ISO 4217 code can be typed. */
export const COMMON_CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'CAD', 'AUD', 'MXN', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'HUF', 'JPY', 'CNY', 'BRL', 'ZAR'] as const;
export const DECIMAL_MARKS = [',', '.'] as const;

export interface SettingRow {
  setting: CatalogSetting;
  /** As the control holds it ("1", "EUR", "kg", ","). */
  value: string;
  /** Why that value (the engine's words); null when the run recorded the value only. */
  basis: string | null;
  /** inferred: assumed from the catalog; mapping: set by a person on the mapping. */
  by: 'inferred' | 'mapping';
}


/**
 * The settings a mapping keeps: those set on it before and those a person changed here. An
 * assumption left as it was stays an assumption — inferred afresh, and stated again, on each run.
 */
export function chosenSettings(rows: readonly SettingRow[], values: readonly string[]): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  rows.forEach((row, i) => {
    const value = values[i] ?? row.value;
    if (row.by !== 'mapping' && value === row.value) return;
    out[row.setting] = row.setting === 'defaultQty' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value.trim();
  });
  return out;
}

/** Whether a value is one the setting takes (the server checks again with CatalogSettingsSchema). */
export function validSettingValue(setting: CatalogSetting, value: string): boolean {
  switch (setting) {
    case 'defaultQty':
      return /^\d{1,3}$/.test(value.trim()) && Number(value) >= 1;
    case 'currency':
      return /^[A-Z]{3}$/.test(value);
    case 'weightUnit':
      return (WEIGHT_UNITS as readonly string[]).includes(value);
    case 'lengthUnit':
      return (LENGTH_UNITS as readonly string[]).includes(value);
    case 'decimalMark':
      return (DECIMAL_MARKS as readonly string[]).includes(value);
  }
}
