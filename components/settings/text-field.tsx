'use client';

import { useId, type InputHTMLAttributes } from 'react';
import type { ActionMessage } from '@/lib/actions/result';
import { useActionText } from '@/components/ui/use-action-text';

type Props = {
  label: string;
  name: string;
  hint?: string;
  /** The last submission's error for this field. */
  error?: ActionMessage;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'>;

/** A labelled input with its hint and error tied to it for screen readers. */
export function TextField({ label, name, hint, error, className, ...input }: Props) {
  const text = useActionText();
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 px-3 py-2 text-ink shadow-sm read-only:bg-slate-50 read-only:text-slate-600 focus:border-brand-500 aria-[invalid=true]:border-red-500"
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {text(error)}
        </p>
      )}
    </div>
  );
}
