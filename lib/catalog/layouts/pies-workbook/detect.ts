/**
 * A PIES workbook: one sheet per PIES segment (sandPIM's "Rhubarb" template and the like). It is
 * told by its sheet names alone — an Items sheet plus at least one segment sheet — so it is
 * recognised before any cell is read, and no flag is needed. A Header sheet does not count.
 */
export const PIES_SEGMENTS = [
  'Items',
  'Descriptions',
  'Prices',
  'EXPI',
  'Attributes',
  'Packages',
  'Kits',
  'Interchanges',
  'DigitalAssets',
  'MarketingCopy',
  'Header',
] as const;
export type PiesSegment = (typeof PIES_SEGMENTS)[number];

/** Sheet names compared without case, spaces, underscores or hyphens ("Digital Assets" = "DigitalAssets"). */
export const sheetKey = (name: string): string => name.toLowerCase().replace(/[\s_-]+/g, '');

export interface PiesWorkbookLayout {
  /** The workbook's own sheet name for each segment it has. */
  sheets: Partial<Record<PiesSegment, string>>;
  /** Sheets that are no PIES segment (read by no one; the run says so). */
  other: string[];
}

/** The PIES workbook layout of a workbook with these sheets, or null when it is not one. */
export function detectPiesWorkbook(sheetNames: readonly string[]): PiesWorkbookLayout | null {
  const byKey = new Map(PIES_SEGMENTS.map((s) => [sheetKey(s), s] as const));
  const sheets: Partial<Record<PiesSegment, string>> = {};
  const other: string[] = [];
  for (const name of sheetNames) {
    const segment = byKey.get(sheetKey(name));
    if (segment && sheets[segment] === undefined) sheets[segment] = name;
    else other.push(name);
  }
  if (!sheets.Items) return null;
  // A Header sheet alone is not enough: flat ACES templates have one too.
  const segments = PIES_SEGMENTS.filter((s) => s !== 'Items' && s !== 'Header' && sheets[s] !== undefined);
  return segments.length > 0 ? { sheets, other } : null;
}
