import { say, type Said } from '../messages';
import type { ReferenceSet } from '../reference';
import type { CanonicalField, CatalogLanguage, ColumnMapping, Mapping, MappingOrigin, SourceRow } from '../types';
import { assignFields, type ColumnClaims } from './assign-fields';
import { attributeColumn } from './attribute-columns';
import { type Claim, ID_LABEL, idShare, referenceSupport, valueClaims } from './column-claims';
import { detectLanguage } from './detect-language';
import { describeValues, yearRange } from './guess-from-values';
import { headerKey } from './header-key';
import { type HeaderMatch, matchHeader } from './match-header';
import { type NoteParts, fieldSaid, languagesSaid, share } from './notes';
import { type IdField, referenceJudge, type ReferenceJudge } from './reference-judge';
import { FIELD_SHAPES, exampleValues, shapeSupport } from './value-shapes';
import { yearPairClaims } from './year-pairs';

const DETECTED: MappingOrigin = { kind: 'detected' };

/** Cells per column looked at; more adds time, not certainty. */
const SAMPLE_CELLS = 200;

/**
 * Name columns whose all-numeric values are really the ID-coded field. Not engine or submodel:
 * "1598" under "Engine" is more likely cubic centimetres than an EngineBaseID.
 */
const ID_VARIANT: Partial<Record<CanonicalField, IdField>> = {
  partType: 'partTypeId',
  position: 'positionId',
};

const HOW: Record<Exclude<HeaderMatch['how'], 'exact' | 'unit'>, string> = {
  numbered: 'note.map.how.numbered',
  contains: 'note.map.how.contains',
  typo: 'note.map.how.typo',
};

/**
 * Headers whose meaning depends on the sheet's language: "Reference" is the French part number, but
 * in an English flat-ACES sheet it is the app's own reference (ACES `ref`), beside a "Part" column.
 */
const BY_SHEET_LANGUAGE: Partial<Record<CatalogLanguage, Record<string, { field: CanonicalField; why: Said }>>> = {
  en: { reference: { field: 'appRef', why: say('note.map.why.appRef') } },
};

/** Fields whose values the reference can recognise, and how its support is named in notes. */
const REFERENCE_LABEL: Partial<Record<CanonicalField, Said>> = {
  partType: say('note.map.ref.partTypes'),
  make: say('note.map.shape.makes'),
  model: say('note.map.ref.models'),
  position: say('note.map.ref.positions'),
};

export interface DetectOptions {
  /** The reference the conversion runs against: values are then checked against what it holds. */
  reference?: ReferenceSet;
  /** A judge built once for that reference (the conversion reuses its own). */
  judge?: ReferenceJudge;
}

/**
 * Proposes a canonical field for every column as one decision over the whole sheet. Each column's
 * header (five languages, abbreviations, units) and its values (checked against the reference in
 * use: part types, makes, models, positions, IDs; and shapes: years, GTINs, quantities, …) give
 * claims with a confidence and a note; `assignFields` then gives each single-valued field to the
 * strongest claim, so a column whose header nobody knows but whose values are plainly part types is
 * read as the part type, and a column that loses its first reading falls to its next one.
 */
export function detectMapping(header: readonly string[], sample: readonly SourceRow[], options: DetectOptions = {}): Mapping {
  const judge = options.judge ?? (options.reference ? referenceJudge(options.reference) : null);
  const language = detectLanguage(header, sample);
  const sheetLanguage = language.confidence >= 0.5 ? language.language : null;
  const columns: ColumnClaims[] = header.map((column, index) => {
    const values = columnValues(sample, index);
    const support = referenceSupport(values, judge);
    const claims: Claim[] = [];
    const { claims: fromHeader, refused } = headerClaims(column, values, support, sheetLanguage, judge);
    claims.push(...fromHeader);
    // Values speak for a column whose header is unknown, or when they contradict what it says.
    const first = fromHeader[0];
    const unknown = say('note.map.headerUnknown', { column });
    const said = (note: NoteParts): NoteParts =>
      first ? [say('note.map.headerReadsAs', { column, field: fieldSaid(first.field), then: note })] : refused ? [...refused, ...note] : [unknown, ...note];
    for (const c of valueClaims(values, judge, support)) {
      const same = fromHeader.find((h) => h.field === c.field);
      if (same) {
        // "Vehicle" is the model by its header; its cells may still carry the make and the years.
        if (c.carries) Object.assign(same, { carries: c.carries, note: [...same.note, ...c.note] });
        continue;
      }
      claims.push({ ...c, note: said(c.note) });
      yieldToReference(fromHeader, c, support);
    }
    const notUsed = say('note.map.notUsed');
    return { index, column, claims, fallbackNote: refused ? [...refused, notUsed] : [unknown, describeValues(values), notUsed] };
  });
  for (const { index, claim } of yearPairClaims(header, sample)) columns[index]?.claims.push(claim);
  return {
    language: language.language,
    languageConfidence: language.confidence,
    languageNote: language.note,
    languageSaid: language.said,
    columns: assignFields(columns).map((c) => withOrigin(c)),
  };
}

