import { THRESHOLD_PERCENT, thresholdPercent } from './threshold-percent';
import { controlClass, Field } from '@/components/ui/field';

interface Props {
  label: string;
  hint: string;
  error?: string;
  /** The engine's fraction (0.9), shown as the whole percentage people type (90). */
  defaultThreshold: number;
  /** The batch form may leave it empty (the engine's default is taken); a single conversion may not. */
  required?: boolean;
}

/** The accept-threshold field of the forms that start conversions: a whole percentage, bounds from threshold-percent.ts. */
export function ThresholdField({ label, hint, error, defaultThreshold, required = false }: Props) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <span className="flex items-center gap-2">
          <input
            {...control}
            name="acceptThreshold"
            type="number"
            inputMode="numeric"
            required={required}
            min={THRESHOLD_PERCENT.min}
            max={THRESHOLD_PERCENT.max}
            step={1}
            defaultValue={thresholdPercent(defaultThreshold)}
            className={`${controlClass} max-w-24`}
          />
          <span aria-hidden="true">%</span>
        </span>
      )}
    </Field>
  );
}
