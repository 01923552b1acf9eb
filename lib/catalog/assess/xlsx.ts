import ExcelJS from 'exceljs';
import { findingMessage, type MessageLocale } from '../messages';
import { checkDefinition, checkTitle } from './definitions';
import { assessExitCode, type AssessResult } from './result';

export interface AssessmentXlsxOptions {
  /** Rows per finding sheet (default 10,000; the result itself lists at most 1,000 per code by default). */
  maxRowsPerSheet?: number;
  /** Rows on the Parts sheet (default 100,000, most apps first). */
  maxPartRows?: number;
  /** The language of the checks' titles and the findings' messages (the reader's, as in the summary); English by default. */
  locale?: MessageLocale;
}

/** Excel allows 31 characters and none of []:*?/\ in a sheet name. */
function sheetName(code: string, taken: Set<string>): string {
  const base = code.replace(/[[\]:*?/\\]/g, '_').slice(0, 31);
  let name = base;
  for (let i = 2; taken.has(name.toLowerCase()); i++)
    name = `${base.slice(0, 31 - String(i).length - 1)}~${i}`;
  taken.add(name.toLowerCase());
  return name;
}

/**
 * Writes the assessment workbook with exceljs's streaming writer (rows go to disk as they are
 * added): Summary (the file, the verdict, one row per check with its definition), Stats, Parts,
 * Part types, then one sheet per check code listing its findings. Strings are written as text
 * cells, never formulas, so a part number like "=1+1" stays inert.
 */
export async function writeAssessmentXlsx(
  result: AssessResult,
  path: string,
  options: AssessmentXlsxOptions = {},
): Promise<void> {
  const maxRows = options.maxRowsPerSheet ?? 10_000;
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: path,
    useStyles: true,
    useSharedStrings: false,
  });
  wb.creator = 'Partsmith';
  const taken = new Set(['summary', 'stats', 'parts', 'part types']);
  const header = (ws: ExcelJS.Worksheet, cells: string[], widths: number[]): void => {
    ws.columns = widths.map((width) => ({ width }));
    const row = ws.addRow(cells);
    row.font = { bold: true };
    row.commit();
  };

  const codes = Object.entries(result.checks).sort((a, b) => a[0].localeCompare(b[0]));
  const names = new Map(codes.map(([code]) => [code, sheetName(code, taken)]));

  const summary = wb.addWorksheet('Summary');
  summary.columns = [
    { width: 34 },
    { width: 10 },
    { width: 12 },
    { width: 10 },
    { width: 34 },
    { width: 90 },
    { width: 34 },
  ];
  const kv = (k: string, v: string | number): void => summary.addRow([k, v]).commit();
  kv('File', result.file);
  kv('Kind', result.kind === 'aces' ? 'ACES' : result.kind === 'pies' ? 'PIES' : 'unknown');
  kv('Version', result.version ?? '(none)');
  kv('Encoding', result.encoding);
  if (result.kind === 'aces') kv('Apps', result.apps ?? 0);
  if (result.kind === 'pies') kv('Items', result.items ?? 0);
  const ref = result.reference;
  kv(
    'Reference data',
    ref
      ? `${ref.demo ? 'DEMO (made-up IDs) ' : ''}${ref.source}${ref.versionDate ? ` ${ref.versionDate}` : ''}`
      : 'none',
  );
  kv('XSD', result.xsd.ran ? (result.xsd.valid ? 'valid' : `${result.xsd.errorCount} error(s)`) : 'not run');
  kv('Errors', result.severities.error);
  kv('Warnings', result.severities.warning);
  kv('Notes', result.severities.info);
  kv('Verdict', assessExitCode(result) === 0 ? 'no errors (exit 0)' : 'errors found (exit 1)');
  summary.addRow([]).commit();
  const head = summary.addRow(['Check', 'Severity', 'Findings', 'Listed', 'Title', 'Definition', 'Sheet']);
  head.font = { bold: true };
  head.commit();
  for (const [code, count] of codes) {
    const def = checkDefinition(code);
    const listed = Math.min(maxRows, result.findings.filter((f) => f.code === code).length);
    summary
      .addRow([
        code,
        def?.severity ?? result.findings.find((f) => f.code === code)?.severity ?? '',
        count,
        listed,
        checkTitle(code, options.locale ?? 'en'),
        def?.definition ?? '',
        names.get(code) ?? '',
      ])
      .commit();
  }
  summary.commit();

  const stats = wb.addWorksheet('Stats');
  header(stats, ['Statistic', 'Value'], [34, 60]);
  for (const s of result.stats) stats.addRow([s.label, s.value]).commit();
  stats.commit();

  const parts = wb.addWorksheet('Parts');
  header(
    parts,
    ['Part', result.kind === 'pies' ? 'Items' : 'Apps', 'Part types', 'First line'],
    [28, 10, 24, 12],
  );
  for (const p of result.parts.slice(0, options.maxPartRows ?? 100_000))
    parts.addRow([p.part, p.apps, p.partTypes.join(', '), p.firstLine]).commit();
  parts.commit();

  const types = wb.addWorksheet('Part types');
  header(types, ['PartType', 'Name', result.kind === 'pies' ? 'Items' : 'Apps', 'Parts'], [12, 40, 12, 12]);
  for (const t of result.partTypes) types.addRow([t.partTypeId, t.name ?? '', t.apps, t.parts]).commit();
  types.commit();

  // One pass over the findings, grouped by code, keeps the sheets in code order.
  const byCode = new Map<string, AssessResult['findings']>();
  for (const f of result.findings) {
    const list = byCode.get(f.code);
    if (list) list.push(f);
    else byCode.set(f.code, [f]);
  }
  for (const [code, count] of codes) {
    const ws = wb.addWorksheet(names.get(code) ?? code);
    header(ws, ['Line', 'App', 'Severity', 'Message', 'File'], [10, 10, 10, 140, 30]);
    const list = byCode.get(code) ?? [];
    for (const f of list.slice(0, maxRows))
      ws.addRow([f.row ?? '', f.app ?? '', f.severity, findingMessage(f, options.locale ?? 'en'), f.file ?? '']).commit();
    if (count > Math.min(list.length, maxRows))
      ws.addRow([
        '',
        '',
        '',
        `… ${count - Math.min(list.length, maxRows)} more findings of this check are counted but not listed.`,
      ]).commit();
    ws.commit();
  }
  await wb.commit();
}
