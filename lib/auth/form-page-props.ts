import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import { hasMessage, sitePageProps, type SitePageProps } from '@/i18n/site-page-props';
import { PASSWORD_MIN } from './password-policy';
import { takeFormAnswer } from '@/lib/http';
import { SIGNED_IN_HEADER } from '@/lib/site/locale-path';
import { AUTH_FORM_RULES, type AuthFormAnswer } from './form-answer';
import { resetPasswordSchema } from './forms';
import { localRedirectTarget } from './redirect-target';

/**
 * getServerSideProps of the sign-in and sign-up pages (Pages Router, no runtime JavaScript: decision
 * 0023): the public page's props, and what the form shows after its post was sent back (form-answer.ts).
 * Nothing here reads the session or the database: the Pages Router cannot load modules that use
 * `next/headers` or `server-only` (the auth backends, lib/db), so who is signed in is the route
 * handlers' and the App Router's business.
 */
export interface AuthPageProps extends SitePageProps {
  answer: AuthFormAnswer;
}

export interface SignInPageProps extends AuthPageProps {
  /** The local path to go on to after signing in; only such a path is carried into the form. */
  next: string | null;
  /** After an e-mailed confirmation link: which of the spec's toasts to show. */
  toast: 'welcome' | 'emailConfirmed' | null;
  /**
   * The proxy verified a session on this request (SIGNED_IN_HEADER): the page offers a link on, beside
   * the form. Not a redirect: the proxy does not read the database, so the session may have been
   * revoked since — then the link leads back here, and the form is still there.
   */
  signedIn: boolean;
  /** A protected page sent the visitor here because the server no longer holds their session. */
  sessionEnded: boolean;
}

export interface SignUpPageProps extends AuthPageProps {
  /** The password rule's minimum, for the browser's own check (from the server: the rule is server code). */
  passwordMin: number;
}

export interface ForgotPasswordPageProps extends AuthPageProps {
  /** The reset link was asked for: the page says so instead of showing the form. */
  sent: boolean;
}

export interface ResetPasswordPageProps extends AuthPageProps {
  /** The password rule's minimum, as on the sign-up page. */
  passwordMin: number;
  /** The e-mailed token (embedded backend), when it has the token's shape; null otherwise (Supabase: a recovery session). */
  token: string | null;
  /** The password was changed: the page says so instead of showing the form. */
  done: boolean;
}

/** Every text the forms may show: fields, errors, and the two refusals any post may answer. */
const FORM_NAMESPACES = ['auth', 'actions.invalidInput', 'actions.unexpected'];

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * A page's props with the answer its form's post sent back to `page` (the cookie is read once and
 * cleared: lib/http/form-answer.ts); `extra` adds the page's own.
 */
async function authPageProps<P extends AuthPageProps>(context: GetServerSidePropsContext, page: string, namespaces: string[], extra: (page: AuthPageProps) => P) {
  const site = await sitePageProps([...FORM_NAMESPACES, ...namespaces])(context);
  if (!('props' in site)) return site;
  const props = await site.props;
  return { props: extra({ ...props, answer: takeFormAnswer(context, AUTH_FORM_RULES, page, (key) => hasMessage(props.messages, key)) }) };
}

/** /login and /auth/signin. */
export const signInPageProps: GetServerSideProps<SignInPageProps> = (context) =>
  authPageProps<SignInPageProps>(context, '/login', ['toasts'], (page) => {
    const confirmed = first(context.query.confirmed);
    // Sign-up, email and email-change links get the welcome text; any other confirmation the short one.
    const toast = confirmed ? (['signup', 'email', 'email_change'].includes(confirmed) ? 'welcome' : 'emailConfirmed') : null;
    const sessionEnded = first(context.query.session) === 'ended';
    // Only a local path is carried into the form: a hostile `next` is dropped here, not just at sign-in.
    return { ...page, next: localRedirectTarget(first(context.query.next)), toast, signedIn: !sessionEnded && context.req.headers[SIGNED_IN_HEADER] === '1', sessionEnded };
  });

/** /auth/signup. */
export const signUpPageProps: GetServerSideProps<SignUpPageProps> = (context) =>
  authPageProps<SignUpPageProps>(context, '/auth/signup', [], (page) => ({ ...page, passwordMin: PASSWORD_MIN }));

/** /auth/forgot-password. */
export const forgotPasswordPageProps: GetServerSideProps<ForgotPasswordPageProps> = (context) =>
  authPageProps<ForgotPasswordPageProps>(context, '/auth/forgot-password', [], (page) => ({ ...page, sent: first(context.query.sent) === '1' }));

/** /auth/reset-password: the e-mailed link's token, checked for its shape only (the post checks it for real). */
export const resetPasswordPageProps: GetServerSideProps<ResetPasswordPageProps> = (context) =>
  authPageProps<ResetPasswordPageProps>(context, '/auth/reset-password', [], (page) => {
    const token = resetPasswordSchema.shape.token.safeParse(first(context.query.token));
    return { ...page, passwordMin: PASSWORD_MIN, token: token.success ? (token.data ?? null) : null, done: first(context.query.done) === '1' };
  });
