/**
 * The catalog generator: for one spec and seed, a brand's parts fitted to reference vehicles, written
 * as a header and rows in the catalog's language and habits, with the truth (apps in reference IDs,
 * the field each column holds) recorded alongside. Deterministic: the same seed gives the same bytes.
 */
import type { CanonicalField } from '../../lib/catalog/types';
import type { Cell, CatalogSpec, ColumnTruth, GeneratedCatalog, MessKind, RowTruth, TruthApp } from './model';
import { makeParts, type PartDef } from './parts';
import { Rng } from './prng';
import { LINE_PART_TYPES, type RefIndex, type VehicleLineInfo } from './reference-index';
import {
  chooseNotations,
  currencyFor,
  decimal,
  generationOf,
  gluedMake,
  lineYearsInGeneration,
  makeText,
  modelVariant,
  noPositionText,
  PartTerms,
  positionText,
  qtyText,
  typo,
  yearText,
  type MakeStyle,
  type QtyStyle,
} from './render';
import { DESCRIPTION_EXTRAS, EXTRA_COLUMNS, HEADERS, ID_HEADERS, JOINED_HEADERS, LANGS, NOTE_TEXTS, OPAQUE_HEADERS, STATUS_WORDS, type ExtraKind, type Lang } from './vocabulary';

/** One fitment line of the catalog before rendering: a part on a vehicle line over a span of years. */
export interface LogicalRow {
  part: PartDef;
  line: VehicleLineInfo;
  from: number;
  to: number;
  /** Language of this row's values (differs per row in merged catalogs). */
  lang: Lang;
}

interface ColumnPlan {
  truth: ColumnTruth;
  render: (row: LogicalRow, rng: Rng) => Cell;
}

const EUROPEAN_MAKES = new Set(['Volkswagen', 'Audi', 'BMW', 'Mercedes-Benz', 'Volvo', 'Renault', 'Peugeot', 'Citroën', 'Fiat', 'Alfa Romeo', 'Seat', 'Skoda', 'Opel', 'Ford', 'Toyota', 'Hyundai', 'Kia', 'Nissan']);

/** Truth apps of a logical row: one per year that has a base vehicle for the make and model. */
export function truthOf(row: LogicalRow): TruthApp[] {
  const apps: TruthApp[] = [];
  for (let y = row.from; y <= row.to; y++) {
    const bv = row.line.years.get(y);
    if (bv !== undefined) apps.push({ part: row.part.number, baseVehicleId: bv, partTypeId: row.part.partTypeId, positionId: row.part.positionId, qty: row.part.qty });
  }
  return apps;
}

/** Vehicle lines a brand covers: European catalogs lean on European makes, US ones on all. */
function chooseLines(index: RefIndex, lang: Lang, rng: Rng, count: number, wantGenerations: boolean): VehicleLineInfo[] {
  const pool = lang === 'en' ? index.lines : index.lines.filter((l) => EUROPEAN_MAKES.has(l.makeName) || rng.chance(0.15));
  const chosen = rng.sample(pool, count);
  if (wantGenerations) {
    for (const l of index.lines) if (lineYearsInGeneration(l).length && !chosen.includes(l)) chosen.push(l);
  }
  return chosen;
}

/** A span inside the line's years (generation-bound for generation catalogs). */
function chooseSpan(line: VehicleLineInfo, rng: Rng, maxLen: number, generation: boolean): { from: number; to: number } {
  const gens = generation ? lineYearsInGeneration(line) : [];
  const lo = gens.length ? rng.pick(gens) : { from: line.firstYear, to: line.lastYear };
  const from = rng.int(lo.from, lo.to);
  const to = Math.min(lo.to, from + rng.int(0, maxLen - 1));
  return { from, to };
}

