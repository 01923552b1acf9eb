/** The current workspace's id; httpOnly, and only ever a choice among the user's own memberships. */
export const WORKSPACE_COOKIE = 'ps_workspace';

export const WORKSPACE_COOKIE_OPTIONS = {
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  maxAge: 60 * 60 * 24 * 365,
} as const;
