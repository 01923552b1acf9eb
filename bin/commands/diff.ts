import { existsSync } from 'node:fs';
import { diffAces, diffSummary, writeDelta, type AcesDiff, type DeltaResult } from '@/lib/catalog/diff';
import { findingMessage, say, type MessageLocale, type MessageParams } from '@/lib/catalog/messages';
import { render } from '../texts';
import { EXIT, commandHelp, commandLineLocale, cliLocale, formatCount, parseCommandLine, usageError, type Command } from './command';

const OPTIONS = {
  out: { type: 'string' },
  json: { type: 'boolean' },
  lang: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

export const diffCommand: Command = {
  name: 'diff',
  async run(args, io) {
    const { values, positionals } = parseCommandLine(args, OPTIONS);
    if (values.help) {
      io.out(commandHelp(diffCommand, commandLineLocale(args, io.env)));
      return EXIT.ok;
    }
    const locale = cliLocale(values.lang, io.env);
    if (positionals.length !== 2) throw usageError(say('cli.diff.nameTwo'));
    for (const file of positionals) {
      if (!existsSync(file)) {
        io.err(`partsmith diff: ${render(say('cli.fileMissing', { file }), locale)}`);
        return EXIT.failed;
      }
    }
    const diff = await diffAces(positionals[0]!, positionals[1]!);
    const delta = await writeDelta(diff, values.out ?? 'delta', {}, { locale });
    if (values.json) {
      io.out(JSON.stringify({ ...diffSummary(diff), outputs: { json: delta.changesJson, csv: delta.changesCsv, update: delta.updateXml } }, null, 2));
      return EXIT.ok;
    }
    io.out(summaryLines(diff, delta, locale).join('\n'));
    return EXIT.ok;
  },
};

/**
 * What a person reads after a diff, in `locale`: the counts under labels padded to the language's
 * longest (10 columns in English, as it always was), the files written, then the findings.
 */
function summaryLines(diff: AcesDiff, delta: DeltaResult, locale: MessageLocale): string[] {
  const text = (id: string, params?: MessageParams) => render(say(id, params), locale);
  const c = diff.counts;
  const n = formatCount;
  const rows = [
    { label: text('cli.diff.label.apps'), value: text('cli.diff.apps', { added: n(c.added), deleted: n(c.deleted), changed: n(c.changed), unchanged: n(c.unchanged) }) },
    { label: text('cli.diff.label.parts'), value: text('cli.diff.parts', { new: n(c.partsAdded), dropped: n(c.partsDropped) }) },
    { label: text('cli.diff.label.vehicles'), value: text('cli.diff.vehicles', { new: n(c.vehiclesNew), dropped: n(c.vehiclesDropped) }) },
  ];
  const width = Math.max(10, ...rows.map((row) => row.label.length + 2));
  const update = delta.updateXml ? [text('cli.diff.update', { file: delta.updateXml, adds: n(delta.adds), deletes: n(delta.deletes) })] : [];
  return [
    ...rows.map((row) => `${row.label}:`.padEnd(width) + row.value),
    text('cli.diff.wrote', { files: [delta.changesJson, delta.changesCsv, ...update].join(', ') }),
    ...delta.findings.map((f) => `  ${f.severity} ${f.code}: ${findingMessage(f, locale)}`),
  ];
}
