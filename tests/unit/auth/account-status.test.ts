import { describe, expect, it } from 'vitest';
import { accountReviewError, toSessionUser } from '@/lib/auth/account-status';
import { parseAccountStatus } from '@/lib/data/accounts/types';

describe('account status', () => {
  it.each([undefined, null, '', 'ACTIVE', 'approved', 42, {}])('counts %j as pending review', (raw) => {
    expect(parseAccountStatus(raw)).toBe('pending_review');
  });

  it.each(['pending_review', 'active', 'suspended'] as const)('keeps %s', (status) => {
    expect(parseAccountStatus(status)).toBe(status);
  });

  it('lets only an active account in', () => {
    expect(accountReviewError('active')).toBeNull();
  });

  it('refuses a pending account with the spec’s message and code', () => {
    expect(accountReviewError('pending_review')).toEqual({
      code: 'ACCOUNT_REVIEW',
      status: 'pending_review',
      message: 'Account pending manual approval.',
      messageKey: 'accountPending',
    });
  });

  it('refuses a suspended account with the spec’s message and code', () => {
    expect(accountReviewError('suspended')).toMatchObject({
      code: 'ACCOUNT_REVIEW',
      message: 'Account suspended. Contact support.',
      messageKey: 'accountSuspended',
    });
  });

  it('gives an active subscription only to an active account', () => {
    const base = { id: 'u', email: 'a@example.com', username: 'a' };
    expect(toSessionUser({ ...base, accountStatus: 'active' }).hasActiveSubscription).toBe(true);
    expect(toSessionUser({ ...base, accountStatus: 'suspended' }).hasActiveSubscription).toBe(false);
    expect(toSessionUser({ ...base, accountStatus: 'whatever' })).toMatchObject({
      accountStatus: 'pending_review',
      hasActiveSubscription: false,
      isAdmin: false,
    });
  });
});
