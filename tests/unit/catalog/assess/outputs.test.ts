import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assessFile,
  CHECK_DEFINITIONS,
  createReferenceLookup,
  formatCheckDefinitions,
  formatCheckDefinitionsMarkdown,
  toAssessJson,
  type AssessResult,
} from '@/lib/catalog/assess';
import { assessExitCode } from '@/bin/assess/exit-code';
import { formatAssessSummary } from '@/bin/assess/summary-text';
import { writeAssessmentXlsx } from '@/bin/assess/workbook';
import { fixture, XSD_DIR } from './standards';

const today = new Date('2026-03-01');
let dir = '';
let fitment: AssessResult;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'partsmith-assess-'));
  fitment = await assessFile(fixture('aces', 'aces-4.2-fitment-checks.xml'), { today });
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('assessment outputs', () => {
  it('exits 1 when errors were found and 0 when there are only warnings', async () => {
    expect(assessExitCode(fitment)).toBe(1);
    const warningsOnly = await assessFile(fixture('aces', 'aces-4.1-test.xml'), { today });
    expect(warningsOnly.severities.warning).toBe(1);
    expect(assessExitCode(warningsOnly)).toBe(0);
  });

  it('gives the JSON the shape {file, version, kind, apps|items, checks, findings}', async () => {
    const json = toAssessJson(fitment);
    expect(Object.keys(json).slice(0, 6)).toEqual(['file', 'version', 'kind', 'apps', 'checks', 'findings']);
    expect(json).toMatchObject({
      file: 'aces-4.2-fitment-checks.xml',
      version: '4.2',
      kind: 'aces',
      apps: 39,
    });
    expect((json.checks as Record<string, number>).APP_OVERLAP).toBe(1);
    const pies = toAssessJson(await assessFile(fixture('pies', 'pies-8.0.xml')));
    expect(pies).toMatchObject({ kind: 'pies', items: 1 });
    expect(pies).not.toHaveProperty('apps');
    // It is plain data.
    expect(JSON.parse(JSON.stringify(json))).toEqual(json);
  });

  it('prints a terminal summary: file, reference, one line per check with examples, verdict', () => {
    const text = formatAssessSummary(fitment, { examplesPerCode: 1 });
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^aces-4\.2-fitment-checks\.xml — ACES 4\.2, 39 apps \(UTF-8\)/);
    expect(lines[1]).toBe('Reference: none (ID checks not run; use --reference)');
    expect(text).toMatch(/^ERROR APP_OVERLAP +1 {2}Overlapping apps$/m);
    expect(text).toMatch(/^WARN {2}ACES_NOTE_QUESTIONABLE +2 {2}Questionable note$/m);
    expect(text).toMatch(/… and 1 more/);
    // Errors are listed before warnings, warnings before notes.
    expect(text.indexOf('ERROR')).toBeLessThan(text.indexOf('WARN '));
    expect(text.indexOf('WARN ')).toBeLessThan(text.indexOf('INFO '));
    expect(lines.at(-1)).toBe('5 error(s), 11 warning(s), 1 note(s) — errors found.');
  });

  it('writes a workbook with Summary, Stats, Parts, Part types and one sheet per check', async () => {
    const file = path.join(dir, 'assessment.xlsx');
    await writeAssessmentXlsx(fitment, file);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(file);
    const names = wb.worksheets.map((w) => w.name);
    expect(names.slice(0, 4)).toEqual(['Summary', 'Stats', 'Parts', 'Part types']);
    expect(names.slice(4)).toEqual(Object.keys(fitment.checks).sort());
    const overlap = wb.getWorksheet('APP_OVERLAP')!;
    expect(overlap.getRow(1).values).toEqual([undefined, 'Line', 'App', 'Severity', 'Message', 'File']);
    expect(overlap.getRow(2).getCell(1).value).toBe(30);
    expect(overlap.getRow(2).getCell(2).value).toBe(3);
    const parts = wb.getWorksheet('Parts')!;
    expect(parts.getRow(2).values).toEqual([undefined, 'LUG-1', 21, '7000', 138]);
    const summary = wb.getWorksheet('Summary')!;
    const rows: unknown[][] = [];
    summary.eachRow((r) => rows.push(r.values as unknown[]));
    expect(rows.find((r) => r[1] === 'Verdict')?.[2]).toBe('errors found (exit 1)');
    expect(rows.find((r) => r[1] === 'APP_OVERLAP')?.slice(1, 5)).toEqual(['APP_OVERLAP', 'error', 1, 1]);
  });

  it('caps the rows of a finding sheet and says how many more there are', async () => {
    const file = path.join(dir, 'capped.xlsx');
    await writeAssessmentXlsx(fitment, file, { maxRowsPerSheet: 1 });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(file);
    const notes = wb.getWorksheet('ACES_NOTE_QUESTIONABLE')!;
    expect(notes.rowCount).toBe(3);
    expect(String(notes.getRow(3).getCell(4).value)).toMatch(/1 more findings/);
  });
});

describe('check definitions', () => {
  it('define every code the assessment raised on the fixtures, with the same severity', async () => {
    const files = [
      ...(await readdir(fixture('aces'))).filter((f) => f.endsWith('.xml')).map((f) => fixture('aces', f)),
      ...(await readdir(fixture('pies'))).map((f) => fixture('pies', f)),
    ];
    const reference = createReferenceLookup({
      source: 'x',
      demo: true,
      baseVehicles: [],
      partTypes: [],
      positions: [],
      qualifiers: {},
    });
    const seen = new Map<string, string>();
    for (const f of files) {
      for (const options of [{ today }, { today, reference, standardsDir: XSD_DIR }]) {
        const r = await assessFile(f, options);
        for (const finding of r.findings) seen.set(finding.code, finding.severity);
      }
    }
    expect(seen.size).toBeGreaterThan(60);
    const defined = new Map(CHECK_DEFINITIONS.map((d) => [d.code, d.severity]));
    for (const [code, severity] of seen)
      expect({ code, severity: defined.get(code) }).toEqual({ code, severity });
  });

  it('are unique and documented, word for word, in docs/checks.md and the --help text', async () => {
    const codes = CHECK_DEFINITIONS.map((d) => d.code);
    expect(new Set(codes).size).toBe(codes.length);
    // Table padding is Prettier's business; the words are ours.
    const squeeze = (s: string) => s.replace(/ +/g, ' ');
    const doc = squeeze(await readFile(path.resolve(fixture('..', '..'), 'docs/checks.md'), 'utf8'));
    const rows = formatCheckDefinitionsMarkdown()
      .split('\n')
      .filter((l) => l.startsWith('| `'));
    expect(rows).toHaveLength(CHECK_DEFINITIONS.length);
    for (const row of rows) expect(doc).toContain(squeeze(row));
    const help = formatCheckDefinitions();
    for (const d of CHECK_DEFINITIONS) expect(help).toContain(`${d.code} (${d.severity}`);
  });
});
