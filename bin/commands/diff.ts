import { existsSync } from 'node:fs';
import { diffAces, diffSummary, writeDelta } from '@/lib/catalog/diff';
import { findingMessage, say } from '@/lib/catalog/messages';
import { EXIT, cliLocale, formatCount, parseCommandLine, usageError, type Command } from './command';

const USAGE = `Usage: partsmith diff <old.xml> <new.xml> [--out ./delta] [--json] [--lang <en|de|fr|es|it>]

Compares two ACES deliveries of the same brand by fitment (vehicle + attributes + qualifiers + notes +
part type + position → part, qty): apps added, deleted and changed, parts and vehicles that came and
went. Writes delta/changes.json, delta/changes.csv and delta/aces-update.xml — an ACES UPDATE whose
apps carry action="A" / action="D" (a changed app is a delete of the old and an add of the new).

Options:
  --out <dir>   where to write the net change (default ./delta)
  --json        print the counts as JSON
  --lang <en|de|fr|es|it>  language of changes.csv (column names, kind of change) and of the
                findings (default: the LANG environment, else English); changes.json is the same
                in every language
  -h, --help    show this help

Exit code 0 when the comparison ran, 1 when a file cannot be read, 2 for a wrong command line.`;

const OPTIONS = {
  out: { type: 'string' },
  json: { type: 'boolean' },
  lang: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

export const diffCommand: Command = {
  name: 'diff',
  summary: 'net change between two ACES deliveries, with an ACES UPDATE file',
  usage: USAGE,
  async run(args, io) {
    const { values, positionals } = parseCommandLine(args, OPTIONS);
    if (values.help) {
      io.out(USAGE);
      return EXIT.ok;
    }
    if (positionals.length !== 2) throw usageError(say('cli.diff.nameTwo'));
    const locale = cliLocale(values.lang, io.env);
    for (const file of positionals) {
      if (!existsSync(file)) {
        io.err(`partsmith diff: ${file} does not exist.`);
        return EXIT.failed;
      }
    }
    const diff = await diffAces(positionals[0]!, positionals[1]!);
    const delta = await writeDelta(diff, values.out ?? 'delta', {}, { locale });
    if (values.json) {
      io.out(JSON.stringify({ ...diffSummary(diff), outputs: { json: delta.changesJson, csv: delta.changesCsv, update: delta.updateXml } }, null, 2));
      return EXIT.ok;
    }
    const c = diff.counts;
    io.out(
      [
        `Apps:     ${formatCount(c.added)} added, ${formatCount(c.deleted)} deleted, ${formatCount(c.changed)} changed, ${formatCount(c.unchanged)} unchanged`,
        `Parts:    ${formatCount(c.partsAdded)} new, ${formatCount(c.partsDropped)} dropped`,
        `Vehicles: ${formatCount(c.vehiclesNew)} new, ${formatCount(c.vehiclesDropped)} dropped`,
        `Wrote ${delta.changesJson}, ${delta.changesCsv}${delta.updateXml ? `, ${delta.updateXml} (${formatCount(delta.adds)} adds, ${formatCount(delta.deletes)} deletes)` : ''}`,
        ...delta.findings.map((f) => `  ${f.severity} ${f.code}: ${findingMessage(f, locale)}`),
      ].join('\n'),
    );
    return EXIT.ok;
  },
};
