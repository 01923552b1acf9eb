import { getCurrentUser } from './current-user';

/**
 * Spec §7: `checkSubscription()` returns an active flag, and any failure counts as not active. A
 * subscription is active exactly when the account is (spec §3: hasActiveSubscription).
 */
export async function checkSubscription(): Promise<{ active: boolean }> {
  try {
    const user = await getCurrentUser();
    return { active: user?.hasActiveSubscription === true };
  } catch (error) {
    console.error('[partsmith] subscription check failed; counting as not active', error);
    return { active: false };
  }
}
