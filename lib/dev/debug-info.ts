import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SessionUser } from '@/lib/auth';
import { serverConfig, type ServerConfig } from '@/lib/config';
import { getDb } from '@/lib/db';

/** One section of the development debug panel: labels are the configuration's own names, values plain text. */
export type DebugSection = Record<string, string>;

export interface DebugInfo {
  config: DebugSection;
  backend: DebugSection;
  flags: DebugSection;
  build: DebugSection;
  user: DebugSection;
  workspace: DebugSection;
}

export interface DebugSubject {
  user: SessionUser;
  workspace: { name: string; slug: string; personal: boolean };
  role: string;
  /** Which database driver this process uses (Db.backend), not its address. */
  databaseBackend: string;
  /** package.json's version. */
  version: string;
}

const set = (value: string | undefined) => (value ? 'set' : 'not set');

/**
 * What the development debug panel shows (spec §2 "In development, a debug panel"): the configuration
 * in use, the backend, the flags, the build, the current user and workspace. Built on the server from
 * values only, and never a secret: keys, the session secret, the database URL (it holds a password)
 * and the DSN appear as "set" or "not set", nothing more.
 */
export function debugInfo(config: ServerConfig, subject: DebugSubject): DebugInfo {
  const runtime = config.runtime.ok ? config.runtime.config : null;
  return {
    config: {
      environment: runtime?.environment ?? 'invalid',
      'api.baseUrl': runtime?.api.baseUrl ?? 'invalid',
      'site.origin': runtime?.site.origin ?? 'invalid',
      dataDir: config.dataDir,
      standardsDir: config.standardsDir ?? 'not set',
      rateLimits: runtime ? `translation ${runtime.rateLimits.translation}, matching ${runtime.rateLimits.matching}, crawling ${runtime.rateLimits.crawling}` : 'invalid',
    },
    backend: {
      auth: runtime?.supabase ? 'Supabase' : 'embedded',
      'supabase.url': runtime?.supabase?.url ?? 'not set',
      'supabase.secretKey': set(config.supabase.secretKey),
      database: subject.databaseBackend,
      DATABASE_URL: set(config.database.url),
      storage: config.supabase.url ? `Supabase Storage (${config.storage.bucket ?? 'partsmith'})` : 'local folder',
      inAppWorker: config.jobs.inAppWorker === undefined ? 'by backend' : String(config.jobs.inAppWorker),
      errorReporting: config.monitoring.dsn ? 'Sentry (DSN set)' : 'off (no DSN)',
      partnerDataCheck: config.partnerData.checkEnabled ? 'on' : 'off',
    },
    flags: runtime ? Object.fromEntries(Object.entries(runtime.features).map(([name, on]) => [name, on ? 'on' : 'off'])) : {},
    build: {
      version: subject.version,
      node: process.version,
      NODE_ENV: config.nodeEnv ?? 'not set',
      runtime: config.nextRuntime ?? 'not set',
    },
    user: {
      id: subject.user.id,
      email: subject.user.email,
      username: subject.user.username ?? '—',
      accountStatus: subject.user.accountStatus,
      hasActiveSubscription: String(subject.user.hasActiveSubscription),
      platformAdmin: String(subject.user.isAdmin),
    },
    workspace: {
      name: subject.workspace.name,
      slug: subject.workspace.slug,
      personal: String(subject.workspace.personal),
      role: subject.role,
    },
  };
}

/** The panel's values for this request's user and workspace (a development server only calls it). */
export async function loadDebugInfo(context: { user: SessionUser; workspace: DebugSubject['workspace']; role: string }): Promise<DebugInfo> {
  const config = serverConfig();
  const [db, version] = await Promise.all([getDb(), readFile(path.join(config.root, 'package.json'), 'utf8').then((text) => String((JSON.parse(text) as { version?: unknown }).version ?? 'unknown'), () => 'unknown')]);
  return debugInfo(config, { ...context, databaseBackend: db.backend, version });
}
