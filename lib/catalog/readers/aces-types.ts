import type { AcesApp } from '../types';

/**
 * One `<App>` as read from an ACES file (any version 1.0–5.0), in the engine's `AcesApp` shape
 * where it can be, plus what only a read file has: its line, its position in the file, and the
 * vehicle forms other than BaseVehicle (Years + Make + Model, equipment).
 */
export interface ReadAcesApp extends Omit<AcesApp, 'baseVehicleId' | 'action'> {
  /** 0-based position among the file's `<App>` elements (stable between two reads of the file). */
  ordinal: number;
  /** The `id` attribute as written (the numeric `id` is 0 when it is not a positive whole number). */
  idText: string;
  /** 1-based line of the `<App>` start tag; `row` holds the same number. */
  line: number;
  action: 'A' | 'D';
  /** `validate="no"` asks receivers not to check the app against VCdb. */
  validate: boolean;
  ref?: string;

  baseVehicleId?: number;
  years?: { from: number; to: number };
  makeId?: number;
  modelId?: number;
  vehicleTypeId?: number;
  equipmentBaseId?: number;
  mfrId?: number;
  equipmentModelId?: number;
  productionYears?: { start?: number; end?: number };

  /** `Part/@BrandAAIAID` (5.0: `@BrandID`) and the sub-brand, when given. */
  partBrand?: string;
  partSubBrand?: string;
  displayOrder?: number;
}

/** The ACES header, with the fields that were renamed between versions under one name each. */
export interface AcesFileHeader {
  /** 1-based line of `<Header>`. */
  line: number;
  /** Every simple header element as found: element name → trimmed text. */
  fields: Record<string, string>;
  company?: string;
  senderName?: string;
  senderPhone?: string;
  transferDate?: string;
  documentTitle?: string;
  effectiveDate?: string;
  submissionType?: string;
  /** `BrandAAIAID` (≤ 4.2) or `BrandID` (5.0). */
  brandAaiaId?: string;
  subBrandAaiaId?: string;
  /** `VcdbVersionDate` (≤ 4.2) or `VCdbPublicationDate` (5.0); same for Qdb and PCdb. */
  vcdbDate?: string;
  qdbDate?: string;
  pcdbDate?: string;
  approvedFor: string[];
  partsApprovedFor: string[];
  regionFor: number[];
}

export interface AcesFooter {
  recordCount: string | null;
  line: number;
}
