import type { AcesHeaderInput } from '../aces';
import type { PiesHeaderInput } from '../pies';
import type { ReferenceSet } from '../reference';
import type { CatalogLanguage, Finding } from '../types';
import { toXsDate } from '../xml';
import type { SenderDetails } from './options';

export const DEFAULT_SENDER = { company: 'Partsmith', name: 'Partsmith', phone: 'not given' } as const;

export interface HeaderSettings {
  brand: string;
  reference: ReferenceSet;
  language: CatalogLanguage;
  sourceFile: string;
  now: Date;
  sender?: SenderDetails;
}

/**
 * The reference's release date, which both headers must name. A delivery that does not say its
 * date gets today's, with a warning: the receiver would otherwise check against the wrong release.
 */
export function referenceVersionDate(settings: HeaderSettings): { date: string; finding?: Finding } {
  const date = settings.reference.versionDate;
  if (date) return { date };
  const today = toXsDate(settings.now);
  return {
    date: today,
    finding: {
      code: 'REFERENCE_VERSION_UNKNOWN',
      severity: 'warning',
      message: `The reference delivery does not say its release date (no Version table, no YYYYMMDD_ file prefix), so the ACES and PIES headers name today (${today}) as the VCdb/PCdb version. Use the delivery as Auto Care shipped it.`,
    },
  };
}

export function acesHeader(settings: HeaderSettings, versionDate: string): AcesHeaderInput {
  const day = toXsDate(settings.now);
  const sender = settings.sender ?? {};
  return {
    company: sender.company?.trim() || DEFAULT_SENDER.company,
    senderName: sender.name?.trim() || DEFAULT_SENDER.name,
    senderPhone: sender.phone?.trim() || DEFAULT_SENDER.phone,
    transferDate: day,
    brandAaiaId: settings.brand,
    documentTitle: `${settings.brand} fitment from ${settings.sourceFile}`,
    effectiveDate: day,
    submissionType: 'FULL',
    vcdbVersionDate: versionDate,
    qdbVersionDate: versionDate,
    pcdbVersionDate: versionDate,
  };
}

export function piesHeader(settings: HeaderSettings, versionDate: string): PiesHeaderInput {
  return {
    submissionType: 'FULL',
    blanketEffectiveDate: toXsDate(settings.now),
    languageCode: settings.language.toUpperCase(),
    pcdbVersionDate: versionDate,
    transactionDate: toXsDate(settings.now),
  };
}
