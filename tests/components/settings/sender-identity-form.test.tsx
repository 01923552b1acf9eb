import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SenderIdentityForm, type SenderIdentityValues } from '@/components/settings/sender-identity-form';
import { senderIdentityForm } from '@/app/[locale]/(app)/settings/forms';
import { fieldErrorsOf } from '@/lib/actions/result';
import { fakeAction, renderSettings } from './render-settings';

afterEach(cleanup);

const WORKSPACE = '4b9f1c3e-2a6d-4e8b-9c1f-0a2b3c4d5e6f';
const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'de', label: 'German' },
];
const EMPTY: SenderIdentityValues = { company: '', senderName: '', phone: '', email: '', documentTitle: '', language: '', brands: [] };

describe('the sender identity form', () => {
  it('shows the saved identity, adds and removes brand rows, and sends every row in order', async () => {
    const { action, sent } = fakeAction<{ placeholders: number }>({ ok: true, data: { placeholders: 1 } });
    renderSettings(
      <SenderIdentityForm
        action={action}
        workspaceId={WORKSPACE}
        values={{ ...EMPTY, company: 'Bremsen Müller GmbH', brands: [{ name: 'Müller Pro', code: 'BKMN' }] }}
        languages={LANGUAGES}
      />,
    );
    expect((screen.getByLabelText('Company') as HTMLInputElement).value).toBe('Bremsen Müller GmbH');
    expect((screen.getByLabelText('Brand code 1') as HTMLInputElement).value).toBe('BKMN');

    await userEvent.click(screen.getByRole('button', { name: 'Add a brand' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add a brand' }));
    await userEvent.type(screen.getByLabelText('Brand name 2'), 'Müller Eco');
    await userEvent.type(screen.getByLabelText('Brand code 2'), 'bkmp');
    await userEvent.type(screen.getByLabelText('Brand name 3'), 'Dropped');
    await userEvent.click(screen.getByRole('button', { name: 'Remove brand 3' }));
    expect(screen.getAllByTestId('sender-brand-row')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText('Contact name'), 'Zoë Ångström');
    await userEvent.selectOptions(screen.getByLabelText('Default language'), 'de');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('status')).textContent).toBe('Saved. 1 header field still carries a placeholder.');
    const form = sent[0]!;
    expect(form.getAll('brandName')).toEqual(['Müller Pro', 'Müller Eco']);
    expect(form.getAll('brandCode')).toEqual(['BKMN', 'BKMP']);
    expect(form.get('senderName')).toBe('Zoë Ångström');
    expect(form.get('language')).toBe('de');
    // The rows typed here survive the reset React does after a submission.
    expect((screen.getByLabelText('Brand name 2') as HTMLInputElement).value).toBe('Müller Eco');
  });

  it('ties a refused phone number and refused brands to their places', async () => {
    const { action } = fakeAction<{ placeholders: number }>({ ok: false, error: { key: 'actions.invalidInput', code: 'invalid' }, fieldErrors: { phone: { key: 'settings.errors.senderPhoneInvalid' }, brands: { key: 'settings.errors.brandsInvalid' } } });
    renderSettings(<SenderIdentityForm action={action} workspaceId={WORKSPACE} values={EMPTY} languages={LANGUAGES} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Enter a phone number with at least 5 digits/)).toBeTruthy();
    expect(screen.getByLabelText('Phone').getAttribute('aria-invalid')).toBe('true');
    const brands = screen.getByRole('group', { name: 'Brands you sell' });
    expect(within(brands).getByText(/Check the brands: each needs a name/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the sender identity form on the server', () => {
  const base = { workspaceId: WORKSPACE, company: '', senderName: '', phone: '', email: '', documentTitle: '', language: '' };

  it('treats empty boxes and empty brand rows as not set, and writes brand codes in capitals', () => {
    expect(senderIdentityForm.parse({ ...base, brandName: ['', 'Acme'], brandCode: ['', 'bkmn'] })).toEqual({
      workspaceId: WORKSPACE,
      identity: { brands: [{ name: 'Acme', code: 'BKMN' }] },
    });
    expect(senderIdentityForm.parse({ ...base, company: '  Acme  ', language: 'fr' })).toEqual({ workspaceId: WORKSPACE, identity: { company: 'Acme', language: 'fr' } });
  });

  it('answers each refused field with its message key', () => {
    const r = senderIdentityForm.safeParse({
      ...base,
      phone: 'call us',
      senderName: 'x'.repeat(61),
      email: 'nope',
      documentTitle: '{year}',
      language: 'pt',
      brandName: 'Acme',
      brandCode: 'AEIO',
    });
    expect(r.success).toBe(false);
    expect(fieldErrorsOf(r.error!)).toEqual({
      senderName: { key: 'settings.errors.senderNameInvalid' },
      phone: { key: 'settings.errors.senderPhoneInvalid' },
      email: { key: 'settings.errors.emailInvalid' },
      brands: { key: 'settings.errors.brandsInvalid' },
      documentTitle: { key: 'settings.errors.documentTitleInvalid' },
      language: { key: 'settings.errors.languageInvalid' },
    });
  });
});
