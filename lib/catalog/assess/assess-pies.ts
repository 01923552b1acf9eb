import { say } from '../messages';
import { openPies, type XmlInput } from '../readers';
import { referenceSource } from '../reference';
import { FindingLog } from '../report';
import type { Finding } from '../types';
import { emitInto } from './emit';
import { PartTally } from './part-tally';
import { checkPiesDocument } from './pies-document-checks';
import { PiesItemChecks } from './pies-item-checks';
import type { ReferenceLookup } from './reference-lookup';
import type { AssessResult } from './result';
import { buildResult, type AssessRunOptions } from './run-options';
import { recordXsd, startSchemaValidation } from './xsd-step';

/** Reads a PIES file once, streaming, runs the document and item checks, then the XSD when asked. */
export async function assessPies(
  input: XmlInput,
  options: AssessRunOptions & { reference?: ReferenceLookup | null } = {},
): Promise<AssessResult> {
  const started = performance.now();
  const maxPerCode = options.maxFindingsPerCode ?? 1000;
  const log = new FindingLog(maxPerCode, options.maxFindings ?? 50_000);
  const add = (f: Finding): void => log.add(f);
  const schema = await startSchemaValidation(input, 'pies', options.standardsDir, maxPerCode);
  const reader = openPies(input, { onFinding: add });
  const file = reader.summary().file;
  const emit = emitInto(log, maxPerCode, file);
  const ref = options.reference ?? null;
  const checks = new PiesItemChecks(
    { file, header: () => reader.header, priceSheets: () => reader.priceSheets, reference: ref },
    emit,
  );
  const parts = new PartTally();
  let withGtin = 0;
  let withPrices = 0;
  let deletes = 0;

  for await (const batch of reader.batches()) {
    for (const item of batch) {
      const partType = checks.check(item);
      if (item.partNumber) parts.add(item.partNumber, partType ?? 0, item.line);
      if (item.gtin?.value) withGtin++;
      if (item.prices.length) withPrices++;
      if (item.maintenanceType?.toUpperCase() === 'D') deletes++;
    }
  }
  const s = reader.summary();
  checkPiesDocument(s, emit);
  if (ref && !ref.hasPartType)
    emit('REFERENCE_CHECK_SKIPPED', 'info', say('REFERENCE_CHECK_SKIPPED.pies', { source: referenceSource(ref) }));
  if (ref?.demo) emit('REFERENCE_DEMO', 'warning', say('REFERENCE_DEMO.pies'));

  const version = s.version;
  const xsd = recordXsd(await schema(), s.complete, log);
  return buildResult({
    log,
    started,
    file,
    kind: 'pies',
    version,
    encoding: s.encoding,
    count: { items: s.items },
    reference: ref,
    xsd,
    stats: [
      { label: 'PIES version', value: version ?? '(none)' },
      { label: 'Namespace', value: s.namespace ?? '(none)' },
      { label: 'Encoding', value: s.encoding },
      { label: 'Submission type', value: s.header?.submissionType ?? '(none)' },
      { label: 'Items in file', value: s.items },
      { label: 'Distinct part numbers', value: parts.size },
      { label: 'Items being deleted (D)', value: deletes },
      { label: 'Items with a GTIN', value: withGtin },
      { label: 'Items with prices', value: withPrices },
      { label: 'Price sheets', value: s.priceSheets.length },
      { label: 'Part types', value: parts.partTypeStats().length },
      { label: 'Read to the end', value: s.complete ? 'yes' : 'no' },
    ],
    parts: parts.partStats(options.maxParts ?? 100_000),
    partTypes: parts.partTypeStats((id) => ref?.partTypeName?.(id) ?? undefined),
  });
}
