import { closeSync, openSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** What libxml2 said: its exit code (0 valid, 3/4 invalid, anything else a failure) and stderr. */
export interface XmllintRun {
  exitCode: number;
  stderr: string;
  /** The run was cut short at libxml2's first message (`stopAtFirstMessage`): no verdict. */
  stopped?: boolean;
  /** Errors beyond those kept in `stderr`, only counted (the native runner's bounded output). */
  moreErrors?: number;
}

/**
 * The worker's code, as text so no separate file has to survive bundling: it runs the same
 * libxml2 build xmllint-wasm ships, but hands it the document as its stdin, read from disk in
 * 1 MB pieces as the streaming reader asks for them. xmllint-wasm's own runner copies the whole
 * document into the worker and then into the WASM file system: two or three copies of a 200 MB
 * file at once, the largest part of `partsmith validate`'s peak.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const createXmllint = require(workerData.modulePath);
const fd = fs.openSync(workerData.xmlPath, 'r');
const chunk = Buffer.allocUnsafe(1 << 20);
let length = 0;
let at = 0;
let ended = false;
function stdin() {
  if (done) return null;
  if (at === length) {
    if (ended) return null;
    length = fs.readSync(fd, chunk, 0, chunk.length, null);
    at = 0;
    if (length === 0) {
      ended = true;
      return null;
    }
  }
  return chunk[at++];
}
let stderr = '';
let done = false;
function finish(exitCode, text, stopped) {
  if (done) return;
  done = true;
  fs.closeSync(fd);
  parentPort.postMessage({ exitCode, stderr: text === undefined ? stderr : text, stopped });
}
createXmllint({
  inputFiles: [{ fileName: 'schema.xsd', contents: workerData.schema }],
  arguments: workerData.args,
  stdin,
  print() {},
  printErr(text) {
    stderr += text + '\\n';
    // xmllint's closing "- validates" is no message; anything else is.
    if (workerData.stopAtFirstMessage && text !== workerData.validLine) finish(-1, undefined, true);
  },
  onExit: (code) => finish(code),
  onAbort: (reason) => finish(-1, 'WASM Abort: ' + reason),
  wasmMemory: new WebAssembly.Memory({ initial: workerData.initialMemory, maximum: workerData.maxMemory }),
}).catch((e) => finish(-1, String(e && e.message || e)));
`;

/** The name libxml2 gives the document in its messages when it reads stdin. */
export const STDIN_DOC_NAME = '-';

/**
 * How xmllint reads the document, both in one pass with flat memory: `stream`, its text reader
 * (`--stream`, as xmllint-wasm's own runner does), or `sax`, validation on the parser's SAX events
 * (`--sax`, xmlSchemaValidateStream), about a quarter less CPU on a big file. The two place some
 * messages differently (an element's missing children: at its start tag, not its end tag) and
 * `sax` does not place a well-formedness error at all, so `sax` is asked only whether a document
 * is valid (see xsd.ts): a document it has anything to say about is read again with `stream`.
 */
export type StreamingMode = 'sax' | 'stream';

/**
 * Validates the XML file at `xmlPath` against `schema` with one of xmllint's streaming modes
 * (`xmllint --nonet --schema schema.xsd --noout --stream|--sax -`), reading the file as it goes:
 * memory stays at libxml2's own, whatever the file's size. Messages name the document `-`. With
 * `stopAtFirstMessage` the run ends at the first thing libxml2 says (`stopped: true`).
 */
export function validateFileStreaming(o: {
  xmlPath: string;
  schema: Uint8Array;
  mode: StreamingMode;
  stopAtFirstMessage?: boolean;
  initialMemoryPages: number;
  maxMemoryPages: number;
  /** Terminates the worker when aborted; the promise then rejects. */
  signal?: AbortSignal;
}): Promise<XmllintRun> {
  const modulePath = createRequire(import.meta.url).resolve('xmllint-wasm/xmllint-node.js');
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: {
      modulePath,
      xmlPath: o.xmlPath,
      schema: o.schema,
      args: ['--nonet', '--schema', 'schema.xsd', '--noout', `--${o.mode}`, STDIN_DOC_NAME],
      stopAtFirstMessage: o.stopAtFirstMessage ?? false,
      validLine: `${STDIN_DOC_NAME} validates`,
      initialMemory: o.initialMemoryPages,
      maxMemory: o.maxMemoryPages,
    },
  });
  const abort = (): void => void worker.terminate();
  o.signal?.addEventListener('abort', abort, { once: true });
  return new Promise<XmllintRun>((resolve, reject) => {
    worker.on('message', (m: XmllintRun) => resolve(m));
    worker.on('error', reject);
    worker.on('exit', (code) =>
      reject(
        new Error(
          o.signal?.aborted ? 'the validation was cancelled' : `the validator's worker stopped (exit code ${code})`,
        ),
      ),
    );
  }).finally(() => {
    o.signal?.removeEventListener('abort', abort);
    return worker.terminate();
  });
}

/** A file's bytes in 1 MB pieces, read as they are asked for. */
export function* fileChunks(file: string): Generator<Uint8Array> {
  const fd = openSync(file, 'r');
  try {
    const chunk = new Uint8Array(1 << 20);
    for (;;) {
      const n = readSync(fd, chunk, 0, chunk.length, null);
      if (n === 0) return;
      yield chunk.subarray(0, n);
    }
  } finally {
    closeSync(fd);
  }
}
