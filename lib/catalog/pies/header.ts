import { z } from 'zod';
import { describeBrandCodeProblem, isValidBrandCode } from '../validate';
import { xsDateSchema, parseHeaderInput, type ParseResult } from '../xml';
import type { XmlStreamWriter } from '../xml';
import type { PiesVocabulary } from './vocabulary';

const len = (min: number, max: number) => z.string().trim().min(min).max(max);
const brand = z
  .string()
  .trim()
  .refine(isValidBrandCode, {
    error: (iss) => describeBrandCodeProblem(String(iss.input)) ?? 'invalid brand code',
  });

/** What the PIES Header and Trailer need. Dates are `YYYY-MM-DD` or Date. */
export const piesHeaderSchema = z.object({
  submissionType: z.enum(['FULL', 'UPDATE']),
  blanketEffectiveDate: xsDateSchema.optional(),
  changesSinceDate: xsDateSchema.optional(),
  parentDunsNumber: len(9, 13).optional(),
  parentGln: len(13, 13).optional(),
  parentVmrsId: len(5, 5).optional(),
  parentAaiaId: brand.optional(),
  brandOwnerDuns: len(9, 13).optional(),
  brandOwnerGln: len(13, 13).optional(),
  brandOwnerVmrsId: len(5, 5).optional(),
  buyerDuns: len(9, 13).optional(),
  /** ISO 4217, e.g. USD, EUR. */
  currencyCode: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, 'must be a 3-letter ISO currency code such as USD')
    .optional(),
  /** ISO 639-1, written in capitals as PIES files do (EN, DE). */
  languageCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'must be a 2-letter ISO language code such as EN')
    .transform((s) => s.toUpperCase())
    .optional(),
  technicalContact: len(1, 60).optional(),
  contactEmail: z.email().max(254).optional(),
  pcdbVersionDate: xsDateSchema,
  padbVersionDate: xsDateSchema.optional(),
  /** Trailer/TransactionDate: the day the file was produced. */
  transactionDate: xsDateSchema,
  /** The price sheet every Pricing refers to; written under PriceSheets when given. */
  priceSheet: z
    .object({
      number: len(1, 15),
      name: len(1, 30).optional(),
      currencyCode: z
        .string()
        .trim()
        .regex(/^[A-Z]{3}$/)
        .optional(),
      effectiveDate: xsDateSchema.optional(),
      expirationDate: xsDateSchema.optional(),
    })
    .optional(),
});

export type PiesHeaderInput = z.input<typeof piesHeaderSchema>;
export type PiesHeader = z.output<typeof piesHeaderSchema>;

/** Price sheet number used when the header names none (Pricing requires one). */
export const DEFAULT_PRICE_SHEET = 'DEFAULT';

export function parsePiesHeader(input: unknown): ParseResult<PiesHeader> {
  return parseHeaderInput(piesHeaderSchema, 'PIES', input);
}

function el(w: XmlStreamWriter, name: string, value: string | undefined, indent = '    '): void {
  if (value === undefined) return;
  w.raw(`${indent}<${name}>${w.esc(value)}</${name}>\n`);
}

/** Writes `<Header>` (and `<PriceSheets>` when a price sheet is given) in schema order. */
export function writePiesHeaderXml(w: XmlStreamWriter, h: PiesHeader, v: PiesVocabulary): void {
  w.raw('  <Header>\n');
  el(w, 'PIESVersion', v.version);
  el(w, 'SubmissionType', h.submissionType);
  el(w, 'BlanketEffectiveDate', h.blanketEffectiveDate);
  el(w, 'ChangesSinceDate', h.changesSinceDate);
  el(w, 'ParentDUNSNumber', h.parentDunsNumber);
  el(w, 'ParentGLN', h.parentGln);
  el(w, 'ParentVMRSID', h.parentVmrsId);
  el(w, v.parentBrand, h.parentAaiaId);
  el(w, 'BrandOwnerDUNS', h.brandOwnerDuns);
  el(w, 'BrandOwnerGLN', h.brandOwnerGln);
  el(w, 'BrandOwnerVMRSID', h.brandOwnerVmrsId);
  el(w, 'BuyerDuns', h.buyerDuns);
  el(w, 'CurrencyCode', h.currencyCode);
  el(w, 'LanguageCode', h.languageCode);
  el(w, 'TechnicalContact', h.technicalContact);
  el(w, 'ContactEmail', h.contactEmail);
  el(w, v.pcdbDate, h.pcdbVersionDate);
  el(w, v.padbDate, h.padbVersionDate);
  w.raw('  </Header>\n');
  const ps = h.priceSheet;
  if (ps) {
    w.raw('  <PriceSheets>\n    <PriceSheet MaintenanceType="A">\n');
    el(w, 'PriceSheetNumber', ps.number, '      ');
    el(w, 'PriceSheetName', ps.name, '      ');
    el(w, 'CurrencyCode', ps.currencyCode, '      ');
    el(w, 'EffectiveDate', ps.effectiveDate, '      ');
    el(w, 'ExpirationDate', ps.expirationDate, '      ');
    w.raw('    </PriceSheet>\n  </PriceSheets>\n');
  }
}
