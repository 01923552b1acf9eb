/**
 * Paths (without locale) that need a signed-in, active account. The proxy sends visitors without a
 * session to /login; the (app) layout and every page, action and route handler check again.
 */
const PROTECTED_PREFIXES = [
  '/dashboard',
  '/email-analytics',
  '/insights',
  '/batch',
  '/settings',
  '/admin',
  '/catalogs',
  '/exports',
  '/workspaces',
] as const;

export function isProtectedPath(path: string): boolean {
  return PROTECTED_PREFIXES.some((prefix) => path === prefix || path.startsWith(prefix + '/'));
}

/** /preview/dashboard needs a user only when the previewRequireAuth flag is on (then no user → /preview). */
export function isPreviewDashboard(path: string): boolean {
  return path === '/preview/dashboard' || path.startsWith('/preview/dashboard/');
}

/** The live preview's pages (and /demo, which leads there): only while the preview flag is on. */
export function isPreviewPath(path: string): boolean {
  return path === '/preview' || path.startsWith('/preview/') || path === '/demo';
}
