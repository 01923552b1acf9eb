import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { converted, fixture, NO_XSD, readText, tempDir, XSD_DIR } from './convert-helpers';

/**
 * Issue 13 point 4 on the public sandPIM templates (tests/fixtures/sandpim, MIT): the workbook as
 * published, its data rows replaced by rows whose IDs exist in the demo reference — the template's
 * sheets, header row, column order and conventions (Position 0 = none, Qdb-coded qualifiers) kept.
 */
async function fill(template: string, sheet: string, rows: (string | number | null)[][]): Promise<string> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(fixture('sandpim', template));
  const ws = wb.getWorksheet(sheet)!;
  // Clear the template's sample rows in place (their formatting stays, as a user's copy would have it).
  for (let r = 2; r <= ws.rowCount; r++) ws.getRow(r).eachCell({ includeEmpty: false }, (cell) => (cell.value = null));
  rows.forEach((r, i) => (ws.getRow(i + 2).values = r));
  const file = path.join(await tempDir(), template);
  await wb.xlsx.writeFile(file);
  return file;
}

const apps = (xml: string) => [...xml.matchAll(/<App\b[\s\S]*?<\/App>/g)].map((m) => m[0]);

describe('sandPIM Flat_ACES_4_1_template_D.xlsx', () => {
  // Application id, Reference, BaseVehicleid, Part, BrandAAIAID, PartTypeid, Positionid, Quantity,
  // VCdb-coded Attributes, Qdb-coded Qualifiers, Notes, Mfr Label, AssetName, Asset Item Order
  // Rows 1 and 2 are items 1 and 2 of diagram 1001, as in the template's own sample rows.
  const rows = [
    [1, 7481593, 310001, '4745932', 'BKMN', 90111, 0, 1, null, '9775:06/30/1998;', null, 'Good', 1001, 1],
    [2, 5585709, 310002, '7996580', null, 90101, 9102, 2, 'SubModel:7001', null, 'with Grommets', 'Better', 1001, 2],
    [3, 1044466, 310003, '4745932', null, 90111, 0, 1, null, '4615:07/01/1998;9155;', null, 'Best', null, null],
  ];

  it('takes part numbers from Part (not Reference), reads Position 0 as none, writes qualifiers as <Qual>', async () => {
    const file = await fill('Flat_ACES_4_1_template_D.xlsx', 'Applications', rows);
    const result = await converted({ path: file }, { sheet: 'Applications', standardsDir: XSD_DIR });
    const fields = Object.fromEntries(result.mappingRecord.columns.map((c) => [c.column, c.field]));
    expect(fields).toMatchObject({ Part: 'partNumber', Reference: 'appRef', Positionid: 'positionId', 'Qdb-coded Qualifiers': 'qualifiers', 'VCdb-coded Attributes': 'flatAttributes', Quantity: 'qty' });
    expect(result.counts).toMatchObject({ rows: 3, apps: 3, rejected: 0, flagged: 0 });
    const written = apps(await readText(result.files.aces!));
    expect(written.map((a) => /<Part>([^<]*)<\/Part>/.exec(a)![1])).toEqual(['4745932', '7996580', '4745932']);
    expect(written[0]).not.toContain('<Position');
    expect(written[0]).toContain('<Qual id="9775"><param value="06/30/1998"/><text></text></Qual>');
    expect(written[2]).toContain('<Qual id="4615"><param value="07/01/1998"/><text></text></Qual>');
    expect(written[2]).toContain('<Qual id="9155"><text></text></Qual>');
    expect(written[1]).toContain('<Position id="9102"/>');
    expect(written[1]).toMatch(/<App action="A" id="\d+" ref="5585709">/);
    expect(written[1]).toContain('<Qty>2</Qty>');
    expect(result.report.xsd.aces?.valid).toBe(true);
  });

  it('writes AssetName and Asset Item Order after the part in ACES 4.2, and the schema accepts them', async () => {
    const file = await fill('Flat_ACES_4_1_template_D.xlsx', 'Applications', rows);
    const result = await converted({ path: file }, { sheet: 'Applications', standardsDir: XSD_DIR });
    const fields = Object.fromEntries(result.mappingRecord.columns.map((c) => [c.column, c.field]));
    expect(fields).toMatchObject({ AssetName: 'assetName', 'Asset Item Order': 'assetItemOrder' });
    const written = apps(await readText(result.files.aces!));
    expect(written[0]).toMatch(/<Part>4745932<\/Part>\s*<AssetName>1001<\/AssetName>\s*<AssetItemOrder>1<\/AssetItemOrder>\s*<\/App>/);
    expect(written[1]).toMatch(/<Part>7996580<\/Part>\s*<AssetName>1001<\/AssetName>\s*<AssetItemOrder>2<\/AssetItemOrder>\s*<\/App>/);
    expect(written[2]).not.toContain('Asset');
    expect(result.report.findings.filter((f) => f.code.startsWith('ASSET_'))).toEqual([]);
    if (!NO_XSD) expect(result.report.xsd.aces).toMatchObject({ ran: true, valid: true, version: '4.2' });
  });

  it('writes them as a DiagramAsset in ACES 5.0, and the 5.0 schema accepts it', async () => {
    const file = await fill('Flat_ACES_4_1_template_D.xlsx', 'Applications', rows);
    const result = await converted({ path: file }, { sheet: 'Applications', standardsDir: XSD_DIR, acesVersion: '5.0' });
    const written = apps(await readText(result.files.aces!));
    expect(written[0]).toMatch(/<PartNumber>4745932<\/PartNumber>\s*<DiagramAsset AssetName="1001" AssetItemOrder="1"\/>\s*<\/App>/);
    expect(written[1]).toContain('<DiagramAsset AssetName="1001" AssetItemOrder="2"/>');
    expect(written[2]).not.toContain('Asset');
    if (!NO_XSD) expect(result.report.xsd.aces).toMatchObject({ ran: true, valid: true, version: '5.0' });
  });

  it('warns about an Asset Item Order without an AssetName, naming row and column, and exports the fitment without an asset', async () => {
    const file = await fill('Flat_ACES_4_1_template_D.xlsx', 'Applications', [
      [1, 7481593, 310001, '4745932', 'BKMN', 90111, 0, 1, null, null, null, 'Good', 1001, 1],
      [2, 5585709, 310002, '7996580', null, 90101, 9102, 2, null, null, null, 'Better', null, 3],
      [3, 1044466, 310003, '4745932', null, 90111, 0, 1, null, null, null, 'Best', 'front brake.jpg', 4],
    ]);
    const result = await converted({ path: file }, { sheet: 'Applications', standardsDir: XSD_DIR });
    expect(result.counts).toMatchObject({ rows: 3, apps: 3, rejected: 0, flagged: 0 });
    const assetFindings = result.report.findings.filter((f) => f.code.startsWith('ASSET_'));
    expect(assetFindings).toEqual([
      expect.objectContaining({ code: 'ASSET_ORDER_WITHOUT_NAME', severity: 'warning', row: 3, column: 'Asset Item Order' }),
      expect.objectContaining({ code: 'ASSET_NAME_INVALID', severity: 'warning', row: 4, column: 'AssetName' }),
    ]);
    expect(assetFindings[0]!.message).toMatch(/'3' has no asset name/);
    const written = apps(await readText(result.files.aces!));
    expect(written[0]).toContain('<AssetName>1001</AssetName>');
    expect(written[1]).not.toContain('Asset');
    expect(written[2]).not.toContain('Asset');
    if (!NO_XSD) expect(result.report.xsd.aces?.valid).toBe(true);
  });
});

