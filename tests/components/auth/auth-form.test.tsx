import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthForm } from '@/components/auth/auth-form';
import type { ActionState } from '@/lib/actions';
import en from '@/messages/en.json';

afterEach(cleanup);

function renderForm(answer: ActionState<undefined>, hidden?: Record<string, string>) {
  render(
    <NextIntlClientProvider locale="en" timeZone="UTC" messages={{ auth: en.auth }}>
      <AuthForm
        action={async () => answer}
        hidden={hidden}
        submitLabel="Save new password"
        pendingLabel="Saving…"
        fields={[{ name: 'password', type: 'password', autoComplete: 'new-password', label: 'newPassword' }]}
      />
    </NextIntlClientProvider>,
  );
}

describe('the auth form', () => {
  it('shows an error about a hidden input (the reset token) as the form’s error instead of nothing', async () => {
    renderForm({ ok: false, fieldErrors: { token: 'tokenInvalid' } }, { token: 'x'.repeat(300) });
    await userEvent.type(screen.getByLabelText('New password'), 'Caliper-Bracket-47');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This link is invalid or has expired. Request a new one.');
  });

  it('shows a field’s own error next to it, not as the form’s', async () => {
    renderForm({ ok: false, fieldErrors: { password: 'passwordSequence' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText(/straight sequence/)).toBeTruthy();
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
