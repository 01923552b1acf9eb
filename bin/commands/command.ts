import path from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { MESSAGE_LOCALES, messageLocale, type MessageLocale } from '@/lib/catalog/messages';

/** Exit codes: 0 it ran, 1 the input or a file was the problem, 2 the command line was. */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

/** Where a command prints and what it may read of its surroundings (tests pass their own). */
export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
  /** Transient progress on a terminal (nothing when stderr is not a TTY). */
  progress?: (text: string) => void;
  env: NodeJS.ProcessEnv;
  /** The first line of standard input (a password); absent: read from the process's stdin. */
  readLine?: () => Promise<string>;
}

export interface Command {
  name: string;
  /** One line for the command list. */
  summary: string;
  /** The full usage text for `partsmith <name> --help`. */
  usage: string;
  run(args: string[], io: CliIo): Promise<number>;
}

/** A command line that cannot be run as typed: printed with the command's usage, exit 2. */
export class UsageError extends Error {}

type Options = NonNullable<ParseArgsConfig['options']>;

/**
 * node:util parseArgs in strict mode, its errors (unknown flag, missing value) turned into a
 * UsageError with a message a person can act on.
 */
export function parseCommandLine<O extends Options>(args: string[], options: O) {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: true });
  } catch (e) {
    const err = e as Error & { code?: string };
    const msg = err.message.replace(/\. To specify a positional argument.*$/s, '.');
    throw new UsageError(msg);
  }
}

/** This installation's data folder (keys live in `keys/` under it), as the database layer finds it. */
export function dataDir(env: NodeJS.ProcessEnv): string {
  return path.resolve(env.PARTSMITH_DATA_DIR?.trim() || '.data');
}

export const formatCount = (n: number): string => n.toLocaleString('en-US');

/**
 * The language of what a command writes for people (report.html, finding messages): --lang when
 * given (one of en, de, fr, es, it), else the environment's locale (LC_ALL, LC_MESSAGES, LANG),
 * else English.
 */
export function cliLocale(lang: string | undefined, env: NodeJS.ProcessEnv): MessageLocale {
  if (lang !== undefined) {
    const wanted = lang.trim().toLowerCase();
    if (!(MESSAGE_LOCALES as readonly string[]).includes(wanted)) throw new UsageError(`--lang takes one of ${MESSAGE_LOCALES.join(', ')}; got "${lang}".`);
    return wanted as MessageLocale;
  }
  return messageLocale(env.LC_ALL || env.LC_MESSAGES || env.LANG);
}