/** Parts fitted to vehicles, grouped by part as brand catalogs are, until `rows` rendered rows. */
export function logicalRows(index: RefIndex, spec: CatalogSpec, rng: Rng): LogicalRow[] {
  const kinds = new Set(spec.kinds);
  const single = kinds.has('year-single') || kinds.has('id-coded');
  const fitsPerPart = rng.int(4, 12);
  const avgRowsPerFit = single ? 3.5 : 1;
  const partCount = Math.max(6, Math.round(spec.rows / (fitsPerPart * avgRowsPerFit)));
  const ptNames = LINE_PART_TYPES[spec.line];
  const prefix = spec.brand.replace(/[^A-Za-z]/g, '').slice(0, 2).toUpperCase();
  const eanPrefix = { en: '0', de: '40', fr: '30', es: '84', it: '80' }[spec.lang];
  const parts = makeParts(index, ptNames, partCount, prefix, rng, eanPrefix);
  const lines = chooseLines(index, spec.lang, rng, rng.int(18, 45), kinds.has('model-generation'));
  const rowLangs: Lang[] = spec.valueLang === 'mixed' ? [spec.lang, ...rng.sample(LANGS.filter((x) => x !== spec.lang), 2)] : [spec.valueLang];

  const out: LogicalRow[] = [];
  // A brand sells one part per vehicle, part type and position: two parts for the same slot without
  // a qualifier would be an overlap (APP_OVERLAP) whose truth nobody could state.
  const taken = new Set<string>();
  const slot = (part: PartDef, line: VehicleLineInfo, y: number): string => `${line.makeId}|${line.modelId}|${y}|${part.partTypeId}|${part.positionId}`;
  let rendered = 0;
  for (let p = 0; rendered < spec.rows && p < parts.length * 40; p++) {
    const part = parts[p % parts.length] as PartDef;
    // In a merged catalog each part comes from one subsidiary, in its language.
    const lang = rowLangs[(p % parts.length) % rowLangs.length] as Lang;
    for (const line of rng.sample(lines, fitsPerPart)) {
      const span = chooseSpan(line, rng, single ? 4 : 7, kinds.has('model-generation') && rng.chance(0.7));
      // Trim the span to its free years from the start; a fully taken start skips this vehicle.
      // Spans start on a year the model was sold and stop at a gap (Camaro 2003–2009), as a
      // cataloguer working from the vehicle list would write them.
      let from = span.from;
      while (from <= span.to && !line.years.has(from)) from++;
      let to = from - 1;
      while (to < span.to && line.years.has(to + 1) && !taken.has(slot(part, line, to + 1))) to++;
      if (to < from) continue;
      for (let y = from; y <= to; y++) taken.add(slot(part, line, y));
      if (single) {
        for (let y = from; y <= to; y++) {
          if (!line.years.has(y)) continue;
          out.push({ part, line, from: y, to: y, lang });
          rendered++;
        }
      } else {
        out.push({ part, line, from, to, lang });
        rendered++;
      }
      if (rendered >= spec.rows) break;
    }
  }
  return out;
}

// --- headers --------------------------------------------------------------------------------------

type HeaderStyle = 'plain' | 'abbrev' | 'long' | 'case';

function headerStyle(kinds: Set<MessKind>): HeaderStyle {
  if (kinds.has('header-abbrev')) return 'abbrev';
  if (kinds.has('header-long')) return 'long';
  if (kinds.has('header-case-punct')) return 'case';
  return 'plain';
}

function caseMess(h: string, rng: Rng): string {
  switch (rng.int(0, 4)) {
    case 0:
      return h.toUpperCase();
    case 1:
      return h.toLowerCase();
    case 2:
      return h.replace(/[\s.]+/g, '_').replace(/_+$/, '');
    case 3:
      return `${h}:`;
    default:
      return ` ${h.replace(/\s+/g, '  ')} `;
  }
}

class HeaderPicker {
  private readonly used = new Set<string>();

  constructor(
    private readonly lang: Lang,
    private readonly style: HeaderStyle,
    private readonly rng: Rng,
  ) {}

