import type { PiesReadSummary } from '../readers';
import type { Finding } from '../types';
import { codeLists, describeBrandCodeProblem } from '../validate';
import { isXsDate } from '../xml';

const KNOWN_VERSIONS = new Set(['6.5', '6.6', '6.7', '7.0', '7.1', '7.2', '8.0']);
const HEADER_DATES = [
  'BlanketEffectiveDate',
  'ChangesSinceDate',
  'PCdbVersionDate',
  'PCdbPublicationDate',
  'PAdbVersionDate',
  'PAdbPublicationDate',
];

/** Document-level PIES checks: required segments, version, SubmissionType, header codes and dates, ItemCount. */
export function checkPiesDocument(s: PiesReadSummary, emit: (f: Finding) => void): void {
  const file = s.file;
  const add = (code: string, severity: Finding['severity'], row: number | undefined, message: string): void =>
    emit(row === undefined ? { code, severity, file, message } : { code, severity, file, row, message });
  if (!s.complete && s.header === null) return;
  const missing = (what: string, why: string, row?: number): void =>
    add('PIES_SEGMENT_MISSING', 'error', row, `${file} has no ${what}. ${why}`);

  const h = s.header;
  if (!h)
    missing(
      '<Header>',
      'Every PIES file starts with a Header naming the PIES version, submission type and PCdb version.',
    );
  else {
    const v8 = h.piesVersion?.startsWith('8') ?? false;
    if (!h.piesVersion)
      missing(
        'Header/PIESVersion',
        'Add <PIESVersion>7.2</PIESVersion> (or the version the file follows).',
        h.line,
      );
    else if (!KNOWN_VERSIONS.has(h.piesVersion))
      add(
        'PIES_VERSION_UNKNOWN',
        'warning',
        h.line,
        `PIESVersion "${h.piesVersion}" is not a PIES version (known: ${[...KNOWN_VERSIONS].join(', ')}).`,
      );
    if (!h.submissionType) missing('Header/SubmissionType', 'Add FULL or UPDATE.', h.line);
    else if (!['FULL', 'UPDATE'].includes(h.submissionType.toUpperCase()))
      add(
        'PIES_SUBMISSION_TYPE_INVALID',
        'error',
        h.line,
        `SubmissionType "${h.submissionType}" is not FULL or UPDATE.`,
      );
    if (!h.pcdbDate)
      missing(
        `Header/${v8 ? 'PCdbPublicationDate' : 'PCdbVersionDate'}`,
        'Receivers need the PCdb release the part types come from.',
        h.line,
      );
    for (const name of HEADER_DATES) {
      const v = h.fields[name];
      if (v !== undefined && v !== '' && !isXsDate(v))
        add(
          'PIES_HEADER_DATE_INVALID',
          'error',
          h.line,
          `Header ${name} "${v}" is not a date written YYYY-MM-DD.`,
        );
    }
    if (h.parentAaiaId) {
      const p = describeBrandCodeProblem(h.parentAaiaId);
      if (p)
        add(
          'BRAND_CODE_INVALID',
          'error',
          h.line,
          `Header ${v8 ? 'ParentID' : 'ParentAAIAID'}: ${p}. Use the parent company's code from the Auto Care brand table.`,
        );
    }
    if (h.currencyCode && !codeLists.CURRENCY_CODES.has(h.currencyCode.toUpperCase()))
      add(
        'PIES_CURRENCY_UNKNOWN',
        'error',
        h.line,
        `Header CurrencyCode "${h.currencyCode}" is not an ISO 4217 code such as USD or EUR.`,
      );
    if (h.languageCode && !codeLists.LANGUAGE_CODES.has(h.languageCode.toUpperCase()))
      add(
        'PIES_LANGUAGE_UNKNOWN',
        'error',
        h.line,
        `Header LanguageCode "${h.languageCode}" is not an ISO 639-1 code such as EN.`,
      );
  }
  for (const ps of s.priceSheets)
    if (ps.currency && !codeLists.CURRENCY_CODES.has(ps.currency.toUpperCase()))
      add(
        'PIES_CURRENCY_UNKNOWN',
        'error',
        ps.line,
        `PriceSheet ${ps.number} CurrencyCode "${ps.currency}" is not an ISO 4217 code.`,
      );

  if (!s.complete) return;
  if (!s.sections.includes('Items'))
    missing('<Items>', 'PIES requires an Items segment with at least one Item.');
  else if (s.items === 0)
    add(
      'PIES_NO_ITEMS',
      'error',
      undefined,
      `${file} has an empty <Items>; PIES requires at least one Item.`,
    );
  const t = s.trailer;
  if (!t) missing('<Trailer>', 'Add <Trailer> with the TransactionDate (and ItemCount).');
  else {
    if (!t.transactionDate) missing('Trailer/TransactionDate', 'Add the date the file was produced.', t.line);
    else if (!isXsDate(t.transactionDate))
      add(
        'PIES_HEADER_DATE_INVALID',
        'error',
        t.line,
        `Trailer TransactionDate "${t.transactionDate}" is not a date written YYYY-MM-DD.`,
      );
    if (t.itemCount !== null && t.itemCount !== String(s.items))
      add(
        'PIES_ITEM_COUNT_MISMATCH',
        'warning',
        t.line,
        `Trailer ItemCount says ${t.itemCount || '(empty)'} but the file has ${s.items} items: a truncated or pasted-together file looks like this.`,
      );
  }
}
