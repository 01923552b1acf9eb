import { say, type Said } from '../messages';
import type { AcesReadSummary } from '../readers';
import type { Severity } from '../types';
import { brandCodeProblem, codeLists } from '../validate';
import type { Emit } from './emit';
import { isXsDate } from '../xml';

const KNOWN_VERSIONS = new Set(['1.0', '2.0', '3.0', '3.0.1', '3.1', '3.2', '4.0', '4.1', '4.2', '5.0']);

/** Header fields every ACES version requires, by the names of ≤ 4.2 and of 5.0. */
const REQUIRED: {
  key: keyof Required<NonNullable<AcesReadSummary['header']>>;
  v4: string;
  v5: string;
  date?: boolean;
}[] = [
  { key: 'company', v4: 'Company', v5: 'Company' },
  { key: 'senderName', v4: 'SenderName', v5: 'SenderName' },
  { key: 'senderPhone', v4: 'SenderPhone', v5: 'SenderPhone' },
  { key: 'transferDate', v4: 'TransferDate', v5: 'TransferDate', date: true },
  { key: 'documentTitle', v4: 'DocumentTitle', v5: 'DocumentTitle' },
  { key: 'effectiveDate', v4: 'EffectiveDate', v5: 'EffectiveDate', date: true },
  { key: 'submissionType', v4: 'SubmissionType', v5: 'SubmissionType' },
  { key: 'vcdbDate', v4: 'VcdbVersionDate', v5: 'VCdbPublicationDate', date: true },
  { key: 'qdbDate', v4: 'QdbVersionDate', v5: 'QdbPublicationDate', date: true },
  { key: 'pcdbDate', v4: 'PcdbVersionDate', v5: 'PCdbPublicationDate', date: true },
];

/**
 * Document-level ACES checks once the file has been read: version, header completeness and dates,
 * SubmissionType, brand codes and countries in the header, the footer's RecordCount.
 * `partsHaveBrand`: whether any Part carried a BrandAAIAID attribute.
 */
export function checkAcesDocument(s: AcesReadSummary, partsHaveBrand: boolean, emit: Emit): void {
  const file = s.file;
  const add = (code: string, severity: Severity, row: number | undefined, said: Said): void =>
    emit(code, severity, said, row);
  if (!s.complete && s.header === null) return; // nothing sensible to say about a file that stopped early

  if (s.version === null) {
    add('ACES_VERSION_MISSING', 'warning', 1, say('ACES_VERSION_MISSING', { file }));
  } else if (!KNOWN_VERSIONS.has(s.version)) {
    add(
      'ACES_VERSION_UNKNOWN',
      'warning',
      1,
      say('ACES_VERSION_UNKNOWN', { file, version: s.version, known: [...KNOWN_VERSIONS].join(', ') }),
    );
  }

  const h = s.header;
  if (!h) {
    add('ACES_HEADER_MISSING', 'error', undefined, say('ACES_HEADER_MISSING', { file }));
  } else {
    const v5 = s.version?.startsWith('5') ?? false;
    for (const r of REQUIRED) {
      const name = v5 ? r.v5 : r.v4;
      const value = h[r.key];
      if (typeof value !== 'string' || value === '') {
        add(
          'ACES_HEADER_FIELD_MISSING',
          'error',
          h.line,
          say(value === '' ? 'ACES_HEADER_FIELD_MISSING.empty' : 'ACES_HEADER_FIELD_MISSING', {
            line: String(h.line),
            name,
            standard: s.version ? `ACES ${s.version}` : 'ACES',
          }),
        );
      } else if (r.date && !isXsDate(value)) {
        add('ACES_HEADER_DATE_INVALID', 'error', h.line, say('ACES_HEADER_DATE_INVALID', { name, value }));
      }
    }
    const st = h.submissionType?.toUpperCase();
    if (st !== undefined && st !== '' && st !== 'FULL' && st !== 'UPDATE') {
      if (st === 'TEST')
        add('ACES_SUBMISSION_TYPE_TEST', 'warning', h.line, say('ACES_SUBMISSION_TYPE_TEST'));
      else
        add(
          'ACES_SUBMISSION_TYPE_INVALID',
          'error',
          h.line,
          say('ACES_SUBMISSION_TYPE_INVALID', { value: h.submissionType ?? '' }),
        );
    }
    for (const [label, value] of [
      [v5 ? 'BrandID' : 'BrandAAIAID', h.brandAaiaId],
      [v5 ? 'SubBrandID' : 'SubBrandAAIAID', h.subBrandAaiaId],
    ] as const) {
      const problem = value === undefined ? null : brandCodeProblem(value);
      if (problem)
        add('BRAND_CODE_INVALID', 'error', h.line, say('BRAND_CODE_INVALID.header', { label, problem }));
    }
    if (h.brandAaiaId === undefined && !partsHaveBrand) {
      add(
        'ACES_BRAND_MISSING',
        'warning',
        h.line,
        say('ACES_BRAND_MISSING', { element: v5 ? 'BrandID' : 'BrandAAIAID' }),
      );
    }
    for (const [label, list] of [
      ['ApprovedFor', h.approvedFor],
      ['PartsApprovedFor', h.partsApprovedFor],
    ] as const) {
      for (const c of list)
        if (!codeLists.COUNTRY_CODES.has(c.toUpperCase()))
          add('ACES_COUNTRY_UNKNOWN', 'error', h.line, say('ACES_COUNTRY_UNKNOWN', { label, country: c }));
    }
  }

  if (!s.complete) return;
  if (s.apps === 0) add('ACES_NO_APPS', 'warning', undefined, say('ACES_NO_APPS', { file }));
  if (!s.footer || s.footer.recordCount === null) {
    add(
      'ACES_FOOTER_MISSING',
      'error',
      undefined,
      say('ACES_FOOTER_MISSING', { file, apps: String(s.apps) }),
    );
  } else if (s.footer.recordCount !== String(s.apps)) {
    add(
      'ACES_RECORD_COUNT_MISMATCH',
      'warning',
      s.footer.line,
      say('ACES_RECORD_COUNT_MISMATCH', { said: s.footer.recordCount || say('aces.empty'), apps: s.apps }),
    );
  }
}
