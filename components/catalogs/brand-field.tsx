'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { controlClass, Field } from '@/components/ui/field';

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
  const listed = brands.some((b) => b.code === defaultBrand);
  const [picked, setPicked] = useState(listed ? defaultBrand : defaultBrand ? TYPED : (brands[0]?.code ?? TYPED));
  const typing = brands.length === 0 || picked === TYPED;
  // The hint and the error sit under the last control shown: the typed code while one is typed, else the picker.
  const hint = brands.length > 0 ? t('brandPickerHint') : t('brandHint');

  return (
    <div className="space-y-2">
      {brands.length > 0 && (
        <Field label={t('brandPicker')} hint={typing ? undefined : hint} error={typing ? undefined : error}>
          {(control) => (
            <select {...control} name={typing ? undefined : 'brand'} value={picked} onChange={(e) => setPicked(e.target.value)} className={controlClass}>
              {brands.map((b) => (
                <option key={b.code} value={b.code}>
                  {t('brandOption', { code: b.code, name: b.name })}
                </option>
              ))}
              <option value={TYPED}>{t('brandTypeAnother')}</option>
            </select>
          )}
        </Field>
      )}
      {typing && (
        <Field label={t('brand')} hint={hint} error={error}>
          {(control) => (
            <input
              {...control}
              name="brand"
              required
              defaultValue={listed ? '' : defaultBrand}
              maxLength={4}
              pattern={BRAND_PATTERN}
              // The browser alone says "match the requested format": say which rule the code breaks (VOLT: its 2nd letter).
              onInvalid={(e) => e.currentTarget.setCustomValidity(e.currentTarget.validity.patternMismatch ? t('errors.brand') : '')}
              onInput={(e) => e.currentTarget.setCustomValidity('')}
              autoCapitalize="characters"
              className={`${controlClass} font-mono uppercase`}
            />
          )}
        </Field>
      )}
    </div>
  );
}
