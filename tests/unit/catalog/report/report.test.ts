import { describe, expect, it } from 'vitest';
import { render, say } from '@/lib/catalog/messages';
import {
  FindingLog,
  parseReport,
  REPORT_SCHEMA_VERSION,
  renderReportHtml,
  reportInput,
  reportSchema,
  toXsdStatus,
  type Report,
} from '@/lib/catalog/report';

function sampleReport(over: Partial<Report> = {}): Report {
  return {
    schemaVersion: REPORT_SCHEMA_VERSION,
    tool: { name: 'partsmith', version: '0.1.0' },
    generatedAt: '2025-01-15T12:00:00.000Z',
    input: {
      file: 'katalog.csv',
      sha256: 'a'.repeat(64),
      bytes: 1234,
      format: 'csv',
      encoding: 'windows-1252',
      delimiter: ';',
      sheet: null,
      language: 'de',
      headerRow: 3,
      rows: 10,
    },
    mapping: [
      { column: 'Artikelnummer', field: 'partNumber', confidence: 0.98, note: 'header "Artikelnummer" (de)' },
      { column: 'Baujahr', field: 'year', confidence: 0.7, note: 'values look like year spans' },
      { column: 'Bemerkung', field: null, confidence: 0, note: 'not recognised' },
    ],
    thresholds: { accept: 0.9 },
    counts: { rows: 10, apps: 14, items: 8, flagged: 1, rejected: 1, merged: 0 },
    findings: [
      {
        code: 'YEAR_UNPARSEABLE',
        severity: 'error',
        row: 7,
        column: 'Baujahr',
        message: 'Year "19xx" is not a year.',
      },
      { code: 'APP_DUPLICATE', severity: 'warning', row: 9, message: 'App 9 repeats app 3.' },
    ],
    findingCounts: { YEAR_UNPARSEABLE: 1, APP_DUPLICATE: 40 },
    findingsTruncated: true,
    reference: { source: 'demo', versionDate: '2025-01-01', demo: true },
    xsd: {
      aces: { ran: true, valid: true, version: '4.2', schema: 'ACES_4_2_XSDSchema_Rev2.xsd', errors: 0 },
      pies: { ran: false, valid: null, version: null, schema: null, errors: 0 },
    },
    timings: { ingest: 12.5, write: 30, total: 50 },
    ...over,
  };
}

describe('report.json schema', () => {
  it('round-trips a report through JSON', () => {
    const report = sampleReport();
    const parsed = parseReport(JSON.stringify(report));
    expect(parsed).toEqual({ ok: true, report });
  });

  it('says where a report does not match', () => {
    const bad = { ...sampleReport(), counts: { ...sampleReport().counts, rows: -1 } };
    const r = parseReport(JSON.stringify(bad));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/counts\.rows/);
    expect(parseReport('{not json').ok).toBe(false);
    expect(
      reportSchema.safeParse({ ...sampleReport(), input: { ...sampleReport().input, sha256: 'xyz' } })
        .success,
    ).toBe(false);
  });

  it('keeps only the schema file name of an XSD run', () => {
    expect(
      toXsdStatus({
        ran: true,
        valid: false,
        version: '7.2',
        schemaFile: '/secret/path/PIES_7_2_XSDSchema_Rev3.xsd',
        errorCount: 3,
      }),
    ).toEqual({
      ran: true,
      valid: false,
      version: '7.2',
      schema: 'PIES_7_2_XSDSchema_Rev3.xsd',
      errors: 3,
    });
  });
});

describe('FindingLog', () => {
  it('stores the first findings of each code and counts them all', () => {
    const log = new FindingLog(2, 100);
    for (let i = 0; i < 5; i++) log.add({ code: 'A', severity: 'warning', row: i, message: 'a' });
    log.add({ code: 'B', severity: 'error', message: 'b' });
    log.addCounted([{ code: 'C', severity: 'info', message: 'c' }], 'C', 'info', 1000);
    const r = log.result();
    expect(r.findings.map((f) => `${f.code}${f.row ?? ''}`)).toEqual(['A0', 'A1', 'B', 'C']);
    expect(r.findingCounts).toEqual({ A: 5, B: 1, C: 1000 });
    expect(r.severityCounts).toEqual({ error: 1, warning: 5, info: 1000 });
    expect(r.truncated).toBe(true);
    expect(log.size).toBe(1006);
  });

  it('respects the overall cap', () => {
    const log = new FindingLog(10, 3);
    for (const code of ['A', 'B', 'C', 'D']) log.add({ code, severity: 'info', message: code });
    expect(log.result().findings).toHaveLength(3);
    expect(log.count('D')).toBe(1);
  });
});

