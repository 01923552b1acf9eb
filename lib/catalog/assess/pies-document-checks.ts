import { say, type Said } from '../messages';
import type { PiesReadSummary } from '../readers';
import type { Severity } from '../types';
import { brandCodeProblem, codeLists } from '../validate';
import type { Emit } from './emit';
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
export function checkPiesDocument(s: PiesReadSummary, emit: Emit): void {
  const file = s.file;
  const add = (code: string, severity: Severity, row: number | undefined, said: Said): void =>
    emit(code, severity, said, row);
  if (!s.complete && s.header === null) return;
  const missing = (what: string, why: Said, row?: number): void =>
    add('PIES_SEGMENT_MISSING', 'error', row, say('PIES_SEGMENT_MISSING', { file, what, why }));

  const h = s.header;
  if (!h) missing('<Header>', say('pies.why.header'));
  else {
    const v8 = h.piesVersion?.startsWith('8') ?? false;
    if (!h.piesVersion) missing('Header/PIESVersion', say('pies.why.version'), h.line);
    else if (!KNOWN_VERSIONS.has(h.piesVersion))
      add(
        'PIES_VERSION_UNKNOWN',
        'warning',
        h.line,
        say('PIES_VERSION_UNKNOWN', { version: h.piesVersion, known: [...KNOWN_VERSIONS].join(', ') }),
      );
    if (!h.submissionType) missing('Header/SubmissionType', say('pies.why.submissionType'), h.line);
    else if (!['FULL', 'UPDATE'].includes(h.submissionType.toUpperCase()))
      add(
        'PIES_SUBMISSION_TYPE_INVALID',
        'error',
        h.line,
        say('PIES_SUBMISSION_TYPE_INVALID', { value: h.submissionType }),
      );
    if (!h.pcdbDate)
      missing(`Header/${v8 ? 'PCdbPublicationDate' : 'PCdbVersionDate'}`, say('pies.why.pcdb'), h.line);
    for (const name of HEADER_DATES) {
      const v = h.fields[name];
      if (v !== undefined && v !== '' && !isXsDate(v))
        add('PIES_HEADER_DATE_INVALID', 'error', h.line, say('PIES_HEADER_DATE_INVALID', { name, value: v }));
    }
    if (h.parentAaiaId) {
      const p = brandCodeProblem(h.parentAaiaId);
      if (p)
        add(
          'BRAND_CODE_INVALID',
          'error',
          h.line,
          say('BRAND_CODE_INVALID.parent', { label: v8 ? 'ParentID' : 'ParentAAIAID', problem: p }),
        );
    }
    if (h.currencyCode && !codeLists.CURRENCY_CODES.has(h.currencyCode.toUpperCase()))
      add(
        'PIES_CURRENCY_UNKNOWN',
        'error',
        h.line,
        say('PIES_CURRENCY_UNKNOWN.header', { value: h.currencyCode }),
      );
    if (h.languageCode && !codeLists.LANGUAGE_CODES.has(h.languageCode.toUpperCase()))
      add(
        'PIES_LANGUAGE_UNKNOWN',
        'error',
        h.line,
        say('PIES_LANGUAGE_UNKNOWN.header', { value: h.languageCode }),
      );
  }
  for (const ps of s.priceSheets)
    if (ps.currency && !codeLists.CURRENCY_CODES.has(ps.currency.toUpperCase()))
      add(
        'PIES_CURRENCY_UNKNOWN',
        'error',
        ps.line,
        say('PIES_CURRENCY_UNKNOWN.priceSheet', { sheet: ps.number, value: ps.currency }),
      );

  if (!s.complete) return;
  if (!s.sections.includes('Items')) missing('<Items>', say('pies.why.items'));
  else if (s.items === 0) add('PIES_NO_ITEMS', 'error', undefined, say('PIES_NO_ITEMS.assess', { file }));
  const t = s.trailer;
  if (!t) missing('<Trailer>', say('pies.why.trailer'));
  else {
    if (!t.transactionDate) missing('Trailer/TransactionDate', say('pies.why.transactionDate'), t.line);
    else if (!isXsDate(t.transactionDate))
      add(
        'PIES_HEADER_DATE_INVALID',
        'error',
        t.line,
        say('PIES_HEADER_DATE_INVALID.trailer', { value: t.transactionDate }),
      );
    if (t.itemCount !== null && t.itemCount !== String(s.items))
      add(
        'PIES_ITEM_COUNT_MISMATCH',
        'warning',
        t.line,
        say('PIES_ITEM_COUNT_MISMATCH', { said: t.itemCount || say('pies.empty'), items: s.items }),
      );
  }
}
