import { describe, expect, it } from 'vitest';
import { findingMessage } from '@/lib/catalog/messages';
import { assessFile, type AssessResult } from '@/lib/catalog/assess';
import { fixture, XSD_DIR } from './standards';

const today = new Date('2026-03-01');
const aces = (name: string, options: Parameters<typeof assessFile>[1] = {}) =>
  assessFile(fixture('aces', name), { today, ...options });
const first = (r: AssessResult, code: string) => r.findings.find((f) => f.code === code);

describe('ACES checks without reference data', () => {
  it('counts each fitment check in the hand-made fixture exactly', async () => {
    const r = await aces('aces-4.2-fitment-checks.xml');
    expect(r.kind).toBe('aces');
    expect(r.apps).toBe(39);
    expect(r.checks).toEqual({
      APP_DUPLICATE: 1,
      APP_OVERLAP: 1,
      APP_COMMENT_CONFLICT: 1,
      ACES_NOTE_QUESTIONABLE: 2,
      ACES_PART_TYPE_CONFLICT: 1,
      ACES_YEARS_REVERSED: 1,
      ACES_YEARS_IN_FUTURE: 1,
      ACES_APP_ID_DUPLICATE: 1,
      BRAND_CODE_INVALID: 1,
      ACES_APP_INCOMPLETE: 1,
      ACES_APP_MALFORMED: 1,
      ACES_ELEMENT_UNKNOWN: 1,
      ACES_DELETE_IN_FULL: 1,
      ACES_QTY_OUTLIER: 1,
      ACES_RECORD_COUNT_MISMATCH: 1,
      XSD_NOT_RUN: 1,
    });
    expect(r.severities).toEqual({ error: 5, warning: 11, info: 1 });
  });

  it('names the app and its line in each finding', async () => {
    const r = await aces('aces-4.2-fitment-checks.xml');
    expect(first(r, 'APP_DUPLICATE')).toMatchObject({ app: 2, row: 23 });
    expect(first(r, 'APP_DUPLICATE')?.message).toMatch(/repeats app 1 \(line 16\)/);
    expect(first(r, 'APP_OVERLAP')).toMatchObject({ app: 3, row: 30 });
    expect(first(r, 'APP_COMMENT_CONFLICT')?.message).toMatch(
      /app 4 .* no notes or qualifiers while app 5 .* note "Severe duty"/,
    );
    expect(first(r, 'ACES_QTY_OUTLIER')).toMatchObject({ app: 200, row: 285 });
    expect(first(r, 'ACES_QTY_OUTLIER')?.message).toMatch(
      /Qty 10 .* usual 1 for part type 7000 at position 1 \(median of 22 apps\)/,
    );
    expect(first(r, 'ACES_PART_TYPE_CONFLICT')?.message).toMatch(
      /Part PT-CONF is listed as part type 1684 \(app 8, line 68\) and as part type 1896 \(app 9, line 75\)/,
    );
    expect(r.findings.filter((f) => f.code === 'ACES_NOTE_QUESTIONABLE').map((f) => f.message)).toEqual([
      expect.stringMatching(/"2\.0L" looks like an engine displacement.*EngineBase/),
      expect.stringMatching(/"4WD" looks like a drive type.*DriveType/),
    ]);
    expect(first(r, 'ACES_YEARS_IN_FUTURE')?.message).toMatch(/2031.*after 2027/);
    expect(findingMessage(first(r, 'ACES_NOTE_QUESTIONABLE')!, 'de')).toMatch(
      /^App \d+ \(Zeile \d+\): Notiz "2\.0L" sieht nach einem Hubraum aus\. .* mit dem Attribut EngineBase aus\.$/,
    );
  });

  it('names Years + Make + Model vehicles as written in fitment findings', async () => {
    const app = (id: number, part: string) =>
      `<App action="A" id="${id}"><Years from="2010" to="2012"/><Make id="54"/><Model id="668"/><Qty>1</Qty><PartType id="1684"/><Part>${part}</Part></App>\n`;
    const xml = `<ACES version="4.2"><Header/>\n${app(1, 'A')}${app(2, 'B')}<Footer><RecordCount>2</RecordCount></Footer></ACES>`;
    const r = await assessFile(Buffer.from(xml), { today });
    expect(first(r, 'APP_OVERLAP')?.message).toMatch(
      /for Years 2010–2012, Make 54, Model 668, part type 1684/,
    );
  });

  it('leaves quantities alone in a group under 20 apps', async () => {
    const apps = Array.from(
      { length: 19 },
      (_, i) =>
        `<App action="A" id="${i + 1}"><BaseVehicle id="${100 + i}"/><Qty>${i === 0 ? 50 : 1}</Qty><PartType id="1"/><Part>P</Part></App>\n`,
    ).join('');
    const r = await assessFile(
      Buffer.from(
        `<ACES version="4.2"><Header/>\n${apps}<Footer><RecordCount>19</RecordCount></Footer></ACES>`,
      ),
      { today },
    );
    expect(r.checks.ACES_QTY_OUTLIER).toBeUndefined();
  });

  it('checks the header: missing field, bad date, SubmissionType, brand, country, footer', async () => {
    const r = await aces('aces-4.2-header-problems.xml');
    expect(r.checks).toEqual({
      ACES_HEADER_FIELD_MISSING: 1,
      ACES_HEADER_DATE_INVALID: 1,
      ACES_SUBMISSION_TYPE_INVALID: 1,
      BRAND_CODE_INVALID: 1,
      ACES_COUNTRY_UNKNOWN: 1,
      ACES_FOOTER_MISSING: 1,
      XSD_NOT_RUN: 1,
    });
    expect(first(r, 'ACES_HEADER_FIELD_MISSING')?.message).toMatch(/no SenderName/);
    expect(first(r, 'BRAND_CODE_INVALID')?.message).toMatch(/"BAEB".*2nd letter/);
  });

  it('reports a TEST submission of ACES 4.1 as a warning only', async () => {
    const r = await aces('aces-4.1-test.xml');
    expect(r.checks).toEqual({ ACES_SUBMISSION_TYPE_TEST: 1, XSD_NOT_RUN: 1 });
    expect(r.severities.error).toBe(0);
  });

  it('flags 5.0 element names in a file that declares 4.2, once per name', async () => {
    const r = await aces('aces-4.2-with-5.0-names.xml');
    expect(r.checks.ACES_ELEMENT_VERSION_MISMATCH).toBe(2);
    expect(
      r.findings.filter((f) => f.code === 'ACES_ELEMENT_VERSION_MISMATCH').map((f) => f.message),
    ).toEqual([
      expect.stringMatching(/<PartTerminology> \(line 19 and 1 more\).*calls it <PartType>/),
      expect.stringMatching(/<PartNumber> \(line 21 and 1 more\).*calls it <Part>/),
    ]);
  });

  it('reads ACES 3.2 and 5.0 files without findings of their own', async () => {
    expect((await aces('aces-3.2.xml')).checks).toEqual({ XSD_NOT_RUN: 1 });
    expect((await aces('aces-5.0.xml')).checks).toEqual({ XSD_NOT_RUN: 1 });
  });

  it('reports malformed XML once, with its line, and does not validate it against the XSD', async () => {
    const r = await aces('aces-malformed.xml', { standardsDir: XSD_DIR });
    expect(r.checks).toEqual({ XML_MALFORMED: 1, XSD_NOT_RUN: 1 });
    expect(first(r, 'XML_MALFORMED')).toMatchObject({ row: 32, column: '17' });
  });

  it('refuses a DOCTYPE', async () => {
    const r = await aces('aces-doctype.xml');
    expect(r.checks).toEqual({ XML_DOCTYPE_REFUSED: 1, XSD_NOT_RUN: 1 });
    expect(r.apps).toBe(0);
  });

  it('answers a file that is neither ACES nor PIES, or missing, with one error', async () => {
    const other = await assessFile(Buffer.from('<?xml version="1.0"?><catalog/>'));
    expect(other).toMatchObject({ kind: null, checks: { FILE_KIND_UNKNOWN: 1 } });
    const missing = await assessFile(fixture('aces', 'nope.xml'));
    expect(missing.checks).toEqual({ XML_INPUT_UNREADABLE: 1 });
  });

  describe.skipIf(!XSD_DIR)('with the XSDs', () => {
    it('validates against the declared version and counts schema errors', async () => {
      const r = await aces('aces-4.2-fitment-checks.xml', { standardsDir: XSD_DIR });
      expect(r.checks.XSD_INVALID).toBe(4);
      expect(r.xsd).toMatchObject({ ran: true, valid: false, errorCount: 4 });
      expect(r.checks.XSD_NOT_RUN).toBeUndefined();
    });

    it('finds ACES 5.0 and every encoding valid, including Windows-1252 the validator cannot decode itself', async () => {
      for (const name of [
        'aces-5.0.xml',
        'aces-4.2-utf8.xml',
        'aces-4.2-windows-1252.xml',
        'aces-4.2-iso-8859-1.xml',
        'aces-4.2-utf16le-bom-crlf.xml',
      ]) {
        const r = await aces(name, { standardsDir: XSD_DIR });
        expect({ name, checks: r.checks, valid: r.xsd.valid }).toEqual({ name, checks: {}, valid: true });
      }
    });

    it('says why the XSD did not run for a version without a schema', async () => {
      const r = await aces('aces-3.2.xml', { standardsDir: XSD_DIR });
      expect(first(r, 'XSD_NOT_RUN')?.message).toMatch(/no ACES 3\.2 schema/);
    });
  });
});
