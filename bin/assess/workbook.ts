import ExcelJS from 'exceljs';
import { assessmentFailed, checkDefinition, checkDefinitionText, checkTitle, type AssessResult } from '@/lib/catalog/assess';
import { findingMessage, say, type MessageLocale } from '@/lib/catalog/messages';
import { render } from '../texts';

export interface AssessmentXlsxOptions {
  /** Rows per finding sheet (default 10,000; the result itself lists at most 1,000 per code by default). */
  maxRowsPerSheet?: number;
  /** Rows on the Parts sheet (default 100,000, most apps first). */
  maxPartRows?: number;
  /**
   * The reader's language (as in the summary): sheet names, headers, labels, checks' titles and
   * definitions, findings' messages. English by default.
   */
  locale?: MessageLocale;
}

/**
 * The Stats sheet's labels by the English label the assessment gives (assess-aces.ts,
 * assess-pies.ts): result.json keeps the English for programs, the workbook is for people. A
 * label not named here is written as it is.
 */
const STAT_LABELS: Readonly<Record<string, string>> = {
  'ACES version': 'workbook.stat.acesVersion',
  'PIES version': 'workbook.stat.piesVersion',
  Namespace: 'workbook.stat.namespace',
  Encoding: 'workbook.stat.encoding',
  'Submission type': 'workbook.stat.submissionType',
  Brand: 'workbook.stat.brand',
  'VCdb / Qdb / PCdb dates': 'workbook.stat.referenceDates',
  'Apps in file': 'workbook.stat.appsInFile',
  'Apps usable for checks': 'workbook.stat.appsUsable',
  'Delete apps (action D)': 'workbook.stat.appsDeleted',
  'Distinct base vehicles': 'workbook.stat.baseVehicles',
  'Distinct other vehicles (Years/Make/Model, equipment)': 'workbook.stat.otherVehicles',
  'Distinct parts': 'workbook.stat.parts',
  'Distinct part numbers': 'workbook.stat.partNumbers',
  'Part types': 'workbook.stat.partTypes',
  Positions: 'workbook.stat.positions',
  'Apps with notes': 'workbook.stat.appsWithNotes',
  'Apps with qualifiers': 'workbook.stat.appsWithQualifiers',
  'Items in file': 'workbook.stat.itemsInFile',
  'Items being deleted (D)': 'workbook.stat.itemsDeleted',
  'Items with a GTIN': 'workbook.stat.itemsWithGtin',
  'Items with prices': 'workbook.stat.itemsWithPrices',
  'Price sheets': 'workbook.stat.priceSheets',
  'Read to the end': 'workbook.stat.complete',
};

