import { describe, expect, it } from 'vitest';
import { deprecationWarnings } from '@/scripts/quiet-server';

describe('quiet server: deprecation warnings in a server log', () => {
  it("finds Node's warnings with their stacks, and a library's deprecation notice", () => {
    const log = [
      '▲ Next.js 16.4.6',
      '✓ Ready in 1107ms',
      '(node:123) [DEP0169] DeprecationWarning: `url.parse()` behavior is not standardized',
      '    at urlParse (node:url:136:13)',
      '    at handler (/app/.next/server/chunks/x.js:1:2)',
      ' GET / 200 in 56s',
      '⚠️  Node.js 20 and below are deprecated and will no longer be supported in future versions of @supabase/supabase-js.',
      '(node:123) Warning: Closing file descriptor 19 on garbage collection',
    ].join('\n');
    expect(deprecationWarnings(log)).toEqual([
      [
        '(node:123) [DEP0169] DeprecationWarning: `url.parse()` behavior is not standardized',
        '    at urlParse (node:url:136:13)',
        '    at handler (/app/.next/server/chunks/x.js:1:2)',
      ].join('\n'),
      '⚠️  Node.js 20 and below are deprecated and will no longer be supported in future versions of @supabase/supabase-js.',
    ]);
  });

  it('finds nothing in a quiet log', () => {
    expect(deprecationWarnings('✓ Ready in 1107ms\n GET / 200 in 56s\n GET /login 200 in 8.8s\n')).toEqual([]);
  });
});
