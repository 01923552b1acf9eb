/**
 * `partsmith`: the engine on files. One file per command in bin/commands; this file only finds the
 * command, prints help and the version, and turns usage errors into exit code 2.
 */
import { apiKeysCommand } from './commands/api-keys';
import { say, type MessageLocale } from '@/lib/catalog/messages';
import { render } from './texts';
import { EXIT, UsageError, commandHelp, commandLineLocale, commandSummary, type CliIo, type Command } from './commands/command';
import { convertCommand } from './commands/convert';
import { diffCommand } from './commands/diff';
import { referenceCommand } from './commands/reference';
import { usersCommand } from './commands/users';
import { validateCommand } from './commands/validate';
import { verifyCommand } from './commands/verify';
import { workspacesCommand } from './commands/workspaces';
import { toolVersion } from './commands/version';

const COMMANDS: readonly Command[] = [
  convertCommand,
  verifyCommand,
  validateCommand,
  diffCommand,
  usersCommand,
  workspacesCommand,
  referenceCommand,
  apiKeysCommand,
];

/** The top-level help in `locale`: the command list (names as typed, summaries translated) inside texts/cli-help.ts's frame. */
function usage(locale: MessageLocale): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  const commands = COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${commandSummary(c.name, locale)}`).join('\n');
  return render(say('cli.help.top', { commands }), locale);
}

export const processIo: CliIo = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  ...(process.stderr.isTTY
    ? {
        progress: (() => {
          let last = 0;
          return (text: string) => {
            const now = Date.now();
            if (text && now - last < 200) return;
            last = now;
            process.stderr.write(`\r\x1b[K${text}`);
          };
        })(),
      }
    : {}),
  env: process.env,
};

/**
 * `partsmith --lang de convert …` as `partsmith convert … --lang de`: the language may come before
 * the command (or before --help), and every command reads it from its own arguments.
 */
function languageLast(argv: string[]): string[] {
  const [first, value, ...after] = argv;
  if (first === '--lang' && value !== undefined) return [...after, '--lang', value];
  if (first?.startsWith('--lang=')) return [value, ...after].filter((a) => a !== undefined).concat(first);
  return argv;
}

/** Runs the command line; resolves to the exit code. */
export async function main(argv: string[], io: CliIo = processIo): Promise<number> {
  const [first, ...rest] = languageLast(argv);
  const locale = commandLineLocale(rest, io.env);
  if (first === '--version' || first === '-v') {
    io.out(await toolVersion());
    return EXIT.ok;
  }
  if (first === '--help' || first === '-h' || first === 'help') {
    io.out(usage(locale));
    return EXIT.ok;
  }
  if (first === undefined) {
    io.err(usage(locale));
    return EXIT.usage;
  }
  const command = COMMANDS.find((c) => c.name === first);
  if (!command) {
    io.err(`partsmith: ${render(say('cli.usage.unknownCommand', { command: first }), locale)}\n\n${usage(locale)}`);
    return EXIT.usage;
  }
  try {
    return await command.run(rest, io);
  } catch (e) {
    if (e instanceof UsageError) {
      const message = e.said ? render(e.said, locale) : e.message;
      io.err(`partsmith ${command.name}: ${message}\n\n${commandHelp(command, locale)}`);
      return EXIT.usage;
    }
    io.err(`partsmith ${command.name}: unexpected failure: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    return EXIT.failed;
  }
}
