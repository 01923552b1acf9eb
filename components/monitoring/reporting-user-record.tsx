'use client';

import { useEffect } from 'react';
import { rememberReportingUser, type ReportingUser } from '@/lib/monitoring';

/**
 * Spec §3: keeps the locally stored user record that error reports name (lib/monitoring/reporting-user.ts).
 * The signed-in frame mounts it with who is signed in; the sign-in page, where sign-out lands, mounts it
 * with no one, which forgets the record.
 */
export function ReportingUserRecord({ user }: { user: ReportingUser | null }): null {
  const { id, email, username } = user ?? {};
  useEffect(() => {
    rememberReportingUser(id ? { id, email: email ?? null, username: username ?? null } : null);
  }, [id, email, username]);
  return null;
}
