/**
 * The element names that differ between ACES versions. 5.0 renamed a handful of elements
 * (Part→PartNumber, PartType→PartTerminology, BrandAAIAID→BrandID, *VersionDate→*PublicationDate),
 * dropped Header/ApprovedFor and made an app's asset a DiagramAsset; everything else the writer
 * emits is shared.
 */
export const ACES_VERSIONS = ['4.2', '5.0'] as const;
export type AcesVersion = (typeof ACES_VERSIONS)[number];

/** Narrows a stored or typed version (export requests keep it as text) to one the writer knows. */
export function isAcesVersion(v: string): v is AcesVersion {
  return (ACES_VERSIONS as readonly string[]).includes(v);
}

export interface AcesVocabulary {
  version: AcesVersion;
  brand: string;
  subBrand: string;
  vcdbDate: string;
  qdbDate: string;
  pcdbDate: string;
  /** Whether Header/ApprovedFor exists in this version. */
  approvedFor: boolean;
  partType: string;
  part: string;
  /** Whether an app's asset is a `<DiagramAsset>` with attributes (5.0) or AssetName/AssetItemOrder elements (4.x). */
  diagramAsset: boolean;
}

export const ACES_VOCABULARY: Record<AcesVersion, AcesVocabulary> = {
  '4.2': {
    version: '4.2',
    brand: 'BrandAAIAID',
    subBrand: 'SubBrandAAIAID',
    vcdbDate: 'VcdbVersionDate',
    qdbDate: 'QdbVersionDate',
    pcdbDate: 'PcdbVersionDate',
    approvedFor: true,
    partType: 'PartType',
    part: 'Part',
    diagramAsset: false,
  },
  '5.0': {
    version: '5.0',
    brand: 'BrandID',
    subBrand: 'SubBrandID',
    vcdbDate: 'VCdbPublicationDate',
    qdbDate: 'QdbPublicationDate',
    pcdbDate: 'PCdbPublicationDate',
    approvedFor: false,
    partType: 'PartTerminology',
    part: 'PartNumber',
    diagramAsset: true,
  },
};
