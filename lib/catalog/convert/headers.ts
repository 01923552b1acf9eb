import { findingOf, say } from '../messages';
import type { AcesHeaderInput } from '../aces';
import type { PiesHeaderInput } from '../pies';
import type { ReferenceSet } from '../reference';
import type { CatalogLanguage, Finding } from '../types';
import { toXsDate } from '../xml';
import { brandNameOf, DEFAULT_DOCUMENT_TITLE, DEFAULT_SENDER, documentTitleFrom, type SenderIdentity } from './sender';

export interface HeaderSettings {
  brand: string;
  reference: ReferenceSet;
  language: CatalogLanguage;
  sourceFile: string;
  now: Date;
  sender?: SenderIdentity;
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
    finding: findingOf('REFERENCE_VERSION_UNKNOWN', 'warning', say('REFERENCE_VERSION_UNKNOWN', { today })),
  };
}

/** The ACES header: the sender's identity, placeholders where it gives none (see senderPlaceholderFinding). */
export function acesHeader(settings: HeaderSettings, versionDate: string): AcesHeaderInput {
  const day = toXsDate(settings.now);
  const sender = settings.sender ?? {};
  const title = documentTitleFrom(sender.documentTitle ?? DEFAULT_DOCUMENT_TITLE, {
    brand: brandNameOf(sender, settings.brand),
    code: settings.brand,
    date: day,
    file: settings.sourceFile,
  });
  return {
    company: sender.company?.trim() || DEFAULT_SENDER.company,
    senderName: sender.senderName?.trim() || DEFAULT_SENDER.senderName,
    senderPhone: sender.phone?.trim() || DEFAULT_SENDER.phone,
    transferDate: day,
    brandAaiaId: settings.brand,
    documentTitle: title,
    effectiveDate: day,
    submissionType: 'FULL',
    vcdbVersionDate: versionDate,
    qdbVersionDate: versionDate,
    pcdbVersionDate: versionDate,
  };
}

/**
 * The PIES header. PIES has no company or phone; the sender's name and e-mail are its technical
 * contact, and the sender's default language (else the catalog's) its LanguageCode.
 */
export function piesHeader(settings: HeaderSettings, versionDate: string): PiesHeaderInput {
  const sender = settings.sender ?? {};
  return {
    submissionType: 'FULL',
    blanketEffectiveDate: toXsDate(settings.now),
    languageCode: (sender.language ?? settings.language).toUpperCase(),
    ...(sender.senderName ? { technicalContact: sender.senderName } : {}),
    ...(sender.email ? { contactEmail: sender.email } : {}),
    pcdbVersionDate: versionDate,
    transactionDate: toXsDate(settings.now),
  };
}