describe('the flat ACES template’s Header sheet', () => {
  const rows = [[1, 7481593, 310001, '4745932', 'BKMN', 90111, 0, 1, null, null, null, 'Good', null, null]];

  it('fills the ACES header where no sender identity is given, and says so', async () => {
    const file = await fill('Flat_ACES_4_1_template_D.xlsx', 'Applications', rows);
    const result = await converted({ path: file });
    const aces = await readText(result.files.aces!);
    expect(aces).toContain('<Company>ACME Anvils</Company>');
    expect(aces).toContain('<SenderName>Wile E. Coyote</SenderName>');
    expect(aces).toContain('<SenderPhone>804-329-3000</SenderPhone>');
    expect(aces).toContain('<DocumentTitle>Premium Anvils</DocumentTitle>');
    const codes = result.report.findings.map((f) => f.code);
    expect(codes).toContain('HEADER_FROM_SHEET');
    expect(codes).not.toContain('HEADER_SENDER_PLACEHOLDER');
  });

  it('lets the workspace’s own sender identity win, field by field', async () => {
    const file = await fill('Flat_ACES_4_1_template_D.xlsx', 'Applications', rows);
    const result = await converted({ path: file }, { sender: { company: 'Brake Kings GmbH' } });
    const aces = await readText(result.files.aces!);
    expect(aces).toContain('<Company>Brake Kings GmbH</Company>');
    expect(aces).toContain('<SenderName>Wile E. Coyote</SenderName>');
    expect(result.report.findings.find((f) => f.code === 'HEADER_FROM_SHEET')?.message).toMatch(/takes senderName, phone, documentTitle from the workbook's Header sheet/);
  });
});

describe('sandPIM APA_PDM_Template.xlsx', () => {
  it('reads each VCdb attribute ID column as an attribute of the app', async () => {
    const header = ['Qty', 'PartNum', 'PartTypeID', 'PositionID', 'MfrLabel', 'Note', 'BaseVehicleID', 'EngineBaseID', 'AspirationID'];
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(fixture('sandpim', 'APA_PDM_Template.xlsx'));
    const ws = wb.getWorksheet('Applications')!;
    const col = (name: string) => (ws.getRow(1).values as unknown[]).indexOf(name);
    expect(header.every((h) => col(h) > 0)).toBe(true);
    const row = (cells: Record<string, string | number>) => {
      const values: (string | number | null)[] = [];
      for (const [name, v] of Object.entries(cells)) values[col(name) - 1] = v;
      return values;
    };
    const file = await fill('APA_PDM_Template.xlsx', 'Applications', [
      row({ Qty: 1, PartNum: 'AP-1', PartTypeID: 90101, PositionID: 9102, BaseVehicleID: 310001, AspirationID: 9401 }),
      row({ Qty: 2, PartNum: 'AP-2', PartTypeID: 90111, BaseVehicleID: 310002 }),
    ]);
    const result = await converted({ path: file }, { standardsDir: XSD_DIR });
    const aspiration = result.mappingRecord.columns.find((c) => c.column === 'AspirationID');
    expect(aspiration).toMatchObject({ field: 'flatAttributes', attribute: 'Aspiration' });
    const written = apps(await readText(result.files.aces!));
    expect(written).toHaveLength(2);
    expect(written[0]).toContain('<Aspiration id="9401"/>');
    expect(result.report.xsd.aces?.valid).toBe(true);
  });
});