/** The stats' word values ("(none)", "yes", "no") in the reader's language; numbers and codes as they are. */
const STAT_VALUES: Readonly<Record<string, string>> = { '(none)': 'workbook.none', yes: 'workbook.yes', no: 'workbook.no' };

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
 * The workbook `partsmith validate --xlsx` writes: a file the CLI produces from the engine's
 * AssessResult, so it lives with the CLI (the engine returns values and writes no workbooks).
 *
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
  const locale = options.locale ?? 'en';
  const t = (id: string, params?: Record<string, number>): string => render(say(id, params), locale);
  const severity = (s: string): string => (s ? t(`report.severity.${s}`) : '');
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: path,
    useStyles: true,
    useSharedStrings: false,
  });
  wb.creator = 'Partsmith';
  const sheets = {
    summary: t('workbook.sheet.summary'),
    stats: t('workbook.sheet.stats'),
    parts: t('workbook.sheet.parts'),
    partTypes: t('workbook.sheet.partTypes'),
  };
  const taken = new Set(Object.values(sheets).map((n) => n.toLowerCase()));
  const header = (ws: ExcelJS.Worksheet, cells: string[], widths: number[]): void => {
    ws.columns = widths.map((width) => ({ width }));
    const row = ws.addRow(cells);
    row.font = { bold: true };
    row.commit();
  };

  const codes = Object.entries(result.checks).sort((a, b) => a[0].localeCompare(b[0]));
  const names = new Map(codes.map(([code]) => [code, sheetName(code, taken)]));

  const summary = wb.addWorksheet(sheets.summary);
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
  kv(t('workbook.summary.file'), result.file);
  kv(
    t('workbook.summary.kind'),
    result.kind === 'aces' ? 'ACES' : result.kind === 'pies' ? 'PIES' : t('workbook.summary.kindUnknown'),
  );
  kv(t('workbook.summary.version'), result.version ?? t('workbook.none'));
  kv(t('workbook.summary.encoding'), result.encoding);
  if (result.kind === 'aces') kv(t('workbook.summary.apps'), result.apps ?? 0);
  if (result.kind === 'pies') kv(t('workbook.summary.items'), result.items ?? 0);
  const ref = result.reference;
  kv(
    t('workbook.summary.reference'),
    ref
      ? `${ref.demo ? t('workbook.summary.referenceDemo') : ''}${ref.source}${ref.versionDate ? ` ${ref.versionDate}` : ''}`
      : t('workbook.noneReference'),
  );
  kv(
    t('workbook.summary.xsd'),
    result.xsd.ran
      ? result.xsd.valid
        ? t('workbook.summary.xsdValid')
        : t('workbook.summary.xsdErrors', { count: result.xsd.errorCount })
      : t('workbook.summary.xsdNotRun'),
  );
  kv(t('workbook.summary.errors'), result.severities.error);
  kv(t('workbook.summary.warnings'), result.severities.warning);
  kv(t('workbook.summary.notes'), result.severities.info);
  kv(
    t('workbook.summary.verdict'),
    assessmentFailed(result) ? t('workbook.summary.verdictFailed') : t('workbook.summary.verdictPassed'),
  );
  summary.addRow([]).commit();
  const head = summary.addRow(
    ['check', 'severity', 'findings', 'listed', 'title', 'definition', 'sheet'].map((c) => t(`workbook.column.${c}`)),
  );
  head.font = { bold: true };
  head.commit();
  for (const [code, count] of codes) {
    const def = checkDefinition(code);
    const listed = Math.min(maxRows, result.findings.filter((f) => f.code === code).length);
    summary
      .addRow([
        code,
        severity(def?.severity ?? result.findings.find((f) => f.code === code)?.severity ?? ''),
        count,
        listed,
        checkTitle(code, locale),
        checkDefinitionText(code, locale),
        names.get(code) ?? '',
      ])
      .commit();
  }
  summary.commit();

  const stats = wb.addWorksheet(sheets.stats);
  header(stats, [t('workbook.column.statistic'), t('workbook.column.value')], [34, 60]);
  for (const s of result.stats) {
    const label = STAT_LABELS[s.label];
    const value = typeof s.value === 'string' ? STAT_VALUES[s.value] : undefined;
    stats.addRow([label ? t(label) : s.label, value ? t(value) : s.value]).commit();
  }
  stats.commit();

  const counted = t(result.kind === 'pies' ? 'workbook.column.items' : 'workbook.column.apps');
  const parts = wb.addWorksheet(sheets.parts);
  header(
    parts,
    [t('workbook.column.part'), counted, t('workbook.column.partTypes'), t('workbook.column.firstLine')],
    [28, 10, 24, 12],
  );
  for (const p of result.parts.slice(0, options.maxPartRows ?? 100_000))
    parts.addRow([p.part, p.apps, p.partTypes.join(', '), p.firstLine]).commit();
  parts.commit();

  const types = wb.addWorksheet(sheets.partTypes);
  header(
    types,
    [t('workbook.column.partType'), t('workbook.column.name'), counted, t('workbook.column.parts')],
    [12, 40, 12, 12],
  );
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
    header(
      ws,
      ['line', 'app', 'severity', 'message', 'file'].map((c) => t(`workbook.column.${c}`)),
      [10, 10, 10, 140, 30],
    );
    const list = byCode.get(code) ?? [];
    for (const f of list.slice(0, maxRows))
      ws.addRow([f.row ?? '', f.app ?? '', severity(f.severity), findingMessage(f, locale), f.file ?? '']).commit();
    if (count > Math.min(list.length, maxRows))
      ws.addRow([
        '',
        '',
        '',
        t('workbook.moreFindings', { count: count - Math.min(list.length, maxRows) }),
      ]).commit();
    ws.commit();
  }
  await wb.commit();
}
