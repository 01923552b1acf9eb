/**
 * The PIES item a row describes: part number, brand, part type, GTIN, descriptions, price, country of
 * origin, package weight and dimensions, OE / interchange numbers. Product data that cannot be read, or
 * could only be read by guessing (`1,250 kg` in a catalog that does not show its decimal mark), is left
 * out with a warning: the item still goes out, and a PIES-side problem never holds back the fitment.
 */

import type { CanonicalField, MappedRow, PiesItem, PiesPackage } from '@/lib/catalog/types';
import { say, type Said } from '../messages';
import type { NormalizeContext } from './context';
import { parseCountry } from './country';
import { checkGtin, type Gtin } from './gtin';
import type { PartSlot } from './item-collector';
import { isIssue, lowestConfidence, quote, warn, type FieldDecision, type Issue } from './issues';
import { parseDimensionTriple, parseMeasure, type Measure } from './measures';
import { parsePrice, type Price } from './money';
import { ownOptional, ownText } from './own-text';

export interface ItemResult {
  item: PiesItem;
  decisions: FieldDecision[];
  issues: readonly Issue[];
  /** The lowest confidence among `decisions` (1 when none), worked out once per item built. */
  lowest: number;
  /** The part's handle for the item collector (see PartSlot), once the part's item is cached. */
  slot?: PartSlot | undefined;
}

type Cached<T> = T | Issue;

function cached<T>(ctx: NormalizeContext, key: string, make: () => Cached<T>): Cached<T> {
  const hit = ctx.cache.item.get(key) as Cached<T> | undefined;
  if (hit !== undefined) return hit;
  return ctx.cache.item.set(key, make()) as Cached<T>;
}

const CM_PER_IN = 2.54;

/** PIES language codes: one string each, not a fresh upper-cased copy per item. */
const LANGUAGE_CODES: Readonly<Record<string, string>> = { en: 'EN', de: 'DE', fr: 'FR', es: 'ES', it: 'IT' };
const languageCode = (language: string): string => LANGUAGE_CODES[language] ?? language.toUpperCase();

/** OE / interchange cells may hold several numbers; spaces stay (Bosch writes `0 986 494 123`). */
function splitNumbers(text: string): string[] {
  return [...new Set(text.split(/[;,|\n]+/).map((s) => s.trim()).filter(Boolean))];
}

/**
 * Builds the row's item. Rows repeating a part's product data (one row per vehicle) share the parsed
 * result: only `row` differs, and the arrays inside are shared — treat items as read-only.
 */
export function buildItem(row: MappedRow, partNumber: string, partTypeId: number | undefined, ctx: NormalizeContext): ItemResult {
  const f = row.fields;
  // Keyed by part number, then compared field by field: cheaper than hashing one long key per row.
  const hit = ctx.cache.items.get(partNumber) as CachedItem | undefined;
  if (hit !== undefined && hit.partTypeId === partTypeId && sameProductFields(hit, f)) {
    return { item: { ...hit.item, row: row.row }, decisions: hit.decisions, issues: hit.issues, lowest: hit.lowest, slot: hit };
  }
  const result = composeItem(f, partNumber, partTypeId, ctx);
  // Every return the same five properties (slot undefined here): one shape for normalizeRow to read.
  if (!ctx.cache.items.admit(partNumber)) return { item: { ...result.item, row: row.row }, decisions: result.decisions, issues: result.issues, lowest: result.lowest, slot: undefined };
  const kept = new CachedItem(result, partTypeId, f);
  ctx.cache.items.set(result.item.partNumber, kept);
  return { item: { ...result.item, row: row.row }, decisions: result.decisions, issues: result.issues, lowest: result.lowest, slot: kept };
}

/**
 * A part's item as kept for its later rows, with the cells it was made of (see sameProductFields).
 * One object holding the cells, not a second one beside it: a part's entry is a cache miss or two
 * per row on a catalog of many parts, and each object followed is one more. Kept until the end of
 * the run: its own copies of the cells, not the row's (which hold every cell of the line, and with
 * them the line).
 */
class CachedItem implements ItemResult, PartSlot {
  readonly item: PiesItem;
  readonly decisions: FieldDecision[];
  readonly issues: readonly Issue[];
  readonly lowest: number;
  readonly gtin: string | undefined;
  readonly description: string | undefined;
  readonly descriptionShort: string | undefined;
  readonly price: string | undefined;
  readonly currency: string | undefined;
  readonly countryOfOrigin: string | undefined;
  readonly weight: string | undefined;
  readonly length: string | undefined;
  readonly width: string | undefined;
  readonly height: string | undefined;
  readonly oeNumber: string | undefined;
  // PartSlot's: the item collector's entry for this part. Declared, so every CachedItem has them from
  // the start (noting an entry then gives it no new shape); last, after the cells compared per row.
  collector: PartSlot['collector'] = undefined;
  entry: unknown = undefined;

