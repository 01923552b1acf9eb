import { z } from 'zod';
import { checkApiUrl, checkPublishableKey, checkSiteUrl, checkSupabaseUrl } from './rules';
import { ENV, readEnv, type EnvSource } from './env';

export const ENVIRONMENTS = ['development', 'staging', 'production'] as const;

/** Defaults from the product specification (section 9). */
export const FEATURE_DEFAULTS = {
  autocare: true,
  analytics: false,
  monitoring: true,
  aiChatbot: false,
  preview: true,
  previewRequireAuth: false,
} as const;

export const RATE_LIMIT_DEFAULTS = { translation: 100, matching: 50, crawling: 20 } as const;

/**
 * No proxy is trusted unless the operator says so: a forwarded address is then only ever one the
 * operator's own proxies wrote (docs/decisions/0007-client-address.md).
 */
export const TRUSTED_PROXIES_DEFAULT = 0;
/** More hops than any real deployment has; a bigger number is a typo. */
export const TRUSTED_PROXIES_MAX = 10;

export type FeatureName = keyof typeof FEATURE_DEFAULTS;

export const runtimeConfigSchema = z.object({
  api: z.object({ baseUrl: z.url() }),
  /** null = embedded backend (no Supabase variables set). */
  supabase: z.object({ url: z.url(), publishableKey: z.string().min(1) }).nullable(),
  /** `configured`: NEXT_PUBLIC_SITE_URL was set; links may then never come from a request's Host (lib/site/origin.ts). */
  site: z.object({ origin: z.url(), configured: z.boolean() }),
  features: z.object({
    autocare: z.boolean(),
    analytics: z.boolean(),
    monitoring: z.boolean(),
    aiChatbot: z.boolean(),
    preview: z.boolean(),
    previewRequireAuth: z.boolean(),
  }),
  rateLimits: z.object({
    translation: z.number().int().positive(),
    matching: z.number().int().positive(),
    crawling: z.number().int().positive(),
  }),
  /** Server-side only: how many reverse proxies in front of the app append to X-Forwarded-For. */
  network: z.object({ trustedProxies: z.number().int().min(0).max(TRUSTED_PROXIES_MAX) }),
  environment: z.enum(ENVIRONMENTS),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/** One configuration problem: which variable, what is wrong, in the spec's words. */
export interface ConfigIssue {
  /** The variable to fix; empty when parsing failed with an unexpected exception. */
  variable: string;
  message: string;
}

export type ConfigResult = { ok: true; config: RuntimeConfig } | { ok: false; issues: ConfigIssue[] };

const TRUE_WORDS = new Set(['1', 'true', 'on', 'yes']);
const FALSE_WORDS = new Set(['0', 'false', 'off', 'no']);

function parseFlag(source: EnvSource, name: string, fallback: boolean, issues: ConfigIssue[]): boolean {
  const raw = readEnv(source, name)?.trim().toLowerCase();
  if (raw === undefined) return fallback;
  if (TRUE_WORDS.has(raw)) return true;
  if (FALSE_WORDS.has(raw)) return false;
  issues.push({ variable: name, message: `${name} must be true or false` });
  return fallback;
}

function parseLimit(source: EnvSource, name: string, fallback: number, issues: ConfigIssue[]): number {
  const raw = readEnv(source, name)?.trim();
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) {
    issues.push({ variable: name, message: `${name} must be a positive whole number` });
    return fallback;
  }
  return n;
}

function parseHopCount(source: EnvSource, name: string, issues: ConfigIssue[]): number {
  const raw = readEnv(source, name)?.trim();
  if (raw === undefined) return TRUSTED_PROXIES_DEFAULT;
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n > TRUSTED_PROXIES_MAX) {
    issues.push({ variable: name, message: `${name} must be a whole number from 0 to ${TRUSTED_PROXIES_MAX}` });
    return TRUSTED_PROXIES_DEFAULT;
  }
  return n;
}

/**
 * Builds the runtime configuration from environment values; no network call. Supabase variables
 * absent → embedded backend; present but wrong (or only one of the two) → issues, never a silent
 * fallback to the embedded backend.
 */
