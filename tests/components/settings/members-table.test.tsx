import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MemberAddForm } from '@/components/settings/member-add-form';
import type { MemberProfile } from '@/lib/data/workspaces/types';
import { MembersTable } from '@/components/settings/members-table';
import type { RoleOption } from '@/components/settings/role-options';
import type { WorkspaceRole } from '@/lib/data/workspaces';
import { fakeAction, renderSettings } from './render-settings';

afterEach(cleanup);

const WORKSPACE = '4b9f1c3e-2a6d-4e8b-9c1f-0a2b3c4d5e6f';
const roles: RoleOption[] = [
  { value: 'owner', label: 'Owner' },
  { value: 'operator', label: 'Operator' },
  { value: 'reviewer', label: 'Reviewer' },
  { value: 'viewer', label: 'Viewer' },
];
const olivia: MemberProfile = {
  userId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  email: 'olivia@example.test',
  username: 'olivia',
  role: 'owner',
  accountStatus: 'active',
  joinedAt: new Date('2026-11-01T09:00:00Z'),
};
const rita: MemberProfile = {
  userId: '1b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e',
  email: 'rita@example.test',
  username: null,
  role: 'reviewer',
  accountStatus: 'suspended',
  joinedAt: new Date('2026-11-02T09:00:00Z'),
};

describe('the members table', () => {
  it('is read-only for members who do not manage', () => {
    renderSettings(<MembersTable labelledBy="members-list" workspaceId={WORKSPACE} members={[olivia, rita]} selfId={rita.userId} roles={roles} />);
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]!).getByText('Owner')).toBeTruthy();
    expect(within(rows[2]!).getByText('(you)')).toBeTruthy();
    expect(within(rows[2]!).getByText('Account not active')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('lets an owner change a role and announces it', async () => {
    const changeRole = fakeAction<{ role: WorkspaceRole }>({ ok: true, data: { role: 'operator' } });
    const remove = fakeAction<{ email: string }>(null);
    renderSettings(
      <MembersTable labelledBy="members-list"
        workspaceId={WORKSPACE}
        members={[olivia, rita]}
        selfId={olivia.userId}
        roles={roles}
        manage={{ changeRole: changeRole.action, remove: remove.action }}
      />,
    );
    await userEvent.selectOptions(screen.getByLabelText('Role of rita@example.test'), 'operator');
    await userEvent.click(screen.getByRole('button', { name: 'Change role of rita@example.test' }));
    await waitFor(() => expect(changeRole.sent).toHaveLength(1));
    expect(Object.fromEntries(changeRole.sent[0]!)).toEqual({ workspaceId: WORKSPACE, userId: rita.userId, role: 'operator' });
    expect((await screen.findByRole('status')).textContent).toBe('rita@example.test is now Operator.');
  });

  it('asks before removing, and shows the last-owner refusal', async () => {
    const changeRole = fakeAction<{ role: WorkspaceRole }>(null);
    const remove = fakeAction<{ email: string }>({ ok: false, error: { key: 'settings.errors.lastOwner', code: 'conflict' } });
    renderSettings(
      <MembersTable labelledBy="members-list"
        workspaceId={WORKSPACE}
        members={[olivia]}
        selfId={olivia.userId}
        roles={roles}
        manage={{ changeRole: changeRole.action, remove: remove.action }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove olivia@example.test' }));
    expect(screen.getByText('Remove olivia@example.test from this workspace?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(remove.sent).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Remove olivia@example.test' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A workspace needs at least one active owner. Make another member an owner first.',
    );
  });
});

describe('adding a member', () => {
  it('sends the e-mail and role and confirms in words', async () => {
    const { action, sent } = fakeAction<{ email: string; role: WorkspaceRole }>({ ok: true, data: { email: 'rita@example.test', role: 'reviewer' } });
    renderSettings(<MemberAddForm action={action} workspaceId={WORKSPACE} roles={roles} />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'Rita@Example.test');
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'reviewer');
    await userEvent.click(screen.getByRole('button', { name: 'Add member' }));
    expect((await screen.findByRole('status')).textContent).toBe('rita@example.test was added as Reviewer.');
    expect(sent[0]!.get('email')).toBe('Rita@Example.test');
    expect(sent[0]!.get('role')).toBe('reviewer');
  });

  it('explains an e-mail without an approved account', async () => {
    const { action } = fakeAction<{ email: string; role: WorkspaceRole }>({ ok: false, error: { key: 'settings.errors.noActiveAccount', code: 'not_found' } });
    renderSettings(<MemberAddForm action={action} workspaceId={WORKSPACE} roles={roles} />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'pending@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Add member' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/No approved Partsmith account uses this e-mail address/);
  });
});
