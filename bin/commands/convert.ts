import { existsSync } from 'node:fs';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  checkConvertSettings,
  DEFAULT_ACCEPT_THRESHOLD,
  loadOrCreateSigningKey,
  loadSigningKey,
  parseSavedMapping,
  parseSenderIdentity,
  type ConvertResult,
  type Finding,
  type RecordedMapping,
  type SenderIdentity,
  type SigningKey,
} from '@/lib/catalog';
import { serverConfig } from '@/lib/config';
import { parseLearnedTermsCsv, type LearnedTerm, type LearnedTermsCsvError } from '@/lib/catalog/learned';
import { findingMessage, findingSaid, isSaid, say, type MessageLocale, type MessageParams, type Said } from '@/lib/catalog/messages';
import { render } from '../texts';
import { EXIT, commandHelp, commandLineLocale, UsageError, cliLocale, formatCount, parseCommandLine, usageError, type CliIo, type Command } from './command';
import { convertInThread } from './convert-thread';
import { toolVersion } from './version';

const OPTIONS = {
  brand: { type: 'string' },
  reference: { type: 'string' },
  out: { type: 'string', default: './out' },
  mapping: { type: 'string' },
  learned: { type: 'string' },
  sheet: { type: 'string' },
  lang: { type: 'string' },
  'accept-threshold': { type: 'string' },
  'sign-key': { type: 'string' },
  standards: { type: 'string' },
  sender: { type: 'string' },
  company: { type: 'string' },
  'sender-name': { type: 'string' },
  'sender-phone': { type: 'string' },
  'sender-email': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** The sender flags and the identity field each sets. */
const SENDER_FLAGS = [
  ['company', 'company'],
  ['sender-name', 'senderName'],
  ['sender-phone', 'phone'],
  ['sender-email', 'email'],
] as const;

/** A problem with a file the user named: message (already in --lang) on stderr, exit 1. */
class InputProblem extends Error {}

/** An input problem said in the reader's language (texts/cli-input.ts). */
const inputProblem = (lang: MessageLocale, said: Said): InputProblem => new InputProblem(render(said, lang));

/** The system's code for a failed read (ENOENT), else its message. */
const systemWhy = (e: unknown): string => (e as NodeJS.ErrnoException).code ?? (e as Error).message;

/**
 * The help's sender.json example, as typed in every language; its lines after the first are
 * indented to the help's description column. A parameter, as ICU texts cannot hold its braces.
 */
const SENDER_EXAMPLE = [
  '{"company": "Acme Brakes Inc.", "senderName": "Jane Doe",',
  ' "phone": "+1 555 555 0100", "email": "data@acme.example",',
  ' "brands": [{"name": "Acme Pro", "code": "BKMN"}],',
  ' "documentTitle": "{brand} {date}", "language": "en"}',
].join(`\n${' '.repeat(29)}`);

export const convertCommand: Command = {
  name: 'convert',
  helpParams: {
    threshold: String(DEFAULT_ACCEPT_THRESHOLD),
    senderExample: SENDER_EXAMPLE,
    titlePlaceholders: '{brand} {code} {date} {file}',
  },
  async run(args, io) {
    const { values, positionals } = parseCommandLine(args, OPTIONS);
    if (values.help) {
      io.out(commandHelp(convertCommand, commandLineLocale(args, io.env)));
      return EXIT.ok;
    }
    const settings = { ...readSettings(values, positionals), lang: cliLocale(values.lang, io.env) };
    try {
      return await convert(settings, io);
    } catch (e) {
      if (e instanceof InputProblem) {
        io.err(`partsmith convert: ${e.message}`);
        return EXIT.failed;
      }
      throw e;
    }
  },
};

interface Settings {
  catalog: string;
  /** --lang, or the environment's: report.html and printed findings. */
  lang?: MessageLocale;
  brand: string;
  acceptThreshold: number;
  out: string;
  reference?: string;
  mapping?: string;
  /** --learned: a learned-terms CSV file. */
  learned?: string;
  sheet?: string;
  signKey?: string;
  standards?: string;
  /** --sender: a JSON file with the identity. */
  senderFile?: string;
  /** --company, --sender-name, …: checked already; they win over the file. */
  senderFlags: SenderIdentity;
}

function readSettings(values: Record<string, string | boolean | undefined>, positionals: string[]): Settings {
  if (positionals.length === 0) throw usageError(say('cli.convert.nameCatalog'));
  if (positionals.length > 1) throw usageError(say('cli.convert.oneCatalog', { count: String(positionals.length), files: positionals.join(' ') }));
  const str = (k: string): string | undefined => (typeof values[k] === 'string' ? (values[k] as string) : undefined);
  const brand = str('brand')?.trim();
  if (!brand) throw usageError(say('cli.convert.brandRequired'));
  const thresholdText = str('accept-threshold');
  const acceptThreshold = thresholdText === undefined ? DEFAULT_ACCEPT_THRESHOLD : thresholdText.trim() === '' ? NaN : Number(thresholdText);
  if (!Number.isFinite(acceptThreshold)) throw usageError(say('cli.convert.threshold', { value: thresholdText ?? '' }));
  const problem = checkConvertSettings({ brand, acceptThreshold })[0];
  if (problem) throw findingUsageError(problem);
  const settings: Settings = { catalog: positionals[0]!, brand, acceptThreshold, out: str('out') ?? './out', senderFlags: senderFlags(str) };
  for (const [key, option] of [
    ['reference', 'reference'],
    ['mapping', 'mapping'],
    ['learned', 'learned'],
    ['sheet', 'sheet'],
    ['signKey', 'sign-key'],
    ['standards', 'standards'],
    ['senderFile', 'sender'],
  ] as const) {
    const v = str(option);
    if (v !== undefined) settings[key] = v;
  }
  return settings;
}

/** --company, --sender-name, --sender-phone, --sender-email as an identity; a bad value is a usage error naming the flag. */
function senderFlags(str: (k: string) => string | undefined): SenderIdentity {
  const given: Record<string, string> = {};
  for (const [flag, field] of SENDER_FLAGS) {
    const v = str(flag);
    if (v !== undefined) given[field] = v;
  }
  const parsed = parseSenderIdentity(given);
  if (parsed.ok) return parsed.value;
  const first = parsed.findings[0]!;
  const flag = SENDER_FLAGS.find(([, field]) => field === first.column)?.[0] ?? 'sender';
  const said = findingSaid(first);
  throw typeof said === 'string' ? new UsageError(`--${flag}: ${said}`) : usageError(say('cli.usage.flagProblem', { flag: `--${flag}`, problem: said }));
}

/** A setting the engine refused, in the command line's language when the finding has its text. */
function findingUsageError(finding: Finding): UsageError {
  const said = findingSaid(finding);
  return typeof said === 'string' ? new UsageError(said) : usageError(said);
}

/** The identity the headers name: the --sender file's, with the flags' values over it. */
async function readSender(settings: Settings, lang: MessageLocale): Promise<SenderIdentity> {
  if (!settings.senderFile) return settings.senderFlags;
  const file = settings.senderFile;
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (e) {
    if (e instanceof SyntaxError) throw inputProblem(lang, say('cli.input.senderNotJson', { file, detail: e.message }));
    throw inputProblem(lang, say('cli.input.cannotRead', { what: 'sender', file, why: systemWhy(e) }));
  }
  const parsed = parseSenderIdentity(json);
  if (!parsed.ok) throw inputProblem(lang, say('cli.input.senderInvalid', { file, problems: parsed.findings.map((f) => findingMessage(f, lang)).join(' ') }));
  return { ...parsed.value, ...settings.senderFlags };
}

/** The mapping file, stated in the report and the evidence as where its columns came from. */
async function readMapping(file: string, lang: MessageLocale): Promise<RecordedMapping> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    throw inputProblem(lang, say('cli.input.cannotRead', { what: 'mapping', file, why: systemWhy(e) }));
  }
  const parsed = parseSavedMapping(text, path.basename(file));
  if ('error' in parsed) throw new InputProblem(findingMessage(parsed.error, lang));
  return { ...parsed.saved, origin: { kind: 'file', file: path.basename(file) } };
}

