import { piesHeaderSchema, type PiesHeaderInput } from '../../pies';
import type { SourceRow } from '../../types';
import { LANGUAGE_CODES } from '../../validate';
import { columnKey, languageWhy, type FindingOut } from './cells';
import { findingOf, say } from '../../messages';

/** What a Header sheet can fill in the PIES 7.2 header: its key → the header field. */
const HEADER_KEYS = {
  blanketeffectivedate: 'blanketEffectiveDate',
  changessincedate: 'changesSinceDate',
  parentdunsnumber: 'parentDunsNumber',
  parentgln: 'parentGln',
  parentvmrsid: 'parentVmrsId',
  parentaaiaid: 'parentAaiaId',
  brandownerduns: 'brandOwnerDuns',
  brandownergln: 'brandOwnerGln',
  brandownervmrsid: 'brandOwnerVmrsId',
  buyerduns: 'buyerDuns',
  currencycode: 'currencyCode',
  languagecode: 'languageCode',
  technicalcontact: 'technicalContact',
  contactemail: 'contactEmail',
  pcdbversiondate: 'pcdbVersionDate',
  padbversiondate: 'padbVersionDate',
} as const satisfies Record<string, keyof PiesHeaderInput>;

export type WorkbookHeader = Partial<Pick<PiesHeaderInput, (typeof HEADER_KEYS)[keyof typeof HEADER_KEYS]>>;

/**
 * A Header sheet of key/value rows (key in the first column, value in the second) as the PIES
 * header fields it fills. A value the header cannot carry, or a key with no slot in a PIES 7.2
 * header (BrandOwnerAAIAID), is left out with a finding naming the row.
 */
export function readHeaderSheet(sheet: string, rows: Iterable<SourceRow>, findings: FindingOut): WorkbookHeader {
  const header: Record<string, string> = {};
  const shape = piesHeaderSchema.shape;
  for (const r of rows) {
    const key = (r.values[0] ?? '').trim();
    const value = (r.values[1] ?? '').trim();
    if (!key || !value) continue;
    const field = (HEADER_KEYS as Record<string, keyof typeof shape>)[columnKey(key)];
    if (!field) {
      const said = say('PIES_WORKBOOK_HEADER_UNUSED', { sheet, row: String(r.row), key, value });
      findings.add(findingOf('PIES_WORKBOOK_HEADER_UNUSED', 'info', said, { row: r.row, column: `${sheet}!A` }));
      continue;
    }
    const parsed = shape[field].safeParse(value);
    const languageOk = field !== 'languageCode' || LANGUAGE_CODES.has(value.toUpperCase());
    if (!parsed.success || !languageOk) {
      const why = !languageOk ? languageWhy(value) : (parsed.error?.issues[0]?.message ?? 'it does not fit');
      const said = say('PIES_WORKBOOK_VALUE_DROPPED.header', { sheet, row: String(r.row), key, value, why });
      findings.add(findingOf('PIES_WORKBOOK_VALUE_DROPPED', 'warning', said, { row: r.row, column: `${sheet}!B` }));
      continue;
    }
    header[field] = value;
  }
  return header as WorkbookHeader;
}
