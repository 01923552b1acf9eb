/**
 * One PIES `<Item>` as read (6.5–7.2, and the 8.0 names): raw trimmed text, so the checks can say
 * exactly what was written. A value that is absent is `null` (or the field is missing); nothing is
 * parsed or corrected here.
 */
export interface ReadPiesItem {
  /** 0-based position among the file's `<Item>` elements. */
  ordinal: number;
  /** 1-based line of the `<Item>` start tag. */
  line: number;
  maintenanceType: string | null;
  /** '' when missing. */
  partNumber: string;
  /** `BrandAAIAID` (8.0: `BrandID`); '' when missing. */
  brandAaiaId: string;
  subBrandAaiaId?: string;
  brandLabel?: string;
  /** `PartTerminologyID` text as written. */
  partTerminologyId?: string;
  acesApplications?: string;
  gtin?: { qualifier: string | null; value: string };
  descriptions: PiesReadDescription[];
  prices: PiesReadPrice[];
  /** ExtendedProductInformation: EXPI code → value (CTO is the country of origin). */
  extended: { code: string | null; value: string }[];
  packages: PiesReadPackage[];
  interchange: PiesReadInterchange[];
  /** Which optional segments the item has (Descriptions, Prices, Packages, …). */
  segments: string[];
}

export interface PiesReadDescription {
  code: string | null;
  languageCode: string | null;
  text: string;
  line: number;
}

export interface PiesReadPrice {
  type: string | null;
  priceSheet: string | null;
  currency: string | null;
  amount: string | null;
  uom: string | null;
  line: number;
}

export interface PiesReadDimensions {
  uom: string | null;
  /** Merchandising height/width/length, else the shipping ones. */
  height: string | null;
  width: string | null;
  length: string | null;
}

export interface PiesReadPackage {
  uom: string | null;
  quantityOfEaches: string | null;
  gtin?: string;
  dimensions?: PiesReadDimensions;
  weight?: { uom: string | null; value: string | null };
  line: number;
}

export interface PiesReadInterchange {
  brandAaiaId: string | null;
  brandLabel: string | null;
  partNumbers: string[];
  line: number;
}

export interface PiesFileHeader {
  line: number;
  /** Every simple header element as found: element name → trimmed text. */
  fields: Record<string, string>;
  piesVersion?: string;
  submissionType?: string;
  currencyCode?: string;
  languageCode?: string;
  /** `ParentAAIAID` (8.0: `ParentID`). */
  parentAaiaId?: string;
  /** `PCdbVersionDate` (8.0: `PCdbPublicationDate`). */
  pcdbDate?: string;
}

export interface PiesPriceSheet {
  number: string;
  currency: string | null;
  line: number;
}

export interface PiesTrailer {
  itemCount: string | null;
  transactionDate: string | null;
  line: number;
}
