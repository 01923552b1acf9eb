import { say } from '../messages';
import { openAces, vehicleIdentity, xmlInputSize, type XmlInput } from '../readers';
import { FindingLog } from '../report';
import type { Finding } from '../types';
import { checkAcesDocument } from './aces-header-checks';
import { AcesAppChecks } from './aces-app-checks';
import { AcesFitmentChecks } from './aces-fitment';
import { AcesReferenceChecks } from './aces-reference-checks';
import { DistinctIds } from './distinct-ids';
import { emitInto } from './emit';
import { PartTally } from './part-tally';
import { QtyOutliers } from './qty-outliers';
import type { ReferenceLookup } from './reference-lookup';
import { buildResult, type AssessRunOptions } from './run-options';
import type { AssessResult } from './result';
import { recordXsd, startSchemaValidation } from './xsd-step';

/** Apps read before the fitment checker is told how many the whole file holds. */
const RESERVE_AFTER_APPS = 2000;

/**
 * Reads an ACES file once, streaming, and runs every ACES check over it: document and header,
 * per-app checks, reference checks (when a lookup is given), fitment logic (duplicates, overlaps,
 * comment/no-comment conflicts), quantity outliers, part type conflicts; and the XSD when a
 * standards folder is given (beside the checks, see xsd-step.ts). Memory: one compact entry per
 * distinct fitment.
 */
export async function assessAces(
  input: XmlInput,
  options: AssessRunOptions & { reference?: ReferenceLookup | null } = {},
): Promise<AssessResult> {
  const started = performance.now();
  const maxPerCode = options.maxFindingsPerCode ?? 1000;
  const log = new FindingLog(maxPerCode, options.maxFindings ?? 50_000);
  const add = (f: Finding): void => log.add(f);
  const schema = await startSchemaValidation(input, 'aces', options.standardsDir, maxPerCode);
  const reader = openAces(input, { onFinding: add });
  const size = await xmlInputSize(input);
  let reserved = false;
  const file = reader.summary().file;
  const emit = emitInto(log, maxPerCode, file);
  const submissionType = (): string | undefined => reader.header?.submissionType?.toUpperCase();

  const appChecks = new AcesAppChecks(
    { file, submissionType, ...(options.today ? { today: options.today } : {}) },
    emit,
  );
  const fitment = new AcesFitmentChecks(maxPerCode);
  const qty = new QtyOutliers();
  const parts = new PartTally();
  const ref = options.reference ?? null;
  const refChecks = ref ? new AcesReferenceChecks(ref, file, emit) : null;
  const baseVehicles = new DistinctIds();
  const otherVehicles = new Set<string>();
  const positions = new Set<number>();
  let usable = 0;
  let deletes = 0;
  let withNotes = 0;
  let withQuals = 0;

  for await (const batch of reader.batches()) {
    for (const app of batch) {
      usable++;
      appChecks.check(app);
      refChecks?.check(app);
      if (app.action === 'D') {
        deletes++;
        continue;
      }
      fitment.add(app);
      qty.add(app);
      parts.add(app.part, app.partTypeId, app.line, app.id);
      if (app.baseVehicleId !== undefined) baseVehicles.add(app.baseVehicleId);
      else otherVehicles.add(vehicleIdentity(app));
      if (app.positionId !== undefined) positions.add(app.positionId);
      if (app.notes?.length) withNotes++;
      if (app.quals?.length) withQuals++;
    }
    if (!reserved && fitment.apps >= RESERVE_AFTER_APPS) {
      // How many apps the file holds, from the apps per byte so far.
      reserved = true;
      if (size && reader.bytesRead < size) fitment.reserve(Math.ceil((fitment.apps * size) / reader.bytesRead));
    }
  }

  const s = reader.summary();
  checkAcesDocument(s, appChecks.partsHaveBrand, emit);
  fitment.finish(log, file);
  qty.finish(log, file);
  parts.reportConflicts(emit);
  if (refChecks) for (const f of refChecks.skipped()) log.add(f);
  if (ref?.demo) emit('REFERENCE_DEMO', 'warning', say('REFERENCE_DEMO'));

  const xsd = recordXsd(await schema(), s.complete, log);
  const h = s.header;
  return buildResult({
    log,
    started,
    file,
    kind: 'aces',
    version: s.version,
    encoding: s.encoding,
    count: { apps: s.apps },
    reference: ref,
    xsd,
    stats: [
      { label: 'ACES version', value: s.version ?? '(none)' },
      { label: 'Encoding', value: s.encoding },
      { label: 'Submission type', value: h?.submissionType ?? '(none)' },
      { label: 'Brand', value: h?.brandAaiaId ?? '(none)' },
      {
        label: 'VCdb / Qdb / PCdb dates',
        value: [h?.vcdbDate, h?.qdbDate, h?.pcdbDate].map((x) => x ?? '?').join(' / '),
      },
      { label: 'Apps in file', value: s.apps },
      { label: 'Apps usable for checks', value: usable },
      { label: 'Delete apps (action D)', value: deletes },
      { label: 'Distinct base vehicles', value: baseVehicles.size },
      { label: 'Distinct other vehicles (Years/Make/Model, equipment)', value: otherVehicles.size },
      { label: 'Distinct parts', value: parts.size },
      { label: 'Part types', value: parts.partTypeStats().length },
      { label: 'Positions', value: positions.size },
      { label: 'Apps with notes', value: withNotes },
      { label: 'Apps with qualifiers', value: withQuals },
      { label: 'Read to the end', value: s.complete ? 'yes' : 'no' },
    ],
    parts: parts.partStats(options.maxParts ?? 100_000),
    partTypes: parts.partTypeStats((id) => ref?.partTypeName?.(id) ?? undefined),
  });
}
