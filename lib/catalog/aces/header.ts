import { z } from 'zod';
import { describeBrandCodeProblem, isValidBrandCode } from '../validate';
import type { XmlStreamWriter } from '../xml';
import { xsDateSchema, parseHeaderInput, type ParseResult } from '../xml';
import type { AcesVocabulary } from './vocabulary';

const text = z.string().trim().min(1, 'must not be empty');
const brand = z
  .string()
  .trim()
  .refine(isValidBrandCode, {
    error: (iss) => describeBrandCodeProblem(String(iss.input)) ?? 'invalid brand code',
  });
const country = z
  .string()
  .trim()
  .regex(/^[A-Z]{2}$/, 'must be a 2-letter ISO country code such as US');

/** What the ACES Header needs, in the order the schema lists it. Dates are `YYYY-MM-DD` or Date. */
export const acesHeaderSchema = z.object({
  company: text,
  senderName: text,
  senderPhone: text,
  senderPhoneExt: text.optional(),
  transferDate: xsDateSchema,
  mfrCode: text.optional(),
  brandAaiaId: brand.optional(),
  subBrandAaiaId: brand.optional(),
  documentTitle: text,
  docFormNumber: text.optional(),
  effectiveDate: xsDateSchema,
  /** Countries the applications are approved for (4.2 only; 5.0 dropped the element). */
  approvedFor: z.array(country).min(1).optional(),
  partsApprovedFor: z.array(country).min(1).optional(),
  regionFor: z.array(z.number().int().positive()).min(1).optional(),
  submissionType: z.enum(['FULL', 'UPDATE']),
  mapperCompany: text.optional(),
  mapperContact: text.optional(),
  mapperPhone: text.optional(),
  mapperPhoneExt: text.optional(),
  mapperEmail: text.optional(),
  vcdbVersionDate: xsDateSchema,
  qdbVersionDate: xsDateSchema,
  pcdbVersionDate: xsDateSchema,
});

export type AcesHeaderInput = z.input<typeof acesHeaderSchema>;
export type AcesHeader = z.output<typeof acesHeaderSchema>;

export type { ParseResult };

/** Validates header input at the edge (CLI flags, web form, job payload) into findings. */
export function parseAcesHeader(input: unknown): ParseResult<AcesHeader> {
  return parseHeaderInput(acesHeaderSchema, 'ACES', input);
}

function el(w: XmlStreamWriter, name: string, value: string | undefined): void {
  if (value === undefined) return;
  w.raw(`    <${name}>${w.esc(value)}</${name}>\n`);
}

function countries(w: XmlStreamWriter, name: string, list: string[] | undefined): void {
  if (!list) return;
  w.raw(`    <${name}>\n`);
  for (const c of list) w.raw(`      <Country>${w.esc(c)}</Country>\n`);
  w.raw(`    </${name}>\n`);
}

/** Writes `<Header>` with every field in schema order, names per version. */
export function writeAcesHeaderXml(w: XmlStreamWriter, h: AcesHeader, v: AcesVocabulary): void {
  w.raw('  <Header>\n');
  el(w, 'Company', h.company);
  el(w, 'SenderName', h.senderName);
  el(w, 'SenderPhone', h.senderPhone);
  el(w, 'SenderPhoneExt', h.senderPhoneExt);
  el(w, 'TransferDate', h.transferDate);
  el(w, 'MfrCode', h.mfrCode);
  el(w, v.brand, h.brandAaiaId);
  el(w, v.subBrand, h.subBrandAaiaId);
  el(w, 'DocumentTitle', h.documentTitle);
  el(w, 'DocFormNumber', h.docFormNumber);
  el(w, 'EffectiveDate', h.effectiveDate);
  if (v.approvedFor) countries(w, 'ApprovedFor', h.approvedFor);
  countries(w, 'PartsApprovedFor', h.partsApprovedFor);
  if (h.regionFor) {
    w.raw('    <RegionFor>\n');
    for (const id of h.regionFor) w.raw(`      <Region id="${id}"/>\n`);
    w.raw('    </RegionFor>\n');
  }
  el(w, 'SubmissionType', h.submissionType);
  el(w, 'MapperCompany', h.mapperCompany);
  el(w, 'MapperContact', h.mapperContact);
  el(w, 'MapperPhone', h.mapperPhone);
  el(w, 'MapperPhoneExt', h.mapperPhoneExt);
  el(w, 'MapperEmail', h.mapperEmail);
  el(w, v.vcdbDate, h.vcdbVersionDate);
  el(w, v.qdbDate, h.qdbVersionDate);
  el(w, v.pcdbDate, h.pcdbVersionDate);
  w.raw('  </Header>\n');
}
