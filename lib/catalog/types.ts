/**
 * The engine's shared vocabulary. Every stage (ingest → mapping → normalize → validate → write)
 * speaks in these types; nothing here knows about files, databases or users.
 */

import type { MessageParams, Said } from './messages/said';

export type Severity = 'error' | 'warning' | 'info';

/** A problem or remark found anywhere in the pipeline: data, never an exception. */
export interface Finding {
  /** Stable, SCREAMING_SNAKE code, e.g. `ROW_RAGGED`, `YEAR_UNPARSEABLE`, `XSD_INVALID`. */
  code: string;
  severity: Severity;
  /** 1-based row number in the source file (the line/sheet row a user sees), when it applies. */
  row?: number;
  /** Source column header (or letter for XLSX), when it applies. */
  column?: string;
  /** What was wrong and what to do, in a sentence a data manager can act on (English). */
  message: string;
  /** The file the finding concerns, when not the main input. */
  file?: string;
  /**
   * The message as parameters of its catalogue text (lib/catalog/messages), so each reader gets it
   * in their language; absent for findings not yet given a text (they show `message`).
   */
  params?: MessageParams;
  /** The catalogue text, when the code has more than one wording; the code otherwise. */
  messageId?: string;
}

/** One data row as read from the source: raw cell text, untouched. */
export interface SourceRow {
  /** 1-based row number in the file (sheet row for XLSX, physical record for text). */
  row: number;
  values: string[];
}

export type InputFormat = 'csv' | 'tsv' | 'xlsx';
export type SourceEncoding = 'utf-8' | 'utf-8-bom' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/** What ingest learned about the input; goes into report.json as `input`. */
export interface InputInfo {
  file: string;
  sha256: string;
  bytes: number;
  format: InputFormat;
  encoding: SourceEncoding | null;
  delimiter: string | null;
  sheet: string | null;
  /** 1-based row number of the header row. */
  headerRow: number;
  /** Data rows read (after the header). Filled in once the stream is drained. */
  rows: number;
}

export const LANGUAGES = ['en', 'de', 'fr', 'es', 'it'] as const;
export type CatalogLanguage = (typeof LANGUAGES)[number];

/** The canonical fields a source column can map to. */
export const CANONICAL_FIELDS = [
  'partNumber',
  'brand',
  'partType',
  'partTypeId',
  'make',
  'model',
  'year',
  'yearFrom',
  'yearTo',
  'submodel',
  'submodelId',
  'engine',
  'engineBaseId',
  'baseVehicleId',
  'flatAttributes',
  'qualifiers',
  'appRef',
  'assetName',
  'assetItemOrder',
  'position',
  'positionId',
  'qty',
  'notes',
  'mfrLabel',
  'description',
  'descriptionShort',
  'gtin',
  'weight',
  'length',
  'width',
  'height',
  'price',
  'currency',
  'countryOfOrigin',
  'oeNumber',
] as const;
export type CanonicalField = (typeof CANONICAL_FIELDS)[number];

/**
 * Where a column's field came from, as the report and the evidence bundle state it: the detector
 * (its confidence and note are its own), a saved mapping of the workspace (name and version), a
 * mapping file given to the CLI, a mapping given inline with an API request, a person who changed
 * it on the mapping screen (account id; when, once the conversion that used it was made), or a
 * mapping given without saying where it came from (conversions asked for before origins were kept).
 */
export type MappingOrigin =
  | { kind: 'detected' }
  | { kind: 'saved'; name: string; version: number }
  | { kind: 'file'; file: string }
  | { kind: 'inline' }
  | { kind: 'person'; by: string; at?: string }
  | { kind: 'given' };

export interface ColumnMapping {
  /** 0-based column index in the source. */
  index: number;
  /** Header text as found in the source. */
  column: string;
  /** null = column not used. */
  field: CanonicalField | null;
  /** 0..1 */
  confidence: number;
  /** Why: which language's header matched, which value shapes were seen (English; `said` for other readers). */
  note: string;
  said?: Said;
  /** Who or what decided this column's field. */
  origin: MappingOrigin;
  /** Unit named in the header, e.g. "kg" for "Gewicht (kg)", "EUR" for "Preis (€)". */
  unit?: string;
  /**
   * VCdb attribute element of a flatAttributes column holding bare IDs ("AspirationID": 5), so each
   * cell is read as `Aspiration:5`.
   */
  attribute?: string;
  /**
   * Fields the column's cells carry besides its own: a model column of "VW Golf VII 2013-2017"
   * carries the make and the years, which the normalizer reads from each cell.
   */
  carries?: ('make' | 'year')[];
}

