import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import type { ActionState, FormAction } from '@/lib/actions/result';
import en from '@/messages/en.json';
import settings from '@/messages/areas/settings/en.json';

/** Renders a settings component with the English messages the app layout sends to the browser. */
export function renderSettings(ui: ReactElement) {
  return render(
    <NextIntlClientProvider locale="en" timeZone="UTC" messages={{ ...en, settings }}>
      {ui}
    </NextIntlClientProvider>,
  );
}

/** A fake server action: records what was sent and answers what it is told to, in order. */
export function fakeAction<T>(...answers: ActionState<T>[]) {
  const sent: FormData[] = [];
  const action: FormAction<T> = async (_state, formData) => {
    sent.push(formData);
    return answers[Math.min(sent.length - 1, answers.length - 1)] ?? null;
  };
  return { action, sent };
}
