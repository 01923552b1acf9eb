import { describe, expect, it } from 'vitest';
import { normalizeYearColumns, normalizeYears, parseYearColumns, parseYears, type YearSpec } from '@/lib/catalog/normalize';
import type { Issue } from '@/lib/catalog/normalize';

const O = { currentYear: 2026 };
const span = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);
const years = (text: string) => {
  const r = parseYears(text, O);
  if ('effect' in r) throw new Error(`${text}: ${r.message}`);
  return r;
};
const issue = (r: YearSpec | Issue) => {
  if (!('effect' in r)) throw new Error(`expected an issue, got ${JSON.stringify(r)}`);
  return r;
};

describe('parseYears', () => {
  it.each([
    ['2010-2014'],
    ['2010–2014'],
    ['2010—2014'],
    ['2010 - 2014'],
    ['2010 to 2014'],
    ['2010 bis 2014'],
    ['2010 à 2014'],
    ['2010 a 2014'],
    ['2010 al 2014'],
    ['von 2010 bis 2014'],
    ['de 2010 a 2014'],
    ['2010..2014'],
  ])('reads the span %s with full confidence', (text) => {
    expect(years(text)).toMatchObject({ years: span(2010, 2014), confidence: 1 });
  });

  it('reads two-digit spans with a century pivot, a little less sure', () => {
    expect(years('10-14')).toMatchObject({ years: span(2010, 2014), confidence: 0.95, code: 'YEAR_TWO_DIGIT' });
    expect(years('98-02').years).toEqual(span(1998, 2002));
    expect(years('2010-14').years).toEqual(span(2010, 2014));
    expect(years('1998-02').years).toEqual(span(1998, 2002));
  });

  it('reads lists, single years and model-year prefixes', () => {
    expect(years('2010, 2012, 2014').years).toEqual([2010, 2012, 2014]);
    expect(years('2010;2012').years).toEqual([2010, 2012]);
    expect(years('2008-2010, 2012').years).toEqual([2008, 2009, 2010, 2012]);
    expect(years('2015')).toMatchObject({ years: [2015], confidence: 1 });
    expect(years('MY2015').years).toEqual([2015]);
    expect(years('MY 15').years).toEqual([2015]);
    expect(years("'15")).toMatchObject({ years: [2015], confidence: 0.95 });
    expect(years('Bj. 2012').years).toEqual([2012]);
    expect(years('2015.0').years).toEqual([2015]);
  });

  it.each([['2015+'], ['2015-'], ['ab 2015'], ['since 2015'], ['desde 2015'], ['dal 2015'], ['à partir de 2015'], ['2015 - heute'], ['2015-present']])(
    'keeps %s open-ended and below the threshold: until when is for the catalog to say',
    (text) => {
      expect(years(text)).toMatchObject({ years: [], openFrom: 2015, confidence: 0.85, code: 'YEAR_OPEN_ENDED' });
    },
  );

  it('flags a reversed span after reading it the right way round', () => {
    expect(years('2014-2010')).toMatchObject({ years: span(2010, 2014), confidence: 0.7, code: 'YEAR_RANGE_REVERSED' });
  });

  it('drops production months but flags them: production dates are not model years', () => {
    expect(years('03/2010-11/2014')).toMatchObject({ years: span(2010, 2014), confidence: 0.8, code: 'YEAR_FROM_PRODUCTION_DATE' });
  });

  it('flags forms that could be dates rather than years', () => {
    expect(years('10/14')).toMatchObject({ confidence: 0.8, code: 'YEAR_AMBIGUOUS' });
    expect(issue(parseYears('2012, 14', O)).code).toBe('YEAR_AMBIGUOUS');
  });

  it('flags an end year with no start', () => {
    expect(issue(parseYears('bis 2014', O))).toMatchObject({ code: 'YEAR_START_MISSING', effect: 'flag' });
  });

  it('rejects text that is no year and years no car was built in', () => {
    expect(issue(parseYears('abc', O))).toMatchObject({ code: 'YEAR_UNPARSEABLE', effect: 'reject' });
    expect(issue(parseYears('', O)).code).toBe('YEAR_UNPARSEABLE');
    expect(issue(parseYears('2010-2012-2014', O)).code).toBe('YEAR_UNPARSEABLE');
    expect(issue(parseYears('2010-08', O)).code).toBe('YEAR_UNPARSEABLE');
    expect(issue(parseYears('2045', O))).toMatchObject({ code: 'YEAR_OUT_OF_RANGE', effect: 'reject' });
    expect(issue(parseYears('1850', O)).code).toBe('YEAR_OUT_OF_RANGE');
  });
});

describe('parseYearColumns', () => {
  it('reads from/to columns as a span', () => {
    expect(parseYearColumns('2010', '2014', O)).toMatchObject({ years: span(2010, 2014), confidence: 1 });
    expect(parseYearColumns('10', '14', O)).toMatchObject({ years: span(2010, 2014) });
  });
  it('treats a missing end as open-ended and a missing start as undecidable', () => {
    expect(parseYearColumns('2010', '', O)).toMatchObject({ openFrom: 2010, code: 'YEAR_OPEN_ENDED' });
    expect(parseYearColumns('', '2014', O)).toMatchObject({ code: 'YEAR_START_MISSING', field: 'yearFrom' });
  });
  it('flags reversed columns and rejects unreadable ones', () => {
    expect(parseYearColumns('2014', '2010', O)).toMatchObject({ code: 'YEAR_RANGE_REVERSED' });
    expect(parseYearColumns('2010', 'soon', O)).toMatchObject({ code: 'YEAR_UNPARSEABLE', field: 'yearTo' });
  });
});

describe('normalizeYears', () => {
  it('gives a decision with the years, confidence and note', () => {
    expect(normalizeYears('2010-2012', O)).toEqual({ value: [2010, 2011, 2012], confidence: 1, note: '3 years 2010–2012' });
  });
  it('expands an open-ended span to the given end and keeps it low', () => {
    const d = normalizeYears('2024+', { ...O, openEnd: 2026 });
    expect(d).toMatchObject({ value: [2024, 2025, 2026], confidence: 0.85 });
  });
  it('returns a finding for what cannot be read', () => {
    expect(normalizeYears('later', O)).toMatchObject({ code: 'YEAR_UNPARSEABLE', severity: 'error' });
    expect(normalizeYearColumns('', '', O)).toMatchObject({ code: 'YEAR_UNPARSEABLE' });
  });
});