  /** A header for the field; `avoid` filters spellings that would clash with another column. */
  pick(field: CanonicalField, opts: { long?: boolean; avoid?: RegExp } = {}): string {
    const all = (HEADERS[field]?.[this.lang] ?? [field]).filter((h) => !opts.avoid?.test(h));
    let pool: readonly string[];
    if (opts.long || this.style === 'long') pool = [...all].sort((a, b) => b.length - a.length).slice(0, 2);
    else if (this.style === 'abbrev') pool = all.filter((h) => h.length <= 6 || /[.#/]/.test(h));
    else pool = all.slice(0, 3);
    if (pool.length === 0) pool = all;
    return this.unique(() => {
      const h = this.rng.pick(pool);
      return this.style === 'case' ? caseMess(h, this.rng) : h;
    });
  }

  opaque(): string {
    return this.unique(() => this.rng.pick(OPAQUE_HEADERS[this.lang]));
  }

  fixed(options: readonly string[]): string {
    return this.unique(() => this.rng.pick(options));
  }

  private unique(draw: () => string): string {
    for (let i = 0; i < 20; i++) {
      const h = draw();
      if (!this.used.has(h.trim().toLowerCase())) {
        this.used.add(h.trim().toLowerCase());
        return h;
      }
    }
    // Every spelling taken: a numbered copy, as spreadsheets make.
    const h = `${draw()} 2`;
    this.used.add(h.trim().toLowerCase());
    return h;
  }
}

// --- columns ---------------------------------------------------------------------------------------

interface Habits {
  makeStyle: MakeStyle;
  modelVariants: boolean;
  glued: boolean;
  generation: boolean;
  typos: boolean;
  terms: PartTerms;
  posAbbrev: boolean;
  qtyStyle: QtyStyle;
  notations: Map<Lang, { spans: string[]; singles: string[] }>;
}

function habitsOf(spec: CatalogSpec, kinds: Set<MessKind>, rng: Rng): Habits {
  const notations = new Map<Lang, { spans: string[]; singles: string[] }>();
  for (const lang of LANGS) notations.set(lang, kinds.has('clean') ? { spans: ['{a}-{b}'], singles: ['{a}'] } : chooseNotations(lang, rng));
  return {
    makeStyle: kinds.has('make-corporate') ? 'corporate' : kinds.has('make-variants') ? 'variants' : 'official',
    modelVariants: kinds.has('model-variants'),
    glued: kinds.has('model-make-glued'),
    generation: kinds.has('model-generation'),
    typos: kinds.has('model-typos'),
    terms: new PartTerms(kinds.has('part-type-official') || kinds.has('clean'), rng),
    posAbbrev: kinds.has('position-abbrev'),
    qtyStyle: kinds.has('qty-units') ? 'units' : kinds.has('qty-decimal') ? 'decimal' : 'plain',
    notations,
  };
}

function modelCell(row: LogicalRow, h: Habits, rng: Rng): string {
  let model = h.modelVariants && rng.chance(0.6) ? modelVariant(row.line.modelName, row.lang, rng) : row.line.modelName;
  if (h.generation) {
    const gen = generationOf(row.line.modelName, row.from, row.to);
    if (gen && rng.chance(0.7)) model = `${model} ${gen}`;
  }
  if (h.typos && rng.chance(0.04)) model = typo(model, rng);
  if (h.glued && rng.chance(0.6)) model = `${gluedMake(row.line.makeName, rng)} ${model}`;
  return model;
}

function yearCell(row: LogicalRow, h: Habits, rng: Rng): string | number {
  const n = h.notations.get(row.lang) ?? { spans: ['{a}-{b}'], singles: ['{a}'] };
  const text = yearText(row.from, row.to, rng.pick(n.spans), rng.pick(n.singles));
  return /^\d{4}$/.test(text) ? Number(text) : text;
}

function extraValue(kind: ExtraKind, lang: Lang, rng: Rng): Cell {
  switch (kind) {
    case 'bin':
      return `${String.fromCharCode(65 + rng.int(0, 7))}-${rng.int(1, 40)}-${String(rng.int(1, 9)).padStart(2, '0')}`;
    case 'stock':
      return rng.int(0, 480);
    case 'page':
      return rng.int(3, 412);
    case 'status':
      return rng.pick(STATUS_WORDS[lang]);
    case 'changed': {
      const d = `${String(rng.int(1, 28)).padStart(2, '0')}.${String(rng.int(1, 12)).padStart(2, '0')}.${rng.int(2019, 2025)}`;
      return lang === 'en' ? `${rng.int(2019, 2025)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}` : d;
    }
    case 'internal':
      return `${rng.pick(['KST', 'WG', 'INT', 'X'])}-${rng.int(100, 9999)}`;
  }
}

/** A part's description: the same text on every row of the part, as an item master gives it. */
function describe(r: LogicalRow, h: Habits): string {
  const extras = DESCRIPTION_EXTRAS[r.lang];
  return `${h.terms.house(r.part.ptName, r.lang)}, ${extras[r.part.descriptionSeed % extras.length]}`;
}

/** The product columns (PIES side): description, price, weight, dimensions, EAN, OE number. */
function productColumns(spec: CatalogSpec, kinds: Set<MessKind>, hp: HeaderPicker, h: Habits, rng: Rng): ColumnPlan[] {
  const cols: ColumnPlan[] = [];
  const units = kinds.has('product-units');
  const numLang = spec.valueLang === 'mixed' ? spec.lang : spec.valueLang;
  const cur = currencyFor(numLang);
  if (units || rng.chance(0.5)) {
    const header = hp.pick('price');
    const headerHasUnit = /\(|€|EUR|USD|\$/.test(header);
    cols.push({
      truth: { header, field: 'price' },
      render: (r) => {
        const amount = decimal(r.part.priceCents / 100, 2, numLang, units);
        if (!units || headerHasUnit) return amount;
        return rng.chance(0.5) ? `${amount} ${cur.symbol}` : numLang === 'en' ? `${cur.symbol}${amount}` : `${amount} ${cur.code}`;
      },
    });
  }
  if (units) {
    const header = hp.pick('weight');
    const pounds = /lb/.test(header);
    const headerHasUnit = /\(|kg/.test(header);
    cols.push({
      truth: { header, field: 'weight' },
      render: (r) => {
        const kg = r.part.weightGrams / 1000;
        if (pounds) return decimal(kg * 2.20462, 2, numLang, false);
        if (headerHasUnit) return decimal(kg, 3, numLang, false);
        return r.part.weightGrams < 1000 && rng.chance(0.5) ? `${r.part.weightGrams} g` : `${decimal(kg, 2, numLang, false)} kg`;
      },
    });
    const dims: ['length' | 'width' | 'height', number][] = [
      ['length', 0],
      ['width', 1],
      ['height', 2],
    ];
    for (const [field, i] of dims) {
      const header = hp.pick(field, { avoid: /\(in\)/ });
      const headerHasUnit = /mm/.test(header);
      cols.push({ truth: { header, field }, render: (r) => (headerHasUnit ? r.part.dimsMm[i] ?? null : `${r.part.dimsMm[i]} mm`) });
    }
  }
  if (units || rng.chance(0.4)) cols.push({ truth: { header: hp.pick('gtin'), field: 'gtin' }, render: (r) => r.part.ean });
  if (rng.chance(0.35)) cols.push({ truth: { header: hp.pick('oeNumber'), field: 'oeNumber' }, render: (r) => r.part.oe });
  if (rng.chance(0.3)) {
    cols.push({
      truth: { header: hp.pick('description', { avoid: /^(Description|Descripción|Descrizione)$/ }), field: 'description' },
      render: (r) => describe(r, h),
    });
  }
  if (rng.chance(0.3)) cols.push({ truth: { header: hp.pick('notes'), field: 'notes' }, render: (r, g) => (g.chance(0.15) ? g.pick(NOTE_TEXTS[r.lang]) : '') });
  return cols;
}

function columnsFor(spec: CatalogSpec, rng: Rng): { plans: ColumnPlan[]; qtyStated: boolean } {
  const kinds = new Set(spec.kinds);
  const hp = new HeaderPicker(spec.lang, headerStyle(kinds), rng);
  const h = habitsOf(spec, kinds, rng);
  const plans: ColumnPlan[] = [];
  const add = (truth: ColumnTruth, render: ColumnPlan['render']): void => {
    plans.push({ truth, render });
  };

  add({ header: hp.pick('partNumber'), field: 'partNumber' }, (r) => r.part.number);

  if (kinds.has('id-coded')) {
    add({ header: hp.fixed(ID_HEADERS.baseVehicleId), field: 'baseVehicleId' }, (r) => r.line.years.get(r.from) ?? null);
    add({ header: hp.fixed(ID_HEADERS.partTypeId), field: 'partTypeId' }, (r) => r.part.partTypeId);
    add({ header: hp.fixed(ID_HEADERS.positionId), field: 'positionId' }, (r) => r.part.positionId);
    add({ header: hp.pick('qty'), field: 'qty' }, (r) => r.part.qty);
    return { plans, qtyStated: true };
  }

  // Which of the value-clear fields get a header no lexicon knows.
  const opaque = new Set<string>(kinds.has('opaque-headers') ? rng.sample(['partType', 'make', 'year'], rng.int(1, 2)) : []);
  const header = (field: CanonicalField): string => (opaque.has(field) ? hp.opaque() : hp.pick(field));

  const makeOf = (r: LogicalRow, g: Rng): string => makeText(r.line.makeName, h.makeStyle, g);
  if (kinds.has('joined-vehicle')) {
    add({ header: hp.fixed(JOINED_HEADERS.vehicle[spec.lang]), field: null, joined: ['make', 'model', 'year'] }, (r, g) => {
      const y = yearCell(r, h, g);
      return `${gluedMake(r.line.makeName, g)} ${modelCell(r, h, g)} ${y}`;
    });
  } else {
    if (kinds.has('joined-make-model')) {
      add({ header: hp.fixed(JOINED_HEADERS.makeModel[spec.lang]), field: null, joined: ['make', 'model'] }, (r, g) => `${makeOf(r, g)} ${modelCell(r, h, g)}`);
    } else {
      add({ header: header('make'), field: 'make' }, makeOf);
      add({ header: hp.pick('model'), field: 'model' }, (r, g) => modelCell(r, h, g));
    }
    if (kinds.has('year-split')) {
      add({ header: hp.pick('yearFrom'), field: 'yearFrom' }, (r) => r.from);
      add({ header: hp.pick('yearTo'), field: 'yearTo' }, (r) => r.to);
    } else {
      add({ header: header('year'), field: 'year' }, (r, g) => yearCell(r, h, g));
    }
  }

  const hasDescription = rng.chance(0.3);
  const ptHeader = opaque.has('partType') ? hp.opaque() : hp.pick('partType', hasDescription ? { avoid: /escri/i } : {});
  const inType = kinds.has('position-in-part-type');
  add({ header: ptHeader, field: 'partType' }, (r, g) => {
    const term = h.terms.term(r.part.ptName, r.lang);
    return inType && r.part.posName ? `${term} ${positionText(r.part.posName, r.lang, h.posAbbrev, g)}` : term;
  });
  if (!inType) {
    add({ header: hp.pick('position'), field: 'position' }, (r, g) => (r.part.posName ? positionText(r.part.posName, r.lang, h.posAbbrev, g) : noPositionText(r.lang, g)));
  }

  const qtyStated = !kinds.has('no-qty-column');
  if (qtyStated) {
    add({ header: hp.pick('qty', { long: kinds.has('qty-long-header') }), field: 'qty' }, (r, g) => qtyText(r.part.qty, r.part.isSet, h.qtyStyle, r.lang, g));
  }
  if (!kinds.has('clean')) plans.push(...productColumns(spec, kinds, hp, h, rng));
  if (hasDescription && !kinds.has('clean') && !plans.some((p) => p.truth.field === 'description')) {
    add({ header: hp.pick('description', { avoid: /^(Description|Descripción|Descrizione)$/ }), field: 'description' }, (r) => describe(r, h));
  }
  if (kinds.has('extra-columns')) {
    for (const extra of rng.sample(EXTRA_COLUMNS, rng.int(2, 3))) {
      add({ header: hp.fixed(extra.headers[spec.lang]), field: null }, (r, g) => extraValue(extra.kind, r.lang, g));
    }
  }
  // Real exports do not keep a tidy order: move a few columns (the part number stays first).
  if (!kinds.has('clean') && rng.chance(0.5)) {
    for (let i = 0; i < 3; i++) {
      const a = rng.int(1, plans.length - 1);
      const b = rng.int(1, plans.length - 1);
      [plans[a], plans[b]] = [plans[b] as ColumnPlan, plans[a] as ColumnPlan];
    }
  }
  return { plans, qtyStated };
}

/**
 * Generates one catalog: header, rows and truth. `edition` 2, 3…: another catalog of the same brand
 * (the second-catalog measurement) — the same layout and habits, other parts, vehicles and cell
 * spellings; edition 1, the corpus's own, draws exactly as it always has.
 */
export function generateCatalog(index: RefIndex, spec: CatalogSpec, seed: number, edition = 1): GeneratedCatalog {
  // Separate streams for layout, fitments and cell spellings: --rows-scale changes the number of
  // rows but not which headers or habits a catalog has.
  const { plans, qtyStated } = columnsFor(spec, Rng.forKey(seed, `${spec.name}:layout`));
  const streams = edition === 1 ? spec.name : `${spec.name}#${edition}`;
  const logical = logicalRows(index, spec, Rng.forKey(seed, `${streams}:rows`));
  const rng = Rng.forKey(seed, `${streams}:cells`);
  const kinds = new Set(spec.kinds);
  const rows: (Cell[] | null)[] = [];
  const rowTruth: (RowTruth | null)[] = [];
  const truth: TruthApp[] = [];
  const emit = (r: LogicalRow): void => {
    rows.push(plans.map((p) => p.render(r, rng)));
    rowTruth.push({ makeId: r.line.makeId, modelId: r.line.modelId, partTypeId: r.part.partTypeId, positionId: r.part.positionId, qty: r.part.qty });
    truth.push(...truthOf(r));
  };
  for (const r of logical) {
    emit(r);
    // Duplicates: the same line twice (copy-paste), or the fitment again over an overlapping span.
    if (kinds.has('duplicate-rows') && rng.chance(0.04)) emit(rng.chance(0.5) || r.from === r.to ? r : { ...r, from: r.from + 1 });
    if (kinds.has('empty-rows') && rng.chance(0.015)) {
      rows.push(null);
      rowTruth.push(null);
    }
  }
  return { spec, header: plans.map((p) => p.truth.header), rows, columns: plans.map((p) => p.truth), truth, rowTruth, qtyStated };
}
