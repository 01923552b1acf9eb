import os from 'node:os';
import path from 'node:path';
import { loadOrCreateSigningKey, loadSigningKey, type SigningKey } from '@/lib/catalog';
import type { Db } from '@/lib/db';
import type { BlobStore } from '@/lib/storage';
import type { ReferencePin } from '@/lib/data/reference';
import { pinnedReferenceFromDb, type PinnedLoad } from '@/lib/data/reference';
import { packageVersion } from './package-version';

/** An e-mail a job sends (conversion finished, export ready). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The message's main link (also in `text`): the development mailbox offers it as a button. */
  link?: string;
}

/** How notices leave: embedded mode writes them to the development outbox. */
export interface Mailer {
  send(message: MailMessage): Promise<{ ok: true } | { ok: false; error: string }>;
}

/** What a job needs besides its data: the database, the blobs, the engine's settings. */
export interface JobContext {
  db: Db;
  store: BlobStore;
  /** The key evidence bundles are signed with. */
  signer(): Promise<SigningKey>;
  /** The reference data of a conversion's pin: exactly that release, for the run and every export of it. */
  reference(pin: ReferencePin): Promise<PinnedLoad>;
  toolVersion: string;
  /** Folder with the Auto Care XSDs (STANDARDS_DIR); null → XSD validation is reported as not run. */
  standardsDir: string | null;
  /** Where jobs make their temporary folders. */
  workDir: string;
  /** null: no mail transport, notices are not sent (nor recorded). */
  mailer: Mailer | null;
  /** How often a running conversion writes its progress (default 500 ms: about two writes a second). */
  progressIntervalMs?: number;
  /** Tests only: called with each engine progress event, inside the run (a throw fails the run). */
  onEngineProgress?: (stage: string, rowsDone: number) => void;
}

export const JOB_ENV = {
  dataDir: 'PARTSMITH_DATA_DIR',
  signingKey: 'PARTSMITH_SIGNING_KEY',
  standardsDir: 'STANDARDS_DIR',
} as const;

type Env = Readonly<Record<string, string | undefined>>;

/** `<PARTSMITH_DATA_DIR or .data>`, as the database and the CLI resolve it. */
export function dataDir(env: Env = process.env, cwd: string = process.cwd()): string {
  return path.resolve(cwd, env[JOB_ENV.dataDir]?.trim() || '.data');
}

/**
 * The signing key: PARTSMITH_SIGNING_KEY (a PEM file; give every worker of a production setup the
 * same one), else this installation's key in `<data dir>/keys` — the one `partsmith convert` uses.
 */
export function signingKeyFrom(env: Env = process.env): () => Promise<SigningKey> {
  let loaded: Promise<SigningKey> | null = null;
  return () => {
    loaded ??= (async () => {
      const file = env[JOB_ENV.signingKey]?.trim();
      const result = file ? await loadSigningKey(file) : await loadOrCreateSigningKey(path.join(dataDir(env), 'keys'));
      if (!result.ok) {
        loaded = null;
        throw new Error(result.message);
      }
      return result.value;
    })();
    return loaded;
  };
}

export interface JobContextParts {
  db: Db;
  store: BlobStore;
  mailer: Mailer | null;
}

/** A context from the environment; tests and callers replace parts with `overrides`. */
export async function jobContextFromEnv(parts: JobContextParts, overrides: Partial<JobContext> = {}, env: Env = process.env): Promise<JobContext> {
  return {
    ...parts,
    signer: signingKeyFrom(env),
    reference: pinnedReferenceFromDb(parts.db),
    toolVersion: await packageVersion(),
    standardsDir: env[JOB_ENV.standardsDir]?.trim() || null,
    workDir: path.join(os.tmpdir(), 'partsmith-jobs'),
    ...overrides,
  };
}
