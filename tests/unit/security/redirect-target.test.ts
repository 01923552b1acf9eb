import { describe, expect, it } from 'vitest';
import { localRedirectTarget, safeNextPath } from '@/lib/auth/redirect-target';

/**
 * Each hostile value is what a visitor can put in `/login?next=…` or the sign-in form's `next`
 * field (after the URL's own decoding). None may leave the site, however a browser reads it.
 */
const HOSTILE: [string, unknown][] = [
  ['absolute URL', 'https://evil.example/x'],
  ['scheme without slashes', 'https:evil.example'],
  ['javascript scheme', 'javascript:alert(1)'],
  ['data scheme', 'data:text/html,<script>alert(1)</script>'],
  ['protocol-relative', '//evil.example/x'],
  ['three slashes', '///evil.example/x'],
  ['slash backslash', '/\\evil.example/x'],
  ['backslash first', '\\\\evil.example/x'],
  ['backslash inside', '/ok\\..\\..\\evil'],
  ['tab after the slash (the reported bug)', '/\t/evil.example/x'],
  ['newline after the slash', '/\n/evil.example/x'],
  ['carriage return', '/\r/evil.example/x'],
  ['NUL', '/\u0000/evil.example'],
  ['leading space', ' /dashboard'],
  ['space inside', '/ /evil.example'],
  ['no-break space', '/\u00a0/evil.example'],
  ['line separator', '/\u2028/evil.example'],
  ['zero-width space', '/\u200b/evil.example'],
  ['right-to-left override', '/\u202e/evil.example'],
  ['encoded tab', '/%09/evil.example/x'],
  ['encoded newline', '/%0a/evil.example'],
  ['encoded slash', '/%2fevil.example/x'],
  ['encoded backslash', '/%5cevil.example/x'],
  ['encoded scheme', '%68ttps://evil.example'],
  ['double-encoded slash', '/%252f%252fevil.example'],
  ['double-encoded tab', '/%2509/evil.example'],
  ['triple-encoded slash', '/%25252f/evil.example'],
  ['malformed encoding', '/%E0%A4%A'],
  ['dot segments folding into //', '/a/..//evil.example/x'],
  ['encoded dot segments folding into //', '/a/%2e%2e//evil.example/x'],
  ['relative path', 'dashboard'],
  ['empty', ''],
  ['not a string (repeated parameter)', ['/dashboard', '//evil.example']],
  ['very long', '/' + 'a'.repeat(5000)],
];

describe('where sign-in may send you', () => {
  it.each(HOSTILE)('refuses %s', (_name, value) => {
    expect(localRedirectTarget(value)).toBeNull();
    expect(safeNextPath(value)).toBe('/dashboard');
  });

  it.each([
    ['/dashboard', '/dashboard'],
    ['/insights/security?tab=audit', '/insights/security?tab=audit'],
    ['/de/catalogs/1f0c?view=flagged#row-12', '/de/catalogs/1f0c?view=flagged#row-12'],
    ['/catalogs/a/../b', '/catalogs/b'],
  ])('keeps the local path %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it('falls back to the page the caller names', () => {
    expect(safeNextPath(undefined, '/de/dashboard')).toBe('/de/dashboard');
    expect(safeNextPath('//evil.example', '/de/dashboard')).toBe('/de/dashboard');
  });
});
