import { existsSync } from 'node:fs';
import { assessFile, formatCheckDefinitions, toAssessJson } from '@/lib/catalog/assess';
import { serverConfig } from '@/lib/config';
import { say } from '@/lib/catalog/messages';
import { render } from '../texts';
import { assessExitCode } from '../assess/exit-code';
import { formatAssessSummary } from '../assess/summary-text';
import { writeAssessmentXlsx } from '../assess/workbook';
import { loadReferenceOption } from './reference-source';
import { EXIT, commandHelp, commandLineLocale, UsageError, cliLocale, parseCommandLine, type Command } from './command';

const OPTIONS = {
  reference: { type: 'string' },
  standards: { type: 'string' },
  json: { type: 'boolean' },
  xlsx: { type: 'string' },
  lang: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

export const validateCommand: Command = {
  name: 'validate',
  async run(args, io) {
    const { values, positionals } = parseCommandLine(args, OPTIONS);
    if (values.help) {
      const helpLocale = commandLineLocale(args, io.env);
      io.out(commandHelp(validateCommand, helpLocale));
      io.out(`\n${render(say('cli.help.validate.checks'), helpLocale)}\n${formatCheckDefinitions(helpLocale)}`);
      return EXIT.ok;
    }
    const locale = cliLocale(values.lang, io.env);
    const text = (id: string, params?: Parameters<typeof say>[1]) => render(say(id, params), locale);
    if (positionals.length !== 1) throw new UsageError(text('cli.validate.nameOneFile'));
    const file = positionals[0]!;
    if (!existsSync(file)) {
      io.err(`partsmith validate: ${text('cli.fileMissing', { file })}`);
      return EXIT.failed;
    }
    const standardsDir = values.standards ?? serverConfig(io.env).standardsDir;
    if (standardsDir && !existsSync(standardsDir)) {
      io.err(`partsmith validate: ${text('cli.standardsMissing', { dir: standardsDir })}`);
      return EXIT.failed;
    }
    let reference;
    if (values.reference) {
      const loaded = await loadReferenceOption(values.reference, io.env);
      if (!loaded.ok) {
        io.err(`partsmith validate: ${render(loaded.said, locale)}`);
        return EXIT.failed;
      }
      reference = loaded.reference;
    }

    const result = await assessFile(file, { reference, standardsDir });
    if (values.xlsx) await writeAssessmentXlsx(result, values.xlsx, { locale });
    if (values.json) io.out(JSON.stringify(toAssessJson(result), null, 2));
    else io.out(formatAssessSummary(result, { locale }));
    if (values.xlsx && !values.json) io.out(text('cli.workbook', { file: values.xlsx }));
    return assessExitCode(result);
  },
};
