import type { SessionUser } from './account-status';
import { getCurrentUser } from './current-user';

/**
 * Spec §7: `checkSubscription()` returns an active flag, and any failure counts as not active. A
 * subscription is active exactly when the account is (spec §3: hasActiveSubscription).
 */
export async function checkSubscription(readUser: () => Promise<SessionUser | null> = getCurrentUser): Promise<{ active: boolean }> {
  try {
    const user = await readUser();
    return { active: user?.hasActiveSubscription === true };
  } catch (error) {
    console.error('[partsmith] subscription check failed; counting as not active', error);
    return { active: false };
  }
}
