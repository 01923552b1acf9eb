/**
 * Generates large catalogs for `npm run bench` against the bundled demo reference: every row is a
 * fitment that exists there, so the figures measure conversion, not rejection.
 *
 * - `id`: ID-coded (BaseVehicleID, SubModelID, EngineBaseID, PartTerminologyID, PositionID), one
 *   app per row, parts shared across a model line's years like a real catalog.
 * - `name`: make / model / year span / part type / position as words, in mixed spellings and the
 *   five languages (VW, chevy, C-Klasse, `12-14`, `2012–2014`, Bremsscheibe, avant gauche, ...),
 *   2–3 apps per row, every row carrying a product-line note.
 *
 *   npx tsx bench/generate-catalog.ts <id|name> <rows> <out.csv|out.xlsx>
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import ExcelJS from 'exceljs';
import { createNormalizeContext, normalizeRow, PART_TYPE_TERMS } from '../lib/catalog/normalize';
import { loadDemoReference, type ReferenceSet } from '../lib/catalog/reference';
import { LANGUAGES, type CanonicalField } from '../lib/catalog/types';

export type CatalogKind = 'id' | 'name';

const ID_HEADER = ['Part Number', 'BaseVehicleID', 'SubModelID', 'EngineBaseID', 'PartTerminologyID', 'PositionID', 'Qty', 'Description', 'List Price (USD)'];
const NAME_HEADER = ['Part Number', 'Make', 'Model', 'Years', 'Part Type', 'Position', 'Qty', 'Notes', 'Description', 'List Price (USD)'];

/** Product lines: every name-based row names one, so parts for the same vehicle never overlap. */
const NOTES = ['Ceramic', 'Semi-metallic', 'Low dust', 'Heavy duty', 'Premium line', 'Economy line', 'OE quality', 'Sport'];

const POSITION_WORDS: Record<string, readonly string[]> = {
  Front: ['Front', 'vorne', 'avant', 'delantero', 'anteriore'],
  Rear: ['Rear', 'hinten', 'arrière', 'trasero', 'posteriore'],
  Left: ['Left', 'links', 'gauche', 'izquierdo', 'sinistro'],
  Right: ['Right', 'rechts', 'droit', 'derecho', 'destro'],
  Upper: ['Upper', 'oben', 'supérieur', 'superior', 'superiore'],
  Lower: ['Lower', 'unten', 'inférieur', 'inferior', 'inferiore'],
};
const MAKE_NICKNAMES: Record<string, readonly string[]> = {
  Volkswagen: ['VW'],
  Chevrolet: ['Chevy'],
  'Mercedes-Benz': ['Mercedes'],
};
const MODEL_NICKNAMES: Record<string, readonly string[]> = {
  '3 Series': ['3er', 'Serie 3'],
  '5 Series': ['5er', 'Série 5'],
  'C-Class': ['C-Klasse', 'Classe C'],
  'E-Class': ['E-Klasse', 'Clase E'],
};

const price = (seed: number): string => (9.99 + (seed % 9000) / 100).toFixed(2);

interface Pair {
  partTypeId: number;
  positionId: number;
}

function validPairs(ref: ReferenceSet): Pair[] {
  const pairs: Pair[] = [];
  for (const pt of [...ref.partTypes.keys()].sort((a, b) => a - b)) {
    for (const pos of ref.positionsForPartType(pt)) pairs.push({ partTypeId: pt, positionId: pos });
  }
  return pairs;
}

