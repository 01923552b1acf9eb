import { describe, expect, it } from 'vitest';
import { isUnderway, progressShare } from '@/lib/data/catalogs/types';
import { fileChoice, fileChoices } from '@/components/catalogs/file-choice';
import { codeFindingsOf, groupCodeFindings, groupFindings } from '@/lib/catalog/report';
import { baseMappingOf, duplicateFields, editedMapping, parseFieldValue } from '@/components/catalogs/mapping-rows';
import { chosenSettings } from '@/components/catalogs/mapping-settings';
import { mappingRowsOf, settingRowsOf } from '@/components/catalogs/mapping-words';
import { startConversionsSchema } from '@/components/catalogs/start-conversion-schema';
import { byteSize } from '@/lib/catalog/messages/bytes';

const UPLOAD = '3e2d1c0b-9a8f-4e7d-8c6b-5a4f3e2d1c0b';
const MAPPING = '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d';
const PERSON = '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';

describe('the mapping screen model', () => {
  const report = {
    input: { language: 'de' as const },
    mapping: [
      { column: 'Artikelnummer', field: 'partNumber' as const, confidence: 0.97, note: 'German header' },
      { column: 'Gewicht (kg)', field: 'weight' as const, confidence: 0.9, note: 'German header, unit kg' },
      { column: 'Info', field: null, confidence: 0.3, note: 'no match' },
    ],
  };
  const used = {
    version: 1 as const,
    language: 'de' as const,
    columns: [
      { column: 'Artikelnummer', field: 'partNumber' as const },
      { column: 'Gewicht (kg)', field: 'weight' as const, unit: 'kg' },
      { column: 'Info', field: null },
    ],
  };

  it('shows the report’s rows, or the used mapping without confidences', () => {
    expect(mappingRowsOf({ report, mappingUsed: used }).map((r) => [r.column, r.field, r.confidence])).toEqual([
      ['Artikelnummer', 'partNumber', 0.97],
      ['Gewicht (kg)', 'weight', 0.9],
      ['Info', null, 0.3],
    ]);
    expect(mappingRowsOf({ report: null, mappingUsed: used }).map((r) => r.confidence)).toEqual([null, null, null]);
  });

  it('keeps units and the language when fields are changed, and marks the changed column as the person’s', () => {
    const edited = editedMapping(baseMappingOf({ report: report as never, mappingUsed: used })!, ['partNumber', 'weight', 'notes'], PERSON);
    expect(edited).toEqual({
      version: 1,
      language: 'de',
      columns: [
        { column: 'Artikelnummer', field: 'partNumber' },
        { column: 'Gewicht (kg)', field: 'weight', unit: 'kg' },
        { column: 'Info', field: 'notes', origin: { kind: 'person', by: PERSON } },
      ],
    });
  });

  it('keeps what the run recorded for the columns left as they were, and drops it for the changed one', () => {
    const recorded = {
      ...used,
      columns: used.columns.map((c, i) => ({ ...c, origin: { kind: 'detected' as const }, confidence: report.mapping[i]!.confidence, note: report.mapping[i]!.note })),
    };
    const edited = editedMapping(recorded, ['partNumber', 'length', null], PERSON)!;
    expect(edited.columns[0]).toEqual(recorded.columns[0]);
    expect(edited.columns[1]).toEqual({ column: 'Gewicht (kg)', field: 'length', unit: 'kg', origin: { kind: 'person', by: PERSON } });
    expect(edited.columns[2]).toEqual(recorded.columns[2]);
  });

  it('builds the base from the report when the run kept no mapping, and refuses choices that do not fit', () => {
    const base = baseMappingOf({ report: report as never, mappingUsed: null })!;
    expect(base).toEqual({ version: 1, language: 'de', columns: report.mapping.map((r) => ({ column: r.column, field: r.field })) });
    expect(editedMapping(base, ['partNumber'], PERSON)).toBeNull();
    expect(baseMappingOf({ report: null, mappingUsed: null })).toBeNull();
  });

  it('accepts canonical fields and "not used" only', () => {
    expect(parseFieldValue('make')).toBe('make');
    expect(parseFieldValue('')).toBeNull();
    expect(parseFieldValue('__proto__')).toBeUndefined();
    expect(parseFieldValue('Make')).toBeUndefined();
  });

  it('finds one-column fields chosen twice, not multi-column ones', () => {
    expect([...duplicateFields(['partNumber', 'make', 'partNumber', 'notes', 'notes', null, null])]).toEqual(['partNumber']);
  });
});