  constructor(
    result: ItemResult,
    readonly partTypeId: number | undefined,
    f: MappedRow['fields'],
  ) {
    this.item = result.item;
    this.decisions = result.decisions.map(ownDecision);
    this.issues = result.issues;
    this.lowest = result.lowest;
    this.gtin = ownOptional(f.gtin);
    this.description = ownOptional(f.description);
    this.descriptionShort = ownOptional(f.descriptionShort);
    this.price = ownOptional(f.price);
    this.currency = ownOptional(f.currency);
    this.countryOfOrigin = ownOptional(f.countryOfOrigin);
    this.weight = ownOptional(f.weight);
    this.length = ownOptional(f.length);
    this.width = ownOptional(f.width);
    this.height = ownOptional(f.height);
    this.oeNumber = ownOptional(f.oeNumber);
  }
}

/** The product cells `sameProductFields` compares. */
type ProductFields = Pick<CachedItem, 'gtin' | 'description' | 'descriptionShort' | 'price' | 'currency' | 'countryOfOrigin' | 'weight' | 'length' | 'width' | 'height' | 'oeNumber'>;

/** A decision whose source is its own copy of the cell, for one kept in the cache. */
const ownDecision = (d: FieldDecision): FieldDecision => (d.source.length < 13 ? d : { ...d, source: ownText(d.source) });

/** Written out rather than looped over field names: this runs once per row. */
function sameProductFields(a: ProductFields, b: MappedRow['fields']): boolean {
  return (
    a.gtin === b.gtin &&
    a.description === b.description &&
    a.descriptionShort === b.descriptionShort &&
    a.price === b.price &&
    a.currency === b.currency &&
    a.countryOfOrigin === b.countryOfOrigin &&
    a.weight === b.weight &&
    a.length === b.length &&
    a.width === b.width &&
    a.height === b.height &&
    a.oeNumber === b.oeNumber
  );
}

function composeItem(
  f: MappedRow['fields'],
  partNumber: string,
  partTypeId: number | undefined,
  ctx: NormalizeContext,
): ItemResult {
  const decisions: FieldDecision[] = [];
  const issues: Issue[] = [];
  const language = languageCode(ctx.language);
  // The item's text is its own copy of the cells (see ownText): items outlive their rows.
  const item: PiesItem = {
    row: 0,
    partNumber: ownText(partNumber),
    brandAaiaId: ctx.brand,
    descriptions: [],
    prices: [],
    packages: [],
    interchange: [],
  };
  if (partTypeId !== undefined) item.partTerminologyId = partTypeId;

  const gtinText = f.gtin?.trim();
  if (gtinText) {
    const gtin = cached<Gtin>(ctx, `g\u0001${gtinText}`, () => checkGtin(gtinText));
    if (isIssue(gtin)) issues.push(gtin);
    else {
      item.gtin = { qualifier: gtin.qualifier, value: gtin.value };
      decisions.push({ field: 'gtin', source: gtinText, value: gtin.value, confidence: 1, note: gtin.note, said: gtin.said });
    }
  }

  const description = f.description?.trim();
  if (description) item.descriptions.push({ code: 'DES', languageCode: language, text: ownText(description) });
  const short = f.descriptionShort?.trim();
  if (short) item.descriptions.push({ code: 'SHO', languageCode: language, text: ownText(short) });

  const priceText = f.price?.trim();
  if (priceText) {
    const currencyText = f.currency?.trim();
    const price = cached<Price>(ctx, `p\u0001${priceText}\u0001${currencyText ?? ''}`, () =>
      parsePrice(priceText, currencyText, ctx.language, ctx.currency, ctx.decimalMark),
    );
    if (isIssue(price)) issues.push(price);
    else if (price.ambiguous) issues.push(ambiguousNumber('price', 'price', priceText));
    else if (price.confidence < 1) {
      issues.push(warn('CURRENCY_AMBIGUOUS', 'price', say('CURRENCY_AMBIGUOUS', { value: quote(priceText), note: price.said })));
    } else {
      item.prices.push({ type: ctx.priceType, currency: price.currency, amount: price.amount, uom: 'PE' });
      decisions.push({ field: 'price', source: priceText, value: price.amount, confidence: 1, note: price.note, said: price.said });
    }
  }

  const countryText = f.countryOfOrigin?.trim();
  if (countryText) {
    const country = cached<{ code: string; note: string; said: Said }>(ctx, `c\u0001${countryText}`, () => parseCountry(countryText));
    if (isIssue(country)) issues.push(country);
    else {
      item.countryOfOrigin = country.code;
      decisions.push({ field: 'countryOfOrigin', source: countryText, value: country.code, confidence: 1, note: country.note, said: country.said });
    }
  }

  const pkg = buildPackage(f, ctx, decisions, issues);
  if (pkg) item.packages.push(pkg);

  const oe = f.oeNumber?.trim();
  if (oe) for (const number of splitNumbers(oe)) item.interchange.push({ partNumber: ownText(number) });
  // Items live until the end of the run (one per part): an array grown by push keeps room for
  // 17 entries, so keep exact-size copies — a fifth of a big catalog's item memory.
  item.descriptions = exactSize(item.descriptions);
  item.prices = exactSize(item.prices);
  item.packages = exactSize(item.packages);
  item.interchange = exactSize(item.interchange);
  // No issues is the shared empty list: a row of a cached item then reads no list of its own.
  return { item, decisions: exactSize(decisions), issues: issues.length ? issues : NO_ISSUES, lowest: lowestConfidence(decisions) };
}

