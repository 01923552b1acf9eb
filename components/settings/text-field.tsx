'use client';

import { useTranslations } from 'next-intl';
import type { InputHTMLAttributes } from 'react';
import { controlClass, Field } from '@/components/ui/field';

type Props = {
  label: string;
  name: string;
  hint?: string;
  /** A key under `settings.errors`. */
  error?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'>;

/** A settings text input: the field block with the error key said in the reader's language. */
export function TextField({ label, name, hint, error, className, ...input }: Props) {
  const t = useTranslations('settings.errors');
  return (
    <Field
      label={label}
      hint={hint}
      error={error ? (t.has(error) ? t(error) : t('invalid')) : undefined}
      className={className}
    >
      {(control) => <input {...control} name={name} className={controlClass} {...input} />}
    </Field>
  );
}
