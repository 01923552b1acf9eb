import { useTranslations } from 'next-intl';
import { Choice, controlClass, Field, FieldGroup } from '@/components/ui/field';
import { CALL_REQUEST_FIELDS, CALL_TOPICS, TIME_WINDOWS, type CallTopic, type InquiryField } from '@/lib/data/inquiries/types';
import type { FormAnswer } from '@/lib/http';
import { ChoiceField, NotesField } from './choice-and-notes-fields';
import { ContactDetailsFields } from './contact-details-fields';
import { InquiryPostForm } from './inquiry-post-form';
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

/** The bookable days as the server guesses them (UTC); the page's script puts in the visitor's own. */
export interface BookableDays {
  min: string;
  max: string;
}

/**
 * The schedule-a-call form. "Today" and the time zone are the visitor's: the page's script sets the
 * date's range from the browser's calendar and fills in the browser's zone (`data-local-*`); without
 * it the server's UTC guess stands and the visitor names a zone. The route judges either way.
 */
export function CallRequestForm({ action, answer, sent, days }: { action: string; answer: FormAnswer<InquiryField>; sent: boolean; days: BookableDays }) {
  const t = useTranslations('inquiryForm');
  const optional = t('optional');
  const topics = Object.fromEntries(CALL_TOPICS.map((topic) => [topic, t(`topics.${topic}`)])) as Record<CallTopic, string>;
  return (
    <InquiryPostForm kind="callRequest" action={action} fields={CALL_REQUEST_FIELDS} answer={answer} sent={sent}>
      {(state) => {
        const { errors, values, firstInvalid } = state;
        const chosenWindow = values.timeWindow ?? 'morning';
        return (
          <>
            <ContactDetailsFields idPrefix="call" state={state} companyRequired={true} />
            <div className="grid gap-5 sm:grid-cols-2">
              <Field id="call-date" label={t('preferredDate')} required optionalText={optional} hint={t('preferredDateHint')} error={errors.preferredDate}>
                {(control) => (
                  <input
                    {...control}
                    name="preferredDate"
                    type="date"
                    required
                    min={days.min}
                    max={days.max}
                    data-local-dates=""
                    data-days-ahead={LIMITS_FOR_FORMS.daysAhead}
                    defaultValue={values.preferredDate}
                    autoFocus={firstInvalid === 'preferredDate'}
                    className={controlClass}
                  />
                )}
              </Field>
              <Field id="call-timezone" label={t('timezone')} required optionalText={optional} hint={t('timezoneHint')} error={errors.timezone}>
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
                      data-local-zone=""
                      defaultValue={values.timezone ?? ''}
                      autoFocus={firstInvalid === 'timezone'}
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
            <FieldGroup id="call-window" legend={t('timeWindow')} required error={errors.timeWindow}>
              <div className="flex flex-wrap gap-3">
                {TIME_WINDOWS.map((window, index) => (
                  <Choice
                    key={window}
                    type="radio"
                    name="timeWindow"
                    value={window}
                    defaultChecked={chosenWindow === window}
                    // A radio group is marked on its fieldset, which cannot take focus itself: its first option does.
                    autoFocus={firstInvalid === 'timeWindow' && index === 0}
                    label={t(`timeWindows.${window}`)}
                    className="cursor-pointer rounded-lg border border-slate-300 px-4 py-2 has-checked:border-brand-500 has-checked:bg-brand-50"
                  />
                ))}
              </div>
            </FieldGroup>
            <ChoiceField
              id="call-topic"
              name="topic"
              label={t('topic')}
              optionalText={optional}
              error={errors.topic}
              options={CALL_TOPICS}
              optionLabels={topics}
              defaultValue={values.topic ?? 'demo'}
              autoFocus={firstInvalid === 'topic'}
            />
            <NotesField id="call-notes" label={t('notes')} optionalText={optional} error={errors.notes} defaultValue={values.notes} autoFocus={firstInvalid === 'notes'} />
          </>
        );
      }}
    </InquiryPostForm>
  );
}
