import { errorReportingStarted } from './reporting-started';

/** Spec §3: the user an error report names (id, email, username) — sent to the reporting service only. */
export interface ReportingUser {
  id: string;
  email?: string | null;
  username?: string | null;
}

/**
 * Spec §3: the locally stored user record for error reporting (id, email, username). The signed-in
 * frame writes it; the sign-in pages (where sign-out lands) forget it. It lives in the tab's
 * sessionStorage, so an error thrown before the frame mounts again — a reload, a page of its own —
 * still names who saw it, and it goes when the tab does. When a browser SDK was started with a DSN,
 * the record is its user too, so the errors the SDK catches by itself carry it.
 */
export const REPORTING_USER_STORAGE_KEY = 'partsmith.reportingUser';

/**
 * What the storage holds is read back as untrusted input. Checked by hand rather than with zod: this
 * module is in every page's first script (instrumentation-client.ts), public pages included, and zod
 * would be most of it.
 */
function storedUser(value: unknown): ReportingUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, email, username } = value as Record<string, unknown>;
  const text = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;
  const optional = (v: unknown, max: number): boolean => v === null || v === undefined || text(v, max);
  if (!text(id, 200) || id === '' || !optional(email, 320) || !optional(username, 100)) return null;
  return { id, email: (email as string | null | undefined) ?? null, username: (username as string | null | undefined) ?? null };
}

// Where storage is refused (a privacy mode, a sandboxed frame), the record lives as long as the page.
let inMemory: ReportingUser | null = null;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Writes the record (a user) or forgets it (null), and tells a started SDK either way. */
export function rememberReportingUser(user: ReportingUser | null): void {
  inMemory = user;
  const store = storage();
  try {
    if (user) store?.setItem(REPORTING_USER_STORAGE_KEY, JSON.stringify({ id: user.id, email: user.email ?? null, username: user.username ?? null }));
    else store?.removeItem(REPORTING_USER_STORAGE_KEY);
  } catch {
    // A full or refused storage keeps the record in memory only.
  }
  tellReportingService(user);
}

/** The record, as stored; null when none or when what is stored is not one (never trusted as is). */
export function rememberedReportingUser(): ReportingUser | null {
  if (typeof window === 'undefined') return null;
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(REPORTING_USER_STORAGE_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw === null) return inMemory;
  try {
    return storedUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

/**
 * Gives the browser SDK the record (or clears it) once reporting has started; instrumentation-client.ts
 * calls it right after starting the SDK, with the record a reload kept. Before that, nothing is sent.
 */
export function tellReportingService(user: ReportingUser | null = rememberedReportingUser()): void {
  if (!errorReportingStarted()) return;
  import('@sentry/nextjs')
    .then((Sentry) => Sentry.setUser(user ? sentryUser(user) : null))
    .catch(() => {
      // Reporting is best effort.
    });
}

/** The user as the reporting service takes it: no empty fields. */
export function sentryUser(user: ReportingUser): { id: string; email?: string; username?: string } {
  return { id: user.id, ...(user.email ? { email: user.email } : {}), ...(user.username ? { username: user.username } : {}) };
}
