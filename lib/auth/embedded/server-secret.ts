import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ENV, serverConfig } from '@/lib/config';

const CACHE_KEY = Symbol.for('partsmith.sessionSecret');
type Holder = { [CACHE_KEY]?: Uint8Array };

/**
 * The key that signs embedded session cookies and email links. From `PARTSMITH_SESSION_SECRET` when
 * set (at least 32 characters); otherwise generated once into `<data folder>/session-secret` (mode 0600), so
 * a fresh install needs no set-up and restarts keep everyone signed in.
 */
export function loadServerSecret(): Uint8Array {
  const holder = globalThis as Holder;
  if (holder[CACHE_KEY]) return holder[CACHE_KEY];

  const { auth, dataDir } = serverConfig();
  const fromEnv = auth.sessionSecret;
  if (fromEnv !== undefined) {
    if (fromEnv.length < 32) throw new Error(`${SERVER_ENV.sessionSecret} must be at least 32 characters.`);
    return (holder[CACHE_KEY] = new TextEncoder().encode(fromEnv));
  }

  const file = path.join(dataDir, 'session-secret');
  let secret: string;
  try {
    secret = readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    secret = randomBytes(48).toString('base64url');
    try {
      // 'wx': if another process created it a moment ago, keep theirs.
      writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' });
      chmodSync(file, 0o600);
    } catch {
      secret = readFileSync(file, 'utf8').trim();
    }
  }
  return (holder[CACHE_KEY] = new TextEncoder().encode(secret));
}
