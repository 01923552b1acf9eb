import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiKeyCreateForm, type CreatedKey } from '@/components/settings/api-key-create-form';
import { ApiKeysTable } from '@/components/settings/api-keys-table';
import { fakeAction, renderSettings } from './render-settings';

afterEach(cleanup);

const WORKSPACE = '4b9f1c3e-2a6d-4e8b-9c1f-0a2b3c4d5e6f';
const SCOPES = ['uploads:write', 'jobs:read', 'jobs:write', 'exports:read', 'exports:write'] as const;
const SECRET = 'psk_abcdefghijkl_' + 'S'.repeat(43);
const created: CreatedKey = { name: 'PIM nightly sync', prefix: 'abcdefghijkl', secret: SECRET };

describe('creating an API key', () => {
  it('shows the secret once, with a warning, until the user says it is stored', async () => {
    const { action, sent } = fakeAction<CreatedKey>({ ok: true, data: created });
    renderSettings(<ApiKeyCreateForm action={action} workspaceId={WORKSPACE} scopes={SCOPES} />);
    await userEvent.type(screen.getByLabelText('Name'), 'PIM nightly sync');
    await userEvent.click(screen.getByLabelText(/jobs:write/));
    await userEvent.click(screen.getByRole('button', { name: 'Create key' }));

    const secret = await screen.findByLabelText('API key');
    expect((secret as HTMLInputElement).value).toBe(SECRET);
    expect(screen.getByText(/It is shown only this once/)).toBeTruthy();
    expect(sent[0]!.get('workspaceId')).toBe(WORKSPACE);
    expect(sent[0]!.getAll('scopes')).toEqual(['uploads:write', 'jobs:read', 'exports:read', 'exports:write']);

    await userEvent.click(screen.getByRole('button', { name: 'I have stored the key' }));
    expect(screen.queryByLabelText('API key')).toBeNull();
    expect(document.body.innerHTML).not.toContain(SECRET);
  });

  it('copies the secret to the clipboard and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { action } = fakeAction<CreatedKey>({ ok: true, data: created });
    renderSettings(<ApiKeyCreateForm action={action} workspaceId={WORKSPACE} scopes={SCOPES} />);
    await user.type(screen.getByLabelText('Name'), 'PIM nightly sync');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    await user.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(await screen.findByText('Copied to the clipboard.')).toBeTruthy();
  });

  it('shows no secret and announces the refusal when the server says no', async () => {
    const { action } = fakeAction<CreatedKey>({ ok: false, error: { key: 'settings.errors.notAllowed', code: 'not_allowed' } });
    renderSettings(<ApiKeyCreateForm action={action} workspaceId={WORKSPACE} scopes={SCOPES} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Sync');
    await userEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Only owners can change it/);
    expect(screen.queryByLabelText('API key')).toBeNull();
  });

  it('says which field is wrong', async () => {
    const { action } = fakeAction<CreatedKey>({ ok: false, error: { key: 'actions.invalidInput', code: 'invalid' }, fieldErrors: { scopes: { key: 'settings.errors.scopesRequired' }, name: { key: 'settings.errors.keyNameInvalid' } } });
    renderSettings(<ApiKeyCreateForm action={action} workspaceId={WORKSPACE} scopes={SCOPES} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Choose at least one scope.')).toBeTruthy();
    const name = screen.getByLabelText('Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent).toBe(
      'Give the key a name of 1 to 100 characters.',
    );
  });
});

describe('the list of API keys', () => {
  const keys = [
    {
      id: '0d4c6a8e-1b2f-4c3d-8e9f-a0b1c2d3e4f5',
      name: 'PIM nightly sync',
      prefix: 'abcdefghijkl',
      scopes: ['jobs:read'],
      createdAt: new Date('2026-11-20T10:00:00Z'),
      lastUsedAt: null,
      revokedAt: null,
    },
    {
      id: '1e5d7b9f-2c3a-4d4e-9f0a-b1c2d3e4f5a6',
      name: 'Old connector',
      prefix: 'zyxwvutsrqpo',
      scopes: ['exports:read'],
      createdAt: new Date('2026-10-01T10:00:00Z'),
      lastUsedAt: new Date('2026-10-02T10:00:00Z'),
      revokedAt: new Date('2026-10-03T10:00:00Z'),
    },
  ];

  it('shows prefixes only, and offers revoking active keys after a confirmation', async () => {
    const { action, sent } = fakeAction<{ revoked: boolean }>({ ok: true, data: { revoked: true } });
    renderSettings(<ApiKeysTable workspaceId={WORKSPACE} keys={keys} revoke={action} labelledBy="api-keys-list" />);
    expect(screen.getByText('psk_abcdefghijkl_…')).toBeTruthy();
    expect(screen.getByText(/^Revoked /)).toBeTruthy();
    expect(screen.getByText('Never')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Revoke Old connector' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Revoke PIM nightly sync' }));
    expect(sent).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, revoke' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.get('keyId')).toBe(keys[0]!.id);
    expect((await screen.findByRole('status')).textContent).toBe('“PIM nightly sync” was revoked.');
  });
});
