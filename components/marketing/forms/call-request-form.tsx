'use client';

import { useSyncExternalStore } from 'react';
import { CALL_TOPICS, TIME_WINDOWS } from '@/lib/data/inquiries/types';
import { Choice, controlClass, Field, FieldGroup } from '@/components/ui/field';
import { ChoiceField, NotesField } from './choice-and-notes-fields';
import { ContactDetailsFields } from './contact-details-fields';
import { InquiryFormShell } from './inquiry-form-shell';
import type { InquiryFormLabels } from './labels';
import { useInquiryForm, type InquiryAction } from './use-inquiry-form';
import { LIMITS_FOR_FORMS } from './limits';

/** Zones offered as suggestions; any IANA name is accepted. */
const SUGGESTED_ZONES = [
  'Europe/London',
  'Europe/Dublin',
  'Europe/Lisbon',
  'Europe/Paris',
  'Europe/Brussels',
  'Europe/Amsterdam',
  'Europe/Berlin',
  'Europe/Zurich',
  'Europe/Vienna',
  'Europe/Madrid',
  'Europe/Rome',
  'Europe/Stockholm',
  'Europe/Warsaw',
  'Europe/Prague',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Toronto',
  'America/Mexico_City',
  'UTC',
];

const noSubscription = () => () => {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Local calendar date `days` from today, as the date input wants it. */
function localDate(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
const tomorrow = () => localDate(1);
const lastBookableDay = () => localDate(LIMITS_FOR_FORMS.daysAhead);
const onServer = () => undefined;

/** The schedule-a-call form. The page is static, so "today" and the visitor's time zone come from the browser. */
export function CallRequestForm({
  action,
  locale,
  labels,
}: {
  action: InquiryAction;
  locale: string;
  labels: InquiryFormLabels;
}) {
  const { state, formAction, pending, errors, formError, values } = useInquiryForm(action, locale, labels);
  const zone = useSyncExternalStore(noSubscription, browserZone, onServer);
  const minDate = useSyncExternalStore(noSubscription, tomorrow, onServer);
  const maxDate = useSyncExternalStore(noSubscription, lastBookableDay, onServer);
  const chosenWindow = values.timeWindow ?? 'morning';

  return (
    <InquiryFormShell state={state} formError={formError} pending={pending} formAction={formAction} locale={locale} labels={labels}>
      <ContactDetailsFields idPrefix="call" labels={labels} errors={errors} values={values} companyRequired={true} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id="call-date"
          label={labels.preferredDate}
          required
          optionalText={labels.optional}
          hint={labels.preferredDateHint}
          error={errors.preferredDate}
        >
          {(control) => (
            <input
              {...control}
              name="preferredDate"
              type="date"
              required
              min={minDate}
              max={maxDate}
              defaultValue={values.preferredDate}
              className={controlClass}
            />
          )}
        </Field>
        <Field
          id="call-timezone"
          label={labels.timezone}
          required
          optionalText={labels.optional}
          hint={labels.timezoneHint}
          error={errors.timezone}
        >
          {(control) => (
            <>
              <input
                {...control}
                name="timezone"
                type="text"
                list="call-timezone-suggestions"
                required
                autoComplete="off"
                spellCheck={false}
                defaultValue={values.timezone ?? zone}
                className={controlClass}
              />
              <datalist id="call-timezone-suggestions">
                {SUGGESTED_ZONES.map((z) => (
                  <option key={z} value={z} />
                ))}
              </datalist>
            </>
          )}
        </Field>
      </div>
      <FieldGroup id="call-window" legend={labels.timeWindow} required error={errors.timeWindow}>
        <div className="flex flex-wrap gap-3">
          {TIME_WINDOWS.map((window) => (
            <Choice
              key={window}
              type="radio"
              name="timeWindow"
              value={window}
              defaultChecked={chosenWindow === window}
              label={labels.timeWindows[window]}
              className="cursor-pointer rounded-lg border border-slate-300 px-4 py-2 has-checked:border-brand-500 has-checked:bg-brand-50"
            />
          ))}
        </div>
      </FieldGroup>
      <ChoiceField
        id="call-topic"
        name="topic"
        label={labels.topic}
        optionalText={labels.optional}
        error={errors.topic}
        options={CALL_TOPICS}
        optionLabels={labels.topics}
        defaultValue={values.topic ?? 'demo'}
      />
      <NotesField id="call-notes" label={labels.notes} optionalText={labels.optional} error={errors.notes} defaultValue={values.notes} />
    </InquiryFormShell>
  );
}
