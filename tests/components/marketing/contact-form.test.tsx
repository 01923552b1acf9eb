import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ContactForm } from '@/components/marketing/forms/contact-form';
import type { InquiryAction } from '@/components/marketing/forms/use-inquiry-form';
import type { InquiryFormLabels } from '@/components/marketing/forms/labels';
import { LIMITS_FOR_FORMS } from '@/components/marketing/forms/limits';
import { LIMITS } from '@/lib/data/inquiries';
import en from '@/messages/site/en.json';
import app from '@/messages/en.json';

afterEach(cleanup);

const f = en.inquiryForm;
const labels: InquiryFormLabels = {
  ...f,
  submit: f.sendMessage,
  sentTitle: f.sentTitle,
  sentText: f.sentText,
  privacyNote: 'We use your details only to answer you.',
  // As inquiryFormLabels hands them over: raw texts by full message key.
  errorTexts: {
    ...Object.fromEntries(Object.entries(f.errors).map(([key, text]) => [`inquiryForm.errors.${key}`, text])),
    'actions.unexpected': app.actions.unexpected,
  },
};

/** Records what the form sent and answers like the server action would. */
function actionAnswering(answer: Awaited<ReturnType<InquiryAction>>) {
  const sent: FormData[] = [];
  const action: InquiryAction = async (_state, formData) => {
    sent.push(formData);
    return answer;
  };
  return { action, sent };
}

describe('contact form', () => {
  it('gives every field a visible label', () => {
    render(<ContactForm action={actionAnswering({ ok: true, data: undefined }).action} locale="en" labels={labels} />);
    for (const name of [/^Name/, /^Work email/, /^Company/, /^Message/]) {
      expect(screen.getByLabelText(name).tagName).toMatch(/INPUT|TEXTAREA/);
    }
    // The only optional field says so in its label.
    expect(screen.getByLabelText('Company (optional)').getAttribute('name')).toBe('company');
  });

  it('sends the page locale and an empty honeypot with what was typed', async () => {
    const { action, sent } = actionAnswering({ ok: true, data: undefined });
    render(<ContactForm action={action} locale="de" labels={labels} />);
    await userEvent.type(screen.getByLabelText(/^Name/), 'Anna Keller');
    await userEvent.type(screen.getByLabelText(/^Work email/), 'anna@brakes.example');
    await userEvent.type(screen.getByLabelText(/^Message/), 'Forty thousand rows of brake parts.');
    await userEvent.click(screen.getByRole('button', { name: f.sendMessage }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const data = sent[0]!;
    expect(data.get('locale')).toBe('de');
    expect(data.get('website')).toBe('');
    expect(data.get('name')).toBe('Anna Keller');
  });

  it('marks invalid fields, ties each to its message, announces the form error and keeps the input', async () => {
    const { action } = actionAnswering({
      ok: false,
      error: { key: 'inquiryForm.errors.checkFields', code: 'invalid' },
      fieldErrors: { email: { key: 'inquiryForm.errors.emailInvalid' } },
      input: { name: 'Anna', email: 'anna@', company: '', message: 'Ten chars or more here' },
    });
    render(<ContactForm action={action} locale="en" labels={labels} />);
    await userEvent.click(screen.getByRole('button', { name: f.sendMessage }));

    expect((await screen.findByRole('alert')).textContent).toBe(f.errors.checkFields);
    const email = screen.getByLabelText(/^Work email/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(f.errors.emailInvalid);
    expect(screen.getByLabelText(/^Name/).hasAttribute('aria-invalid')).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Anna');
  });

  it('shows a storage failure as a form error without field errors', async () => {
    const { action } = actionAnswering({ ok: false, error: { key: 'inquiryForm.errors.storageFailed', code: 'unexpected' }, input: {} });
    render(<ContactForm action={action} locale="en" labels={labels} />);
    await userEvent.click(screen.getByRole('button', { name: f.sendMessage }));
    expect((await screen.findByRole('alert')).textContent).toContain('hello@partsmith.example');
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  });

  it('says how long to wait after the rate limit, and keeps what was typed', async () => {
    for (const [minutes, wait] of [[10, '10 minutes'], [1, '1 minute']] as const) {
      const { action } = actionAnswering({
        ok: false,
        error: { key: 'inquiryForm.errors.rateLimited', values: { minutes }, code: 'rate_limited' },
        input: { name: 'Anna', email: 'anna@brakes.example', company: '', message: 'Forty thousand rows of brake parts.' },
      });
      render(<ContactForm action={action} locale="en" labels={labels} />);
      await userEvent.click(screen.getByRole('button', { name: f.sendMessage }));
      expect((await screen.findByRole('alert')).textContent).toBe(`Too many messages from this browser. Please wait ${wait} and try again.`);
      expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe('Forty thousand rows of brake parts.');
      cleanup();
    }
  });

  it('replaces the form with a thank-you note once sent', async () => {
    render(<ContactForm action={actionAnswering({ ok: true, data: undefined }).action} locale="en" labels={labels} />);
    await userEvent.click(screen.getByRole('button', { name: f.sendMessage }));
    expect((await screen.findByRole('status')).textContent).toContain(f.sentTitle);
    expect(screen.queryByRole('button', { name: f.sendMessage })).toBeNull();
  });
});

describe('form limits', () => {
  it('match the limits the server enforces', () => {
    expect(LIMITS_FOR_FORMS).toEqual({
      name: LIMITS.name,
      company: LIMITS.company,
      email: LIMITS.email,
      messageMax: LIMITS.messageMax,
      notes: LIMITS.notes,
      daysAhead: LIMITS.daysAhead,
    });
  });
});
