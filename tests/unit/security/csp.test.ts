import { describe, expect, it } from 'vitest';
import { BUILD_FILE_SECURITY_HEADERS, buildContentSecurityPolicy, createNonce, NON_PAGE_CSP, STATIC_SECURITY_HEADERS } from '@/lib/http/security-headers';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

describe('content security policy', () => {
  it('uses the nonce and strict-dynamic on pages rendered per request', () => {
    const policy = directives(buildContentSecurityPolicy({ nonce: 'abc123' }));
    expect(policy.get('script-src')).toEqual([`'self'`, `'nonce-abc123'`, `'strict-dynamic'`]);
  });

  it('never allows inline scripts without the nonce, nor eval in production', () => {
    const policy = buildContentSecurityPolicy({ nonce: 'n' });
    expect(policy).not.toContain('unsafe-eval');
    expect(directives(policy).get('script-src')).not.toContain(`'unsafe-inline'`);
  });

  it('allows eval only for the development server', () => {
    expect(directives(buildContentSecurityPolicy({ nonce: 'n', development: true })).get('script-src')).toContain(`'unsafe-eval'`);
  });

  it('forbids framing and plugins and restricts forms to this origin', () => {
    const policy = directives(buildContentSecurityPolicy({ nonce: 'n' }));
    expect(policy.get('frame-ancestors')).toEqual([`'none'`]);
    expect(policy.get('object-src')).toEqual([`'none'`]);
    expect(policy.get('form-action')).toEqual([`'self'`]);
  });

  it('lets the browser reach Supabase when it is configured', () => {
    const policy = directives(buildContentSecurityPolicy({ nonce: 'n', connectSources: ['https://x.supabase.co'] }));
    expect(policy.get('connect-src')).toEqual([`'self'`, 'https://x.supabase.co']);
  });

  it('lets nothing run in responses that are not pages', () => {
    const policy = directives(NON_PAGE_CSP);
    expect(policy.get('default-src')).toEqual([`'none'`]);
    expect(policy.get('script-src')).toBeUndefined();
    expect(policy.get('frame-ancestors')).toEqual([`'none'`]);
  });

  it('sends the build files HSTS and nosniff, and none of the headers that only a document reads', () => {
    expect(BUILD_FILE_SECURITY_HEADERS).toEqual({
      'Strict-Transport-Security': STATIC_SECURITY_HEADERS['Strict-Transport-Security'],
      'X-Content-Type-Options': 'nosniff',
    });
  });

  it('sends HSTS, nosniff and a referrer policy', () => {
    expect(STATIC_SECURITY_HEADERS['Strict-Transport-Security']).toMatch(/max-age=\d{8}/);
    expect(STATIC_SECURITY_HEADERS['X-Content-Type-Options']).toBe('nosniff');
    expect(STATIC_SECURITY_HEADERS['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });

  it('makes a different, unguessable nonce each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    expect(createNonce()).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
