import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CreateWorkspaceForm } from '@/components/settings/create-workspace-form';
import { RetentionForm } from '@/components/settings/retention-form';
import { UsernameForm } from '@/components/settings/username-form';
import { createApiKeyForm, retentionForm, toMegabytes } from '@/app/[locale]/(app)/settings/forms';
import { fakeAction, renderSettings } from './render-settings';

afterEach(cleanup);

const WORKSPACE = '4b9f1c3e-2a6d-4e8b-9c1f-0a2b3c4d5e6f';

describe('the retention form', () => {
  it('shows the saved values and the defaults, and confirms the new period', async () => {
    const { action, sent } = fakeAction<{ retentionDays: number }>({ ok: true, data: { retentionDays: 30 } });
    renderSettings(
      <RetentionForm
        action={action}
        workspaceId={WORKSPACE}
        values={{ retentionDays: 90, uploadLimitMb: '200', workspaceQuotaMb: '', notificationEmail: '', exportConfirmationDays: 14 }}
        defaults={{ retentionDays: 90, uploadLimitMb: '200', exportConfirmationDays: 14 }}
      />,
    );
    const days = screen.getByLabelText('Keep uploads for (days)');
    expect((days as HTMLInputElement).value).toBe('90');
    expect(screen.getByText('From 1 to 3650 days. Default: 90 days.')).toBeTruthy();
    await userEvent.clear(days);
    await userEvent.type(days, '30');
    await userEvent.type(screen.getByLabelText('Notification e-mail'), 'catalog@example.test');
    const waiting = screen.getByLabelText('Days an export waits for confirmation');
    expect((waiting as HTMLInputElement).value).toBe('14');
    expect(screen.getByText(/After this many days \(1 to 365, default 14\) it expires, its files are removed/)).toBeTruthy();
    await userEvent.clear(waiting);
    await userEvent.type(waiting, '7');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe('Saved. Uploads are now kept for 30 days.');
    expect(Object.fromEntries(sent[0]!)).toMatchObject({
      retentionDays: '30',
      uploadLimitMb: '200',
      workspaceQuotaMb: '',
      notificationEmail: 'catalog@example.test',
      exportConfirmationDays: '7',
    });
  });

  it('ties a refused value to its field', async () => {
    const { action } = fakeAction<{ retentionDays: number }>({ ok: false, error: { key: 'actions.invalidInput', code: 'invalid' }, fieldErrors: { retentionDays: { key: 'settings.errors.retentionInvalid' } } });
    renderSettings(
      <RetentionForm
        action={action}
        workspaceId={WORKSPACE}
        values={{ retentionDays: 90, uploadLimitMb: '200', workspaceQuotaMb: '', notificationEmail: '', exportConfirmationDays: 14 }}
        defaults={{ retentionDays: 90, uploadLimitMb: '200', exportConfirmationDays: 14 }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a whole number of days from 1 to 3650.')).toBeTruthy();
    expect(screen.getByLabelText('Keep uploads for (days)').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the retention form on the server', () => {
  const base = { workspaceId: WORKSPACE, retentionDays: '30', uploadLimitMb: '1.5', workspaceQuotaMb: '', notificationEmail: '', exportConfirmationDays: '14' };

  it('turns MB into bytes and empty boxes into "none"', () => {
    expect(retentionForm.parse(base)).toEqual({
      workspaceId: WORKSPACE,
      patch: { retentionDays: 30, uploadLimitBytes: 1572864, workspaceQuotaBytes: null, notificationEmail: null, exportConfirmationDays: 14 },
    });
    expect(retentionForm.parse({ ...base, workspaceQuotaMb: '1024', notificationEmail: ' Ops@Example.test ' }).patch).toMatchObject({
      workspaceQuotaBytes: 1024 ** 3,
      notificationEmail: 'ops@example.test',
    });
    expect(toMegabytes(209715200)).toBe('200');
    expect(toMegabytes(1572864)).toBe('1.5');
  });

  it('refuses out-of-range values with the keys the form shows', () => {
    const issues = (input: Record<string, string>) =>
      retentionForm.safeParse({ ...base, ...input }).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(issues({ retentionDays: '0' })).toEqual(['retentionDays:settings.errors.retentionInvalid']);
    expect(issues({ retentionDays: '2.5' })).toEqual(['retentionDays:settings.errors.retentionInvalid']);
    expect(issues({ exportConfirmationDays: '0' })).toEqual(['exportConfirmationDays:settings.errors.exportConfirmationInvalid']);
    expect(issues({ exportConfirmationDays: '366' })).toEqual(['exportConfirmationDays:settings.errors.exportConfirmationInvalid']);
    expect(issues({ uploadLimitMb: '20000' })).toEqual(['uploadLimitMb:settings.errors.uploadLimitInvalid']);
    expect(issues({ uploadLimitMb: '' })).toEqual(['uploadLimitMb:settings.errors.uploadLimitInvalid']);
    expect(issues({ workspaceQuotaMb: '-5' })).toContain('workspaceQuotaMb:settings.errors.quotaInvalid');
    expect(issues({ notificationEmail: 'not-an-address' })).toContain('notificationEmail:settings.errors.emailInvalid');
  });

  it('reads one ticked scope, several, or none', () => {
    const form = { workspaceId: WORKSPACE, name: 'Sync' };
    expect(createApiKeyForm.parse({ ...form, scopes: 'jobs:read' }).scopes).toEqual(['jobs:read']);
    expect(createApiKeyForm.parse({ ...form, scopes: ['jobs:read', 'jobs:write'] }).scopes).toEqual(['jobs:read', 'jobs:write']);
    expect(createApiKeyForm.safeParse(form).error?.issues[0]?.message).toBe('settings.errors.scopesRequired');
    expect(createApiKeyForm.safeParse({ ...form, scopes: 'admin:all' }).success).toBe(false);
  });
});

describe('the username form', () => {
  it('starts with the current name and confirms the new one', async () => {
    const { action, sent } = fakeAction<{ username: string }>({ ok: true, data: { username: 'olivia_b' } });
    renderSettings(<UsernameForm action={action} username="olivia" />);
    const field = screen.getByLabelText('Username');
    expect((field as HTMLInputElement).value).toBe('olivia');
    await userEvent.clear(field);
    await userEvent.type(field, 'olivia_b');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe('Your username is now olivia_b.');
    expect(sent[0]!.get('username')).toBe('olivia_b');
  });

  it('says when the name is taken', async () => {
    const { action } = fakeAction<{ username: string }>({ ok: false, error: { key: 'settings.errors.usernameTaken', code: 'conflict' } });
    renderSettings(<UsernameForm action={action} username="olivia" />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This username is taken. Choose another one.');
  });
});

describe('the create-workspace form', () => {
  it('suggests a short name from the name until the user edits it', async () => {
    const { action, sent } = fakeAction<never>({ ok: false, error: { key: 'settings.errors.slugTaken', code: 'conflict' } });
    renderSettings(<CreateWorkspaceForm action={action} />);
    await userEvent.type(screen.getByLabelText('Workspace name'), 'Bremsen Müller');
    const slug = screen.getByLabelText('Short name') as HTMLInputElement;
    expect(slug.value).toBe('bremsen-muller');
    await userEvent.clear(slug);
    await userEvent.type(slug, 'bm-team');
    await userEvent.type(screen.getByLabelText('Workspace name'), ' GmbH');
    expect(slug.value).toBe('bm-team');
    await userEvent.click(screen.getByRole('button', { name: 'Create workspace' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This short name is taken. Choose another one.');
    expect(Object.fromEntries(sent[0]!)).toEqual({ name: 'Bremsen Müller GmbH', slug: 'bm-team' });
  });
});