/** Shared by every item without issues. */
const NO_ISSUES: readonly Issue[] = Object.freeze([]);

const exactSize = <T>(list: T[]): T[] => (list.length === 0 ? [] : list.slice());

function measure(
  ctx: NormalizeContext,
  text: string,
  kind: 'weight' | 'length',
  field: CanonicalField,
  decisions: FieldDecision[],
  issues: Issue[],
): Measure | null {
  const unit = kind === 'weight' ? ctx.units.weight : ctx.units.length;
  const m = cached<Measure>(ctx, `${kind[0]}\u0001${field}\u0001${text}`, () => parseMeasure(text, kind, field, ctx.language, unit, ctx.decimalMark));
  if (isIssue(m)) {
    issues.push(m);
    return null;
  }
  if (m.ambiguous) {
    issues.push(ambiguousNumber(field, kind, text));
    return null;
  }
  decisions.push({ field, source: text, value: m.value, confidence: 1, note: m.note, said: m.said });
  return m;
}

/**
 * A number that reads two ways (`1,250`: thousands or decimals) in a catalog whose other numbers
 * do not settle it: product data is left out of the item with a warning — never guessed, and never a
 * reason to hold back the row's fitment.
 */
function ambiguousNumber(field: CanonicalField, kind: 'price' | 'weight' | 'length', text: string): Issue {
  return warn('NUMBER_AMBIGUOUS', field, say('NUMBER_AMBIGUOUS', { kind, value: quote(text) }));
}

function buildPackage(
  f: MappedRow['fields'],
  ctx: NormalizeContext,
  decisions: FieldDecision[],
  issues: Issue[],
): PiesPackage | null {
  const pkg: PiesPackage = { uom: 'EA', quantityOfEaches: 1 };
  const weightText = f.weight?.trim();
  if (weightText) {
    const w = measure(ctx, weightText, 'weight', 'weight', decisions, issues);
    if (w) pkg.weight = { uom: w.uom, value: w.value };
  }

  let dims: (Measure | null)[] = [];
  const lengthText = f.length?.trim();
  const triple = lengthText && !f.width?.trim() && !f.height?.trim() ? parseDimensionTriple(lengthText, ctx.language, ctx.units.length, ctx.decimalMark) : null;
  if (triple) {
    dims = triple.map((m, i) => {
      const field = (['length', 'width', 'height'] as const)[i]!;
      if (isIssue(m)) {
        issues.push(m);
        return null;
      }
      if (m.ambiguous) {
        issues.push(ambiguousNumber(field, 'length', lengthText!));
        return null;
      }
      decisions.push({ field, source: lengthText!, value: m.value, confidence: 1, note: m.note, said: m.said });
      return m;
    });
  } else {
    dims = (['length', 'width', 'height'] as const).map((field) => {
      const text = f[field]?.trim();
      return text ? measure(ctx, text, 'length', field, decisions, issues) : null;
    });
  }
  if (dims.some(Boolean)) {
    // One UOM per package: inches only when every given dimension is in inches.
    const uom = dims.every((d) => !d || d.uom === 'IN') ? 'IN' : 'CM';
    const value = (d: Measure | null) => (d ? (d.uom === uom ? d.value : Math.round(d.value * CM_PER_IN * 10_000) / 10_000) : undefined);
    const [length, width, height] = dims.map(value);
    pkg.dimensions = { uom, ...(length !== undefined ? { length } : {}), ...(width !== undefined ? { width } : {}), ...(height !== undefined ? { height } : {}) };
  }
  return pkg.weight || pkg.dimensions ? pkg : null;
}
