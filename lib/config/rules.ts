/**
 * The validation rules and exact messages the product specification fixes for runtime configuration.
 * Each rule returns an error message or null, so the schema and the tests share one source of truth.
 */

export const PUBLISHABLE_KEY_PREFIX = 'sb_publishable_';

const PLACEHOLDER_PATTERN = /\{host\}|placeholder|changeme|your-api|your[-_]?(project|key)|xxx+|<[^>]+>/i;
/** Legacy Supabase anon keys are JWTs: three base64url segments starting with `eyJ`. */
const LEGACY_JWT_PATTERN = /^eyJ[\w-]*\.[\w-]+\.[\w-]*$/;

export function checkPublishableKey(name: string, value: string): string | null {
  const key = value.trim();
  if (!key) return `${name} is required.`;
  if (LEGACY_JWT_PATTERN.test(key)) return `${name} appears to use a legacy JWT key`;
  if (!key.startsWith(PUBLISHABLE_KEY_PREFIX)) return `${name} must start with ${PUBLISHABLE_KEY_PREFIX}`;
  if (PLACEHOLDER_PATTERN.test(key.slice(PUBLISHABLE_KEY_PREFIX.length))) {
    return `${name} contains placeholder content`;
  }
  return null;
}

function isLocalHost(hostname: string): boolean {
  const h = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h.endsWith('.localhost') || h === '::1' || h === '0.0.0.0' || h.startsWith('127.');
}

export function checkSupabaseUrl(name: string, value: string): string | null {
  const raw = value.trim();
  if (!raw) return `${name} is required.`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return `${name} must be a valid HTTPS URL`;
  }
  if (url.protocol !== 'https:' || isLocalHost(url.hostname)) return `${name} must be a valid HTTPS URL`;
  if (PLACEHOLDER_PATTERN.test(raw)) return `${name} contains placeholder content`;
  return null;
}

export function checkApiUrl(value: string | undefined): string | null {
  if (value === undefined || !value.trim()) return 'API URL is not configured';
  const raw = value.trim();
  if (PLACEHOLDER_PATTERN.test(raw)) return 'API URL appears to be a placeholder value';
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'API URL is not a valid URL';
  } catch {
    return 'API URL is not a valid URL';
  }
  return null;
}

export function checkSiteUrl(name: string, value: string): string | null {
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return `${name} must be a valid URL`;
    return null;
  } catch {
    return `${name} must be a valid URL`;
  }
}