/**
 * What a catalog leaves unsaid that a conversion needs: the quantity when it has no quantity column,
 * the currency of prices that carry none, the units of bare weights and dimensions, and whether
 * `1,250` is one and a quarter or one thousand two hundred and fifty. Inferred from the catalog or
 * set by a person; never silent — each is stated as a finding and recorded with the mapping.
 */
export const WEIGHT_UNITS = ['kg', 'g', 'lb', 'oz'] as const;
export const LENGTH_UNITS = ['mm', 'cm', 'm', 'in', 'ft'] as const;
export interface CatalogSettings {
  defaultQty?: number;
  currency?: string;
  weightUnit?: (typeof WEIGHT_UNITS)[number];
  lengthUnit?: (typeof LENGTH_UNITS)[number];
  decimalMark?: ',' | '.';
}
export type CatalogSetting = keyof CatalogSettings;

/** One setting as a run used it and why: inferred from the catalog, or given with the mapping. */
export interface Assumption {
  setting: CatalogSetting;
  value: string | number;
  /** "prices carry no currency; a German catalog: EUR assumed", "set on the mapping" (English; `said` for other readers). */
  basis: string;
  said?: Said;
  by: 'inferred' | 'mapping';
}

export interface Mapping {
  language: CatalogLanguage;
  languageConfidence: number;
  columns: ColumnMapping[];
  /** Settings the run needs beyond the columns, each stated with its basis (absent: none needed). */
  assumptions?: Assumption[];
  /** Why that language ("German headers (9) and cell words"), or that the evidence was thin. */
  languageNote?: string;
  languageSaid?: Said;
}

/** A value the normalizer decided on, with how sure it is and why. */
export interface Decision<T> {
  value: T;
  confidence: number;
  note: string;
}

/** One ACES application (fitment), ready to write. IDs are VCdb/PCdb IDs. */
export interface AcesApp {
  /** Sequential app id within the file, assigned by the writer's caller. */
  id: number;
  /** Source row it came from (several apps can share a row: year spans). */
  row: number;
  baseVehicleId: number;
  subModelId?: number;
  engineBaseId?: number;
  /** Further VCdb attributes, in any order; the writer puts them in schema order. */
  attributes?: { name: string; id: number }[];
  quals?: { id: number; params: string[]; text?: string }[];
  notes?: string[];
  /** The sender's own reference for the app (ACES `ref`), e.g. a flat-ACES template's "Reference". */
  ref?: string;
  qty: number;
  partTypeId: number;
  mfrLabel?: string;
  positionId?: number;
  part: string;
  /** The diagram the app is shown in and its place there (flat ACES AssetName / Asset Item Order). */
  asset?: AcesAppAsset;
  /** 'A' add (default) or 'D' delete, for UPDATE submissions. */
  action?: 'A' | 'D';
}

/**
 * An app's asset reference: ACES 4.x writes it as AssetName, AssetItemOrder, AssetItemRef after the
 * part; 5.0 as the DiagramAsset element's attributes of the same names.
 */
export interface AcesAppAsset {
  /** xs:NMTOKEN of 1–45 characters: the name the asset's own record (and file) goes by. */
  name: string;
  /** The item's number within the asset, e.g. its callout on an exploded diagram. */
  itemOrder?: number;
  itemRef?: string;
}

export interface PiesDescription {
  /** PIES description code: DES (description), SHO (short), MKT, ... */
  code: string;
  languageCode: string;
  text: string;
  /** Description@Sequence, when the source numbers its descriptions. */
  sequence?: string;
}

export interface PiesPrice {
  /** PriceType code, e.g. LST (list), JBR (jobber), RET. */
  type: string;
  currency: string;
  amount: number;
  /** Price UOM, e.g. PE (per each). */
  uom: string;
  /** The price sheet this price belongs to (default: the header's). */
  sheetNumber?: string;
  effectiveDate?: string;
  expirationDate?: string;
  typeDescription?: string;
  priceBreak?: { quantity: number; uom: string };
  multiplier?: number;
}

export interface PiesPackage {
  uom: string;
  quantityOfEaches: number;
  /** The shipping size; also the merchandising size unless `merchandising` gives its own. */
  dimensions?: { uom: string; length?: number; width?: number; height?: number; merchandising?: { length: number; width: number; height: number } };
  weight?: { uom: string; value: number; dimensional?: number };
  gtin?: string;
  electronicProductCode?: string;
  barCodeCharacters?: string;
  innerQuantity?: { value: number; uom: string };
  weightVariance?: number;
  stackingFactor?: number;
  /** Package/HazardousMaterial children in schema order, each checked against its type. */
  hazardousMaterial?: { fields: [string, string][]; languageCode?: string };
}

