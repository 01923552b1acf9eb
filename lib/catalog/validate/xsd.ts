import { open, readFile } from 'node:fs/promises';
import path from 'node:path';
import { memoryPages, validateXML } from 'xmllint-wasm';
import { say, type Said } from '../messages';
import type { Finding } from '../types';
import { saidFinding } from './said-finding';
import {
  DEFAULT_STANDARD_VERSION,
  findSchemaFile,
  sniffStandardDocument,
  type StandardKind,
} from './schema-files';
import { findFirstWellFormednessError, findFirstWellFormednessErrorIn } from './well-formed';
import { readMessageLine } from './xmllint-lines';
import { nativeXmllintUsable, runXmllint } from './xmllint-native';
import {
  fileChunks,
  STDIN_DOC_NAME,
  validateFileStreaming,
  type StreamingMode,
  type XmllintRun,
} from './xsd-stream';

export interface ValidateXsdInput {
  /** The document on disk, or… */
  xmlPath?: string;
  /** …its content. */
  xml?: string | Uint8Array;
  kind: StandardKind;
  /** Schema version to validate against; default: what the document declares, else 4.2 / 7.2. */
  version?: string;
  /** Folder with the Auto Care XSDs (`STANDARDS_DIR`); absent → validation is reported as not run. */
  standardsDir?: string | null;
  /** Name used in findings (default: the file's base name, or `aces.xml` / `pies.xml`). */
  fileName?: string;
  /** XSD findings kept (default 1000); the rest are summarised in one finding. */
  maxFindings?: number;
  /** Documents larger than this are validated with xmllint's streaming reader (default 8 MB). */
  streamAboveBytes?: number;
  /**
   * The machine's xmllint, tried for a file read from disk before the WASM build (decision 0021):
   * default `xmllint` on the PATH; null → the WASM build only.
   */
  xmllint?: string | null;
  /** Stops the native xmllint (and the WASM worker) when aborted. */
  signal?: AbortSignal;
  /** The native xmllint is stopped after this long (default 30 minutes): a hung process is no verdict. */
  timeoutMs?: number;
}

export interface XsdResult {
  /** Whether the schema validator actually ran over the document. */
  ran: boolean;
  /** true/false once it ran; null when it did not. */
  valid: boolean | null;
  version: string | null;
  schemaFile: string | null;
  /** Total schema/parse errors reported, including those beyond `maxFindings`. */
  errorCount: number;
  findings: Finding[];
  /** Which libxml2 judged the document: the machine's xmllint or the WASM build; null when none ran. */
  validator: 'native' | 'wasm' | null;
}

const LABEL: Record<StandardKind, string> = { aces: 'ACES', pies: 'PIES' };

/** A schema file name to point at: Auto Care's own for the default versions, the pattern otherwise. */
function schemaExample(kind: StandardKind, version: string | undefined): string {
  if (version === undefined || version === DEFAULT_STANDARD_VERSION[kind])
    return kind === 'aces' ? 'ACES_4_2_XSDSchema_Rev2.xsd' : 'PIES_7_2_XSDSchema_Rev3.xsd';
  return `${LABEL[kind]}_${version.replace('.', '_')}_*.xsd`;
}

/**
 * Validates an ACES or PIES document against the official XSD for its version with libxml2 (the
 * WASM build; a file read from disk by the machine's xmllint when it has one, see decision 0021;
 * no network, no DTD loading). Errors become `XSD_INVALID` / `XML_MALFORMED` findings with
 * the line number. Without a standards folder nothing fails: the result says it did not run.
 */
