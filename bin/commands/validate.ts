import { existsSync } from 'node:fs';
import {
  assessExitCode,
  assessFile,
  formatAssessSummary,
  formatCheckDefinitions,
  toAssessJson,
  writeAssessmentXlsx,
} from '@/lib/catalog/assess';
import { render, say } from '@/lib/catalog/messages';
import { loadReferenceOption } from './reference-source';
import { EXIT, UsageError, cliLocale, parseCommandLine, type Command } from './command';

const USAGE = `Usage: partsmith validate <file.xml> [--reference <dir|zip>] [--standards <dir>] [--json [out.json]] [--xlsx <out.xlsx>] [--lang <en|de|fr|es|it>]

Assesses an existing ACES (3.0–5.0) or PIES (6.5–8.0) file: XSD validity for its declared version,
header, code lists, reference IDs (with --reference), and fitment logic — duplicates, overlaps,
comment/no-comment conflicts, quantity outliers, conflicting part types, questionable notes. Streams
the file: a million apps need no more memory than a thousand.

Options:
  --reference <dir|zip|db>  Auto Care VCdb/PCdb delivery, or db[:id] for an imported release
  --standards <dir>      folder with the ACES/PIES XSDs (default: $STANDARDS_DIR; skipped when unset)
  --json                 print the result as JSON instead of the summary
  --xlsx <out.xlsx>      also write the assessment workbook (a sheet per check, stats, parts)
  --lang <en|de|fr|es|it>  language of the summary, the workbook's check titles and findings (default:
                         LC_ALL, LC_MESSAGES or LANG, else English; --json keeps English messages beside
                         codes and params)
  -h, --help             show this help and the definition of every check

Exit code 0 when no errors were found, 1 when errors were found (or the file cannot be read),
2 for a wrong command line.`;

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
  summary: 'assess an existing ACES or PIES file: XSD, code lists, reference IDs, fitment logic',
  usage: USAGE,
  async run(args, io) {
    const { values, positionals } = parseCommandLine(args, OPTIONS);
    if (values.help) {
      io.out(USAGE);
      io.out('\nChecks:\n' + formatCheckDefinitions());
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
    const standardsDir = values.standards ?? (io.env.STANDARDS_DIR?.trim() || undefined);
    if (standardsDir && !existsSync(standardsDir)) {
      io.err(`partsmith validate: ${text('cli.standardsMissing', { dir: standardsDir })}`);
      return EXIT.failed;
    }
    let reference;
    if (values.reference) {
      const loaded = await loadReferenceOption(values.reference, io.env);
      if (!loaded.ok) {
        io.err(`partsmith validate: ${loaded.message}`);
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
