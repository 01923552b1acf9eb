/**
 * Writes a generated catalog as the file a brand would send: CSV with comma, semicolon or tab, TSV,
 * or an XLSX workbook (numbers as numbers, as Excel keeps them).
 */
import { writeFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Cell, FileFormat, GeneratedCatalog } from './model';

const DELIMITERS: Record<Exclude<FileFormat, 'xlsx'>, string> = { 'csv-comma': ',', 'csv-semicolon': ';', 'csv-tab': '\t', tsv: '\t' };

export function fileExtension(format: FileFormat): string {
  return format === 'xlsx' ? 'xlsx' : format === 'tsv' ? 'tsv' : 'csv';
}

function csvField(value: Cell, delimiter: string): string {
  if (value === null) return '';
  const text = String(value);
  return text.includes(delimiter) || /["\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export async function writeCatalog(catalog: GeneratedCatalog, path: string): Promise<void> {
  const format = catalog.spec.format;
  if (format === 'xlsx') {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet(catalog.spec.lang === 'de' ? 'Artikel' : 'Catalog');
    ws.addRow(catalog.header);
    for (const row of catalog.rows) ws.addRow(row ?? []);
    await wb.xlsx.writeFile(path);
    return;
  }
  const d = DELIMITERS[format];
  const lines = [catalog.header.map((h) => csvField(h, d)).join(d)];
  for (const row of catalog.rows) lines.push(row === null ? d.repeat(catalog.header.length - 1) : row.map((c) => csvField(c, d)).join(d));
  // Windows line ends: what spreadsheet exports on a brand's office PC write.
  await writeFile(path, lines.join('\r\n') + '\r\n', 'utf8');
}
