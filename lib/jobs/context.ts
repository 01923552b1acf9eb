import os from 'node:os';
import path from 'node:path';
import { loadOrCreateSigningKey, loadSigningKey, type SigningKey } from '@/lib/catalog';
import { serverConfig, type ServerConfig } from '@/lib/config';
import type { Db } from '@/lib/db';
import type { BlobStore } from '@/lib/storage';
import { type PinnedLoad, pinnedReferenceFromDb, type ReferencePin } from '@/lib/data/reference';
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

/**
 * The signing key: PARTSMITH_SIGNING_KEY (a PEM file; give every worker of a production setup the
 * same one), else this installation's key in `<data dir>/keys` — the one `partsmith convert` uses.
 */
export function signingKeyFrom(config?: ServerConfig): () => Promise<SigningKey> {
  let loaded: Promise<SigningKey> | null = null;
  return () => {
    loaded ??= (async () => {
      // Read when first needed, not when made (lib/data/insights makes its one at import).
      const { signingKeyFile: file, dataDir } = config ?? serverConfig();
      const result = file ? await loadSigningKey(file) : await loadOrCreateSigningKey(path.join(dataDir, 'keys'));
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

/** A context from the configuration; tests and callers replace parts with `overrides`. */
export async function jobContextFromEnv(
  parts: JobContextParts,
  overrides: Partial<JobContext> = {},
  config: ServerConfig = serverConfig(),
): Promise<JobContext> {
  return {
    ...parts,
    signer: signingKeyFrom(config),
    reference: pinnedReferenceFromDb(parts.db),
    toolVersion: await packageVersion(config.root),
    standardsDir: config.standardsDir ?? null,
    workDir: path.join(os.tmpdir(), 'partsmith-jobs'),
    ...overrides,
  };
}