/** A learned-terms file beyond this is no export of ours (100,000 terms are a few MB): refused before reading. */
const LEARNED_FILE_MAX_BYTES = 64 * 1024 * 1024;

/** The --learned file, every problem named by file, line and column; a bad file stops the run before it starts. */
async function readLearnedTerms(file: string, lang: MessageLocale): Promise<LearnedTerm[]> {
  let text: string;
  try {
    const size = (await stat(file)).size;
    if (size > LEARNED_FILE_MAX_BYTES) throw inputProblem(lang, say('cli.input.learnedTooBig', { file, bytes: size, terms: 100_000 }));
    text = await readFile(file, 'utf8');
  } catch (e) {
    if (e instanceof InputProblem) throw e;
    throw inputProblem(lang, say('cli.input.cannotRead', { what: 'learned', file, why: systemWhy(e) }));
  }
  const parsed = parseLearnedTermsCsv(text);
  if (parsed.ok) return parsed.terms;
  const lines = parsed.errors.map((e) => `  ${file}:${e.line}${e.column ? ` (${e.column})` : ''}: ${cellProblem(e, lang)} [${e.code}]`);
  throw inputProblem(lang, say('cli.input.learnedUnusable', { file, lines: lines.join('\n') }));
}

/** A line's problem without the "Line 2, column field:" its message starts with: the line above says where. */
function cellProblem(error: LearnedTermsCsvError, lang: MessageLocale): string {
  const problem = error.messageId === 'learned.at' ? error.params?.problem : undefined;
  if (isSaid(problem)) return render(problem, lang);
  return findingMessage(error, lang);
}

