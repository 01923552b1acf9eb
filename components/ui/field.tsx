import { useId, type ReactNode } from 'react';

/** What a field's control takes to be tied to its label, hint and error. */
export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

interface FieldProps {
  label: ReactNode;
  /** The control's id when the page needs to know it (a link to the field); made up otherwise. */
  id?: string;
  hint?: ReactNode;
  /** The error, as the text to show: the form turns its result into words. */
  error?: string;
  /** Marks the label with an asterisk; with `optionalText`, a field that is not required says so. */
  required?: boolean;
  optionalText?: string;
  className?: string;
  /** Renders the control (input, select, textarea) with the props that wire it to the field. */
  children: (control: ControlProps) => ReactNode;
}

/**
 * The one form field: a visible label, the control, a hint and an error below it, the hint and error
 * tied to the control with aria-describedby and an error marking it aria-invalid. No 'use client':
 * server pages and client forms both render it (its child is a function, which only stays on one side).
 */
export function Field({
  label,
  id: given,
  hint,
  error,
  required = false,
  optionalText,
  className,
  children,
}: FieldProps) {
  const made = useId();
  const id = given ?? made;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
        {!required && optionalText && <span className="font-normal text-slate-500"> ({optionalText})</span>}
      </label>
      <div className="mt-1">
        {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      </div>
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The look of a field's input, select or textarea; read-only values (the readonly attribute: a select is always :read-only) sit on grey. */
export const controlClass =
  'block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink shadow-sm placeholder:text-slate-400 focus:border-brand-500 aria-[invalid=true]:border-red-500 [&[readonly]]:bg-slate-50 [&[readonly]]:text-slate-600';
