import type { AcesReadSummary } from '../readers';
import type { Finding } from '../types';
import { codeLists, describeBrandCodeProblem } from '../validate';
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
export function checkAcesDocument(
  s: AcesReadSummary,
  partsHaveBrand: boolean,
  emit: (f: Finding) => void,
): void {
  const file = s.file;
  const add = (code: string, severity: Finding['severity'], row: number | undefined, message: string): void =>
    emit(row === undefined ? { code, severity, file, message } : { code, severity, file, row, message });
  if (!s.complete && s.header === null) return; // nothing sensible to say about a file that stopped early

  if (s.version === null) {
    add(
      'ACES_VERSION_MISSING',
      'warning',
      1,
      `${file}: the <ACES> element has no version attribute. Add version="4.2" (or the version the file follows) so receivers pick the right schema.`,
    );
  } else if (!KNOWN_VERSIONS.has(s.version)) {
    add(
      'ACES_VERSION_UNKNOWN',
      'warning',
      1,
      `${file}: ACES version "${s.version}" does not exist (known: ${[...KNOWN_VERSIONS].join(', ')}). Use version="4.2" for current receivers.`,
    );
  }

  const h = s.header;
  if (!h) {
    add(
      'ACES_HEADER_MISSING',
      'error',
      undefined,
      `${file} has no <Header>. Receivers need it to know the sender, the brand and the VCdb/PCdb/Qdb versions the apps were built with.`,
    );
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
          `Header (line ${h.line}) has no ${name}${value === '' ? ' value' : ''}. Every ACES ${s.version ?? ''} file needs it; add it in the tool that writes the file.`.replace(
            '  ',
            ' ',
          ),
        );
      } else if (r.date && !isXsDate(value)) {
        add(
          'ACES_HEADER_DATE_INVALID',
          'error',
          h.line,
          `Header ${name} "${value}" is not a date written YYYY-MM-DD (e.g. 2026-01-15).`,
        );
      }
    }
    const st = h.submissionType?.toUpperCase();
    if (st !== undefined && st !== '' && st !== 'FULL' && st !== 'UPDATE') {
      if (st === 'TEST')
        add(
          'ACES_SUBMISSION_TYPE_TEST',
          'warning',
          h.line,
          `SubmissionType is TEST: receivers will not load this file into production. Use FULL or UPDATE for a real delivery.`,
        );
      else
        add(
          'ACES_SUBMISSION_TYPE_INVALID',
          'error',
          h.line,
          `SubmissionType "${h.submissionType}" is not FULL or UPDATE (there is no "NET"; a net change is an UPDATE with action="A"/"D" apps).`,
        );
    }
    for (const [label, value] of [
      [v5 ? 'BrandID' : 'BrandAAIAID', h.brandAaiaId],
      [v5 ? 'SubBrandID' : 'SubBrandAAIAID', h.subBrandAaiaId],
    ] as const) {
      const problem = value === undefined ? null : describeBrandCodeProblem(value);
      if (problem)
        add(
          'BRAND_CODE_INVALID',
          'error',
          h.line,
          `Header ${label}: ${problem}. Use the brand's code from the Auto Care brand table.`,
        );
    }
    if (h.brandAaiaId === undefined && !partsHaveBrand) {
      add(
        'ACES_BRAND_MISSING',
        'warning',
        h.line,
        `Neither the header nor any Part names a brand code (${v5 ? 'BrandID' : 'BrandAAIAID'}). Receivers cannot tell whose parts these are; add the brand's Auto Care code to the header.`,
      );
    }
    for (const [label, list] of [
      ['ApprovedFor', h.approvedFor],
      ['PartsApprovedFor', h.partsApprovedFor],
    ] as const) {
      for (const c of list)
        if (!codeLists.COUNTRY_CODES.has(c.toUpperCase()))
          add(
            'ACES_COUNTRY_UNKNOWN',
            'error',
            h.line,
            `Header ${label} lists country "${c}", which is not an ISO 3166-1 two-letter code (US, CA, MX, …).`,
          );
    }
  }

  if (!s.complete) return;
  if (s.apps === 0)
    add(
      'ACES_NO_APPS',
      'warning',
      undefined,
      `${file} has no <App> elements: there is nothing for a receiver to load.`,
    );
  if (!s.footer || s.footer.recordCount === null) {
    add(
      'ACES_FOOTER_MISSING',
      'error',
      undefined,
      `${file} has no <Footer><RecordCount>. Receivers use it to tell a complete file from a truncated one; add it with the number of apps (${s.apps}).`,
    );
  } else if (s.footer.recordCount !== String(s.apps)) {
    add(
      'ACES_RECORD_COUNT_MISMATCH',
      'warning',
      s.footer.line,
      `Footer RecordCount says ${s.footer.recordCount || '(empty)'} but the file has ${s.apps} apps. A file that was cut short or pasted together looks like this; regenerate it, or correct the count.`,
    );
  }
}