function withOrigin(c: Omit<ColumnMapping, 'origin'>): ColumnMapping {
  return { ...c, origin: DETECTED };
}

function columnValues(sample: readonly SourceRow[], index: number): string[] {
  const values: string[] = [];
  for (const row of sample) {
    const v = row.values[index]?.trim();
    if (v) values.push(v);
    if (values.length >= SAMPLE_CELLS) break;
  }
  return values;
}

/**
 * What the header says, weighed by the values: its field (or, for "Marke"/"Hersteller"/"Marca",
 * make or brand as the values decide, the other one as the second reading), raised when the
 * values agree, lowered when a hard shape does not fit or the reference knows none of them.
 */
function headerClaims(
  column: string,
  values: string[],
  support: Partial<Record<CanonicalField, number>>,
  sheetLanguage: CatalogLanguage | null,
  judge: ReferenceJudge | null,
): { claims: Claim[]; refused?: NoteParts } {
  const attribute = attributeColumn(column);
  if (attribute) return { claims: [{ field: 'flatAttributes', from: 'header', confidence: 0.95, attribute, note: [say('note.map.attributeHeader', { column, attribute })] }] };
  const own = sheetLanguage ? BY_SHEET_LANGUAGE[sheetLanguage]?.[headerKey(column)] : undefined;
  if (own) return { claims: [{ field: own.field, from: 'header', confidence: 0.9, note: [say('note.map.bySheet', { column, sheet: sheetOf(sheetLanguage!), why: own.why })] }] };
  const match = matchHeader(column);
  if (!match) return { claims: [] };

  let field = match.field;
  let confidence = match.confidence;
  const notes: Said[] = [headerNote(column, match)];
  if (match.rival) notes.push(say('note.map.alsoNames', { field: fieldSaid(match.rival) }));
  if (sheetLanguage && match.langs.length > 0 && !match.langs.includes(sheetLanguage)) {
    // "Reference" is a French part-number header, but not in an English sheet.
    notes.push(say('note.map.foreignWord', { langs: languagesSaid(match.langs), sheet: sheetOf(sheetLanguage) }));
    confidence -= 0.05;
  }

  const rival = rivalByValues(field, match.rival, values);
  if (rival) {
    notes.push(say('note.map.rival', { label: FIELD_SHAPES[rival]!.label, examples: exampleValues(values), field: fieldSaid(rival) }));
    field = rival;
  }

  let other: CanonicalField | null = null;
  if (match.makeOrBrand && field === match.field) {
    const makes = judge ? (support.make ?? 0) : shapeSupport('vehicleMake', values);
    if (values.length > 0 && makes >= 0.5) {
      if (field !== 'make') notes.push(say('note.map.valuesAreMakes', { examples: exampleValues(values) }));
      field = 'make';
    } else if (values.length >= 3 && makes < 0.2) {
      if (field !== 'brand') notes.push(say('note.map.valuesNotMakes', { examples: exampleValues(values) }));
      field = 'brand';
    } else if (values.length > 0) {
      notes.push(say('note.map.makeOrBrand'));
      confidence -= 0.15;
    }
    other = field === 'make' ? 'brand' : 'make';
  }

  const idField = ID_VARIANT[field];
  if (idField && values.length >= 3 && shapeSupport('integer', values) >= 0.9) {
    // Numbers under a name header are its IDs only if the reference in use has them: "Seite" of a
    // German catalog may be the side, or the page of the printed catalog (251, 265, …).
    const known = judge ? idShare(values, judge, idField) : null;
    if (known !== null && known < 0.5) {
      notes.push(say('note.map.numbersNotIds', { examples: exampleValues(values), share: share(known), label: ID_LABEL[idField] }));
      return { claims: [], refused: notes };
    }
    notes.push(say('note.map.numericIds', { examples: exampleValues(values), field: fieldSaid(idField) }));
    field = idField;
  }
  if (field !== 'flatAttributes' && values.length >= 3 && shapeSupport('flatAttributes', values) >= 0.8) {
    notes.push(say('note.map.flatAttributes', { examples: exampleValues(values, 1) }));
    field = 'flatAttributes';
  }
  if (field === 'notes' && values.length >= 3 && shapeSupport('qdbQualifiers', values) >= 0.8) {
    notes.push(say('note.map.qdbQualifiers', { examples: exampleValues(values, 1) }));
    field = 'qualifiers';
  }

  confidence = weighValues(field, values, confidence, notes);
  confidence = weighReference(field, values, support, confidence, notes);
  if (contradicted(field, values)) return { claims: [], refused: notes };
  const unit = match.unit ? { unit: match.unit } : {};
  const claim: Claim = { field, from: 'header', confidence: round(confidence), note: notes, ...unit };
  if (!other) return { claims: [claim] };
  return { claims: [claim, { field: other, from: 'header', confidence: round(confidence * 0.8), note: [...notes], ...unit }] };
}

