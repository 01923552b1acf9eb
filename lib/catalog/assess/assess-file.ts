import { say, type Said } from '../messages';
import { readXmlHead, sniffXmlEncoding, xmlInputName, type XmlInput } from '../readers';
import type { ReferenceSet } from '../reference';
import { FindingLog } from '../report';
import { sniffStandardDocument, saidFinding } from '../validate';
import { assessAces } from './assess-aces';
import { assessPies } from './assess-pies';
import { referenceLookupFromSet } from './reference-adapter';
import type { ReferenceLookup } from './reference-lookup';
import type { AssessResult } from './result';
import { buildResult, type AssessRunOptions } from './run-options';

export interface AssessOptions extends AssessRunOptions {
  /** VCdb/PCdb/Qdb to check IDs against: a loaded ReferenceSet or any ReferenceLookup. */
  reference?: ReferenceLookup | ReferenceSet | null;
}

const HEAD = 64 * 1024;

/**
 * Assesses an existing ACES or PIES file: which it is comes from the root element, not the name.
 * Never throws for bad input — an unreadable or foreign file is a result with one error finding.
 */
export async function assessFile(input: XmlInput, options: AssessOptions = {}): Promise<AssessResult> {
  const started = performance.now();
  const reference = toLookup(options.reference);
  const run = { ...options, reference };
  let head: Uint8Array;
  try {
    head = await readXmlHead(input, HEAD);
  } catch (e) {
    return failed(
      input,
      started,
      'XML_INPUT_UNREADABLE',
      say('XML_INPUT_UNREADABLE.assess', { file: xmlInputName(input), detail: (e as Error).message }),
      reference,
    );
  }
  const kind = sniffKind(head);
  if (kind === 'aces') return assessAces(input, run);
  if (kind === 'pies') return assessPies(input, run);
  return failed(
    input,
    started,
    'FILE_KIND_UNKNOWN',
    say('FILE_KIND_UNKNOWN', { file: xmlInputName(input), kb: HEAD / 1024 }),
    reference,
  );
}

function toLookup(ref: AssessOptions['reference']): ReferenceLookup | null {
  if (!ref) return null;
  return 'capabilities' in ref ? referenceLookupFromSet(ref) : ref;
}

function sniffKind(head: Uint8Array): 'aces' | 'pies' | null {
  const { encoding } = sniffXmlEncoding(head);
  const text = new TextDecoder(encoding === 'windows-1252' ? 'latin1' : encoding).decode(head);
  return sniffStandardDocument(text)?.kind ?? null;
}

function failed(
  input: XmlInput,
  started: number,
  code: string,
  said: Said,
  reference: ReferenceLookup | null,
): AssessResult {
  const log = new FindingLog();
  const file = xmlInputName(input);
  log.add(saidFinding(code, 'error', said, { file }));
  return buildResult({
    log,
    started,
    file,
    kind: null,
    version: null,
    encoding: 'unknown',
    count: {},
    reference,
    xsd: { ran: false, valid: null, schemaFile: null, errorCount: 0 },
    stats: [],
    parts: [],
    partTypes: [],
  });
}
