/**
 * Element names that differ between PIES versions. Only 7.2 is written today; 8.0 renames
 * BrandAAIAID→BrandID, ParentAAIAID→ParentID, *VersionDate→*PublicationDate and makes
 * ACESApplications and PartTerminologyID required — add an entry and those rules here.
 */
export const PIES_VERSIONS = ['7.2'] as const;
export type PiesVersion = (typeof PIES_VERSIONS)[number];

export const PIES_NAMESPACE = 'http://www.autocare.org';
/** The namespace PIES used before Auto Care renamed itself; readers accept it with a finding. */
export const PIES_LEGACY_NAMESPACE = 'http://www.aftermarket.org';

export interface PiesVocabulary {
  version: PiesVersion;
  namespace: string;
  brand: string;
  parentBrand: string;
  pcdbDate: string;
  padbDate: string;
}

export const PIES_VOCABULARY: Record<PiesVersion, PiesVocabulary> = {
  '7.2': {
    version: '7.2',
    namespace: PIES_NAMESPACE,
    brand: 'BrandAAIAID',
    parentBrand: 'ParentAAIAID',
    pcdbDate: 'PCdbVersionDate',
    padbDate: 'PAdbVersionDate',
  },
};
