import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';

/**
 * Contract tests against a real Supabase project with the migrations applied (`supabase db push`):
 * set SUPABASE_TEST_URL and SUPABASE_TEST_PUBLISHABLE_KEY (a project with email confirmation off).
 * Without them these are reported as skipped.
 */
const url = process.env.SUPABASE_TEST_URL;
const key = process.env.SUPABASE_TEST_PUBLISHABLE_KEY;
const configured = Boolean(url && key);

function client() {
  // Plain Node 20 has no global WebSocket; supabase-js's realtime needs one handed in.
  return createClient(url!, key!, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
}

describe.skipIf(!configured)('Supabase contract', () => {
  it('a new sign-up gets a users row in pending review, readable only by its owner', async () => {
    const supabase = client();
    const email = `contract-${Date.now()}@example.com`;
    const { data, error } = await supabase.auth.signUp({
      email,
      password: 'Gasket-Torque-91',
      options: { data: { username: 'contract_user' } },
    });
    expect(error).toBeNull();
    const userId = data.user!.id;

    const own = await supabase.from('users').select('account_status, username').eq('id', userId).maybeSingle();
    expect(own.error).toBeNull();
    expect(own.data).toEqual({ account_status: 'pending_review', username: 'contract_user' });

    const anon = client();
    const foreign = await anon.from('users').select('account_status').eq('id', userId).maybeSingle();
    expect(foreign.data).toBeNull();
    await supabase.auth.signOut();
  });

  it('wrong credentials come back as invalid_credentials', async () => {
    const { error } = await client().auth.signInWithPassword({ email: 'nobody@example.com', password: 'wrong-password-1' });
    expect(error?.code).toBe('invalid_credentials');
  });
});