describe('findings by code', () => {
  it('groups worst first, counts exactly, and keeps a few examples', () => {
    const groups = groupFindings(
      {
        findings: [
          { code: 'YEAR_UNPARSEABLE', severity: 'warning', row: 4, message: 'a' },
          { code: 'YEAR_UNPARSEABLE', severity: 'warning', row: 7, message: 'b' },
          { code: 'MAKE_UNKNOWN', severity: 'error', row: 2, message: 'c' },
          { code: 'LANGUAGE', severity: 'info', message: 'd' },
        ],
        findingCounts: { YEAR_UNPARSEABLE: 120, MAKE_UNKNOWN: 1, LANGUAGE: 1, DUPLICATE_APP: 9 },
      },
      1,
    );
    expect(groups.map((g) => [g.code, g.severity, g.count, g.examples.length])).toEqual([
      ['MAKE_UNKNOWN', 'error', 1, 1],
      ['YEAR_UNPARSEABLE', 'warning', 120, 1],
      ['DUPLICATE_APP', 'info', 9, 0],
      ['LANGUAGE', 'info', 1, 1],
    ]);
  });

  it('gives the examples in the reader’s language when the finding carries parameters', () => {
    const finding = { code: 'YEAR_OUT_OF_RANGE', severity: 'error' as const, row: 3, message: "Year '3015' gives 3015, outside model years 1896–2028.", params: { value: "'3015'", year: '3015', first: '1896', last: '2028' } };
    const [group] = groupFindings({ findings: [finding], findingCounts: { YEAR_OUT_OF_RANGE: 1 } }, 3, 'it');
    expect(group!.examples[0]!.message).toBe("L’anno '3015' dà 3015, fuori dagli anni modello 1896–2028.");
    expect(groupFindings({ findings: [finding], findingCounts: {} }, 3)[0]!.examples[0]!.message).toBe(finding.message);
  });

  it('summarizes a code by its worst severity and first findings, and groups the summary as the report', () => {
    const findings = [
      { code: 'MAKE_TYPO', severity: 'warning' as const, row: 2, message: 'a' },
      { code: 'YEAR_UNPARSEABLE', severity: 'info' as const, row: 3, message: 'b' },
      { code: 'MAKE_TYPO', severity: 'warning' as const, row: 4, message: 'c' },
      { code: 'MAKE_TYPO', severity: 'error' as const, row: 5, message: 'd' },
    ];
    const codes = codeFindingsOf(findings, 2);
    // The error came third: beyond the examples kept, it still makes the code an error.
    expect(codes.map((c) => [c.code, c.severity, c.first.map((f) => f.row)])).toEqual([
      ['MAKE_TYPO', 'error', [2, 4]],
      ['YEAR_UNPARSEABLE', 'info', [3]],
    ]);
    const counts = { MAKE_TYPO: 300, YEAR_UNPARSEABLE: 1, MODEL_UNKNOWN: 4 };
    expect(groupCodeFindings(codes, counts)).toEqual(groupFindings({ findings, findingCounts: counts }, 2));
    expect(groupCodeFindings(codes, counts).map((g) => [g.code, g.severity, g.count])).toEqual([
      ['MAKE_TYPO', 'error', 300],
      ['MODEL_UNKNOWN', 'info', 4],
      ['YEAR_UNPARSEABLE', 'info', 1],
    ]);
  });
});

describe('progress', () => {
  it('is a share of rows once the total is known', () => {
    expect(progressShare({ status: 'running', rowsDone: 250, rowsTotal: 1000 })).toBe(0.25);
    expect(progressShare({ status: 'running', rowsDone: 250, rowsTotal: null })).toBeNull();
    expect(progressShare({ status: 'succeeded', rowsDone: 0, rowsTotal: 0 })).toBe(1);
    expect(isUnderway('queued') && isUnderway('running') && !isUnderway('failed') && !isUnderway('succeeded')).toBe(true);
  });
});

