import { useTranslations } from 'next-intl';
import { controlClass, Field } from '@/components/ui/field';
import type { InquiryFieldState } from './inquiry-post-form';
import { LIMITS_FOR_FORMS } from './limits';

interface Props {
  /** Prefix for the inputs' ids, unique per form on a page. */
  idPrefix: string;
  state: InquiryFieldState;
  /** A call or docs request needs a company; a contact message does not. */
  companyRequired: boolean;
}

/** Name, email and company: the fields every public form asks first. */
export function ContactDetailsFields({ idPrefix, state: { errors, values, firstInvalid }, companyRequired }: Props) {
  const t = useTranslations('inquiryForm');
  const optional = t('optional');
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={`${idPrefix}-name`} label={t('name')} required optionalText={optional} error={errors.name}>
          {(control) => (
            <input
              {...control}
              name="name"
              type="text"
              autoComplete="name"
              required
              maxLength={LIMITS_FOR_FORMS.name}
              defaultValue={values.name}
              autoFocus={firstInvalid === 'name'}
              className={controlClass}
            />
          )}
        </Field>
        <Field id={`${idPrefix}-email`} label={t('email')} required optionalText={optional} error={errors.email}>
          {(control) => (
            <input
              {...control}
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={LIMITS_FOR_FORMS.email}
              defaultValue={values.email}
              autoFocus={firstInvalid === 'email'}
              className={controlClass}
            />
          )}
        </Field>
      </div>
      <Field id={`${idPrefix}-company`} label={t('company')} required={companyRequired} optionalText={optional} error={errors.company}>
        {(control) => (
          <input
            {...control}
            name="company"
            type="text"
            autoComplete="organization"
            required={companyRequired}
            maxLength={LIMITS_FOR_FORMS.company}
            defaultValue={values.company}
            autoFocus={firstInvalid === 'company'}
            className={controlClass}
          />
        )}
      </Field>
    </>
  );
}