export function parseRuntimeConfig(source: EnvSource): ConfigResult {
  const issues: ConfigIssue[] = [];

  const environmentRaw = readEnv(source, ENV.environment)?.trim() ?? 'production';
  const environment = (ENVIRONMENTS as readonly string[]).includes(environmentRaw)
    ? (environmentRaw as RuntimeConfig['environment'])
    : (issues.push({
        variable: ENV.environment,
        message: `${ENV.environment} must be one of ${ENVIRONMENTS.join(', ')}`,
      }),
      'production');

  const siteConfigured = readEnv(source, ENV.siteUrl)?.trim();
  const siteOrigin = siteConfigured ?? 'http://localhost:3000';
  const siteIssue = checkSiteUrl(ENV.siteUrl, siteOrigin);
  if (siteIssue) issues.push({ variable: ENV.siteUrl, message: siteIssue });

  // Unset → our own API on this origin (the local dev server in development); set but blank is a mistake.
  const apiRaw = source[ENV.apiBaseUrl];
  const apiBaseUrl = apiRaw === undefined ? `${siteIssue ? 'http://localhost:3000' : siteOrigin.replace(/\/$/, '')}/api` : apiRaw.trim();
  const apiIssue = checkApiUrl(apiRaw === undefined ? apiBaseUrl : apiRaw);
  if (apiIssue) issues.push({ variable: ENV.apiBaseUrl, message: apiIssue });

  const supabaseUrl = readEnv(source, ENV.supabaseUrl);
  const supabaseKey = readEnv(source, ENV.supabasePublishableKey);
  let supabase: RuntimeConfig['supabase'] = null;
  if (supabaseUrl !== undefined || supabaseKey !== undefined) {
    const urlIssue = checkSupabaseUrl(ENV.supabaseUrl, supabaseUrl ?? '');
    const keyIssue = checkPublishableKey(ENV.supabasePublishableKey, supabaseKey ?? '');
    if (urlIssue) issues.push({ variable: ENV.supabaseUrl, message: urlIssue });
    if (keyIssue) issues.push({ variable: ENV.supabasePublishableKey, message: keyIssue });
    supabase = { url: (supabaseUrl ?? '').trim(), publishableKey: (supabaseKey ?? '').trim() };
  }

  const features = Object.fromEntries(
    (Object.keys(FEATURE_DEFAULTS) as FeatureName[]).map((name) => [
      name,
      parseFlag(source, ENV.features[name], FEATURE_DEFAULTS[name], issues),
    ]),
  ) as RuntimeConfig['features'];

  const rateLimits = {
    translation: parseLimit(source, ENV.rateLimits.translation, RATE_LIMIT_DEFAULTS.translation, issues),
    matching: parseLimit(source, ENV.rateLimits.matching, RATE_LIMIT_DEFAULTS.matching, issues),
    crawling: parseLimit(source, ENV.rateLimits.crawling, RATE_LIMIT_DEFAULTS.crawling, issues),
  };

  const network = { trustedProxies: parseHopCount(source, ENV.trustedProxies, issues) };

  if (issues.length > 0) return { ok: false, issues };

  const candidate = {
    api: { baseUrl: apiBaseUrl },
    supabase,
    site: { origin: siteOrigin, configured: siteConfigured !== undefined },
    features,
    rateLimits,
    network,
    environment,
  };
  const parsed = runtimeConfigSchema.safeParse(candidate);
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.error.issues.map((i) => ({ variable: i.path.join('.'), message: i.message })),
    };
  }
  return { ok: true, config: parsed.data };
}

/**
 * parseRuntimeConfig, never throwing: an unexpected exception while parsing is a configuration error
 * that carries the exception's message (spec §4: "on an unexpected exception show it with the
 * message"), with no variable to name.
 */
export function parseRuntimeConfigSafely(source: EnvSource): ConfigResult {
  try {
    return parseRuntimeConfig(source);
  } catch (error) {
    return unexpectedConfigError(error);
  }
}

export function unexpectedConfigError(error: unknown): ConfigResult {
  const message = error instanceof Error ? error.message : String(error);
  return { ok: false, issues: [{ variable: '', message: message || 'Unknown configuration error' }] };
}