export async function validateXsd(input: ValidateXsdInput): Promise<XsdResult> {
  const label = LABEL[input.kind];
  const fileName = input.fileName ?? (input.xmlPath ? path.basename(input.xmlPath) : `${input.kind}.xml`);
  const notRun = (said: Said, severity: Finding['severity'] = 'info', code = 'XSD_NOT_RUN'): XsdResult => ({
    ran: false,
    valid: null,
    version: input.version ?? null,
    schemaFile: null,
    errorCount: 0,
    findings: [saidFinding(code, severity, said, { file: fileName })],
    validator: null,
  });

  if (!input.standardsDir) {
    return notRun(
      say('XSD_NOT_RUN', {
        standard: label,
        example: schemaExample(input.kind, input.version),
        file: fileName,
      }),
    );
  }

  const streamAbove = input.streamAboveBytes ?? 8 * 1024 * 1024;
  /** The document in memory, or — a file above `streamAbove` — only its head, the rest read as validated. */
  let bytes: Uint8Array;
  let streamFromDisk = false;
  try {
    if (input.xmlPath) ({ bytes, whole: streamFromDisk } = await readSmallOrHead(input.xmlPath, streamAbove));
    else if (typeof input.xml === 'string') bytes = Buffer.from(input.xml, 'utf8');
    else if (input.xml) bytes = input.xml;
    else return notRun(say('XSD_INPUT_UNREADABLE.none'), 'error', 'XSD_INPUT_UNREADABLE');
  } catch (e) {
    return notRun(
      say('XSD_INPUT_UNREADABLE', { file: fileName, detail: (e as Error).message }),
      'error',
      'XSD_INPUT_UNREADABLE',
    );
  }

  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 16 * 1024)).toString(
    'utf8',
  );
  const sniffed = sniffStandardDocument(head);
  if (sniffed?.hasDoctype) {
    return {
      ...notRun(
        say('XML_DOCTYPE_REFUSED.xsd', { file: fileName, standard: label }),
        'error',
        'XML_DOCTYPE_REFUSED',
      ),
      valid: false,
    };
  }
  const version = input.version ?? sniffed?.version ?? DEFAULT_STANDARD_VERSION[input.kind];
  const schemaFile = await findSchemaFile(input.standardsDir, input.kind, version);
  if (!schemaFile) {
    return {
      ...notRun(
        say('XSD_NOT_RUN.noSchema', {
          schema: `${label} ${version}`,
          pattern: `${label}_${version.replace('.', '_')}_*.xsd`,
          folder: input.standardsDir,
        }),
      ),
      version,
    };
  }

  const stream = streamFromDisk || bytes.byteLength > streamAbove;
  // xmllint-wasm insists on names it cannot mistake for options; from stdin the name is its own.
  const docName = streamFromDisk ? STDIN_DOC_NAME : 'document.xml';
  const maxFindings = input.maxFindings ?? 1000;
  let stderr: string;
  let moreErrors = 0;
  let validator: XsdResult['validator'] = 'wasm';
  try {
    if (streamFromDisk) {
      const command = input.xmllint === undefined ? 'xmllint' : input.xmllint;
      let native: XmllintRun | null = null;
      if (command !== null && (await nativeXmllintUsable(command))) {
        validator = 'native';
        native = await validateNatively(command, input, input.xmlPath!, schemaFile, maxFindings);
      }
      if (!native) validator = 'wasm';
      const run = native ?? (await validateWithWasm(input.xmlPath!, await readFile(schemaFile), input.signal));
      moreErrors = run.moreErrors ?? 0;
      stderr = outcome(run);
    } else {
      const schema = await readFile(schemaFile);
      const r = await validateXML({
        xml: [{ fileName: docName, contents: bytes }],
        schema: [{ fileName: 'schema.xsd', contents: schema }],
        stream,
        initialMemoryPages: 256,
        maxMemoryPages: 2 * memoryPages.GiB,
        modifyArguments: (args) => ['--nonet', ...args],
      });
      stderr = r.valid ? '' : r.rawOutput;
    }
  } catch (e) {
    const msg = (e as Error).message ?? '';
    if (!/failed to parse/.test(msg)) {
      return {
        ...notRun(
          msg.trim()
            ? say('XSD_VALIDATOR_FAILED', { file: fileName, detail: msg.trim() })
            : say('XSD_VALIDATOR_FAILED.stopped', { file: fileName }),
          'error',
          'XSD_VALIDATOR_FAILED',
        ),
        version,
        schemaFile,
        validator,
      };
    }
    // The streaming reader reports only "failed to parse"; find the line ourselves.
    const wf = streamFromDisk
      ? findFirstWellFormednessErrorIn(fileChunks(input.xmlPath!))
      : findFirstWellFormednessError(bytes);
    stderr = wf
      ? `${docName}:${wf.line}: parser error : ${wf.message}\n`
      : `${docName}:1: parser error : the document is not well-formed XML\n`;
  }

  const { findings, errorCount } = xmllintFindings(stderr, {
    docName,
    fileName,
    label: `${label} ${version}`,
    max: maxFindings,
    moreErrors,
  });
  return { ran: true, valid: errorCount === 0, version, schemaFile, errorCount, findings, validator };
}

/** Exit codes whose output the findings are read from: valid, invalid, and 1 "failed to parse". */
const NATIVE_VERDICT = new Set([0, 3, 4]);

