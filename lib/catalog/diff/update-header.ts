import { parseAcesHeader, type AcesHeader, type AcesHeaderInput } from '../aces';
import type { AcesFileHeader } from '../readers';
import type { Finding } from '../types';
import { toXsDate } from '../xml';

/**
 * The header of a net-change (UPDATE) file: the new delivery's header with SubmissionType UPDATE,
 * today's TransferDate and a title saying what it is; anything in `overrides` wins. Returns the
 * problems instead when the result is not a valid ACES header (e.g. the new file had no sender).
 */
export function updateHeader(
  source: AcesFileHeader | null,
  overrides: Partial<AcesHeaderInput> = {},
  today: Date = new Date(),
): { ok: true; header: AcesHeader } | { ok: false; findings: Finding[] } {
  const h = source;
  const derived: Partial<AcesHeaderInput> = {
    company: h?.company,
    senderName: h?.senderName,
    senderPhone: h?.senderPhone,
    senderPhoneExt: h?.fields.SenderPhoneExt,
    transferDate: toXsDate(today),
    mfrCode: h?.fields.MfrCode,
    brandAaiaId: h?.brandAaiaId,
    subBrandAaiaId: h?.subBrandAaiaId,
    documentTitle: h?.documentTitle ? `${h.documentTitle} (net change)` : 'Net change',
    docFormNumber: h?.fields.DocFormNumber,
    effectiveDate: h?.effectiveDate ?? toXsDate(today),
    approvedFor: h?.approvedFor.length ? h.approvedFor : undefined,
    partsApprovedFor: h?.partsApprovedFor.length ? h.partsApprovedFor : undefined,
    regionFor: h?.regionFor.length ? h.regionFor : undefined,
    submissionType: 'UPDATE',
    mapperCompany: h?.fields.MapperCompany,
    mapperContact: h?.fields.MapperContact,
    mapperPhone: h?.fields.MapperPhone,
    mapperPhoneExt: h?.fields.MapperPhoneExt,
    mapperEmail: h?.fields.MapperEmail,
    vcdbVersionDate: h?.vcdbDate,
    qdbVersionDate: h?.qdbDate,
    pcdbVersionDate: h?.pcdbDate,
  };
  const merged: Record<string, unknown> = {};
  for (const [k, v] of Object.entries({ ...derived, ...overrides }))
    if (v !== undefined && v !== '') merged[k] = v;
  const parsed = parseAcesHeader(merged);
  if (parsed.ok) return { ok: true, header: parsed.value };
  return {
    ok: false,
    findings: parsed.findings.map((f) => ({
      ...f,
      code: 'DELTA_HEADER_INVALID',
      message: `${f.message} The UPDATE file takes its header from the new delivery; give the missing value explicitly.`,
    })),
  };
}
