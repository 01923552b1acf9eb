/**
 * The environment variables the runtime configuration reads, and how they are read.
 *
 * Names are looked up dynamically (`env[name]`) on purpose: Next inlines `process.env.NEXT_PUBLIC_*`
 * at build time, but configuration must be checked against the environment the server *runs* with,
 * or a bad production variable would hide behind a good build-time one.
 */

export const ENV = {
  apiBaseUrl: 'NEXT_PUBLIC_API_BASE_URL',
  supabaseUrl: 'NEXT_PUBLIC_SUPABASE_URL',
  supabasePublishableKey: 'NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY',
  siteUrl: 'NEXT_PUBLIC_SITE_URL',
  environment: 'NEXT_PUBLIC_APP_ENV',
  features: {
    autocare: 'NEXT_PUBLIC_FEATURE_AUTOCARE',
    analytics: 'NEXT_PUBLIC_FEATURE_ANALYTICS',
    monitoring: 'NEXT_PUBLIC_FEATURE_MONITORING',
    aiChatbot: 'NEXT_PUBLIC_FEATURE_AI_CHATBOT',
    preview: 'NEXT_PUBLIC_FEATURE_PREVIEW',
    previewRequireAuth: 'NEXT_PUBLIC_FEATURE_PREVIEW_REQUIRE_AUTH',
  },
  rateLimits: {
    translation: 'RATE_LIMIT_TRANSLATION',
    matching: 'RATE_LIMIT_MATCHING',
    crawling: 'RATE_LIMIT_CRAWLING',
  },
  /** Reverse-proxy hops in front of the app whose X-Forwarded-For entries are believed (decision 0007). */
  trustedProxies: 'PARTSMITH_TRUSTED_PROXIES',
} as const;

export type EnvSource = Readonly<Record<string, string | undefined>>;

export function readEnv(source: EnvSource, name: string): string | undefined {
  const value = source[name];
  return value === undefined || value === '' ? undefined : value;
}
