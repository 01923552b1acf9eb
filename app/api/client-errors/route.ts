import { headers } from 'next/headers';
import { getCurrentUser, signedInUserId } from '@/lib/auth';
import { acceptClientError } from '@/lib/monitoring/client-errors';
import { countError } from '@/lib/monitoring/process-errors';
import { reportError } from '@/lib/monitoring';

export const runtime = 'nodejs';

/**
 * A browser's uncaught error (components/monitoring/client-error-reporter.tsx): counted into the
 * error rate per minute and reported with the signed-in user (lib/monitoring/client-errors.ts has the
 * checks). Answers 204 with no body, or the status of the refusal.
 */
export async function POST(request: Request): Promise<Response> {
  return acceptClientError(request, await headers(), {
    count: countError,
    report: reportError,
    senderId: signedInUserId,
    currentUser: async () => {
      const user = await getCurrentUser();
      return user ? { id: user.id, email: user.email, username: user.username } : null;
    },
  });
}
