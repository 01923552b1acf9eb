import { asService, type Db } from '@/lib/db';
import { verifyApiKey, type ApiKeyScope, type VerifiedApiKey } from '@/lib/data/workspaces';
import { say } from '@/lib/catalog/messages';
import { problem, type ApiProblem } from './errors';

const REALM = 'Bearer realm="partsmith-api"';
const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/** The key in `Authorization: Bearer psk_…`; null when there is none. */
export function presentedKey(headers: Pick<Headers, 'get'>): string | null {
  const header = headers.get('authorization');
  if (!header) return null;
  return BEARER.exec(header)?.[1] ?? null;
}

/**
 * Verifies the request's API key (as server code: the key is what tells us who is asking). Only
 * keys: a session cookie is not looked at, so a page's session can never be replayed against the
 * API (and the API needs no CSRF defence). Missing, unknown, wrong, revoked, or made by an account
 * that is no longer active — all 401, with one message for the last four, so keys cannot be probed.
 */
export async function authenticateKey(headers: Pick<Headers, 'get'>, db: Db): Promise<{ ok: true; key: VerifiedApiKey } | ApiProblem> {
  const presented = presentedKey(headers);
  if (!presented) {
    return problem('missing_api_key', say('api.missingKey'), {
      headers: { 'WWW-Authenticate': REALM },
    });
  }
  const verified = await asService((tx) => verifyApiKey(tx, presented), db);
  if (!verified.ok) {
    return problem('invalid_api_key', say('api.invalidKey'), {
      headers: { 'WWW-Authenticate': `${REALM}, error="invalid_token"` },
    });
  }
  return verified;
}

export function requireScope(key: VerifiedApiKey, scope: ApiKeyScope): ApiProblem | null {
  if (key.scopes.includes(scope)) return null;
  return problem('insufficient_scope', say('api.insufficientScope', { scope }), {
    headers: { 'WWW-Authenticate': `${REALM}, error="insufficient_scope", scope="${scope}"` },
  });
}
