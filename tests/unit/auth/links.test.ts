import { describe, expect, it } from 'vitest';
import { authLinks } from '@/lib/auth/links';

/** Where the account mails' links point (lib/auth/links.ts). */
describe('the account mails’ links', () => {
  const origin = 'https://partsmith.example';

  it('confirm a German sign-up on the German sign-in page, whatever the browser that opens the mail prefers', () => {
    const links = authLinks('de', 'embedded', origin);
    expect(links.confirmUrl).toBe('https://partsmith.example/de/auth/confirm');
    expect(links.signInUrl).toBe('https://partsmith.example/de/login');
    expect(authLinks('en', 'embedded', origin).confirmUrl).toBe('https://partsmith.example/auth/confirm');
  });

  it('keep Supabase’s confirmation on the path its allow list names (supabase/config.toml)', () => {
    expect(authLinks('de', 'supabase', origin).confirmUrl).toBe('https://partsmith.example/auth/confirm');
  });
});
