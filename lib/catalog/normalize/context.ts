/**
 * One conversion run's normalization state: the options, the match indexes built once from the
 * reference, and caches of results per distinct source text. Create one per run; nothing is global.
 */

import type { ReferenceSet } from '@/lib/catalog/reference';
import type { CanonicalField, CatalogLanguage } from '@/lib/catalog/types';
import { BoundedCache, TextKeyCache } from './bounded-cache';
import type { LearnedTermBook } from './learned-term-book';
import type { PartPosition } from './resolved-part-position';
import type { VehicleResolution } from './vehicle-targets';
import { IdDecisionCache } from './id-decision-cache';
import { PartItemCache } from './part-item-cache';
import { PartTypeIndex } from './part-types';
import { PositionIndex } from './positions';
import { VehicleNameIndex } from './vehicle-names';

export interface NormalizeOptions {
  reference: ReferenceSet;
  /** BrandAAIAID of the catalog's brand (four letters). */
  brand: string;
  /** Decisions below this confidence flag the row for review. Default 0.9. */
  acceptThreshold?: number;
  /** The catalog's language: description language code and reading of `1,250`. Default `en`. */
  language?: CatalogLanguage;
  /** Calendar year for two-digit years and plausibility. Defaults to the clock. */
  currentYear?: number;
  /** Source column header per field, so findings can name the column. */
  columns?: Partial<Record<CanonicalField, string>>;
  /** Units for cells that carry a bare number (e.g. from a header `Gewicht (kg)`). */
  units?: { weight?: string; length?: string };
  /** Currency for prices that carry none. */
  currency?: string;
  /** The catalog's decimal mark, when known: `1,250` is then read without doubt. */
  decimalMark?: ',' | '.';
  /** Quantity for applications whose row gives none, as a person set it on the mapping (applies to every part type). */
  defaultQty?: number;
  /** PIES PriceType for the price column. Default `LST` (list). */
  priceType?: string;
  /** The workspace's learned terms, checked against `reference` (decision 0011). */
  learned?: LearnedTermBook;
}

export interface NormalizeContext {
  readonly reference: ReferenceSet;
  readonly brand: string;
  readonly acceptThreshold: number;
  readonly language: CatalogLanguage;
  readonly currentYear: number;
  readonly columns: Partial<Record<CanonicalField, string>>;
  readonly units: { weight?: string; length?: string };
  readonly currency?: string;
  readonly decimalMark?: ',' | '.';
  readonly defaultQty?: number;
  readonly priceType: string;
  readonly names: VehicleNameIndex;
  readonly partTypes: PartTypeIndex;
  readonly positions: PositionIndex;
  /** Learned terms; absent when the run was given none, so the matchers skip the lookup. */
  readonly learned?: LearnedTermBook;
  /** Per-run caches keyed by the source text involved. */
  readonly cache: {
    /**
     * ID decisions by cell text (`5911` → BaseVehicle 5911: 2014 Honda Civic), so a row on a vehicle
     * seen before parses nothing and builds nothing: only IDs the reference knows are kept, at most
     * one entry per ID and spelling.
     */
    idDecisions: { baseVehicle: IdDecisionCache; subModel: IdDecisionCache; engineBase: IdDecisionCache };
    vehicleNames: TextKeyCache<VehicleResolution>;
    partPosition: TextKeyCache<PartPosition>;
    /** The same for ID-coded rows, by one integer made of the two IDs (see part-position.ts). */
    partPositionIds: Map<number, PartPosition>;
    item: BoundedCache<string, unknown>;
    items: PartItemCache<unknown>;
    quantity: BoundedCache<string, unknown>;
    attributes: BoundedCache<string, unknown>;
    /** Review candidates per held value (see value-stops.ts). */
    candidates: BoundedCache<string, unknown>;
  };
  /** Codes+messages of run-level notices already reported (a skipped check is said once). */
  readonly notices: Set<string>;
}

export function createNormalizeContext(options: NormalizeOptions): NormalizeContext {
  const { reference } = options;
  const context: NormalizeContext = {
    reference,
    brand: options.brand,
    acceptThreshold: options.acceptThreshold ?? 0.9,
    language: options.language ?? 'en',
    currentYear: options.currentYear ?? new Date().getFullYear(),
    columns: options.columns ?? {},
    units: options.units ?? {},
    priceType: options.priceType ?? 'LST',
    names: new VehicleNameIndex(reference),
    partTypes: new PartTypeIndex(reference),
    positions: new PositionIndex(reference),
    cache: {
      // Sized above a release-sized delivery (bench:scale's has 140,000 base vehicles): none is built twice.
      idDecisions: { baseVehicle: new IdDecisionCache(250_000), subModel: new IdDecisionCache(20_000), engineBase: new IdDecisionCache(50_000) },
      vehicleNames: new TextKeyCache(100_000),
      partPosition: new TextKeyCache(100_000),
      partPositionIds: new Map(),
      item: new BoundedCache(50_000),
      // One entry per part number: a catalog's parts recur across the whole file, and a cache
      // smaller than its part count misses on most rows, turning every miss into garbage the
      // collector has to promote and sweep (measured: a 20k cap on 72k parts cost 0.7 s and
      // 120 MB per million rows). A part is admitted on its second row (see PartItemCache).
      items: new PartItemCache(100_000),
      quantity: new BoundedCache(1_000),
      attributes: new BoundedCache(20_000),
      candidates: new BoundedCache(5_000),
    },
    notices: new Set(),
  };
  return {
    ...context,
    ...(options.currency ? { currency: options.currency.toUpperCase() } : {}),
    ...(options.decimalMark ? { decimalMark: options.decimalMark } : {}),
    ...(options.defaultQty !== undefined ? { defaultQty: options.defaultQty } : {}),
    ...(options.learned ? { learned: options.learned } : {}),
  };
}
