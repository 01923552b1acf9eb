import type { ReferenceSet } from '../reference';
import type { CanonicalField, CatalogLanguage, ColumnMapping, Mapping, MappingOrigin, SourceRow } from '../types';
import { assignFields, type ColumnClaims } from './assign-fields';
import { attributeColumn } from './attribute-columns';
import { type Claim, idShare, pct, referenceSupport, valueClaims } from './column-claims';
import { LANGUAGE_NAMES, detectLanguage } from './detect-language';
import { describeValues, yearRange } from './guess-from-values';
import { headerKey } from './header-key';
import { type HeaderMatch, matchHeader } from './match-header';
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

const HOW: Record<HeaderMatch['how'], string> = {
  exact: 'exact',
  unit: 'exact',
  numbered: 'numbered column',
  contains: 'contains',
  typo: 'one letter off',
};

/**
 * Headers whose meaning depends on the sheet's language: "Reference" is the French part number, but
 * in an English flat-ACES sheet it is the app's own reference (ACES `ref`), beside a "Part" column.
 */
const BY_SHEET_LANGUAGE: Partial<Record<CatalogLanguage, Record<string, { field: CanonicalField; why: string }>>> = {
  en: { reference: { field: 'appRef', why: "the app's own reference (written as the App's ref)" } },
};

/** Fields whose values the reference can recognise, and how its support is named in notes. */
const REFERENCE_LABEL: Partial<Record<CanonicalField, string>> = { partType: 'part types', make: 'vehicle makes', model: 'vehicle models', position: 'positions' };

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
    const said = fromHeader[0] ? `header "${column}" reads as ${fromHeader[0].field}, but ` : refused ? `${refused}; ` : `header "${column}" not recognised; `;
    for (const c of valueClaims(values, judge, support)) {
      const same = fromHeader.find((h) => h.field === c.field);
      if (same) {
        // "Vehicle" is the model by its header; its cells may still carry the make and the years.
        if (c.carries) Object.assign(same, { carries: c.carries, note: `${same.note}; ${c.note}` });
        continue;
      }
      claims.push({ ...c, note: said + c.note });
      yieldToReference(fromHeader, c, support);
    }
    return { index, column, claims, fallbackNote: refused ? `${refused}; not used` : `header "${column}" not recognised; ${describeValues(values)}; not used` };
  });
  for (const { index, claim } of yearPairClaims(header, sample)) columns[index]?.claims.push(claim);
  return {
    language: language.language,
    languageConfidence: language.confidence,
    languageNote: language.note,
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
): { claims: Claim[]; refused?: string } {
  const attribute = attributeColumn(column);
  if (attribute) return { claims: [{ field: 'flatAttributes', from: 'header', confidence: 0.95, attribute, note: `header "${column}" names the VCdb attribute ${attribute} (IDs)` }] };
  const own = sheetLanguage ? BY_SHEET_LANGUAGE[sheetLanguage]?.[headerKey(column)] : undefined;
  if (own) return { claims: [{ field: own.field, from: 'header', confidence: 0.9, note: `header "${column}" in ${sheetOf(sheetLanguage!)}: ${own.why}` }] };
  const match = matchHeader(column);
  if (!match) return { claims: [] };

  let field = match.field;
  let confidence = match.confidence;
  const notes = [headerNote(column, match)];
  if (match.rival) notes.push(`it also names ${match.rival}; check`);
  if (sheetLanguage && match.langs.length > 0 && !match.langs.includes(sheetLanguage)) {
    // "Reference" is a French part-number header, but not in an English sheet.
    notes.push(`a ${match.langs.map((l) => LANGUAGE_NAMES[l]).join('/')} word in ${sheetOf(sheetLanguage)}`);
    confidence -= 0.05;
  }

  const rival = rivalByValues(field, match.rival, values);
  if (rival) {
    notes.push(`values are ${FIELD_SHAPES[rival]?.label} (e.g. ${exampleValues(values)}), so read as ${rival}`);
    field = rival;
  }

  let other: CanonicalField | null = null;
  if (match.makeOrBrand && field === match.field) {
    const makes = judge ? (support.make ?? 0) : shapeSupport('vehicleMake', values);
    if (values.length > 0 && makes >= 0.5) {
      if (field !== 'make') notes.push(`values are vehicle makes (e.g. ${exampleValues(values)}), so read as the vehicle make`);
      field = 'make';
    } else if (values.length >= 3 && makes < 0.2) {
      if (field !== 'brand') notes.push(`values are not vehicle makes (e.g. ${exampleValues(values)}), so read as the part brand`);
      field = 'brand';
    } else if (values.length > 0) {
      notes.push('vehicle make or part brand? the values do not say clearly');
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
      notes.push(`values are numbers (e.g. ${exampleValues(values)}), but only ${pct(known)} of them are ${idField}s of the reference in use`);
      return { claims: [], refused: notes.join('; ') };
    }
    notes.push(`values are numeric IDs (e.g. ${exampleValues(values)}), so read as ${idField}`);
    field = idField;
  }
  if (field !== 'flatAttributes' && values.length >= 3 && shapeSupport('flatAttributes', values) >= 0.8) {
    notes.push(`values are flat ACES attribute lists (e.g. ${exampleValues(values, 1)})`);
    field = 'flatAttributes';
  }
  if (field === 'notes' && values.length >= 3 && shapeSupport('qdbQualifiers', values) >= 0.8) {
    notes.push(`values are Qdb-coded qualifiers (e.g. ${exampleValues(values, 1)})`);
    field = 'qualifiers';
  }

  confidence = weighValues(field, values, confidence, notes);
  confidence = weighReference(field, values, support, confidence, notes);
  if (contradicted(field, values)) return { claims: [], refused: notes.join('; ') };
  const unit = match.unit ? { unit: match.unit } : {};
  const claim: Claim = { field, from: 'header', confidence: round(confidence), note: notes.join('; '), ...unit };
  if (!other) return { claims: [claim] };
  return { claims: [claim, { field: other, from: 'header', confidence: round(confidence * 0.8), note: notes.join('; '), ...unit }] };
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
    h.note += `; but ${pct(support.partType ?? 0)} of its values are part types of the reference in use`;
  }
}