/** ID-coded rows: (vehicle configuration × part-type/position pair), unique until the combinations run out. */
export function* idRows(ref: ReferenceSet, rows: number): Generator<string[]> {
  const pairs = validPairs(ref);
  const configs: { bv: number; model: number; sm: number; eng: number }[] = [];
  for (const bv of [...ref.baseVehicles.values()].sort((a, b) => a.id - b.id)) {
    for (const cfg of ref.vehicleConfigs(bv.id)) {
      for (const e of cfg.engines) configs.push({ bv: bv.id, model: bv.modelId, sm: cfg.submodelId, eng: e.engineBaseId });
    }
  }
  // A stride coprime with the number of configurations visits every one before repeating.
  let stride = 7;
  while (configs.length % stride === 0) stride += 2;
  for (let i = 0; i < rows; i++) {
    const pair = pairs[i % pairs.length]!;
    const c = configs[(Math.floor(i / pairs.length) * stride) % configs.length]!;
    const part = `BK${pair.partTypeId}-${pair.positionId}-${c.model}-${c.eng}`;
    const pt = ref.partTypes.get(pair.partTypeId)!.name;
    yield [part, String(c.bv), c.sm ? String(c.sm) : '', String(c.eng), String(pair.partTypeId), String(pair.positionId), i % 5 === 0 ? '2' : '1', pt, price(c.model + pair.partTypeId)];
  }
}

/** Spellings of one position name in the five languages (word by word), plus the plain name. */
function positionSpellings(name: string): string[] {
  const words = name.split(' ');
  const out = new Set<string>([name, name.toUpperCase()]);
  if (words.every((w) => POSITION_WORDS[w])) {
    for (let lang = 0; lang < LANGUAGES.length; lang++) out.add(words.map((w) => POSITION_WORDS[w]![lang]!).join(' '));
  }
  return [...out];
}

interface Line {
  make: string;
  model: string;
  modelId: number;
  blocks: [number, number][];
}

function vehicleLines(ref: ReferenceSet): Line[] {
  const lines: Line[] = [];
  for (const make of [...ref.makes.values()].sort((a, b) => a.id - b.id)) {
    for (const modelId of ref.modelsOfMake(make.id)) {
      const line = ref.vehicleLine(make.id, modelId);
      if (!line) continue;
      const years = [...line.years.keys()].sort((a, b) => a - b);
      const size = 2 + (lines.length % 2);
      const blocks: [number, number][] = [];
      for (let k = 0; k < years.length; ) {
        let end = k;
        while (end + 1 < years.length && end - k + 1 < size && years[end + 1] === years[end]! + 1) end++;
        blocks.push([years[k]!, years[end]!]);
        k = end + 1;
      }
      lines.push({ make: make.name, model: ref.models.get(modelId)!.name, modelId, blocks });
    }
  }
  return lines;
}

function yearText(from: number, to: number, form: number): string {
  if (from === to) return form % 2 ? `MY${from}` : String(from);
  const short = (y: number) => String(y % 100).padStart(2, '0');
  return [`${from}-${to}`, `${from}–${to}`, `${short(from)}-${short(to)}`, `${from} - ${to}`][form % 4]!;
}

/**
 * Keeps only the spellings the normalizer accepts at the default threshold, tried once each on a
 * known vehicle: the bench measures conversion speed, and a spelling the engine rightly flags
 * (an ambiguous short term) would only measure the flag path.
 */
function acceptedBy(ref: ReferenceSet) {
  const ctx = createNormalizeContext({ reference: ref, brand: 'BKMN', currentYear: 2026 });
  const cache = new Map<string, boolean>();
  return (fields: Partial<Record<CanonicalField, string>>): boolean => {
    const key = JSON.stringify(fields);
    let ok = cache.get(key);
    if (ok === undefined) {
      ok = normalizeRow({ row: 2, fields: { partNumber: 'X1', qty: '1', ...fields } }, ctx).outcome === 'converted';
      cache.set(key, ok);
    }
    return ok;
  };
}

