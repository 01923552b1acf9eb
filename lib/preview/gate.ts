import { connection } from 'next/server';
import { getCurrentUser } from '@/lib/auth';
import { getRuntimeConfig } from '@/lib/config';
import { decidePreviewAccess, type PreviewAccess } from './access';

/**
 * The preview's access for this request, from the configuration the server runs with (never the
 * one it was built with) and the user's status read fresh. Pages, the dashboard and the endpoint
 * all ask this; the proxy's redirect is only the first gate. The user is looked up only when
 * previewRequireAuth makes it matter, so the open preview costs no session or database work.
 */
export async function resolvePreviewAccess(): Promise<{ access: PreviewAccess; rateLimit: number }> {
  await connection();
  const config = getRuntimeConfig();
  if (!config.ok) return { access: 'disabled', rateLimit: 1 };
  const { features, rateLimits } = config.config;
  const user = features.preview && features.previewRequireAuth ? await getCurrentUser() : null;
  return { access: decidePreviewAccess(features, user), rateLimit: rateLimits.matching };
}
