'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { controlClass, Field, type ControlProps } from '@/components/ui/field';
import { COMMON_CURRENCIES, DECIMAL_MARKS, LENGTH_UNITS, validSettingValue, WEIGHT_UNITS, type CatalogSetting, type SettingRow } from './mapping-settings';

interface Props {
  rows: SettingRow[];
  /** The values as the controls hold them, in the order of `rows`. */
  values: string[];
  editable: boolean;
  onChange: (index: number, value: string) => void;
}

const OTHER = '__other__';

/**
 * The catalog settings beside the columns: what the run went on that the columns do not say, each
 * with its value and why, marked assumed (inferred from the catalog) or set (on the mapping). Owners
 * and operators change them; a changed one is kept with the mapping.
 */
export function MappingSettingsPanel({ rows, values, editable, onChange }: Props) {
  const t = useTranslations('catalogs.mapping.settings');
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="settings-heading" className="rounded-xl border border-slate-200 bg-white p-4">
      <h3 id="settings-heading" className="font-semibold text-ink">
        {t('heading')}
      </h3>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">{editable ? t('introEditable') : t('intro')}</p>
      <ul className="mt-3 divide-y divide-slate-100">
        {rows.map((row, i) => {
          const value = values[i] ?? row.value;
          const changed = value !== row.value;
          const state = changed ? 'changed' : row.by === 'mapping' ? 'set' : 'assumed';
          return (
            <li key={row.setting} data-testid="mapping-setting" data-setting={row.setting} data-state={state} className="grid gap-2 py-3 sm:grid-cols-[14rem_1fr]">
              <div>
                {editable ? (
                  <SettingControl setting={row.setting} value={value} onChange={(next) => onChange(i, next)} />
                ) : (
                  <p>
                    <span className="text-sm text-slate-600">{t(`names.${row.setting}`)}: </span>
                    <span className="font-semibold text-ink">{valueText(t, row.setting, value)}</span>
                  </p>
                )}
              </div>
              <div className="text-sm">
                <span
                  className={`mr-2 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${state === 'assumed' ? 'bg-amber-100 text-amber-900' : 'bg-emerald-100 text-emerald-900'}`}
                >
                  {t(`state.${state}`)}
                </span>
                <span className="text-slate-600">{changed ? t('changedBasis') : (row.basis ?? t(row.by === 'mapping' ? 'setBasis' : 'inferredBasis'))}</span>
                {editable && !validSettingValue(row.setting, value) && (
                  <p className="mt-1 text-xs text-red-700">{t(`invalid.${row.setting}`)}</p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

type T = ReturnType<typeof useTranslations>;

function valueText(t: T, setting: CatalogSetting, value: string): string {
  if (setting === 'weightUnit' || setting === 'lengthUnit') return t.has(`units.${value}`) ? t(`units.${value}`) : value;
  if (setting === 'decimalMark') return t(value === ',' ? 'marks.comma' : 'marks.point');
  return value;
}

function SettingControl({ setting, value, onChange }: { setting: CatalogSetting; value: string; onChange: (value: string) => void }) {
  const t = useTranslations('catalogs.mapping.settings');
  const select = `${controlClass} max-w-fit`;
  const control = (props: ControlProps) => {
    switch (setting) {
      case 'defaultQty':
        return <input {...props} type="number" inputMode="numeric" min={1} max={999} step={1} value={value} onChange={(e) => onChange(e.target.value)} className={`${controlClass} max-w-28`} />;
      case 'currency':
        return <CurrencyControl control={props} value={value} onChange={onChange} />;
      case 'weightUnit':
      case 'lengthUnit':
        return (
          <select {...props} value={value} onChange={(e) => onChange(e.target.value)} className={select}>
            {(setting === 'weightUnit' ? WEIGHT_UNITS : LENGTH_UNITS).map((u) => (
              <option key={u} value={u}>
                {valueText(t, setting, u)}
              </option>
            ))}
          </select>
        );
      case 'decimalMark':
        return (
          <select {...props} value={value} onChange={(e) => onChange(e.target.value)} className={select}>
            {DECIMAL_MARKS.map((m) => (
              <option key={m} value={m}>
                {valueText(t, setting, m)}
              </option>
            ))}
          </select>
        );
    }
  };
  return <Field label={t(`names.${setting}`)}>{control}</Field>;
}

/** The common codes in a select; "Other" opens a field for any three-letter ISO 4217 code. */
function CurrencyControl({ control, value, onChange }: { control: ControlProps; value: string; onChange: (value: string) => void }) {
  const t = useTranslations('catalogs.mapping.settings');
  const otherId = useId();
  const common = (COMMON_CURRENCIES as readonly string[]).includes(value);
  return (
    <span className="flex flex-wrap items-center gap-2">
      <select {...control} value={common ? value : OTHER} onChange={(e) => onChange(e.target.value === OTHER ? '' : e.target.value)} className={`${controlClass} max-w-fit`}>
        {COMMON_CURRENCIES.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
        <option value={OTHER}>{t('otherCurrency')}</option>
      </select>
      {!common && (
        <input
          aria-label={t('currencyCode')}
          id={otherId}
          value={value}
          maxLength={3}
          placeholder="XXX"
          autoCapitalize="characters"
          onChange={(e) => onChange(e.target.value.toUpperCase().replace(/[^A-Z]/g, '').slice(0, 3))}
          className={`${controlClass} max-w-20 font-mono uppercase`}
        />
      )}
    </span>
  );
}