/** Name-based rows: (year block × pair × product line), in rotating spellings. */
export function* nameRows(ref: ReferenceSet, rows: number): Generator<string[]> {
  const accepts = acceptedBy(ref);
  const lines = vehicleLines(ref);
  const blocks = lines.flatMap((line) => line.blocks.map((b) => ({ line, from: b[0], to: b[1] })));
  const probe = blocks.find((b) => b.line.make === 'Ford') ?? blocks[0]!;
  const vehicle = { make: probe.line.make, model: probe.line.model, year: String(probe.from) };

  const pairs = validPairs(ref).flatMap((pair) => {
    const ptName = ref.partTypes.get(pair.partTypeId)!.name;
    const posName = ref.positions.get(pair.positionId)!.name;
    const terms = PART_TYPE_TERMS.find((t) => t.pcdb === ptName)?.terms ?? {};
    const ptTexts = [ptName, ...LANGUAGES.flatMap((l) => (terms[l] ?? []).slice(0, 2))];
    const posTexts = posName === 'N/A' ? [''] : positionSpellings(posName);
    const partTypes = ptTexts.filter((t) => accepts({ ...vehicle, partType: t, position: posTexts[0]! }));
    const positions = posTexts.filter((p) => accepts({ ...vehicle, partType: ptName, position: p }));
    return partTypes.length && positions.length ? [{ ...pair, ptName, partTypes, positions }] : [];
  });

  const spell = new Map<string, { makes: string[]; models: string[] }>();
  for (const line of lines) {
    const probeYear = String(line.blocks[0]![0]);
    const makes = [line.make, line.make.toUpperCase(), line.make.toLowerCase(), ...(MAKE_NICKNAMES[line.make] ?? [])];
    const models = [line.model, line.model.toLowerCase(), ...(MODEL_NICKNAMES[line.model] ?? [])];
    const base = { partType: 'Disc Brake Pad Set', position: 'Front' };
    spell.set(`${line.make}|${line.model}`, {
      makes: makes.filter((m) => accepts({ ...base, make: m, model: line.model, year: probeYear })),
      models: models.filter((m) => accepts({ ...base, make: line.make, model: m, year: probeYear })),
    });
  }

  for (let i = 0; i < rows; i++) {
    const variant = i % NOTES.length;
    const rest = Math.floor(i / NOTES.length);
    const pair = pairs[rest % pairs.length]!;
    const block = blocks[Math.floor(rest / pairs.length) % blocks.length]!;
    const names = spell.get(`${block.line.make}|${block.line.model}`)!;
    const make = names.makes[i % names.makes.length] ?? block.line.make;
    const model = names.models[(i >> 1) % names.models.length] ?? block.line.model;
    const part = `BK-${pair.partTypeId}-${pair.positionId}-${block.line.modelId}-${variant}`;
    yield [
      part,
      make,
      model,
      yearText(block.from, block.to, i >> 3),
      pair.partTypes[(i >> 2) % pair.partTypes.length]!,
      pair.positions[(i >> 3) % pair.positions.length]!,
      i % 5 === 0 ? '2' : '1',
      NOTES[variant]!,
      `${pair.ptName}, ${NOTES[variant]!.toLowerCase()}`,
      price(block.line.modelId + pair.partTypeId + variant),
    ];
  }
}

const csvCell = (v: string): string => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

export async function writeCsv(path: string, header: string[], rows: Iterable<string[]>): Promise<void> {
  const out = createWriteStream(path);
  let buf = `${header.join(',')}\n`;
  for (const row of rows) {
    buf += `${row.map(csvCell).join(',')}\n`;
    if (buf.length > 1 << 20) {
      if (!out.write(buf)) await once(out, 'drain');
      buf = '';
    }
  }
  out.end(buf);
  await once(out, 'finish');
}

export async function writeXlsx(path: string, header: string[], rows: Iterable<string[]>): Promise<void> {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: false, useStyles: false });
  const ws = wb.addWorksheet('Catalog');
  ws.addRow(header).commit();
  for (const row of rows) ws.addRow(row).commit();
  ws.commit();
  await wb.commit();
}

export async function generateCatalog(kind: CatalogKind, rows: number, path: string): Promise<void> {
  const { reference } = await loadDemoReference();
  const header = kind === 'id' ? ID_HEADER : NAME_HEADER;
  const data = kind === 'id' ? idRows(reference, rows) : nameRows(reference, rows);
  if (path.endsWith('.xlsx')) await writeXlsx(path, header, data);
  else await writeCsv(path, header, data);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [kind, rows, path] = process.argv.slice(2);
  if ((kind !== 'id' && kind !== 'name') || !rows || !path) {
    console.error('usage: npx tsx bench/generate-catalog.ts <id|name> <rows> <out.csv|out.xlsx>');
    process.exit(2);
  }
  await generateCatalog(kind, Number(rows), path);
}
