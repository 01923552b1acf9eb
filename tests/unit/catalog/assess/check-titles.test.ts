/**
 * Each check's title and definition in the five languages (texts/check-titles.ts,
 * texts/check-definitions.ts): the summary, the workbook and `validate --help` print them in the
 * reader's language; the English is the definition's own title and definition.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assessFile,
  CHECK_DEFINITIONS,
  checkDefinitionText,
  checkTitle,
  formatCheckDefinitions,
  type AssessResult,
} from '@/lib/catalog/assess';
import { formatAssessSummary } from '@/bin/assess/summary-text';
import { writeAssessmentXlsx } from '@/bin/assess/workbook';
import { CATALOGUE, findingMessage, MESSAGE_LOCALES } from '@/lib/catalog/messages';
import { fixture } from './standards';

let dir = '';
let fitment: AssessResult;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'partsmith-check-titles-'));
  fitment = await assessFile(fixture('aces', 'aces-4.2-fitment-checks.xml'), { today: new Date('2026-03-01') });
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('check titles', () => {
  it('has a title for every check in every language, the English one being the definition’s', () => {
    for (const check of CHECK_DEFINITIONS) {
      const texts = CATALOGUE[`check.title.${check.code}`];
      expect(texts, check.code).toBeDefined();
      expect(texts!.en, check.code).toBe(check.title);
      for (const locale of MESSAGE_LOCALES) expect(checkTitle(check.code, locale), `${check.code} ${locale}`).toBe(texts![locale]);
    }
  });

  it('has no title for a code that is no check', () => {
    const codes = new Set(CHECK_DEFINITIONS.map((c) => c.code));
    const titled = Object.keys(CATALOGUE).filter((id) => id.startsWith('check.title.')).map((id) => id.slice('check.title.'.length));
    expect(titled.filter((code) => !codes.has(code))).toEqual([]);
    expect(checkTitle('NOT_A_CHECK', 'de')).toBe('');
  });

  it('prints the titles in the reader’s language in the summary', () => {
    const french = formatAssessSummary(fitment, { locale: 'fr' });
    expect(french).toMatch(/^ERROR APP_OVERLAP +1 {2}Apps qui se chevauchent$/m);
    expect(french).toMatch(/^WARN {2}ACES_NOTE_QUESTIONABLE +2 {2}Remarque discutable$/m);
  });

  it('writes the titles and findings in the reader’s language in the workbook, English without one', async () => {
    const titleOf = async (file: string, code: string) => {
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.readFile(file);
      const rows: unknown[][] = [];
      // The Summary is the first sheet, named in the reader's language (Riepilogo in Italian).
      wb.worksheets[0]!.eachRow((r) => rows.push(r.values as unknown[]));
      return rows.find((r) => r[1] === code)?.[5];
    };
    const italian = path.join(dir, 'it.xlsx');
    await writeAssessmentXlsx(fitment, italian, { locale: 'it' });
    expect(await titleOf(italian, 'APP_OVERLAP')).toBe('App sovrapposte');
    // The findings on each check's sheet are said in the same language.
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(italian);
    const finding = fitment.findings.find((f) => f.code === 'ACES_PART_TYPE_CONFLICT')!;
    const message = String(wb.getWorksheet('ACES_PART_TYPE_CONFLICT')!.getRow(2).getCell(4).value);
    expect(message).toBe(findingMessage(finding, 'it'));
    expect(message).not.toBe(finding.message);
    const english = path.join(dir, 'en.xlsx');
    await writeAssessmentXlsx(fitment, english);
    expect(await titleOf(english, 'APP_OVERLAP')).toBe('Overlapping apps');
  });
});

describe('check definitions', () => {
  it('has a definition for every check in every language, the English one being the definition’s own', () => {
    for (const check of CHECK_DEFINITIONS) {
      const texts = CATALOGUE[`check.definition.${check.code}`];
      expect(texts, check.code).toBeDefined();
      expect(texts!.en, check.code).toBe(check.definition);
      for (const locale of MESSAGE_LOCALES) {
        expect(checkDefinitionText(check.code, locale), `${check.code} ${locale}`).toBe(texts![locale]);
        if (locale !== 'en') expect(texts![locale], `${check.code} ${locale}`).not.toBe(check.definition);
      }
    }
  });

  it('has no definition for a code that is no check', () => {
    const codes = new Set(CHECK_DEFINITIONS.map((c) => c.code));
    const defined = Object.keys(CATALOGUE)
      .filter((id) => id.startsWith('check.definition.'))
      .map((id) => id.slice('check.definition.'.length));
    expect(defined.filter((code) => !codes.has(code))).toEqual([]);
    expect(checkDefinitionText('NOT_A_CHECK', 'de')).toBe('');
  });

  it('keeps element names, code values and numbers of the English in every language', () => {
    // What a cataloguer types or searches for: <Element>, Element/Path, CODE values, numbers.
    const kept = (text: string) => new Set(text.match(/<[^>]+>|\b[A-Z][A-Za-z]*[a-z][A-Z][A-Za-z]*\b|\b[A-Z]{2,}\b|\d+(?:\.\d+)*/g) ?? []);
    for (const check of CHECK_DEFINITIONS) {
      for (const locale of MESSAGE_LOCALES) {
        const text = checkDefinitionText(check.code, locale);
        for (const token of kept(check.definition)) {
          if (/^(I|O)$/.test(token)) continue;
          expect(text, `${check.code} ${locale}: ${token}`).toContain(token);
        }
      }
    }
  });

  it('lists the checks for --help in English as before, and in the reader’s language', () => {
    const english = formatCheckDefinitions();
    const unwrapped = english.replace(/\n {4}/g, ' ');
    for (const d of CHECK_DEFINITIONS) {
      expect(english).toContain(`${d.code} (${d.severity}${d.needsReference ? ', needs --reference' : ''}) — ${d.title}\n`);
      expect(unwrapped).toContain(`— ${d.title}\n    ${d.definition}`.replace(/\n {4}/g, ' '));
    }
    const german = formatCheckDefinitions('de');
    expect(german).toContain('ACES_BASEVEHICLE_UNKNOWN (Fehler, braucht --reference) — ');
    expect(german.replace(/\n {4}/g, ' ')).toContain(checkDefinitionText('ACES_DELETE_IN_FULL', 'de'));
    for (const line of german.split('\n')) expect(line.length, line).toBeLessThanOrEqual(100);
  });
});
