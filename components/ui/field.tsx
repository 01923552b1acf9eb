import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

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

/** The ids a field's hint and error get, and what the control (or group) says it is described by. */
function described(id: string, hint: ReactNode, error: string | undefined) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

/** The asterisk of a required field, or "(optional)" beside one that is not when the form says so. */
function RequiredMark({ required, optionalText }: { required: boolean; optionalText: string | undefined }) {
  if (required) {
    return (
      <span aria-hidden="true" className="text-red-700">
        {' '}
        *
      </span>
    );
  }
  return optionalText ? <span className="font-normal text-slate-500"> ({optionalText})</span> : null;
}

function Hint({ id, children }: { id: string | undefined; children: ReactNode }) {
  return children ? (
    <p id={id} className="mt-1 text-xs text-slate-500">
      {children}
    </p>
  ) : null;
}

function ErrorText({ id, children }: { id: string | undefined; children: string | undefined }) {
  return children ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {children}
    </p>
  ) : null;
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
  const { hintId, errorId, describedBy } = described(id, hint, error);
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
        <RequiredMark required={required} optionalText={optionalText} />
      </label>
      <div className="mt-1">
        {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      </div>
      <Hint id={hintId}>{hint}</Hint>
      <ErrorText id={errorId}>{error}</ErrorText>
    </div>
  );
}

interface FieldGroupProps extends Omit<FieldProps, 'label' | 'children'> {
  /** What the options (or rows) together are, said once for all of them. */
  legend: ReactNode;
  children: ReactNode;
}

/**
 * A field made of several controls (checkboxes, radios, rows of inputs): a fieldset with its legend,
 * the hint under the legend (the options can run long), the error below them; both describe the
 * group, and an error marks the group aria-invalid (the public forms move focus to its first option).
 */
export function FieldGroup({ legend, id: given, hint, error, required = false, optionalText, className, children }: FieldGroupProps) {
  const made = useId();
  const id = given ?? made;
  const { hintId, errorId, describedBy } = described(id, hint, error);
  return (
    <fieldset id={id} aria-describedby={describedBy} aria-invalid={error ? true : undefined} className={className}>
      <legend className="text-sm font-medium text-ink">
        {legend}
        <RequiredMark required={required} optionalText={optionalText} />
      </legend>
      <Hint id={hintId}>{hint}</Hint>
      <div className="mt-2">{children}</div>
      <ErrorText id={errorId}>{error}</ErrorText>
    </fieldset>
  );
}

type ChoiceProps = { label: ReactNode; type: 'checkbox' | 'radio' } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & {
    /** The line's own look (a radio drawn as a tile); its height is always a touch target's. */
    className?: string;
  };

/** A checkbox or radio with its words beside it, the whole line its target; inside a FieldGroup, or alone. */
export function Choice({ label, className, ...input }: ChoiceProps) {
  return (
    <label className={`flex min-h-11 items-center gap-2 text-sm text-ink ${className ?? ''}`}>
      <input {...input} className="size-5 shrink-0 accent-brand-600" />
      {label}
    </label>
  );
}

/** The look of a field's input, select or textarea; read-only values (the readonly attribute: a select is always :read-only) sit on grey. */
export const controlClass =
  'block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink shadow-sm placeholder:text-slate-400 focus:border-brand-500 aria-[invalid=true]:border-red-500 [&[readonly]]:bg-slate-50 [&[readonly]]:text-slate-600';