/**
 * A header naming two fields ("Ref. fabricant": reference and manufacturer) is read as the one its
 * values fit: part codes such as "FR.588.36" are the part number, not a brand. Only when the rival's
 * shape fits clearly and the first reading's does not; otherwise the longer term stands.
 */
function rivalByValues(field: CanonicalField, rival: CanonicalField | undefined, values: readonly string[]): CanonicalField | null {
  const expected = rival ? FIELD_SHAPES[rival] : undefined;
  if (!rival || !expected || values.length < 3) return null;
  const own = FIELD_SHAPES[field];
  const ownFit = own ? shapeSupport(own.shape, values) : 0;
  return shapeSupport(expected.shape, values) >= 0.8 && ownFit < 0.5 ? rival : null;
}

/**
 * A header whose field has a hard shape that (almost) none of many values fit names the wrong
 * field ("Réf. origine" of OE codes is no country of origin): reading it so would file every value
 * where it does not belong, so the header gives no reading and the values speak alone.
 */
function contradicted(field: CanonicalField, values: readonly string[]): boolean {
  const expected = FIELD_SHAPES[field];
  return !!expected?.hard && values.length >= 10 && shapeSupport(expected.shape, values) < 0.1;
}

/** Free-text fields a header may name while its values are really reference names. */
const FREE_TEXT: ReadonlySet<CanonicalField> = new Set(['description', 'descriptionShort', 'notes', 'mfrLabel']);

/**
 * A "Bezeichnung"/"Désignation"/"Description" column whose values are mostly part types of the
 * reference is where the catalog keeps its part types: the free-text reading gives way, so the
 * fitment is not lost for want of a part type while its names sit in plain view.
 */
function yieldToReference(fromHeader: Claim[], valueClaim: Claim, support: Partial<Record<CanonicalField, number>>): void {
  if (valueClaim.field !== 'partType' || (support.partType ?? 0) < 0.7) return;
  for (const h of fromHeader) {
    if (!FREE_TEXT.has(h.field) || h.confidence < valueClaim.confidence) continue;
    h.confidence = round(valueClaim.confidence - 0.05);
    h.note = [...h.note, say('note.map.yieldToReference', { share: share(support.partType ?? 0) })];
  }
}

/** "an English sheet", "a German sheet". */
function sheetOf(language: CatalogLanguage): Said {
  return say(`note.map.sheet.${language}`);
}

function headerNote(column: string, match: HeaderMatch): Said {
  const langs = match.langs;
  const who = langs.length === 0 ? say('note.map.who.standard') : langs.length >= 4 ? say('note.map.who.common') : languagesSaid(langs);
  const how = match.how === 'exact' || match.how === 'unit' ? say('note.map.how.exact') : say(HOW[match.how], { term: match.term });
  return match.unit ? say('note.map.headerUnit', { who, column, how, unit: match.unit }) : say('note.map.header', { who, column, how });
}

/** Raises confidence when the values fit the field, lowers it when a hard shape does not. */
function weighValues(field: CanonicalField, values: string[], confidence: number, notes: Said[]): number {
  if (values.length === 0) {
    notes.push(say('note.map.noValues'));
    return confidence - 0.05;
  }
  const expected = FIELD_SHAPES[field];
  if (!expected || values.length < 3) return confidence;
  const support = shapeSupport(expected.shape, values);
  if (support >= 0.8) {
    const years = expected.shape === 'year' ? yearRange(values) : null;
    notes.push(years ? say('note.map.years4', { years }) : say('note.map.valuesAgree', { label: expected.label, examples: exampleValues(values) }));
    return Math.min(0.99, confidence + 0.03);
  }
  if (!expected.hard) return confidence;
  if (support < 0.3) {
    notes.push(say('note.map.fewLookLike', { share: share(support), label: expected.label, examples: exampleValues(values) }));
    return confidence * 0.6;
  }
  notes.push(say('note.map.someLookLike', { share: share(support), label: expected.label }));
  return confidence - 0.1;
}

/**
 * The reference in use has the last word on names: a "Category" column whose values are its part
 * types is surely the part type; one where it knows none of them is doubtful. (Models are not
 * doubted: catalogs write them too many ways for a plain lookup to judge.)
 */
function weighReference(field: CanonicalField, values: string[], support: Partial<Record<CanonicalField, number>>, confidence: number, notes: Said[]): number {
  const label = REFERENCE_LABEL[field];
  const s = support[field];
  if (!label || s === undefined) return confidence;
  if (s >= 0.6) {
    notes.push(say('note.map.ofReference', { share: share(s), label }));
    return Math.min(0.99, Math.max(confidence, 0.5 + 0.45 * s) + 0.02);
  }
  if (s < 0.2 && values.length >= 10 && field !== 'model') {
    notes.push(say('note.map.onlyOfReference', { share: share(s), label }));
    return confidence * 0.75;
  }
  return confidence;
}

function round(n: number): number {
  return Math.round(Math.max(0, Math.min(1, n)) * 100) / 100;
}