/** Item-level PIES elements beyond identity, as element name → checked text (see item-extras-xml). */
export interface PiesItemDetails {
  hazardousMaterialCode?: 'Y' | 'N';
  baseItemId?: string;
  brandLabel?: string;
  subBrandAaiaId?: string;
  subBrandLabel?: string;
  vmrsBrandId?: string;
  acesApplications?: 'Y' | 'N';
  itemQuantitySize?: { value: number; uom?: string };
  containerType?: string;
  quantityPerApplication?: { value: string; uom: string; qualifier?: string };
  itemEffectiveDate?: string;
  availableDate?: string;
  minimumOrderQuantity?: { value: number; uom: string };
  manufacturerProductCodes?: { group?: string; subGroup?: string };
  aaiaProductCategoryCode?: string;
  unspsc?: string;
  vmrsCode?: string;
}

export interface PiesExpi {
  code: string;
  value: string;
  languageCode?: string;
}

/** A ProductAttribute: a PAdb attribute (numeric id, padb true) or a free name. */
export interface PiesAttribute {
  id: string;
  padb: boolean;
  value: string;
  uom?: string;
  styleId?: number;
  recordNumber?: number;
  multiValueQuantity?: number;
  multiValueSequence?: number;
  languageCode?: string;
}

export interface PiesKitComponent {
  partNumber?: string;
  brand?: string;
  brandLabel?: string;
  subBrand?: string;
  subBrandLabel?: string;
  description: { text: string; code: string; languageCode?: string };
  partTerminologyId?: string;
  quantity: number;
  uom: string;
  sequence?: number;
  soldSeparately: string;
}

export interface PiesDigitalAsset {
  fileName: string;
  assetType: string;
  assetId?: string;
  languageCode?: string;
  fileType?: string;
  representation?: string;
  fileSize?: number;
  resolution?: string;
  colorMode?: string;
  background?: string;
  orientationView?: string;
  dimensions?: { uom: string; height?: number; width?: number };
  filePath?: string;
  uri?: string;
  duration?: { value: number; uom: string };
  frame?: number;
  totalFrames?: number;
  plane?: number;
  hemisphere?: string;
  plunge?: number;
  totalPlanes?: number;
  descriptions?: { text: string; code: string; languageCode?: string }[];
  dates?: { date: string; type?: string }[];
  country?: string;
}

/** A MarketCopy entry of the document-level MarketingCopy segment. */
export interface PiesMarketCopy {
  content: string;
  code: string;
  reference: string;
  type: string;
  subCode?: string;
  subCodeReference?: string;
  recordSequence?: number;
  languageCode?: string;
}

/** One PartInterchange number with what the source says about it. */
export interface PiesInterchange {
  brandLabel?: string;
  partNumber: string;
  brandAaiaId?: string;
  subBrandAaiaId?: string;
  subBrandLabel?: string;
  vmrsBrandId?: string;
  itemEquivalentUom?: string;
  qualityGradeLevel?: string;
  internalNotes?: string;
  languageCode?: string;
  referenceItem?: string;
  quantity?: number;
  uom?: string;
  notes?: string;
}

export interface PiesItem {
  row: number;
  partNumber: string;
  brandAaiaId: string;
  partTerminologyId?: number;
  gtin?: { qualifier: 'EN' | 'UP'; value: string };
  descriptions: PiesDescription[];
  prices: PiesPrice[];
  countryOfOrigin?: string;
  packages: PiesPackage[];
  interchange: PiesInterchange[];
  /** Item-level elements a PIES workbook carries (MinimumOrderQuantity, BrandLabel, …). */
  details?: PiesItemDetails;
  /** EXPI beyond the country of origin. */
  expi?: PiesExpi[];
  attributes?: PiesAttribute[];
  kits?: PiesKitComponent[];
  assets?: PiesDigitalAsset[];
}

/** Where one source row ended up. Every row gets exactly one of these. */
export type RowOutcome = 'converted' | 'flagged' | 'rejected' | 'merged';

/** A source row seen through the mapping: canonical field → raw cell text (trimmed, never parsed). */
export interface MappedRow {
  row: number;
  fields: Partial<Record<CanonicalField, string>>;
}
