import type { AuthBackend, AuthFailure, Identity } from '../backend';
import { passwordProblem } from '../password-policy';
import { createSupabaseServerClient, type SupabaseSettings } from './clients';

function serviceFailure(error: { message: string; code?: string; status?: number }): AuthFailure {
  if (error.code === 'invalid_credentials' || /invalid login credentials/i.test(error.message)) {
    return { kind: 'invalidCredentials' };
  }
  if (error.code === 'user_already_exists' || error.code === 'email_exists') return { kind: 'emailTaken' };
  if (error.code === 'otp_expired' || error.code === 'bad_code_verifier' || error.code === 'flow_state_expired') {
    return { kind: 'tokenInvalid' };
  }
  return { kind: 'service', message: error.message };
}

/**
 * Supabase Auth through @supabase/ssr with the publishable key. Decisions use `getClaims()` (the JWT is
 * verified), never `getSession()` (which trusts whatever the cookie says).
 */
export function createSupabaseBackend(settings: SupabaseSettings): AuthBackend {
  const client = () => createSupabaseServerClient(settings);

  return {
    kind: 'supabase',

    async currentIdentity() {
      const { data, error } = await (await client()).auth.getClaims();
      const claims = data?.claims;
      if (error || !claims?.sub) return null;
      return { id: claims.sub, email: typeof claims.email === 'string' ? claims.email : '' };
    },

    async signIn(email, password) {
      const { data, error } = await (await client()).auth.signInWithPassword({ email, password });
      if (error || !data.user) return { ok: false, failure: serviceFailure(error ?? { message: 'no user returned' }) };
      return { ok: true, identity: { id: data.user.id, email: data.user.email ?? email } };
    },

    async signUp({ email, password, username }, links) {
      // Our rule first: Supabase's own password settings are looser than ours.
      const problem = passwordProblem(password, { email });
      if (problem) return { ok: false, failure: { kind: 'passwordRefused', problem } };
      const { data, error } = await (await client()).auth.signUp({
        email,
        password,
        // The locale is kept with the user (user_metadata) so later mails, such as the approval, speak it.
        options: { data: { username, locale: links.locale }, emailRedirectTo: links.confirmUrl },
      });
      if (error) return { ok: false, failure: serviceFailure(error) };
      return { ok: true, identity: data.user ? { id: data.user.id, email: data.user.email ?? email } : null };
    },

    async signOut(options) {
      // 'global' ends every session of the user (all refresh tokens); 'local' only this one.
      await (await client()).auth.signOut({ scope: options?.everywhere ? 'global' : 'local' });
    },

    async requestPasswordReset(email, links) {
      const { error } = await (await client()).auth.resetPasswordForEmail(email, { redirectTo: links.resetUrl });
      // Unknown emails and rate limits are not the visitor's business; log anything else.
      if (error && error.status !== 429) console.error('[partsmith] password reset request failed', error.message);
    },

    async resetPassword(password) {
      const supabase = await client();
      // The recovery session set by /auth/callback says whose password this is (for the e-mail rule).
      const { data } = await supabase.auth.getClaims();
      const email = typeof data?.claims?.email === 'string' ? data.claims.email : null;
      const problem = passwordProblem(password, { email });
      if (problem) return { ok: false, failure: { kind: 'passwordRefused', problem } };
      const { error } = await supabase.auth.updateUser({ password });
      return error ? { ok: false, failure: serviceFailure(error) } : { ok: true };
    },

    async confirmEmail({ token, type }) {
      const otpType = type as 'signup' | 'invite' | 'magiclink' | 'recovery' | 'email_change' | 'email';
      const { error } = await (await client()).auth.verifyOtp({ type: otpType, token_hash: token });
      return error ? { ok: false, failure: serviceFailure(error) } : { ok: true, type };
    },

    async exchangeCode(code) {
      const { error } = await (await client()).auth.exchangeCodeForSession(code);
      return error ? { ok: false, failure: serviceFailure(error) } : { ok: true };
    },

    async readAccount(identity: Identity) {
      // Spec §7: GET users, select account_status, filtered by id, single or none — under RLS.
      const { data, error } = await (await client())
        .from('users')
        .select('account_status, username, is_admin')
        .eq('id', identity.id)
        .maybeSingle();
      if (error) throw new Error(`could not read account status: ${error.message}`);
      return data ? { status: data.account_status, username: data.username ?? null, isAdmin: data.is_admin === true } : null;
    },
  };
}
