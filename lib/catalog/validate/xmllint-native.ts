import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { keptLines, type KeptLines } from './xmllint-lines';
import { STDIN_DOC_NAME, type XmllintRun } from './xsd-stream';

/**
 * The machine's own xmllint (Debian's libxml2-utils), used instead of the WASM build for a file
 * read from disk when it is installed and answers like it (decision 0021): about a third of the
 * WASM build's CPU, in its own process, beside the checks. Never through a shell; the document is
 * the child's stdin (the file's own descriptor, nothing passes through Node), so its messages name
 * the document `-` exactly as the WASM runner's do.
 */

/**
 * libxml2 2.9 (Debian 12) prints this debug line on stderr for every document its streaming
 * validator rejects; the WASM build (2.13) does not. Not a message about the document: dropped.
 */
const DEBUG_LINE = /^Unimplemented block at [^\n]*$/;

/** The schema and documents of the probe, with what the WASM build prints for each (see tests). */
export const PROBE_SCHEMA =
  '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"><xs:element name="a"><xs:complexType><xs:sequence>' +
  '<xs:element name="n" type="xs:positiveInteger" maxOccurs="unbounded"/></xs:sequence></xs:complexType></xs:element></xs:schema>';
export const PROBES: readonly { doc: string; exitCode: number; stderr: string }[] = [
  { doc: '<a>\n<n>1</n>\n</a>\n', exitCode: 0, stderr: '- validates\n' },
  {
    doc: '<a>\n<n>0</n>\n<m/>\n</a>\n',
    exitCode: 3,
    stderr:
      "-:2: Schemas validity error : Element 'n': '0' is not a valid value of the atomic type 'xs:positiveInteger'.\n" +
      "-:3: Schemas validity error : Element 'm': This element is not expected. Expected is ( n ).\n" +
      '- fails to validate\n',
  },
  { doc: '<a>\n<n>1</n>\n</b>\n', exitCode: 1, stderr: '- validates\n- : failed to parse\n' },
];

const probed = new Map<string, Promise<boolean>>();

/**
 * Whether `command` is an xmllint that answers the probe documents exactly as the WASM build does
 * (exit code and every line, once the debug line is dropped): once per command and process. A
 * missing command, another libxml2 that words its messages otherwise, or any failure: false.
 */
export function nativeXmllintUsable(command: string): Promise<boolean> {
  let p = probed.get(command);
  if (!p) {
    p = probe(command).catch(() => false);
    probed.set(command, p);
  }
  return p;
}

async function probe(command: string): Promise<boolean> {
  const dir = await mkdtemp(path.join(tmpdir(), 'partsmith-xmllint-'));
  try {
    const schemaPath = path.join(dir, 'probe.xsd');
    await writeFile(schemaPath, PROBE_SCHEMA);
    for (const p of PROBES) {
      const r = await runXmllint({ command, schemaPath, stdin: p.doc, maxMessages: 10, timeoutMs: 10_000 });
      if (r.exitCode !== p.exitCode || r.stderr !== p.stderr) return false;
    }
    return true;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Children still running, killed if the process exits first (a CLI that stops early). */
const running = new Set<ReturnType<typeof spawn>>();
let exitHook = false;

/**
 * `xmllint --nonet --schema <schemaPath> --noout --stream -` over the file at `xmlPath` (or the
 * `stdin` text, for the probe). Its stderr is kept line by line as xsd.ts reads it, bounded (see
 * xmllint-lines.ts): the first `maxMessages` messages and a count of the rest. Killed (SIGKILL) on
 * `signal` or after `timeoutMs`; the promise then rejects.
 */
export function runXmllint(o: {
  command: string;
  schemaPath: string;
  xmlPath?: string;
  stdin?: string;
  maxMessages: number;
  timeoutMs: number;
  signal?: AbortSignal;
}): Promise<XmllintRun> {
  const fd = o.xmlPath === undefined ? null : openSync(o.xmlPath, 'r');
  const args = ['--nonet', '--schema', o.schemaPath, '--noout', '--stream', STDIN_DOC_NAME];
  return new Promise<XmllintRun>((resolve, reject) => {
    let child: ReturnType<typeof spawn>;
    try {
      child = spawn(o.command, args, {
        stdio: [fd ?? 'pipe', 'ignore', 'pipe'],
        shell: false,
        timeout: o.timeoutMs,
        killSignal: 'SIGKILL',
        ...(o.signal ? { signal: o.signal } : {}),
      });
    } catch (e) {
      reject(e as Error);
      return;
    } finally {
      // The child holds its own copy of the descriptor.
      if (fd !== null) closeSync(fd);
    }
    running.add(child);
    if (!exitHook) {
      exitHook = true;
      process.once('exit', () => {
        for (const c of running) c.kill('SIGKILL');
      });
    }
    const kept: KeptLines = keptLines(STDIN_DOC_NAME, o.maxMessages);
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (text: string) => kept.write(text, (line) => !DEBUG_LINE.test(line)));
    if (o.stdin !== undefined) {
      child.stdin!.on('error', () => {}); // a child that exits without reading: its exit code says why
      child.stdin!.end(o.stdin);
    }
    let failed: Error | null = null;
    child.on('error', (e) => {
      failed = e;
    });
    child.on('close', (code, signal) => {
      running.delete(child);
      if (failed) return reject(failed);
      if (o.signal?.aborted) return reject(new Error('the validation was cancelled'));
      if (code === null) {
        return reject(
          new Error(
            signal === 'SIGKILL'
              ? `xmllint did not finish within ${Math.round(o.timeoutMs / 1000)} s and was stopped`
              : `xmllint stopped (${signal ?? 'no exit code'})`,
          ),
        );
      }
      const { text, moreErrors } = kept.end((line) => !DEBUG_LINE.test(line));
      resolve({ exitCode: code, stderr: text, ...(moreErrors ? { moreErrors } : {}) });
    });
  });
}
