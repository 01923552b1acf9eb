'use client';

import type { InputHTMLAttributes } from 'react';
import type { ActionMessage } from '@/lib/actions/result';
import { useActionText } from '@/components/ui/use-action-text';
import { controlClass, Field } from '@/components/ui/field';

type Props = {
  label: string;
  name: string;
  hint?: string;
  /** The last submission's error for this field. */
  error?: ActionMessage;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'>;

/** A settings text input: the field block with the error key said in the reader's language. */
export function TextField({ label, name, hint, error, className, ...input }: Props) {
  const text = useActionText();
  return (
    <Field label={label} hint={hint} error={error ? text(error) : undefined} className={className}>
      {(control) => <input {...control} name={name} className={controlClass} {...input} />}
    </Field>
  );
}
