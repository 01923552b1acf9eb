'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

/** A brand of the workspace's sender identity: its name and BrandAAIAID. */
export interface BrandOption {
  name: string;
  code: string;
}

/** Auto Care brand codes, as the schemas spell them (lib/catalog/validate/brand.ts): a hint for the browser; the server decides. */
const BRAND_PATTERN = '[B-DF-HJ-NP-TV-Zb-df-hj-np-tv-z][B-DF-HJ-NP-Zb-df-hj-np-z][B-NP-TV-Zb-np-tv-z][A-Za-z]';

/** The picker's value for "type a code that is not in the list". */
const TYPED = '';

interface Props {
  /** The brands of the sender identity (Settings → Sender identity); none: only the typed code. */
  brands: BrandOption[];
  defaultBrand: string;
  /** Already translated. */
  error?: string | undefined;
}

/**
 * The form's `brand`: picked from the sender identity's brands, or typed (a brand not listed there,
 * or a workspace that has listed none). Exactly one control carries the name `brand`, so the action
 * reads one value whichever way it was given.
 */
export function BrandField({ brands, defaultBrand, error }: Props) {
  const t = useTranslations('catalogs.form');
  const pickerId = useId();
  const typedId = useId();
  const hintId = useId();
  const listed = brands.some((b) => b.code === defaultBrand);
  const [picked, setPicked] = useState(listed ? defaultBrand : defaultBrand ? TYPED : (brands[0]?.code ?? TYPED));
  const typing = brands.length === 0 || picked === TYPED;

  return (
    <div className="flex flex-col gap-1">
      {brands.length > 0 && (
        <>
          <label htmlFor={pickerId} className="text-sm font-medium text-ink">
            {t('brandPicker')}
          </label>
          <select
            id={pickerId}
            name={typing ? undefined : 'brand'}
            value={picked}
            onChange={(e) => setPicked(e.target.value)}
            aria-describedby={hintId}
            aria-invalid={error && !typing ? true : undefined}
            className="min-h-11 rounded-lg border border-slate-300 bg-white px-3"
          >
            {brands.map((b) => (
              <option key={b.code} value={b.code}>
                {t('brandOption', { code: b.code, name: b.name })}
              </option>
            ))}
            <option value={TYPED}>{t('brandTypeAnother')}</option>
          </select>
        </>
      )}
      {typing && (
        <>
          <label htmlFor={typedId} className="text-sm font-medium text-ink">
            {t('brand')}
          </label>
          <input
            id={typedId}
            name="brand"
            required
            defaultValue={listed ? '' : defaultBrand}
            maxLength={4}
            pattern={BRAND_PATTERN}
            // The browser alone says "match the requested format": say which rule the code breaks (VOLT: its 2nd letter).
            onInvalid={(e) => e.currentTarget.setCustomValidity(e.currentTarget.validity.patternMismatch ? t('errors.brand') : '')}
            onInput={(e) => e.currentTarget.setCustomValidity('')}
            autoCapitalize="characters"
            aria-describedby={hintId}
            aria-invalid={error ? true : undefined}
            className="min-h-11 rounded-lg border border-slate-300 px-3 font-mono uppercase"
          />
        </>
      )}
      <p id={hintId} className="text-xs text-slate-500">
        {brands.length > 0 ? t('brandPickerHint') : t('brandHint')}
      </p>
      {error && <p className="text-sm text-red-700">{error}</p>}
    </div>
  );
}
