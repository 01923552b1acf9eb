/**
 * The bench's own vocabulary of types: what a generated catalog is, which kinds of mess it carries,
 * and the truth it is scored against (always in reference IDs).
 */
import type { CanonicalField } from '../../lib/catalog/types';
import type { Lang } from './vocabulary';

/** The kinds of mess a catalog combines; the per-mess-kind table aggregates by these. */
export const MESS_KINDS = [
  'clean',
  'id-coded',
  'header-abbrev',
  'header-long',
  'header-case-punct',
  'opaque-headers',
  'lang-headers-vs-values',
  'mixed-lang-rows',
  'year-single',
  'year-span',
  'year-split',
  'make-variants',
  'make-corporate',
  'model-variants',
  'model-make-glued',
  'model-generation',
  'model-typos',
  'part-type-official',
  'part-type-trade',
  'position-full',
  'position-abbrev',
  'position-in-part-type',
  'qty-units',
  'qty-decimal',
  'qty-long-header',
  'no-qty-column',
  'product-units',
  'joined-make-model',
  'joined-vehicle',
  'extra-columns',
  'empty-rows',
  'duplicate-rows',
  'sandpim-flat-aces',
  'sandpim-pdm',
] as const;
export type MessKind = (typeof MESS_KINDS)[number];

export type FileFormat = 'csv-comma' | 'csv-semicolon' | 'csv-tab' | 'tsv' | 'xlsx';

/** Part-type families a brand specialises in (real brands rarely sell everything). */
export type Line = 'brakes' | 'filters' | 'ignition' | 'suspension' | 'engine' | 'electrical' | 'full';

export interface CatalogSpec {
  name: string;
  /** Brand shown in the file (the conversion always runs with brand code BKMN). */
  brand: string;
  /** Language of the headers. */
  lang: Lang;
  /** Language of the values: the same, another one, or one per row from a few ('mixed'). */
  valueLang: Lang | 'mixed';
  format: FileFormat;
  line: Line;
  kinds: MessKind[];
  rows: number;
}

/** One ACES application as the truth states it. `positionId` null = no position. */
export interface TruthApp {
  part: string;
  baseVehicleId: number;
  partTypeId: number;
  positionId: number | null;
  qty: number;
}

/**
 * What a column truly holds. `field` null: a column the engine should not use. `joined`: one cell
 * holds several fields (e.g. "VW Golf 2013-2017"); no canonical field holds them all, so mapping
 * accuracy accepts any one of them (see score.ts). `empty`: the column has no values in the data
 * (template attribute columns), so no mapping can be right or wrong and it is left out.
 */
export interface ColumnTruth {
  header: string;
  field: CanonicalField | null;
  joined?: CanonicalField[];
  empty?: boolean;
}

export type Cell = string | number | null;

/** What one data row truly names, in reference IDs (the second-catalog measurement decides values by it). */
export interface RowTruth {
  makeId: number;
  modelId: number;
  partTypeId: number;
  positionId: number | null;
  /** The quantity a cataloguer would state for the row (the file may not say it). */
  qty: number;
}

/** A generated catalog before it is written: header, rows (null = an empty row) and truth. */
export interface GeneratedCatalog {
  spec: CatalogSpec;
  header: string[];
  rows: (Cell[] | null)[];
  columns: ColumnTruth[];
  truth: TruthApp[];
  /** Per entry of `rows`: what that row names (null for an empty row); generated catalogs only. */
  rowTruth?: (RowTruth | null)[];
  /** False when the file has no quantity column: qty truth is then what a cataloguer would state. */
  qtyStated: boolean;
}
