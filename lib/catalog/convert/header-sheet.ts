import { findingOf, say } from '../messages';
import { probeWorkbook, type CatalogSource } from '../ingest';
import type { Finding } from '../types';
import { senderIdentitySchema, type SenderIdentity } from './sender';

/** Header-sheet keys (flat ACES templates: "Company", "SenderName", …) → the sender field each fills. */
const KEYS: Readonly<Record<string, 'company' | 'senderName' | 'phone' | 'documentTitle'>> = {
  company: 'company',
  sendername: 'senderName',
  senderphone: 'phone',
  documenttitle: 'documentTitle',
};
const shape = senderIdentitySchema.shape;

/**
 * The sender a workbook names on its own "Header" sheet (key in column A, value in column B), as a
 * flat ACES template keeps it: company, sender name, phone, document title. The run's own sender
 * identity (the workspace's, or the CLI's) wins field by field; the sheet fills what it leaves open,
 * and a finding says which fields came from where. Dates on the sheet are not taken: a header's
 * transfer and effective dates are the run's. Null when the input is no workbook with such a sheet.
 */
export async function headerSheetSender(
  input: CatalogSource,
  readSheet: string | null,
): Promise<{ sender: Partial<SenderIdentity>; findings: Finding[] } | null> {
  const probe = await probeWorkbook(input);
  const name = probe?.sheets.find((s) => s.trim().toLowerCase() === 'header' && s !== readSheet);
  if (!probe || !name) return null;
  const opened = await probe.open();
  if ('error' in opened) return null;
  const sender: Record<string, string> = {};
  const findings: Finding[] = [];
  for await (const batch of opened.rawRows(name)) {
    for (const row of batch) {
      const field = KEYS[(row.values[0] ?? '').replace(/[\s_-]+/g, '').toLowerCase()];
      const value = (row.values[1] ?? '').trim();
      if (!field || !value) continue;
      const parsed = shape[field].safeParse(value);
      if (parsed.success) sender[field] = String(parsed.data);
      else {
        const said = say('HEADER_SHEET_VALUE_DROPPED', { sheet: name, row: String(row.row), key: row.values[0] ?? '', value, issue: parsed.error.issues[0]?.message ?? 'it does not fit' });
        findings.push(findingOf('HEADER_SHEET_VALUE_DROPPED', 'warning', said, { file: probe.file, row: row.row, column: `${name}!B` }));
      }
    }
  }
  return { sender: sender as Partial<SenderIdentity>, findings };
}

/**
 * The run's sender with the header sheet filling what it leaves open; a finding names the fields
 * the sheet gave (nothing is taken silently).
 */
export function withHeaderSheet(own: SenderIdentity | undefined, sheet: Partial<SenderIdentity>, file: string): { sender: SenderIdentity | undefined; finding: Finding | null } {
  const taken = (Object.keys(sheet) as (keyof SenderIdentity)[]).filter((k) => sheet[k] !== undefined && !own?.[k]);
  if (taken.length === 0) return { sender: own, finding: null };
  const merged = { ...own } as Record<string, unknown>;
  for (const k of taken) merged[k] = sheet[k];
  return {
    sender: merged as SenderIdentity,
    finding: findingOf('HEADER_FROM_SHEET', 'info', say('HEADER_FROM_SHEET', { fields: taken.join(', '), count: taken.length }), { file }),
  };
}
