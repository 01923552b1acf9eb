import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatLearnedTermsCsv, LEARNABLE_FIELDS, type LearnedTerm, learnedTermKey, parseLearnedTermsCsv } from '@/lib/catalog/learned';

const HEADER = 'field,term,reference_id,language,note\r\n';

function parsed(text: string): LearnedTerm[] {
  const result = parseLearnedTermsCsv(text);
  if (!result.ok) throw new Error(`expected the file to be read, got ${JSON.stringify(result.errors)}`);
  return result.terms;
}

function refused(text: string) {
  const result = parseLearnedTermsCsv(text);
  if (result.ok) throw new Error(`expected the file to be refused, got ${result.terms.length} terms`);
  return result.errors;
}

describe('reading a learned-terms file', () => {
  it('reads one term a line, with ids naming the line', () => {
    const terms = parsed(`${HEADER}partType,"Bremsbelagsatz, Scheibenbremse",1684,de,from the Bosch catalog\r\nmake,Vauxhall,74,,\r\n`);
    expect(terms).toEqual([
      { id: 'csv:2', field: 'partType', term: 'Bremsbelagsatz, Scheibenbremse', referenceId: 1684, language: 'de', note: 'from the Bosch catalog' },
      { id: 'csv:3', field: 'make', term: 'Vauxhall', referenceId: 74, language: null },
    ]);
  });

  it('takes the columns in any order and any case, without the optional ones, after a BOM', () => {
    const terms = parsed('\uFEFFReference_ID,TERM,Field\n1684,Bremsbeläge,partType\n');
    expect(terms).toEqual([{ id: 'csv:2', field: 'partType', term: 'Bremsbeläge', referenceId: 1684, language: null }]);
  });

  it('counts lines as a spreadsheet shows them: a quoted line break stays in its line', () => {
    const terms = parsed(`${HEADER}partType,Pad,1684,en,"two\nlines"\r\n\r\nmodel,Golf,5,,\r\n`);
    expect(terms.map((t) => t.id)).toEqual(['csv:2', 'csv:4']);
  });

  it('keeps a term written twice with the same ID once', () => {
    const terms = parsed(`${HEADER}make,VW,63,,\r\nmake,vw ,63,de,\r\n`);
    expect(terms).toHaveLength(1);
    expect(terms[0]!.id).toBe('csv:2');
  });

  it('keeps the same text for different fields apart', () => {
    expect(parsed(`${HEADER}make,Mini,99,,\r\nmodel,Mini,12,,\r\n`)).toHaveLength(2);
  });

  it('reads a header with no terms as no terms', () => {
    expect(parsed(HEADER)).toEqual([]);
  });
});

