import type { Writable } from 'node:stream';
import { openAces, type ReadAcesApp, type XmlInput } from '../readers';
import type { EngineBase, ReferenceSet } from '../reference';
import { CsvOut } from './csv-out';

/** apps.csv's columns: what a customer's own system needs of a fitment, IDs beside their names. */
export const APPS_CSV_COLUMNS = [
  'app_id',
  'part',
  'part_type_id',
  'part_type',
  'position_id',
  'position',
  'qty',
  'base_vehicle_id',
  'years',
  'make',
  'model',
  'submodel_id',
  'submodel',
  'engine_base_id',
  'engine',
  'attributes',
  'qualifiers',
  'notes',
  'mfr_label',
] as const;

export interface DelimitedResult {
  /** Data rows written (the header not counted). */
  rows: number;
}

/**
 * apps.csv from a written aces.xml: one row per `<App>` as delivered, with the part type, position,
 * make, model and submodel named from the reference the file was made against (IDs kept beside the
 * names; a name the reference lacks stays empty rather than guessed). Read back from the XML, not
 * from the rows that made it, so the CSV says exactly what the ACES file says. Streams: a million
 * apps need no more memory than a thousand.
 */
export async function writeAppsCsv(aces: XmlInput, out: Writable, options: { reference?: ReferenceSet | null } = {}): Promise<DelimitedResult> {
  const csv = new CsvOut(out);
  const ref = options.reference ?? null;
  try {
    await csv.add([...APPS_CSV_COLUMNS], true);
    for await (const batch of openAces(aces).batches()) {
      for (const app of batch) {
        const wait = csv.add(appCells(app, ref));
        if (wait) await wait;
      }
    }
  } finally {
    await csv.close();
  }
  return { rows: csv.rows };
}

function appCells(app: ReadAcesApp, ref: ReferenceSet | null): (string | number | undefined)[] {
  const vehicle = app.baseVehicleId === undefined ? undefined : ref?.baseVehicles.get(app.baseVehicleId);
  const makeId = vehicle?.makeId ?? app.makeId;
  const modelId = vehicle?.modelId ?? app.modelId;
  const years = vehicle ? String(vehicle.year) : app.years ? yearSpan(app.years.from, app.years.to) : undefined;
  const engine = app.engineBaseId === undefined ? undefined : ref?.engineBases.get(app.engineBaseId);
  return [
    app.id,
    app.part,
    app.partTypeId,
    ref?.partTypes.get(app.partTypeId)?.name,
    app.positionId,
    app.positionId === undefined ? undefined : ref?.positions.get(app.positionId)?.name,
    app.qty,
    app.baseVehicleId,
    years,
    makeId === undefined ? undefined : ref?.makes.get(makeId)?.name,
    modelId === undefined ? undefined : ref?.models.get(modelId)?.name,
    app.subModelId,
    app.subModelId === undefined ? undefined : ref?.submodels.get(app.subModelId)?.name,
    app.engineBaseId,
    engine ? describeEngine(engine) : undefined,
    (app.attributes ?? []).map((a) => `${a.name} ${a.id}`).join('; '),
    (app.quals ?? []).map((q) => q.text ?? `Qual ${q.id}${q.params.length ? ` (${q.params.join(', ')})` : ''}`).join('; '),
    (app.notes ?? []).join('; '),
    app.mfrLabel,
  ];
}

const yearSpan = (from: number, to: number): string => (from === to ? String(from) : `${from}-${to}`);

/** "2.0L L4" from what the VCdb says of an engine; parts it does not say are left out. */
function describeEngine(e: EngineBase): string {
  const size = e.liter !== undefined ? `${e.liter.toFixed(1)}L` : e.cc !== undefined ? `${e.cc}cc` : '';
  const layout = e.blockType || e.cylinders !== undefined ? `${e.blockType ?? ''}${e.cylinders ?? ''}` : '';
  return [size, layout].filter(Boolean).join(' ');
}