/** "an English sheet", "a German sheet". */
function sheetOf(language: CatalogLanguage): string {
  const name = LANGUAGE_NAMES[language];
  return `${/^[AEIOU]/.test(name) ? 'an' : 'a'} ${name} sheet`;
}

function headerNote(column: string, match: HeaderMatch): string {
  const langs = match.langs;
  const who = langs.length === 0 ? 'standard' : langs.length >= 4 ? 'common' : langs.map((l) => LANGUAGE_NAMES[l]).join('/');
  const how = match.how === 'exact' || match.how === 'unit' ? HOW[match.how] : `${HOW[match.how]} "${match.term}"`;
  const unit = match.unit ? `, unit ${match.unit}` : '';
  return `${who} header "${column}" (${how}${unit})`;
}

/** Raises confidence when the values fit the field, lowers it when a hard shape does not. */
function weighValues(field: CanonicalField, values: string[], confidence: number, notes: string[]): number {
  if (values.length === 0) {
    notes.push('no values in the sample');
    return confidence - 0.05;
  }
  const expected = FIELD_SHAPES[field];
  if (!expected || values.length < 3) return confidence;
  const support = shapeSupport(expected.shape, values);
  const share = Math.round(support * 100);
  if (support >= 0.8) {
    const years = expected.shape === 'year' ? yearRange(values) : null;
    notes.push(years ? `values look like 4-digit years ${years}` : `values agree: ${expected.label} (e.g. ${exampleValues(values)})`);
    return Math.min(0.99, confidence + 0.03);
  }
  if (!expected.hard) return confidence;
  if (support < 0.3) {
    notes.push(`but only ${share}% of values look like ${expected.label} (e.g. ${exampleValues(values)}) — check this column`);
    return confidence * 0.6;
  }
  notes.push(`${share}% of values look like ${expected.label}`);
  return confidence - 0.1;
}

/**
 * The reference in use has the last word on names: a "Category" column whose values are its part
 * types is surely the part type; one where it knows none of them is doubtful. (Models are not
 * doubted: catalogs write them too many ways for a plain lookup to judge.)
 */
function weighReference(field: CanonicalField, values: string[], support: Partial<Record<CanonicalField, number>>, confidence: number, notes: string[]): number {
  const label = REFERENCE_LABEL[field];
  const s = support[field];
  if (!label || s === undefined) return confidence;
  if (s >= 0.6) {
    notes.push(`${pct(s)} of values are ${label} of the reference in use`);
    return Math.min(0.99, Math.max(confidence, 0.5 + 0.45 * s) + 0.02);
  }
  if (s < 0.2 && values.length >= 10 && field !== 'model') {
    notes.push(`but only ${pct(s)} of values are ${label} of the reference in use — check this column`);
    return confidence * 0.75;
  }
  return confidence;
}

function round(n: number): number {
  return Math.round(Math.max(0, Math.min(1, n)) * 100) / 100;
}
