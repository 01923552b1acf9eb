/**
 * The assessment workbook in the reader's language (issue 16, no English in any file): sheet
 * names, column headers, the Summary's labels and values and the Stats labels come from
 * texts/assess-workbook.ts, the checks' titles and definitions from texts/check-*.ts; check codes
 * stay as they are. Without a locale it is the English workbook it always was.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessFile, checkDefinition, checkDefinitionText, type AssessResult } from '@/lib/catalog/assess';
import { writeAssessmentXlsx } from '@/bin/assess/workbook';
import { fixture } from './standards';

let dir = '';
let fitment: AssessResult;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'partsmith-workbook-lang-'));
  fitment = await assessFile(fixture('aces', 'aces-4.2-fitment-checks.xml'), { today: new Date('2026-03-01') });
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function workbook(locale?: 'it' | 'de'): Promise<ExcelJS.Workbook> {
  const file = path.join(dir, `${locale ?? 'en'}.xlsx`);
  await writeAssessmentXlsx(fitment, file, { locale });
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  return wb;
}

const row = (ws: ExcelJS.Worksheet, n: number): unknown[] => (ws.getRow(n).values as unknown[]).slice(1);
/** The first column, by row number less one (eachRow skips empty rows, so its order would not do). */
const column = (ws: ExcelJS.Worksheet): unknown[] => {
  const cells: unknown[] = [];
  ws.eachRow((r, n) => (cells[n - 1] = r.getCell(1).value));
  return cells;
};

describe('assessment workbook language', () => {
  it('names the sheets and columns in Italian, the check sheets by their codes', async () => {
    const wb = await workbook('it');
    const names = wb.worksheets.map((ws) => ws.name);
    expect(names.slice(0, 4)).toEqual(['Riepilogo', 'Statistiche', 'Ricambi', 'Tipi di ricambio']);
    expect(names).toContain('APP_OVERLAP');
    const summary = wb.getWorksheet('Riepilogo')!;
    const labels = column(summary);
    expect(labels.slice(0, 4)).toEqual(['File', 'Tipo', 'Versione', 'Codifica']);
    expect(labels).toContain('Esito');
    const head = labels.indexOf('Controllo') + 1;
    expect(row(summary, head)).toEqual(['Controllo', 'Gravità', 'Rilievi', 'Elencati', 'Titolo', 'Definizione', 'Foglio']);
    const overlap = labels.indexOf('APP_OVERLAP') + 1;
    expect(row(summary, overlap)[1]).toBe('errore');
    expect(row(wb.getWorksheet('Statistiche')!, 1)).toEqual(['Indicatore', 'Valore']);
    expect(column(wb.getWorksheet('Statistiche')!)).toContain('Letto fino alla fine');
    expect(row(wb.getWorksheet('Ricambi')!, 1)).toEqual(['Ricambio', 'App', 'Tipi di ricambio', 'Prima riga']);
    expect(row(wb.getWorksheet('APP_OVERLAP')!, 1)).toEqual(['Riga', 'App', 'Gravità', 'Messaggio', 'File']);
    expect(row(wb.getWorksheet('APP_OVERLAP')!, 2)[2]).toBe('errore');
  });

  it('writes German labels, values and the note on findings not listed', async () => {
    const file = path.join(dir, 'de-short.xlsx');
    await writeAssessmentXlsx(fitment, file, { locale: 'de', maxRowsPerSheet: 1 });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(file);
    const summary = wb.getWorksheet('Übersicht')!;
    const labels = column(summary);
    const verdict = row(summary, labels.indexOf('Ergebnis') + 1)[1];
    expect(verdict).toBe('Fehler gefunden (Exit-Code 1)');
    const stats = wb.getWorksheet('Statistik')!;
    const read = column(stats).indexOf('Bis zum Ende gelesen') + 1;
    expect(row(stats, read)[1]).toBe('ja');
    const more: unknown[] = [];
    wb.getWorksheet('ACES_NOTE_QUESTIONABLE')!.eachRow((r) => more.push(r.getCell(4).value));
    expect(more.at(-1)).toBe('… 1 weiterer Befund dieser Prüfung ist gezählt, aber nicht aufgeführt.');
  });

  it('writes the checks’ definitions in German, English in the English workbook', async () => {
    const definitionOf = (wb: ExcelJS.Workbook, code: string) => {
      const summary = wb.worksheets[0]!;
      return row(summary, column(summary).indexOf(code) + 1)[5];
    };
    const german = await workbook('de');
    const summary = german.getWorksheet('Übersicht')!;
    expect(row(summary, column(summary).indexOf('Prüfung') + 1)[5]).toBe('Definition');
    expect(definitionOf(german, 'APP_OVERLAP')).toBe(
      'Dasselbe Fahrzeug, dieselben Attribute, Teileart, Position, Qualifier und Notes führen zu verschiedenen Teilenummern, daher kann ein Empfänger nicht erkennen, welches Teil er verkaufen soll.',
    );
    const english = await workbook();
    expect(definitionOf(english, 'APP_OVERLAP')).toBe(checkDefinition('APP_OVERLAP')!.definition);
    // Every check the file raised has its definition in German, none left in English.
    for (const code of new Set(fitment.findings.map((f) => f.code))) {
      expect(definitionOf(german, code), code).toBe(checkDefinitionText(code, 'de'));
      expect(definitionOf(german, code), code).not.toBe(checkDefinition(code)!.definition);
    }
  });

  it('keeps the English workbook without a locale', async () => {
    const wb = await workbook();
    expect(wb.worksheets.slice(0, 4).map((ws) => ws.name)).toEqual(['Summary', 'Stats', 'Parts', 'Part types']);
    const summary = wb.getWorksheet('Summary')!;
    const labels = column(summary);
    expect(row(summary, labels.indexOf('Check') + 1)).toEqual(['Check', 'Severity', 'Findings', 'Listed', 'Title', 'Definition', 'Sheet']);
    expect(row(summary, labels.indexOf('Verdict') + 1)[1]).toBe('errors found (exit 1)');
    expect(row(summary, labels.indexOf('APP_OVERLAP') + 1)[1]).toBe('error');
    expect(column(wb.getWorksheet('Stats')!)).toContain('Read to the end');
  });
});