describe('report.html', () => {
  it('escapes everything that came from the input', () => {
    const html = renderReportHtml(
      sampleReport({
        input: { ...sampleReport().input, file: '<img src=x onerror=alert(1)>.csv', sheet: '"Sheet"&1' },
        mapping: [{ column: '<b>Teil</b>', field: 'partNumber', confidence: 1, note: "it's <i>fine</i>" }],
        findings: [{ code: 'X', severity: 'error', row: 1, message: '<script>alert("x")</script>' }],
        findingCounts: { X: 1 },
      }),
    );
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>Teil</b>');
    expect(html).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;');
    expect(html).toContain('it&#39;s &#60;i&#62;fine&#60;/i&#62;');
  });

  it('is self-contained: inline CSS, no scripts, no external resources', () => {
    const html = renderReportHtml(sampleReport());
    expect(html).toContain('<style>');
    expect(html).not.toMatch(/<script|<link|src=|https?:\/\//i);
  });

  it('shows a DEMO banner only for demo reference data', () => {
    expect(renderReportHtml(sampleReport())).toContain('DEMO reference data');
    expect(
      renderReportHtml(
        sampleReport({ reference: { source: 'VCdb 2025-01', versionDate: '2025-01-01', demo: false } }),
      ),
    ).not.toContain('DEMO reference data');
  });

  it('groups findings by code with full counts, errors first, and the first rows of each', () => {
    const html = renderReportHtml(sampleReport());
    const year = html.indexOf('YEAR_UNPARSEABLE — 1');
    const dup = html.indexOf('APP_DUPLICATE — 40');
    expect(year).toBeGreaterThan(-1);
    expect(dup).toBeGreaterThan(year);
    expect(html).toContain('Showing 1 of 40.');
    expect(html).toContain('Year &#34;19xx&#34; is not a year.');
  });

  it('says how many findings were counted but not listed, in the reader’s language', () => {
    // 41 counted, 2 kept: 39 not listed.
    expect(renderReportHtml(sampleReport())).toContain('39 more findings are counted but not listed. The counts are complete.');
    expect(renderReportHtml(sampleReport(), { locale: 'de' })).toContain('39 weitere Befunde sind gezählt, aber nicht aufgeführt.');
    expect(renderReportHtml(sampleReport({ findingsTruncated: false }))).not.toContain('not listed');
  });

  it('shows input facts, counts, XSD status and highlights mappings below the accept threshold', () => {
    const html = renderReportHtml(sampleReport());
    expect(html).toContain('windows-1252');
    expect(html).toContain('<code>;</code>');
    expect(html).toContain('header on row 3');
    expect(html).toMatch(/<b>14<\/b>apps written/);
    expect(html).toMatch(/<tr class="low"><td>Baujahr<\/td>/);
    expect(html).not.toMatch(/<tr class="low"><td>Artikelnummer/);
    expect(html).toContain('<span class="unused">not used</span>');
    expect(html).toMatch(/ACES<\/th><td><span class="ok">valid<\/span>/);
    expect(html).toMatch(/PIES<\/th><td class="muted">not run/);
  });

  it('says so when there are no findings', () => {
    expect(
      renderReportHtml(sampleReport({ findings: [], findingCounts: {}, findingsTruncated: false })),
    ).toContain('No findings.');
  });
});

describe('report.html in the reader’s language', () => {
  it('writes headings, labels, numbers and the findings that carry parameters in German, keeping codes and facts as they are', () => {
    const said = { value: "'2010-2014-2016'", why: { id: 'year.why.tooMany', params: { item: "'2010-2014-2016'" } } };
    const html = renderReportHtml(
      sampleReport({
        input: { ...sampleReport().input, bytes: 1234567 },
        findings: [{ code: 'YEAR_UNPARSEABLE', severity: 'error', row: 7, column: 'Baujahr', message: 'English text', params: said }],
        findingCounts: { YEAR_UNPARSEABLE: 1 },
      }),
      { locale: 'de' },
    );
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<h1>Umwandlungsbericht — ');
    expect(html).toContain('1.234.567 Byte');
    expect(html).toContain('<span class="sev sev-error">Fehler</span> YEAR_UNPARSEABLE — 1');
    expect(html).toContain('Baujahr &#39;2010-2014-2016&#39; ist nicht lesbar (&#39;2010-2014-2016&#39; enthält mehr als zwei Jahre in einer Spanne)');
    expect(html).not.toContain('English text');
    expect(html).toContain('DEMO-Referenzdaten');
    expect(html).not.toMatch(/rows read|apps written|Column mapping|Findings</);
  });
});

describe('report.html learned terms', () => {
  const learnedTerms: NonNullable<Report['learnedTerms']> = {
    used: [{ id: 'a', field: 'partType', term: 'Bremsbelagsatz <Scheibe>', referenceId: 1684, rows: 212 }],
    ignored: [{ id: 'b', field: 'make', term: 'Vollkswagn', referenceId: 987654321, reason: 'MakeID 987654321 is not in the reference VCdb & "2026"' }],
  };

  it('lists the terms used with their rows and the ignored ones with their reason, escaped', () => {
    const html = renderReportHtml(sampleReport({ learnedTerms }));
    expect(html).toContain('<h2>Learned terms</h2>');
    expect(html).toContain('<td>partType</td><td>Bremsbelagsatz &#60;Scheibe&#62;</td><td class="num">1684</td><td class="num">212</td>');
    expect(html).not.toContain('<Scheibe>');
    expect(html).toContain('<td>Vollkswagn</td><td class="num">987654321</td><td>MakeID 987654321 is not in the reference VCdb &#38; &#34;2026&#34;</td>');
  });

  it('says why a term was ignored, and names its field, in the reader’s language', () => {
    const said = say('learned.ignored.notInReference', { what: 'MakeID', id: '987654321', db: 'VCdb', release: say('learned.ignored.release', { date: '2026-01-01' }) });
    const ignored = [{ id: 'b', field: 'make' as const, term: 'Vollkswagn', referenceId: 987654321, reason: render(said), said }];
    const html = renderReportHtml(sampleReport({ learnedTerms: { used: [], ignored } }), { locale: 'de' });
    expect(html).toContain('<td>Hersteller</td><td>Vollkswagn</td><td class="num">987654321</td><td>MakeID 987654321 ist nicht in der Referenz-VCdb (Release 2026-01-01)</td>');
    expect(render(said)).toBe('MakeID 987654321 is not in the reference VCdb (release 2026-01-01)');
  });

  it('says when no term decided a value, and has no section when the run was given none', () => {
    expect(renderReportHtml(sampleReport({ learnedTerms: { used: [], ignored: learnedTerms.ignored } }))).toContain('No learned term decided a value');
    expect(renderReportHtml(sampleReport())).not.toContain('Learned terms');
  });
});

describe('reportInput', () => {
  it('carries what ingest learned into a valid report input section', () => {
    const input = reportInput(
      {
        file: 'k.xlsx',
        sha256: 'c'.repeat(64),
        bytes: 99,
        format: 'xlsx',
        encoding: null,
        delimiter: null,
        sheet: 'Teile',
        headerRow: 2,
        rows: 5,
      },
      'de',
    );
    expect(reportSchema.shape.input.parse(input)).toEqual({
      file: 'k.xlsx',
      sha256: 'c'.repeat(64),
      bytes: 99,
      format: 'xlsx',
      encoding: null,
      delimiter: null,
      sheet: 'Teile',
      language: 'de',
      headerRow: 2,
      rows: 5,
    });
  });
});
