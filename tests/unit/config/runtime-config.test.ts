import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig, type ConfigResult } from '@/lib/config';

const GOOD_KEY = 'sb_publishable_a1B2c3D4e5F6g7H8';
const GOOD_URL = 'https://abcdefghijklmnop.supabase.co';

function issuesOf(result: ConfigResult): string[] {
  return result.ok ? [] : result.issues.map((i) => i.message);
}

describe('runtime configuration', () => {
  it('runs on the embedded backend with the spec defaults when nothing is set', () => {
    const result = parseRuntimeConfig({});
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config.supabase).toBeNull();
    expect(result.config.features).toEqual({
      autocare: true,
      analytics: false,
      monitoring: true,
      aiChatbot: false,
      preview: true,
      previewRequireAuth: false,
    });
    expect(result.config.rateLimits).toEqual({ translation: 100, matching: 50, crawling: 20 });
    expect(result.config.environment).toBe('production');
    expect(result.config.api.baseUrl).toBe('http://localhost:3000/api');
  });

  it('accepts a complete Supabase configuration', () => {
    const result = parseRuntimeConfig({
      NEXT_PUBLIC_SUPABASE_URL: GOOD_URL,
      NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: GOOD_KEY,
    });
    expect(result.ok && result.config.supabase).toEqual({ url: GOOD_URL, publishableKey: GOOD_KEY });
  });

  it('refuses half a Supabase configuration instead of falling back silently', () => {
    expect(issuesOf(parseRuntimeConfig({ NEXT_PUBLIC_SUPABASE_URL: GOOD_URL }))).toEqual([
      'NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY is required.',
    ]);
    expect(issuesOf(parseRuntimeConfig({ NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: GOOD_KEY }))).toEqual([
      'NEXT_PUBLIC_SUPABASE_URL is required.',
    ]);
  });

  describe('publishable key', () => {
    const withKey = (key: string) =>
      issuesOf(parseRuntimeConfig({ NEXT_PUBLIC_SUPABASE_URL: GOOD_URL, NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: key }));

    it('rejects a legacy JWT anon key', () => {
      expect(withKey('eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoiYW5vbiJ9.c2lnbmF0dXJl')).toEqual([
        'NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY appears to use a legacy JWT key',
      ]);
    });
    it('requires the sb_publishable_ prefix', () => {
      expect(withKey('sb_secret_abc123')).toEqual([
        'NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY must start with sb_publishable_',
      ]);
    });
    it('rejects placeholder content', () => {
      expect(withKey('sb_publishable_your-key-here')).toEqual([
        'NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY contains placeholder content',
      ]);
      expect(withKey('sb_publishable_changeme')).toEqual([
        'NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY contains placeholder content',
      ]);
    });
    it('treats a blank key as missing', () => {
      expect(withKey('   ')).toEqual(['NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY is required.']);
    });
  });

  describe('Supabase URL', () => {
    const withUrl = (url: string) =>
      issuesOf(parseRuntimeConfig({ NEXT_PUBLIC_SUPABASE_URL: url, NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: GOOD_KEY }));

    it.each(['http://abc.supabase.co', 'https://localhost:54321', 'https://127.0.0.1', 'not a url'])(
      'rejects %s',
      (url) => {
        expect(withUrl(url)).toEqual(['NEXT_PUBLIC_SUPABASE_URL must be a valid HTTPS URL']);
      },
    );
  });

  describe('API base URL', () => {
    const withApi = (url: string) => issuesOf(parseRuntimeConfig({ NEXT_PUBLIC_API_BASE_URL: url }));

    it.each(['https://{host}/api', 'https://placeholder.example.com', 'https://changeme.io', 'https://your-api.com'])(
      'rejects the placeholder %s',
      (url) => {
        expect(withApi(url)).toEqual(['API URL appears to be a placeholder value']);
      },
    );
    it('rejects something that is not a URL', () => {
      expect(withApi('api.partsmith')).toEqual(['API URL is not a valid URL']);
    });
    it('rejects a blank value as not configured', () => {
      expect(issuesOf(parseRuntimeConfig({ NEXT_PUBLIC_API_BASE_URL: '  ' }))).toEqual(['API URL is not configured']);
    });
    it('falls back to this site’s own API when unset', () => {
      const result = parseRuntimeConfig({ NEXT_PUBLIC_SITE_URL: 'https://app.partsmith.dev' });
      expect(result.ok && result.config.api.baseUrl).toBe('https://app.partsmith.dev/api');
    });
  });

  it('rejects an unknown environment and a bad site origin', () => {
    expect(issuesOf(parseRuntimeConfig({ NEXT_PUBLIC_APP_ENV: 'prod' }))).toEqual([
      'NEXT_PUBLIC_APP_ENV must be one of development, staging, production',
    ]);
    expect(issuesOf(parseRuntimeConfig({ NEXT_PUBLIC_SITE_URL: 'partsmith' }))).toEqual([
      'NEXT_PUBLIC_SITE_URL must be a valid URL',
    ]);
  });

  it('reads feature flags and rate limits from the environment', () => {
    const result = parseRuntimeConfig({
      NEXT_PUBLIC_FEATURE_PREVIEW: 'false',
      NEXT_PUBLIC_FEATURE_PREVIEW_REQUIRE_AUTH: '1',
      RATE_LIMIT_MATCHING: '7',
      NEXT_PUBLIC_APP_ENV: 'staging',
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config.features.preview).toBe(false);
    expect(result.config.features.previewRequireAuth).toBe(true);
    expect(result.config.rateLimits.matching).toBe(7);
    expect(result.config.environment).toBe('staging');
  });

  it('names a flag or limit it cannot read', () => {
    expect(issuesOf(parseRuntimeConfig({ NEXT_PUBLIC_FEATURE_PREVIEW: 'maybe', RATE_LIMIT_CRAWLING: '-1' }))).toEqual([
      'NEXT_PUBLIC_FEATURE_PREVIEW must be true or false',
      'RATE_LIMIT_CRAWLING must be a positive whole number',
    ]);
  });
});