function standardsFolder(settings: Settings, env: NodeJS.ProcessEnv, lang: MessageLocale): string | null {
  const dir = settings.standards ?? serverConfig(env).standardsDir;
  if (dir === undefined) return null;
  if (!existsSync(dir)) {
    const where = settings.standards ? '--standards' : 'STANDARDS_DIR';
    throw inputProblem(lang, say('cli.input.standardsMissing', { dir, where }));
  }
  return dir;
}

async function convert(settings: Settings, io: CliIo): Promise<number> {
  const lang = settings.lang ?? 'en';
  const mapping = settings.mapping ? await readMapping(settings.mapping, lang) : undefined;
  const learnedTerms = settings.learned ? await readLearnedTerms(settings.learned, lang) : undefined;
  const sender = await readSender(settings, lang);
  const standardsDir = standardsFolder(settings, io.env, lang);

  const signer = await signingKey(settings, io, lang);
  const warning = (message: string) => io.err(render(say('cli.input.warning', { message }), lang));

  // In a worker thread with a capped heap (see convert-thread): the reference is loaded there too.
  const outcome = await convertInThread(
    {
      options: {
        input: { path: settings.catalog },
        outDir: settings.out,
        brand: settings.brand,
        acceptThreshold: settings.acceptThreshold,
        ...(mapping ? { mapping } : {}),
        ...(learnedTerms ? { learnedTerms } : {}),
        ...(settings.sheet !== undefined ? { sheet: settings.sheet } : {}),
        sender,
        standardsDir,
        signer,
        reportLocale: lang,
        toolVersion: await toolVersion(),
      },
      ...(settings.reference ? { reference: settings.reference } : {}),
      env: io.env,
    },
    {
      onReference: (findings) => {
        for (const f of findings.filter((x) => x.severity === 'error')) warning(findingMessage(f, lang));
      },
      onProgress: (p) => io.progress?.(render(say('cli.input.progress', { stage: p.stage, rows: p.rowsDone }), lang)),
    },
  );
  if (!outcome.ok) {
    io.progress?.('');
    throw inputProblem(lang, outcome.said);
  }
  const { result } = outcome;
  io.progress?.('');
  if ('error' in result) {
    io.err(`partsmith convert: ${findingMessage(result.error, lang)}`);
    if (result.mappingRecord) {
      // The ten-second fix: the proposed mapping, ready to correct and pass back with --mapping.
      const proposed = path.join(settings.out, 'mapping.proposed.json');
      await mkdir(settings.out, { recursive: true });
      await writeFile(proposed, `${JSON.stringify(result.mappingRecord, null, 2)}\n`);
      io.err(render(say('cli.input.proposedMapping', { file: proposed }), lang));
    }
    return EXIT.failed;
  }
  for (const line of summary(result, lang)) io.out(line);
  // Deliverables naming "Partsmith" as their sender must not leave unnoticed.
  const placeholders = result.report.findings.find((f) => f.code === 'HEADER_SENDER_PLACEHOLDER');
  if (placeholders) warning(findingMessage(placeholders, lang));
  return EXIT.ok;
}

/** --sign-key, else this installation's key (created on first use, said once). */
async function signingKey(settings: Settings, io: CliIo, lang: MessageLocale): Promise<SigningKey> {
  if (settings.signKey) {
    const k = await loadSigningKey(settings.signKey);
    if (!k.ok) throw inputProblem(lang, k.said);
    return k.value;
  }
  const k = await loadOrCreateSigningKey(path.join(serverConfig(io.env).dataDir, 'keys'));
  if (!k.ok) throw inputProblem(lang, k.said);
  if (k.value.created) {
    io.err(render(say('cli.input.keyCreated', { path: k.value.path, fingerprint: k.value.fingerprint }), lang));
  }
  return k.value;
}

