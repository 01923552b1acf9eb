/**
 * The PIES workbook layout: one sheet per PIES segment (Items, Descriptions, Prices, Packages,
 * EXPI, Attributes, DigitalAssets, Interchanges, Kits, MarketingCopy, Header), read as one PIES
 * item per part joined across the sheets.
 */
export { detectPiesWorkbook, PIES_SEGMENTS, sheetKey, type PiesSegment, type PiesWorkbookLayout } from './detect';
export { readHeaderSheet, type WorkbookHeader } from './header';
export { readPiesWorkbook, type PiesWorkbookRead, type SheetRead } from './read';
export { SEGMENT_COLUMNS } from './segments';
