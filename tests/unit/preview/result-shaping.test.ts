import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readFlaggedRows } from '@/lib/preview/flagged-rows';
import { groupFindings } from '@/lib/catalog/report';
import { downloadStem, previewDownloads } from '@/lib/preview/result';
import { firstElements } from '@/lib/preview/xml-excerpt';

const PIES = `<?xml version="1.0" encoding="UTF-8"?>
<PIES xmlns="http://www.autocare.org">
  <Items>
    <Item MaintenanceType="A">
      <ItemLevelGTIN GTINQualifier="UP">00084213300010</ItemLevelGTIN>
      <PartNumber>A &amp; B</PartNumber>
    </Item>
    <Item MaintenanceType="A">
      <ItemLevelGTIN GTINQualifier="UP">00084213300027</ItemLevelGTIN>
      <PartNumber>C</PartNumber>
    </Item>
    <Item MaintenanceType="A">
      <PartNumber>D</PartNumber>
    </Item>
  </Items>
</PIES>
`;

describe('XML excerpts', () => {
  it('takes the first whole elements, not elements whose name only starts the same', () => {
    const excerpt = firstElements(PIES, 'Item', 2, 3);
    expect(excerpt).toMatchObject({ shown: 2, total: 3 });
    expect(excerpt.xml.match(/<Item /g)).toHaveLength(2);
    expect(excerpt.xml).not.toContain('<PartNumber>D</PartNumber>');
  });

  it('drops the elements’ own indentation and keeps the escaping', () => {
    const excerpt = firstElements(PIES, 'Item', 1, 3);
    expect(excerpt.xml.split('\n')[0]).toBe('<Item MaintenanceType="A">');
    expect(excerpt.xml.split('\n')[1]).toBe('  <ItemLevelGTIN GTINQualifier="UP">00084213300010</ItemLevelGTIN>');
    expect(excerpt.xml).toContain('A &amp; B');
  });

  it('shows nothing when nothing was written', () => {
    expect(firstElements('<ACES version="4.2"><Header/></ACES>', 'App', 20, 0)).toEqual({ xml: '', shown: 0, total: 0 });
  });
});

describe('findings grouped by code', () => {
  const findings = [
    { code: 'CURRENCY_MISSING', severity: 'warning' as const, row: 6, message: 'no currency 6' },
    { code: 'MAKE_UNKNOWN', severity: 'error' as const, row: 15, column: 'Marque', message: 'Lada' },
    { code: 'CURRENCY_MISSING', severity: 'warning' as const, row: 7, message: 'no currency 7' },
    { code: 'XSD_NOT_RUN', severity: 'info' as const, file: 'aces.xml', message: 'not run' },
    { code: 'CURRENCY_MISSING', severity: 'warning' as const, row: 8, message: 'no currency 8' },
    { code: 'CURRENCY_MISSING', severity: 'warning' as const, row: 9, message: 'no currency 9' },
  ];

  it('puts errors first, then by count, with exact totals and a few examples', () => {
    const groups = groupFindings({ findings, findingCounts: { CURRENCY_MISSING: 1200, MAKE_UNKNOWN: 1, XSD_NOT_RUN: 1 } }, 3);
    expect(groups.map((g) => g.code)).toEqual(['MAKE_UNKNOWN', 'CURRENCY_MISSING', 'XSD_NOT_RUN']);
    const currency = groups[1]!;
    expect(currency.count).toBe(1200);
    expect(currency.examples.map((e) => e.row)).toEqual([6, 7, 8]);
    expect(groups[0]!.examples[0]).toEqual({ row: 15, column: 'Marque', message: 'Lada' });
  });
});

describe('flagged and rejected rows', () => {
  const csv =
    '\uFEFFRow,Outcome,Codes,Reasons,Part No.,Notes\r\n' +
    '6,flagged,CURRENCY_MISSING MAKE_TYPO,"Price has no currency. | make \'Toyta\' read as Toyota",BKM-OF3600,\r\n' +
    `20,rejected,MAKE_UNKNOWN,Make 'Lada' is not in the reference,BKM-NV2121,"'=HYPERLINK(""x"")"\r\n`;

  it('reads the rows back from flagged.csv with their codes, reasons and source cells', () => {
    const rows = readFlaggedRows(csv, 50, 2);
    expect(rows.columns).toEqual(['Part No.', 'Notes']);
    expect(rows.shown[0]).toEqual({
      row: 6,
      outcome: 'flagged',
      codes: ['CURRENCY_MISSING', 'MAKE_TYPO'],
      reasons: ['Price has no currency.', "make 'Toyta' read as Toyota"],
      values: ['BKM-OF3600', ''],
    });
    expect(rows.shown[1]!.values[1]).toBe(`'=HYPERLINK("x")`);
  });

  it('reads a flagged.csv written in another language the same way', () => {
    const german = '\uFEFFZeile,Ergebnis,Codes,Gründe,Teilenr.\r\n6,zur Prüfung,MAKE_TYPO,Hersteller,BKM-1\r\n7,abgelehnt,MAKE_UNKNOWN,Hersteller,BKM-2\r\n';
    expect(readFlaggedRows(german, 50, 2).shown.map((r) => [r.row, r.outcome])).toEqual([
      [6, 'flagged'],
      [7, 'rejected'],
    ]);
  });

  it('shows at most the limit and says how many there are in all', () => {
    const rows = readFlaggedRows(csv, 1, 2);
    expect(rows.shown).toHaveLength(1);
    expect(rows.total).toBe(2);
  });
});

describe('downloads', () => {
  it('names files after the source, safely', () => {
    expect(downloadStem('en-us-brakes-filters.csv')).toBe('en-us-brakes-filters');
    expect(downloadStem('Préisliste Bremsen (2026).xlsx')).toBe('Preisliste-Bremsen-2026');
    expect(downloadStem('../../etc/passwd')).toBe('etc-passwd');
    expect(downloadStem('<script>.csv')).toBe('script');
    expect(downloadStem('…')).toBe('catalog');
    expect(downloadStem('a'.repeat(100) + '.csv')).toHaveLength(40);
  });

  it('gzips the text files and keeps their real size; the zip goes as is', () => {
    const downloads = previewDownloads('x.csv', {
      aces: '<ACES/>'.repeat(1000),
      pies: '<PIES/>',
      reportHtml: Buffer.from('<html></html>'),
      evidence: Buffer.from([0x50, 0x4b, 3, 4]),
    });
    const aces = downloads.find((d) => d.file === 'aces.xml')!;
    expect(aces).toMatchObject({ name: 'x-aces.xml', encoding: 'gzip', bytes: 7000, type: 'application/xml' });
    expect(aces.base64.length).toBeLessThan(1000);
    expect(gunzipSync(Buffer.from(aces.base64, 'base64')).toString()).toBe('<ACES/>'.repeat(1000));
    expect(downloads.find((d) => d.file === 'evidence.zip')).toMatchObject({ name: 'x-evidence.zip', encoding: 'identity', base64: 'UEsDBA==' });
  });
});
