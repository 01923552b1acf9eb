import { screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { CallRequestForm } from '@/components/marketing/forms/call-request-form';
import { ContactForm } from '@/components/marketing/forms/contact-form';
import { LIMITS_FOR_FORMS } from '@/components/marketing/forms/limits';
import { formPageScript } from '@/lib/site/form-page-script';
import { LIMITS } from '@/lib/data/inquiries/form-schema';
import type { InquiryFormAnswer } from '@/lib/inquiries/form-answer';
import app from '@/messages/en.json';
import en from '@/messages/site/en.json';
import deApp from '@/messages/de.json';
import de from '@/messages/site/de.json';

/*
 * The inquiry forms as the server sends them (no React on the page: decision 0025), and the page's
 * inline script run from its source text, as the browser runs it.
 */
const f = en.inquiryForm;
const NONE: InquiryFormAnswer = { refusal: null, typed: {} };

function load(form: ReactNode, locale: 'en' | 'de' = 'en'): void {
  const [site, common] = locale === 'en' ? [en, app] : [de, deApp];
  document.body.innerHTML = renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={{ inquiryForm: site.inquiryForm, actions: common.actions }} timeZone="UTC">
      {form}
    </NextIntlClientProvider>,
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the contact form as HTML', () => {
  it('posts to its route, gives every field a visible label, and hides the honeypot', () => {
    load(<ContactForm action="/de/contact/send" answer={NONE} sent={false} />);
    const form = document.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/de/contact/send');
    expect(form.getAttribute('data-pending-label')).toBe(f.sending);
    for (const name of [/^Name/, /^Work email/, /^Company/, /^Message/]) {
      expect(screen.getByLabelText(name).tagName).toMatch(/INPUT|TEXTAREA/);
    }
    // The only optional field says so in its label.
    expect(screen.getByLabelText('Company (optional)').getAttribute('name')).toBe('company');
    expect(screen.getByLabelText(/^Message/).getAttribute('maxlength')).toBe(String(LIMITS.messageMax));
    expect(document.querySelector('input[name="website"]')!.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: f.sendMessage })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('marks invalid fields, ties each to its message, announces the form error, keeps the input and focuses the first field to fix', () => {
    load(
      <ContactForm
        action="/contact/send"
        sent={false}
        answer={{
          refusal: { ok: false, error: { key: 'inquiryForm.errors.checkFields' }, fieldErrors: { email: { key: 'inquiryForm.errors.emailInvalid' } } },
          typed: { name: 'Anna', email: 'anna@', company: '', message: 'Ten chars or more here' },
        }}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe(f.errors.checkFields);
    const email = screen.getByLabelText(/^Work email/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(f.errors.emailInvalid);
    expect(email.hasAttribute('autofocus')).toBe(true);
    expect(screen.getByRole('alert').hasAttribute('autofocus')).toBe(false);
    expect(screen.getByLabelText(/^Name/).hasAttribute('aria-invalid')).toBe(false);
    expect(screen.getByLabelText(/^Name/).getAttribute('value')).toBe('Anna');
    expect(screen.getByLabelText(/^Message/).textContent).toBe('Ten chars or more here');
  });

  it('says how long to wait after the rate limit, in the page’s language, and focuses that', () => {
    load(
      <ContactForm
        action="/de/contact/send"
        sent={false}
        answer={{ refusal: { ok: false, error: { key: 'inquiryForm.errors.rateLimited', values: { minutes: 7 } } }, typed: { message: 'Forty thousand rows of brake parts.' } }}
      />,
      'de',
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('7');
    expect(alert.hasAttribute('autofocus')).toBe(true);
    expect(screen.getByLabelText(new RegExp(`^${de.inquiryForm.message}`)).textContent).toBe('Forty thousand rows of brake parts.');
  });

  it('says when a long message came back cut', () => {
    load(<ContactForm action="/contact/send" sent={false} answer={{ refusal: { ok: false, error: { key: 'inquiryForm.errors.rateLimited', values: { minutes: 1 } } }, typed: { message: 'x' }, cut: true }} />);
    expect(screen.getByRole('note').textContent).toBe(f.keptCut);
  });

  it('shows the thank-you note instead of the form once sent', () => {
    load(<ContactForm action="/contact/send" answer={NONE} sent />);
    expect(screen.getByRole('status').textContent).toContain(f.sentTitle);
    expect(document.querySelector('form')).toBeNull();
  });
});

describe('the call-request form and the page’s script', () => {
  it('offers the server’s days until the script puts in the browser’s calendar and time zone', () => {
    load(<CallRequestForm action="/schedule-a-call/send" answer={NONE} sent={false} days={{ min: '2000-01-02', max: '2000-04-01' }} />);
    const date = screen.getByLabelText(/^Preferred date/);
    const zone = screen.getByLabelText(/^Time zone/) as HTMLInputElement;
    expect(date.getAttribute('min')).toBe('2000-01-02');
    expect(zone.value).toBe('');
    new Function(formPageScript({ forgetReportingUser: false }))();
    const local = (days: number) => {
      const d = new Date();
      d.setDate(d.getDate() + days);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    };
    expect(date.getAttribute('min')).toBe(local(1));
    expect(date.getAttribute('max')).toBe(local(LIMITS.daysAhead));
    expect(zone.value).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('keeps a typed time zone and the chosen window, and focuses the window group’s first option when it is wrong', () => {
    load(
      <CallRequestForm
        action="/schedule-a-call/send"
        sent={false}
        days={{ min: '2000-01-02', max: '2000-04-01' }}
        answer={{
          refusal: { ok: false, error: { key: 'inquiryForm.errors.checkFields' }, fieldErrors: { timeWindow: { key: 'inquiryForm.errors.timeWindowInvalid' } } },
          typed: { timezone: 'Asia/Tokyo', timeWindow: 'afternoon' },
        }}
      />,
    );
    new Function(formPageScript({ forgetReportingUser: false }))();
    expect((screen.getByLabelText(/^Time zone/) as HTMLInputElement).value).toBe('Asia/Tokyo');
    expect((screen.getByLabelText(f.timeWindows.afternoon) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByLabelText(f.timeWindows.morning).hasAttribute('autofocus')).toBe(true);
    expect(screen.getByText(f.errors.timeWindowInvalid)).toBeTruthy();
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
