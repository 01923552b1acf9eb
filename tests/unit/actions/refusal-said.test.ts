import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { say } from '@/lib/catalog/messages';

vi.mock('next-intl/server', () => ({ getLocale: async () => 'de' }));

const { callAction } = await import('@/lib/actions/core');
const { refused } = await import('@/lib/actions/refusals');

/**
 * A data-layer refusal that says why (`said`) reaches the page as `actions.refused.said` with its
 * reason rendered in the request's language; the text itself never leaves the server. An action's
 * own key for the code still wins, and a refusal without a text keeps the shared key.
 */
describe('server actions say the data layer’s reason', () => {
  const mappingName = { ok: false as const, code: 'invalid' as const, message: 'A mapping name has 1 to 100 characters.', said: say('refusal.mappingName') };

  it('renders the reason in the request’s language', async () => {
    const act = callAction(z.object({}), async () => ({ ok: true as const, scope: {} }), async () => refused(mappingName));
    expect(await act({})).toEqual({
      ok: false,
      error: { key: 'actions.refused.said', code: 'invalid', values: { reason: 'Der Name einer Zuordnung hat 1 bis 100 Zeichen.' } },
    });
  });

  it('keeps the action’s own key, and the shared key for Postgres’s words', () => {
    expect(refused(mappingName, { invalid: 'actions.invalidInput' }).error).toEqual({ key: 'actions.invalidInput', code: 'invalid' });
    expect(refused({ code: 'conflict', message: 'duplicate key value' } as { code: string }).error).toEqual({ key: 'actions.refused.conflict', code: 'conflict' });
  });
});
