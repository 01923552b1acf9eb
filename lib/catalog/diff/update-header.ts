import { parseAcesHeader, type AcesHeader, type AcesHeaderInput } from '../aces';
import type { AcesFileHeader } from '../readers';
import type { Finding } from '../types';
import { toXsDate } from '../xml';
import { findingSaid, rewordFinding, say } from '../messages';

/**
 * A read ACES header as writer input, field for field as the file has it (4.2 and 5.0 names under
 * one name each). What the net change and the combined batch file start from.
 */
export function headerInputOf(h: AcesFileHeader | null): Partial<AcesHeaderInput> {
  return {
    company: h?.company,
    senderName: h?.senderName,
    senderPhone: h?.senderPhone,
    senderPhoneExt: h?.fields.SenderPhoneExt,
    transferDate: h?.transferDate,
    mfrCode: h?.fields.MfrCode,
    brandAaiaId: h?.brandAaiaId,
    subBrandAaiaId: h?.subBrandAaiaId,
    documentTitle: h?.documentTitle,
    docFormNumber: h?.fields.DocFormNumber,
    effectiveDate: h?.effectiveDate,
    approvedFor: h?.approvedFor.length ? h.approvedFor : undefined,
    partsApprovedFor: h?.partsApprovedFor.length ? h.partsApprovedFor : undefined,
    regionFor: h?.regionFor.length ? h.regionFor : undefined,
    submissionType: h?.submissionType === 'UPDATE' ? 'UPDATE' : h?.submissionType === 'FULL' ? 'FULL' : undefined,
    mapperCompany: h?.fields.MapperCompany,
    mapperContact: h?.fields.MapperContact,
    mapperPhone: h?.fields.MapperPhone,
    mapperPhoneExt: h?.fields.MapperPhoneExt,
    mapperEmail: h?.fields.MapperEmail,
    vcdbVersionDate: h?.vcdbDate,
    qdbVersionDate: h?.qdbDate,
    pcdbVersionDate: h?.pcdbDate,
  };
}

/**
 * A valid writer header from `base` with `overrides` winning (empty values left out), or the
 * problems as findings under `code` with `hint` after each message.
 */
export function headerFrom(
  base: Partial<AcesHeaderInput>,
  overrides: Partial<AcesHeaderInput>,
  code: 'COMBINE_HEADER_INVALID' | 'DELTA_HEADER_INVALID',
): { ok: true; header: AcesHeader } | { ok: false; findings: Finding[] } {
  const merged: Record<string, unknown> = {};
  for (const [k, v] of Object.entries({ ...base, ...overrides }))
    if (v !== undefined && v !== '') merged[k] = v;
  const parsed = parseAcesHeader(merged);
  if (parsed.ok) return { ok: true, header: parsed.value };
  // The code's text adds what the header is taken from and what to do.
  return {
    ok: false,
    findings: parsed.findings.map((f) => rewordFinding(f, code, say(code, { problem: findingSaid(f) }))),
  };
}

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
    ...headerInputOf(h),
    transferDate: toXsDate(today),
    documentTitle: h?.documentTitle ? `${h.documentTitle} (net change)` : 'Net change',
    effectiveDate: h?.effectiveDate ?? toXsDate(today),
    submissionType: 'UPDATE',
  };
  return headerFrom(derived, overrides, 'DELTA_HEADER_INVALID');
}
