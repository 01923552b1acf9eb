import { afterEach, describe, expect, it, vi } from 'vitest';
import { toSessionUser } from '@/lib/auth/account-status';
import { checkSubscription } from '@/lib/auth/subscription';

const user = (accountStatus: 'active' | 'pending_review' | 'suspended') =>
  toSessionUser({ id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b', email: 'a@example.test', username: null, accountStatus });

describe('checkSubscription (spec §7), which the signed-in area’s layout asks', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is active exactly when the session user’s account is', async () => {
    expect(await checkSubscription(async () => user('active'))).toEqual({ active: true });
    expect(await checkSubscription(async () => user('pending_review'))).toEqual({ active: false });
    expect(await checkSubscription(async () => user('suspended'))).toEqual({ active: false });
    expect(await checkSubscription(async () => null)).toEqual({ active: false });
  });

  it('counts any failure as not active, and says so in the log', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(
      await checkSubscription(async () => {
        throw new Error('database away');
      }),
    ).toEqual({ active: false });
    expect(logged).toHaveBeenCalledTimes(1);
  });
});