/** A line of the summary in the reader's language (texts/cli.ts). */
type Say = (id: string, params?: MessageParams) => string;

/** What --learned did, when it was given. */
function learnedLine(learned: ConvertResult['report']['learnedTerms'], text: Say): { label: string; value: string }[] {
  if (!learned) return [];
  const rows = learned.used.reduce((a, t) => a + t.rows, 0);
  const ignored = learned.ignored.length ? text('cli.convert.learnedIgnored', { count: learned.ignored.length }) : '';
  return [{ label: text('cli.convert.label.learned'), value: `${formatCount(learned.used.length).padStart(12)}   ${text('cli.convert.learnedUsed', { rows })}${ignored}` }];
}

function xsdLine(r: ConvertResult, text: Say): string {
  const show = (label: string, s: ConvertResult['report']['xsd']['aces'], written: boolean): string =>
    text('cli.convert.xsdState', { label, state: !written ? 'unwritten' : !s || !s.ran ? 'notRun' : s.valid ? 'valid' : 'invalid', errors: s?.errors ?? 0 });
  const { aces, pies } = r.report.xsd;
  const notRun = !aces?.ran && !pies?.ran;
  if (notRun && (r.files.aces || r.files.pies)) return text('cli.convert.xsdNotRun');
  return `${show('ACES', aces, r.files.aces !== undefined)}, ${show('PIES', pies, r.files.pies !== undefined)}`;
}

/**
 * The short summary a person reads after a run, in `locale`. The labels' column is as wide as the
 * longest label of that language needs (15 in English, as it always was); counts stay en-US grouped
 * and right-aligned, so the column of numbers reads the same in every language.
 */
export function summary(r: ConvertResult, locale: MessageLocale = 'en'): string[] {
  const text: Say = (id, params) => render(say(id, params), locale);
  const { counts, report } = r;
  const input = report.input;
  const seconds = ((r.timings.total ?? 0) / 1000).toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false });
  const n = (v: number) => formatCount(v).padStart(12);
  const describe = [input.format, input.sheet ? text('cli.convert.sheet', { sheet: input.sheet }) : null, input.encoding, input.language].filter(Boolean).join(', ');
  const ref = report.reference;
  const errors = Object.entries(report.findingCounts).reduce((a, [, c]) => a + c, 0);
  const note = (shown: boolean, id: string) => (shown ? `   ${text(id)}` : '');
  const rows: { label: string; value: string }[] = [
    { label: text('cli.convert.label.rows'), value: n(counts.rows) },
    { label: text('cli.convert.label.converted'), value: n(counts.converted) },
    { label: text('cli.convert.label.flagged'), value: `${n(counts.flagged)}${note(counts.flagged > 0, 'cli.convert.heldForReview')}` },
    { label: text('cli.convert.label.rejected'), value: `${n(counts.rejected)}${note(counts.rejected > 0, 'cli.convert.rejectedWhy')}` },
    { label: text('cli.convert.label.merged'), value: `${n(counts.merged)}${note(counts.merged > 0, 'cli.convert.duplicateRows')}` },
    // An empty deliverable is never written: say so where the file would be named.
    { label: text('cli.convert.label.apps'), value: `${n(counts.apps)}   ${r.files.aces ? 'aces.xml' : text('cli.convert.noAces')}` },
    { label: text('cli.convert.label.items'), value: `${n(counts.items)}   ${r.files.pies ? 'pies.xml' : text('cli.convert.noPies')}` },
    { label: text('cli.convert.label.findings'), value: `${n(errors)}   report.html` },
    { label: text('cli.convert.label.xsd'), value: xsdLine(r, text) },
    ...learnedLine(report.learnedTerms, text),
    { label: text('cli.convert.label.reference'), value: `${ref.demo ? text('cli.convert.referenceDemo') : ref.source}${ref.versionDate ? `, ${ref.versionDate}` : ''}` },
  ];
  const width = Math.max(15, ...rows.map((row) => row.label.length + 2));
  return [
    text('cli.convert.head', { file: input.file, describe, seconds }),
    ...rows.map((row) => `  ${row.label.padEnd(width)}${row.value}`),
    text('cli.convert.files', {
      dir: r.outDir,
      files: Object.values(r.files)
        .map((f) => path.basename(f))
        .join(', '),
    }),
    text('cli.convert.signed', { fingerprint: r.evidence.signerFingerprint }),
  ];
}
