import type { SessionUser } from '@/lib/auth';
import type { RuntimeConfig } from '@/lib/config';

/**
 * Who may use the preview, decided from the flags and the signed-in user:
 * - `disabled`: the preview flag is off (pages redirect to /, the endpoint answers 404);
 * - `open`: anyone, signed in or not;
 * - `member`: previewRequireAuth is on and an active user is signed in;
 * - `signInRequired`: previewRequireAuth is on and nobody is signed in;
 * - `inactive`: previewRequireAuth is on and the account is pending review or suspended.
 */
export type PreviewAccess = 'disabled' | 'open' | 'member' | 'signInRequired' | 'inactive';

export function decidePreviewAccess(
  features: Pick<RuntimeConfig['features'], 'preview' | 'previewRequireAuth'> | null,
  user: Pick<SessionUser, 'accountStatus'> | null,
): PreviewAccess {
  // No valid configuration: the preview stays shut rather than guessing the flags.
  if (!features?.preview) return 'disabled';
  if (!features.previewRequireAuth) return 'open';
  if (!user) return 'signInRequired';
  return user.accountStatus === 'active' ? 'member' : 'inactive';
}

/** Whether conversions and the sample dashboard may run for this access. */
export function mayUsePreview(access: PreviewAccess): boolean {
  return access === 'open' || access === 'member';
}
