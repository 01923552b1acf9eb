/** Name of the embedded backend's session cookie (httpOnly, SameSite=Lax, Secure in production). */
export const SESSION_COOKIE = 'ps_session';