/**
 * The file judged by the machine's xmllint (one that answered the probe as the WASM build does);
 * null when it failed in a way that is no verdict on the document (another exit code, a crash):
 * the WASM build then judges, as it would without it. A cancelled or timed-out run is an error,
 * not retried.
 */
async function validateNatively(
  command: string,
  input: ValidateXsdInput,
  xmlPath: string,
  schemaPath: string,
  maxMessages: number,
): Promise<XmllintRun | null> {
  let run: XmllintRun;
  try {
    run = await runXmllint({
      command,
      xmlPath,
      schemaPath,
      maxMessages,
      timeoutMs: input.timeoutMs ?? 30 * 60_000,
      ...(input.signal ? { signal: input.signal } : {}),
    });
  } catch (e) {
    if (input.signal?.aborted || /did not finish/.test((e as Error).message)) throw e;
    return null;
  }
  const parseFailure = run.exitCode === 1 && /failed to parse/.test(run.stderr);
  return NATIVE_VERDICT.has(run.exitCode) || parseFailure ? run : null;
}

/**
 * The WASM build over the file, read as it goes. The SAX pass is the cheaper one and says "valid"
 * for nearly every big file; at the first thing it has to say it stops, and the reader's pass,
 * whose messages stand, reads the file.
 */
async function validateWithWasm(xmlPath: string, schema: Uint8Array, signal?: AbortSignal): Promise<XmllintRun> {
  const fromDisk = (mode: StreamingMode, stopAtFirstMessage = false): Promise<XmllintRun> =>
    validateFileStreaming({
      xmlPath,
      schema,
      mode,
      stopAtFirstMessage,
      initialMemoryPages: 256,
      maxMemoryPages: 2 * memoryPages.GiB,
      ...(signal ? { signal } : {}),
    });
  const sax = await fromDisk('sax', true);
  return sax.exitCode === 0 && !sax.stopped ? sax : await fromDisk('stream');
}

/**
 * A file's bytes when it is small enough to validate in memory; else its first 16 KB (for the
 * DOCTYPE and version sniff) and `whole: true`, so the validator reads it from disk as it goes.
 * Opened first either way, so a missing file fails with the same message as before.
 */
async function readSmallOrHead(
  file: string,
  streamAbove: number,
): Promise<{ bytes: Uint8Array; whole: boolean }> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    if (size <= streamAbove) return { bytes: await handle.readFile(), whole: false };
    const head = new Uint8Array(Math.min(size, 16 * 1024));
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return { bytes: head.subarray(0, bytesRead), whole: true };
  } finally {
    await handle.close();
  }
}

/** xmllint-wasm's reading of an exit code: valid, invalid (stderr lists why), or a failure thrown. */
function outcome(r: XmllintRun): string {
  if (r.exitCode === 0) return '';
  if (r.exitCode === 3 || r.exitCode === 4) return r.stderr;
  throw new Error(r.stderr);
}

/** Turns xmllint's stderr into findings (one per reported error; context and caret lines skipped). */
export function xmllintFindings(
  stderr: string,
  o: { docName: string; fileName: string; label: string; max: number; moreErrors?: number },
): { findings: Finding[]; errorCount: number } {
  const findings: Finding[] = [];
  // Errors beyond the first `max` that a bounded runner only counted.
  let errorCount = o.moreErrors ?? 0;
  for (const line of stderr.split('\n')) {
    const message = readMessageLine(line, o.docName);
    if (message === null || message === 'warning') continue;
    const { line: lineNo, parse, text } = message;
    errorCount++;
    if (findings.length < o.max) {
      const where = { file: o.fileName, line: String(lineNo), detail: text };
      findings.push(
        parse
          ? saidFinding('XML_MALFORMED', 'error', say('XML_MALFORMED.xsd', where), {
              file: o.fileName,
              row: lineNo,
            })
          : saidFinding('XSD_INVALID', 'error', say('XSD_INVALID', { ...where, schema: o.label }), {
              file: o.fileName,
              row: lineNo,
            }),
      );
    }
  }
  if (errorCount > o.max) {
    findings.push(
      saidFinding(
        'XSD_FINDINGS_TRUNCATED',
        'info',
        say('XSD_FINDINGS_TRUNCATED', { count: errorCount - o.max, file: o.fileName }),
        { file: o.fileName },
      ),
    );
  }
  return { findings, errorCount };
}
