import { controlClass, Field } from '@/components/ui/field';
import { LIMITS_FOR_FORMS } from './limits';

/** A required choice among fixed options (a call's topic, the documents asked for). */
export function ChoiceField<T extends string>({
  id,
  name,
  label,
  optionalText,
  error,
  options,
  optionLabels,
  defaultValue,
  autoFocus,
}: {
  id: string;
  name: string;
  label: string;
  optionalText: string;
  error?: string;
  options: readonly T[];
  optionLabels: Record<T, string>;
  /** The option chosen before (a refused form keeps what was sent), else the form's default. */
  defaultValue: string;
  autoFocus?: boolean;
}) {
  return (
    <Field id={id} label={label} required optionalText={optionalText} error={error}>
      {(control) => (
        <select {...control} name={name} required defaultValue={defaultValue} autoFocus={autoFocus} className={controlClass}>
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabels[option]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The optional free-text notes every inquiry form ends with. */
export function NotesField({
  id,
  label,
  optionalText,
  error,
  defaultValue,
  autoFocus,
}: {
  id: string;
  label: string;
  optionalText: string;
  error?: string;
  defaultValue?: string;
  autoFocus?: boolean;
}) {
  return (
    <Field id={id} label={label} optionalText={optionalText} error={error}>
      {(control) => (
        <textarea {...control} name="notes" rows={4} maxLength={LIMITS_FOR_FORMS.notes} defaultValue={defaultValue} autoFocus={autoFocus} className={controlClass} />
      )}
    </Field>
  );
}