describe('the start-conversion form', () => {
  it('carries each file with its mapping choice', () => {
    expect(fileChoices([fileChoice(UPLOAD, null), fileChoice(UPLOAD, MAPPING), 'junk'])).toEqual([
      { uploadId: UPLOAD, mappingId: null, sheet: null },
      { uploadId: UPLOAD, mappingId: MAPPING, sheet: null },
    ]);
  });

  it('carries a picked sheet whatever its name holds (spaces, colons, accents)', () => {
    const entries = [fileChoice(UPLOAD, null, 'Prix 2026: été'), fileChoice(UPLOAD, MAPPING, 'Items')];
    expect(fileChoices(entries)).toEqual([
      { uploadId: UPLOAD, mappingId: null, sheet: 'Prix 2026: été' },
      { uploadId: UPLOAD, mappingId: MAPPING, sheet: 'Items' },
    ]);
    const ok = startConversionsSchema.safeParse({ workspaceId: UPLOAD, brand: 'BKMN', files: entries });
    expect(ok.success).toBe(true);
  });

  it('refuses a sheet part that is not a readable name', () => {
    const bad = startConversionsSchema.safeParse({ workspaceId: UPLOAD, brand: 'BKMN', files: [`${UPLOAD}:auto:%E0%A4%A`] });
    expect(bad.success ? [] : bad.error.issues.map((i) => i.message)).toEqual(['catalogs.form.errors.sheetMissing']);
  });

  it('takes a valid brand code in any case and a threshold in (0, 1]', () => {
    const ok = startConversionsSchema.safeParse({ workspaceId: UPLOAD, brand: ' bkmn ', acceptThreshold: '85', files: fileChoice(UPLOAD, null) });
    expect(ok.success && ok.data).toMatchObject({ brand: 'BKMN', acceptThreshold: 0.85, files: [`${UPLOAD}:auto`] });
  });

  it('refuses an invalid brand code, a threshold of 0 and an empty file list with message keys', () => {
    const bad = startConversionsSchema.safeParse({ workspaceId: UPLOAD, brand: 'ABCD', acceptThreshold: '0', files: [] });
    expect(bad.success).toBe(false);
    const messages = bad.success ? [] : bad.error.issues.map((i) => [i.path.join('.'), i.message]);
    expect(messages).toEqual(
      expect.arrayContaining([
        ['brand', 'catalogs.form.errors.brand'],
        ['acceptThreshold', 'catalogs.form.errors.threshold'],
        ['files', 'catalogs.form.errors.noFiles'],
      ]),
    );
  });
});

describe('byte sizes', () => {
  it('uses the largest unit that keeps the number at least 1', () => {
    expect(byteSize(512)).toEqual({ value: 512, unit: 'byte' });
    expect(byteSize(1536)).toEqual({ value: 1.5, unit: 'kilobyte' });
    expect(byteSize(200 * 1024 * 1024)).toEqual({ value: 200, unit: 'megabyte' });
  });
});

describe('catalog settings on the mapping screen', () => {
  const used = {
    version: 1 as const,
    columns: [{ column: 'Part Number', field: 'partNumber' as const }],
    settings: { currency: 'USD', weightUnit: 'kg' as const },
  };

  it('reads the report’s assumptions, else the record’s settings as set where the mapping asked for them', () => {
    const report = { assumptions: [{ setting: 'currency' as const, value: 'USD', basis: 'bare prices; USD assumed', by: 'inferred' as const }] };
    expect(settingRowsOf({ report, mappingUsed: used, mapping: null })).toEqual([{ setting: 'currency', value: 'USD', basis: 'bare prices; USD assumed', by: 'inferred' }]);
    expect(settingRowsOf({ report: null, mappingUsed: used, mapping: { ...used, settings: { weightUnit: 'kg' } } })).toEqual([
      { setting: 'currency', value: 'USD', basis: null, by: 'inferred' },
      { setting: 'weightUnit', value: 'kg', basis: null, by: 'mapping' },
    ]);
  });

  it('keeps what was set and what changed, leaving unchanged assumptions to be inferred again', () => {
    const rows = settingRowsOf({ report: null, mappingUsed: used, mapping: { ...used, settings: { weightUnit: 'kg' } } });
    expect(chosenSettings(rows, ['USD', 'kg'])).toEqual({ weightUnit: 'kg' });
    expect(chosenSettings(rows, ['EUR', 'lb'])).toEqual({ currency: 'EUR', weightUnit: 'lb' });
    expect(chosenSettings([{ setting: 'defaultQty', value: '1', basis: null, by: 'inferred' }], ['4'])).toEqual({ defaultQty: 4 });
  });

  it('gives the edited mapping the settings chosen, none when none were', () => {
    expect(editedMapping(used, ['partNumber'], PERSON, { currency: 'EUR' })!.settings).toEqual({ currency: 'EUR' });
    expect(editedMapping(used, ['partNumber'], PERSON, {})!).not.toHaveProperty('settings');
    expect(editedMapping(used, ['partNumber'], PERSON)!.settings).toEqual(used.settings);
  });
});
