import { parseArgs, type ParseArgsConfig } from 'node:util';
import { MESSAGE_LOCALES, messageLocale, say, type MessageLocale, type MessageParams, type Said } from '@/lib/catalog/messages';
import { render } from '../texts';

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

/**
 * One `partsmith` command. Its line in the command list and its `--help` text are the texts
 * `cli.help.summary.<name>` and `cli.help.<name>` (texts/cli-help.ts): see `commandSummary`, `commandHelp`.
 */
export interface Command {
  name: string;
  /** What the help text shows that the code decides (the default threshold, the API key scopes). */
  helpParams?: MessageParams;
  run(args: string[], io: CliIo): Promise<number>;
}

/** The full usage text for `partsmith <name> --help`, in `locale`. */
export const commandHelp = (command: Command, locale: MessageLocale): string =>
  render(say(`cli.help.${command.name}`, command.helpParams), locale);

/** The command's one line in `partsmith --help`, in `locale`. */
export const commandSummary = (name: string, locale: MessageLocale): string => render(say(`cli.help.summary.${name}`), locale);

/**
 * A command line that cannot be run as typed: printed with the command's usage, exit 2. The message
 * is English, or already in the reader's language; with `said`, main renders it in the language of
 * the command line (`commandLineLocale`).
 */
export class UsageError extends Error {
  constructor(
    message: string,
    readonly said?: Said,
  ) {
    super(message);
  }
}

/** A usage error said as a text (texts/cli-usage.ts). */
export const usageError = (said: Said): UsageError => new UsageError(render(said), said);

/** An argument the command does not take. */
export const unexpectedArgument = (argument: string): UsageError => usageError(say('cli.usage.unexpectedArgument', { argument }));

type Options = NonNullable<ParseArgsConfig['options']>;

/**
 * node:util parseArgs in strict mode, its errors (unknown flag, missing value) turned into a
 * UsageError with a message a person can act on, in the command line's language.
 */
export function parseCommandLine<O extends Options>(args: string[], options: O) {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: true });
  } catch (e) {
    throw usageError(parseArgsSaid(e as Error & { code?: string }));
  }
}

/** The long name of an option as parseArgs names it ('-o, --out' → '--out'). */
const longName = (names: string): string => quoted(names.split(', ').at(-1)!);

/** An option as the texts show it, in parseArgs's quotes. */
const quoted = (option: string): string => `'${option}'`;

/** What parseArgs refused, read from its code and English message; its own words for anything else. */
function parseArgsSaid(err: Error & { code?: string }): Said {
  const text = err.message;
  let m: RegExpExecArray | null;
  if (err.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && (m = /^Unknown option '([^']+)'/.exec(text))) {
    return say('cli.usage.unknownOption', { option: quoted(m[1]!) });
  }
  if (err.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    if ((m = /^Option '([^']+?)(?: <value>)?' argument missing/.exec(text))) return say('cli.usage.missingValue', { option: longName(m[1]!) });
    if ((m = /^Option '([^']+)' does not take an argument/.exec(text))) return say('cli.usage.noValue', { option: longName(m[1]!) });
    const dash = /^Option '([^']+)' argument is ambiguous[\s\S]*?use '([^']+)'/.exec(text);
    if (dash) return say('cli.usage.dashValue', { option: quoted(dash[1]!), example: dash[2]! });
  }
  return say('cli.usage.parser', { detail: text.replace(/\. To specify a positional argument.*$/s, '.') });
}

/**
 * The language to refuse a command line in, before it is parsed: its --lang when that names one of
 * the five, else the environment's (as `cliLocale`).
 */
export function commandLineLocale(args: readonly string[], env: NodeJS.ProcessEnv): MessageLocale {
  for (let i = 0; i < args.length && args[i] !== '--'; i++) {
    const arg = args[i]!;
    const value = arg === '--lang' ? args[i + 1] : arg.startsWith('--lang=') ? arg.slice('--lang='.length) : undefined;
    const wanted = value?.trim().toLowerCase();
    if (wanted && (MESSAGE_LOCALES as readonly string[]).includes(wanted)) return wanted as MessageLocale;
  }
  return messageLocale(env.LC_ALL || env.LC_MESSAGES || env.LANG);
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
    if (!(MESSAGE_LOCALES as readonly string[]).includes(wanted)) throw usageError(say('cli.usage.lang', { languages: MESSAGE_LOCALES.join(', '), lang }));
    return wanted as MessageLocale;
  }
  return messageLocale(env.LC_ALL || env.LC_MESSAGES || env.LANG);
}