describe('refusing a learned-terms file', () => {
  it('refuses an empty file', () => {
    expect(refused('')).toEqual([expect.objectContaining({ line: 1, code: 'CSV_EMPTY' })]);
    expect(refused('\uFEFF\r\n  ,\r\n')[0]!.code).toBe('CSV_EMPTY');
  });

  it('names a missing, an unknown and a doubled column', () => {
    const errors = refused('field,term,Reference ID,term\nmake,VW,63,VW\n');
    expect(errors).toEqual([
      expect.objectContaining({ line: 1, column: 'Reference ID', code: 'HEADER_COLUMN_UNKNOWN' }),
      expect.objectContaining({ line: 1, column: 'term', code: 'HEADER_COLUMN_DUPLICATE' }),
      expect.objectContaining({ line: 1, column: 'reference_id', code: 'HEADER_COLUMN_MISSING' }),
    ]);
  });

  it('does not take a prototype name for a column', () => {
    expect(refused('field,term,reference_id,__proto__,constructor\n')).toHaveLength(2);
  });

  it('names every bad cell by line and column, and says what is allowed', () => {
    const errors = refused(`${HEADER}PartType,Pad,1684,,\r\nmake,,0,xx,\r\nmodel,Golf,1.5,,\r\nsubmodel,GTI,-3,,\r\nposition,Front,1e3,,\r\n`);
    expect(errors.map((e) => [e.line, e.column, e.code])).toEqual([
      [2, 'field', 'FIELD_UNKNOWN'],
      [3, 'term', 'TERM_EMPTY'],
      [3, 'reference_id', 'REFERENCE_ID_INVALID'],
      [3, 'language', 'LANGUAGE_UNKNOWN'],
      [4, 'reference_id', 'REFERENCE_ID_INVALID'],
      [5, 'reference_id', 'REFERENCE_ID_INVALID'],
      [6, 'reference_id', 'REFERENCE_ID_INVALID'],
    ]);
    expect(errors[0]!.message).toContain(LEARNABLE_FIELDS.join(', '));
    expect(errors[0]!.message).toMatch(/^Line 2, column field:/);
  });

  it('refuses a reference ID beyond what a number holds exactly', () => {
    expect(refused(`${HEADER}make,VW,99999999999999999999,,\r\n`)[0]!.code).toBe('REFERENCE_ID_INVALID');
  });

  it('names both lines of a term given two reference IDs', () => {
    const errors = refused(`${HEADER}partType,Bremsbeläge,1684,,\r\npartType,BREMSBELAGE,1685,,\r\n`);
    expect(errors).toEqual([expect.objectContaining({ line: 3, column: 'term', code: 'TERM_CONFLICT' })]);
    expect(errors[0]!.message).toContain('line 2');
    expect(errors[0]!.message).toContain('1684');
    expect(errors[0]!.message).toContain('1685');
  });

  it('refuses a line with more cells than the header', () => {
    expect(refused(`${HEADER}partType,Pad, front,1684,,\r\n`)[0]).toMatchObject({ line: 2, code: 'CSV_CELL_COUNT' });
  });

  it('refuses a term over 500 characters, with control characters, or without letters', () => {
    const errors = refused(`${HEADER}partType,${'a'.repeat(501)},1,,\r\npartType,"a\tb",1,,\r\npartType,Pad\u0000,1,,\r\npartType,---,1,,\r\npartType,"a\nb",1,,\r\n`);
    expect(errors.map((e) => [e.line, e.code])).toEqual([
      [2, 'TERM_TOO_LONG'],
      [3, 'TERM_CONTROL_CHARACTER'],
      [4, 'TERM_CONTROL_CHARACTER'],
      [5, 'TERM_NO_LETTERS'],
      [6, 'TERM_CONTROL_CHARACTER'],
    ]);
  });

  it('refuses a quote it would have to guess about', () => {
    expect(refused(`${HEADER}partType,"Pad,1684,,\r\nmake,VW,63,,\r\n`)[0]!.code).toBe('CSV_QUOTE');
    expect(refused(`${HEADER}partType,"12" rotor",1684,,\r\n`)[0]).toMatchObject({ line: 2, code: 'CSV_QUOTE' });
  });

  it('refuses a file with no line breaks instead of holding it', () => {
    expect(refused(`${HEADER}${'x,'.repeat(20_000)}`)[0]!.code).toBe('LINE_TOO_LONG');
  });

  it('refuses more than 100,000 terms', () => {
    const lines = Array.from({ length: 100_001 }, (_, i) => `partType,term ${i},${i + 1},,`);
    const errors = refused(`${HEADER}${lines.join('\n')}\n`);
    expect(errors).toEqual([expect.objectContaining({ line: 100_002, code: 'TOO_MANY_TERMS' })]);
  });

  it('lists at most 100 problems and sums up the rest', () => {
    const lines = Array.from({ length: 150 }, () => 'nope,Pad,1,,');
    const errors = refused(`${HEADER}${lines.join('\n')}\n`);
    expect(errors).toHaveLength(101);
    expect(errors[100]).toMatchObject({ code: 'TOO_MANY_ERRORS', line: 101 });
    expect(errors[100]!.message).toContain('50 more');
  });
});

describe('writing a learned-terms file', () => {
  it('writes formula-like terms as text, and reads them back as they were', () => {
    const terms: LearnedTerm[] = [
      { id: 'a', field: 'partType', term: '=HYPERLINK("http://x")', referenceId: 1, language: 'en', note: '@risk' },
      { id: 'b', field: 'model', term: '-Klasse, "A"', referenceId: 2 },
    ];
    const text = formatLearnedTermsCsv(terms);
    expect(text).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(text).toContain(`"'@risk"`);
    expect(parsed(text)).toEqual([
      { id: 'csv:2', field: 'partType', term: '=HYPERLINK("http://x")', referenceId: 1, language: 'en', note: '@risk' },
      { id: 'csv:3', field: 'model', term: '-Klasse, "A"', referenceId: 2, language: null },
    ]);
  });

  it('notes where a term came from when it has no note of its own', () => {
    const text = formatLearnedTermsCsv([{ id: 'x', field: 'make', term: 'VW', referenceId: 63, learnedAt: '2026-11-26T10:00:00Z', conversionId: '1a2b3c4d' }]);
    expect(text).toBe(`${HEADER}make,VW,63,,"learned 2026-11-26, conversion 1a2b3c4d"\r\n`);
  });

  it("keeps a term's own leading apostrophe", () => {
    const text = formatLearnedTermsCsv([{ id: 'a', field: 'partType', term: "'=x", referenceId: 1 }]);
    expect(parsed(text)[0]!.term).toBe("'=x");
  });

  it('round-trips any term it accepts', () => {
    const accepted = fc
      .string({ minLength: 1, maxLength: 40, unit: fc.constantFrom('a', 'B', 'ä', ' ', ',', '"', "'", '=', '+', '-', '@', '\uff1d', ';', '\n', '\t', '1') })
      .map((s) => s.trim())
      .filter((s) => s.length > 0 && !/[\n\t]/.test(s) && learnedTermKey(s) !== '');
    fc.assert(
      fc.property(fc.uniqueArray(accepted, { selector: learnedTermKey, maxLength: 6 }), fc.constantFrom(...LEARNABLE_FIELDS), (texts, field) => {
        const result = parseLearnedTermsCsv(formatLearnedTermsCsv(texts.map((t, i) => ({ id: String(i), field, term: t, referenceId: i + 1 }))));
        expect(result).toEqual({ ok: true, terms: texts.map((t, i) => ({ id: `csv:${i + 2}`, field, term: t, referenceId: i + 1, language: null })) });
      }),
    );
  });
});
