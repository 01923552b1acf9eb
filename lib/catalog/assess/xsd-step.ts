import { readFile } from 'node:fs/promises';
import {
  decodeXmlBytes,
  readXmlHead,
  sniffXmlEncoding,
  xmlInputBytes,
  xmlInputName,
  xmlInputPath,
  type XmlInput,
} from '../readers';
import { say } from '../messages';
import type { FindingLog } from '../report';
import type { Finding } from '../types';
import {
  sniffStandardDocument,
  validateXsd,
  type StandardKind,
  type XsdResult,
  saidFinding,
} from '../validate';
import type { AssessResult } from './result';

/** The outcome of schema validation, held until the streaming read has said whether the file is readable. */
export interface XsdOutcome {
  result: XsdResult;
  file: string;
}

/**
 * Starts schema validation against the XSD of the file's declared version, when a standards folder
 * is given, and returns a function that waits for its outcome. A file the validator reads from disk
 * as it goes (see validate/xsd-stream.ts) costs libxml2's few tens of MB, so it runs beside the
 * streaming checks — its worker on another core — instead of before them; a document it must hold
 * whole (bytes given, a Windows-1252 file transcoded) is validated first, so the two peaks do not
 * add up on a million-app file.
 */
export async function startSchemaValidation(
  input: XmlInput,
  kind: StandardKind,
  standardsDir: string | null | undefined,
  maxPerCode: number,
): Promise<() => Promise<XsdOutcome>> {
  const file = xmlInputName(input);
  const head = await readXmlHead(input, 16 * 1024).catch(() => new Uint8Array(0));
  const sniffed = sniffXmlEncoding(head);
  const version = sniffStandardDocument(decodeXmlBytes(head, sniffed.encoding))?.version ?? undefined;
  const source = standardsDir ? await xsdSource(input, sniffed) : { xml: new Uint8Array(0) };
  const running = validateXsd({
    ...source,
    kind,
    ...(version ? { version } : {}),
    standardsDir: standardsDir ?? null,
    fileName: file,
    maxFindings: maxPerCode,
  }).then((result) => ({ result, file }));
  if ('xmlPath' in source) {
    // Awaited once the checks are done; a failure must not count as unhandled meanwhile.
    running.catch(() => {});
    return () => running;
  }
  const outcome = await running;
  return () => Promise.resolve(outcome);
}

/**
 * Adds the schema findings to the log — unless the file could not be read to its end, in which case
 * the reader has already named the first problem and the schema's view of it would only repeat it.
 */
export function recordXsd(outcome: XsdOutcome, readable: boolean, log: FindingLog): AssessResult['xsd'] {
  const r = outcome.result;
  if (!readable) {
    log.add(
      saidFinding('XSD_NOT_RUN', 'info', say('XSD_NOT_RUN.unreadable', { file: outcome.file }), {
        file: outcome.file,
      }),
    );
    return { ran: false, valid: null, schemaFile: r.schemaFile, errorCount: 0 };
  }
  const invalid: Finding[] = r.findings.filter((f) => f.code === 'XSD_INVALID');
  const malformed = r.findings.filter((f) => f.code === 'XML_MALFORMED').length;
  for (const f of r.findings) if (f.code !== 'XSD_INVALID') log.add(f);
  if (invalid.length)
    log.addCounted(invalid, 'XSD_INVALID', 'error', Math.max(invalid.length, r.errorCount - malformed));
  return { ran: r.ran, valid: r.valid, schemaFile: r.schemaFile, errorCount: r.errorCount };
}

/** Labels libxml2 (as built into xmllint-wasm, without iconv) decodes itself. */
const LIBXML_NATIVE = /^(utf-?8|utf-?16(le|be)?|iso-8859-1|iso8859-1|latin-?1|us-ascii|ascii)$/i;

/**
 * What to give the validator: the file itself, or — for a Windows-1252 file, which is legal XML
 * but which the WASM libxml2 cannot decode — the same document transcoded to UTF-8, so the schema
 * is judged and not the validator's missing code page. Line numbers stay the same.
 */
async function xsdSource(
  input: XmlInput,
  sniffed: ReturnType<typeof sniffXmlEncoding>,
): Promise<{ xmlPath: string } | { xml: Uint8Array }> {
  const xmlPath = xmlInputPath(input);
  const bytes = xmlPath === null ? xmlInputBytes(input) : null;
  if (sniffed.encoding !== 'windows-1252' || LIBXML_NATIVE.test(sniffed.declared ?? '')) {
    return bytes ? { xml: bytes } : { xmlPath: xmlPath! };
  }
  const text = decodeXmlBytes(bytes ?? (await readFile(xmlPath!)), 'windows-1252');
  const utf8 = text.replace(/^(\s*<\?xml\s[^?]*?\bencoding\s*=\s*["'])[^"']+(["'])/, '$1UTF-8$2');
  return { xml: Buffer.from(utf8, 'utf8') };
}
