import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthForm } from '@/components/auth/auth-form';
import type { ActionState, MessageKey } from '@/lib/actions/result';
import en from '@/messages/en.json';

afterEach(cleanup);

// What authFormTexts() hands the form on an English page (no English error has an ICU escape).
const texts = {
  fields: en.auth.fields,
  errors: {
    ...Object.fromEntries(Object.entries(en.auth.errors).map(([key, text]) => [`auth.errors.${key}`, text])),
    'actions.unexpected': en.actions.unexpected,
    'actions.invalidInput': en.actions.invalidInput,
  },
};

function renderForm(answer: ActionState<undefined>, hidden?: Record<string, string>) {
  render(
    <AuthForm
      action={async () => answer}
      texts={texts}
      hidden={hidden}
      submitLabel="Save new password"
      pendingLabel="Saving…"
      fields={[{ name: 'password', type: 'password', autoComplete: 'new-password', label: 'newPassword' }]}
    />,
  );
}

describe('the auth form', () => {
  it('shows an error about a hidden input (the reset token) as the form’s error instead of nothing', async () => {
    renderForm({ ok: false, error: { key: 'actions.invalidInput', code: 'invalid' }, fieldErrors: { token: { key: 'auth.errors.tokenInvalid' } } }, { token: 'x'.repeat(300) });
    await userEvent.type(screen.getByLabelText('New password'), 'Caliper-Bracket-47');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This link is invalid or has expired. Request a new one.');
  });

  it('shows a field’s own error next to it, not as the form’s', async () => {
    renderForm({ ok: false, error: { key: 'actions.invalidInput', code: 'invalid' }, fieldErrors: { password: { key: 'auth.errors.passwordSequence' } } });
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText(/straight sequence/)).toBeTruthy();
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts the auth service’s own message into its error, and an unknown error code reads as unexpected', async () => {
    renderForm({ ok: false, error: { key: 'auth.errors.authService', values: { message: 'rate limit $& reached' } } });
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The sign-in service reported a problem: rate limit $& reached');
    cleanup();

    renderForm({ ok: false, error: { key: 'actions.invalidInput', code: 'invalid' }, fieldErrors: { password: { key: 'constructor' as MessageKey } } });
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText(en.actions.unexpected)).toBeTruthy();
  });
});
