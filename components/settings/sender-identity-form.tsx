'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useRef, useState } from 'react';
// Straight from its module: the engine's sender rules are pure, the catalog index is not for browsers.
import { DEFAULT_DOCUMENT_TITLE, DOCUMENT_TITLE_FIELDS, SENDER_LIMITS } from '@/lib/catalog/convert/sender-limits';
import { fieldErrorOf } from '@/lib/actions/result';
import { useActionText } from '@/components/ui/use-action-text';
import { FormAlert } from './form-alert';
import type { FormAction } from '@/lib/actions/result';
import { TextField } from './text-field';
import { Field, FieldGroup } from '@/components/ui/field';
import { CatalogLanguageSelect, type LanguageOption } from './catalog-language-select';

/** The identity as the form shows it: "" for not set. */
export type SenderIdentityValues = {
  company: string;
  senderName: string;
  phone: string;
  email: string;
  documentTitle: string;
  language: string;
  brands: { name: string; code: string }[];
};

interface Props {
  action: FormAction<{ placeholders: number }>;
  workspaceId: string;
  values: SenderIdentityValues;
  /** The languages a PIES header may name, with their names in the reader's language. */
  languages: LanguageOption[];
}

const FIELDS = ['company', 'senderName', 'phone', 'email', 'brands', 'documentTitle', 'language'];
const PLACEHOLDERS = DOCUMENT_TITLE_FIELDS.map((f) => `{${f}}`).join(', ');

/** Who the workspace's ACES and PIES headers name as sender, and the brands it sells (owners). */
export function SenderIdentityForm({ action, workspaceId, values, languages }: Props) {
  const t = useTranslations('settings.sender');
  const tSettings = useTranslations('settings');
  const text = useActionText();
  const [state, formAction, pending] = useActionState(action, null);
  // Rows keep their key while others are removed, so a typed value stays in its row; they are
  // controlled, so the reset React does after submitting leaves rows added here as typed.
  const nextKey = useRef(values.brands.length);
  const [brands, setBrands] = useState(() => values.brands.map((b, key) => ({ ...b, key })));
  const editBrand = (key: number, change: Partial<{ name: string; code: string }>) =>
    setBrands((rows) => rows.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const brandsError = fieldErrorOf(state, 'brands');
  const languageError = fieldErrorOf(state, 'language');

  const saved = state?.ok ? (state.data.placeholders === 0 ? t('saved') : t('savedIncomplete', { count: state.data.placeholders })) : undefined;
  return (
    <form action={formAction} noValidate className="space-y-5">
      <input type="hidden" name="workspaceId" value={workspaceId} />
      <TextField
        label={t('company')}
        name="company"
        maxLength={SENDER_LIMITS.company}
        autoComplete="organization"
        defaultValue={values.company}
        hint={t('companyHint', { max: SENDER_LIMITS.company })}
        error={fieldErrorOf(state, 'company')}
      />
      <TextField
        label={t('senderName')}
        name="senderName"
        maxLength={SENDER_LIMITS.senderName}
        autoComplete="name"
        defaultValue={values.senderName}
        hint={t('senderNameHint', { max: SENDER_LIMITS.senderName })}
        error={fieldErrorOf(state, 'senderName')}
      />
      <TextField
        label={t('phone')}
        name="phone"
        type="tel"
        maxLength={SENDER_LIMITS.phone}
        autoComplete="tel"
        defaultValue={values.phone}
        hint={t('phoneHint')}
        error={fieldErrorOf(state, 'phone')}
      />
      <TextField
        label={t('email')}
        name="email"
        type="email"
        maxLength={SENDER_LIMITS.email}
        autoComplete="email"
        defaultValue={values.email}
        hint={t('emailHint')}
        error={fieldErrorOf(state, 'email')}
      />

      <FieldGroup legend={t('brandsLegend')} hint={t('brandsHint')} error={brandsError && text(brandsError)}>
        <div className="space-y-3">
          {brands.length === 0 && <p className="text-sm text-slate-600">{t('noBrands')}</p>}
          {brands.map((brand, i) => (
            <div key={brand.key} className="flex flex-wrap items-end gap-3" data-testid="sender-brand-row">
              <TextField
                className="min-w-48 flex-1"
                label={t('brandName', { n: i + 1 })}
                name="brandName"
                maxLength={SENDER_LIMITS.brandName}
                value={brand.name}
                onChange={(e) => editBrand(brand.key, { name: e.target.value })}
              />
              <TextField
                className="w-40"
                label={t('brandCode', { n: i + 1 })}
                name="brandCode"
                maxLength={4}
                autoCapitalize="characters"
                spellCheck={false}
                value={brand.code}
                onChange={(e) => editBrand(brand.key, { code: e.target.value.toUpperCase() })}
              />
              <button type="button" className="btn-secondary min-h-11" onClick={() => setBrands((rows) => rows.filter((r) => r.key !== brand.key))}>
                {t('removeBrand', { n: i + 1 })}
              </button>
            </div>
          ))}
          {brands.length < SENDER_LIMITS.brands && (
            <button
              type="button"
              className="btn-secondary min-h-11"
              onClick={() => setBrands((rows) => [...rows, { name: '', code: '', key: nextKey.current++ }])}
            >
              {t('addBrand')}
            </button>
          )}
        </div>
      </FieldGroup>

      <TextField
        label={t('documentTitle')}
        name="documentTitle"
        maxLength={SENDER_LIMITS.documentTitle}
        defaultValue={values.documentTitle}
        placeholder={DEFAULT_DOCUMENT_TITLE}
        hint={t('documentTitleHint', { placeholders: PLACEHOLDERS, example: DEFAULT_DOCUMENT_TITLE })}
        error={fieldErrorOf(state, 'documentTitle')}
      />
      <Field
        label={t('language')}
        hint={t('languageHint')}
        error={languageError && text(languageError)}
      >
        {(control) => (
          <CatalogLanguageSelect {...control} name="language" defaultValue={values.language} languages={languages} noneText={t('languageCatalog')} className="max-w-sm" />
        )}
      </Field>

      <FormAlert state={state} fields={FIELDS} success={saved} />
      <button type="submit" disabled={pending} className="btn-primary min-h-11">
        {pending ? tSettings('saving') : tSettings('save')}
      </button>
    </form>
  );
}
