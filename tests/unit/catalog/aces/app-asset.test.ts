import { describe, expect, it } from 'vitest';
import { isAcesAssetName, writeAces, type AcesVersion } from '@/lib/catalog/aces';
import type { AcesApp } from '@/lib/catalog/types';
import { validateXsd } from '@/lib/catalog/validate';
import { NO_XSD, XSD_DIR } from '../validate/standards';
import { childNames, probeXml, writeToString } from '../validate/xml-probe';
import { TEST_ACES_HEADER, testApp } from './aces-fixtures';

const header = TEST_ACES_HEADER;

const app = testApp;

/** Every asset shape the writer takes, on apps with and without the optional children around it. */
const withAssets: AcesApp[] = [
  app({ id: 1, mfrLabel: 'Ceramic', positionId: 22, asset: { name: 'BRK-DIAG_12.a', itemOrder: 3, itemRef: 'A&3' } }),
  app({ id: 2, row: 3, asset: { name: '1001', itemOrder: 1 } }),
  app({ id: 3, row: 4, asset: { name: 'Vorderachse' } }),
  app({ id: 4, row: 5 }),
];

const write = (apps: AcesApp[], version: AcesVersion) => writeToString((out) => writeAces(apps, header, out, { version }));

describe('an app’s asset reference in ACES 4.2', () => {
  it('follows the part as AssetName, AssetItemOrder, AssetItemRef (the schema’s sequence)', async () => {
    const { xml } = await write(withAssets, '4.2');
    const [first, second, third, fourth] = childNames(probeXml(xml), 'ACES/App');
    expect(first).toEqual(['BaseVehicle', 'Qty', 'PartType', 'MfrLabel', 'Position', 'Part', 'AssetName', 'AssetItemOrder', 'AssetItemRef']);
    expect(second).toEqual(['BaseVehicle', 'Qty', 'PartType', 'Part', 'AssetName', 'AssetItemOrder']);
    expect(third).toEqual(['BaseVehicle', 'Qty', 'PartType', 'Part', 'AssetName']);
    expect(fourth).toEqual(['BaseVehicle', 'Qty', 'PartType', 'Part']);
    expect(xml).toContain('<AssetName>BRK-DIAG_12.a</AssetName>\n    <AssetItemOrder>3</AssetItemOrder>\n    <AssetItemRef>A&amp;3</AssetItemRef>');
  });

  it.skipIf(NO_XSD)('validates against the ACES 4.2 XSD', async () => {
    const { xml } = await write(withAssets, '4.2');
    const v = await validateXsd({ xml, kind: 'aces', standardsDir: XSD_DIR });
    expect(v.findings).toEqual([]);
    expect(v).toMatchObject({ ran: true, valid: true, version: '4.2' });
  });
});

describe('an app’s asset reference in ACES 5.0', () => {
  it('is a DiagramAsset after the part number, its name, order and ref as attributes', async () => {
    const { xml } = await write(withAssets, '5.0');
    const [first, , third] = childNames(probeXml(xml), 'ACES/App');
    expect(first).toEqual(['BaseVehicle', 'Qty', 'PartTerminology', 'MfrLabel', 'Position', 'PartNumber', 'DiagramAsset']);
    expect(third).toEqual(['BaseVehicle', 'Qty', 'PartTerminology', 'PartNumber', 'DiagramAsset']);
    expect(xml).toContain('<DiagramAsset AssetName="BRK-DIAG_12.a" AssetItemOrder="3" AssetItemRef="A&amp;3"/>');
    expect(xml).toContain('<DiagramAsset AssetName="1001" AssetItemOrder="1"/>');
    expect(xml).toContain('<DiagramAsset AssetName="Vorderachse"/>');
    expect(xml).not.toMatch(/<Asset(Name|ItemOrder|ItemRef)>/);
  });

  it.skipIf(NO_XSD)('validates against the ACES 5.0 XSD', async () => {
    const { xml } = await write(withAssets, '5.0');
    const v = await validateXsd({ xml, kind: 'aces', standardsDir: XSD_DIR });
    expect(v.findings).toEqual([]);
    expect(v).toMatchObject({ ran: true, valid: true, version: '5.0' });
  });
});

describe('an asset reference the schema cannot carry', () => {
  it.each<AcesVersion>(['4.2', '5.0'])('is left out in %s, the app written, with a warning naming the row', async (version) => {
    const { xml, result } = await write(
      [
        app({ id: 1, row: 7, asset: { name: 'front brake.jpg', itemOrder: 1 } }),
        app({ id: 2, row: 8, asset: { name: 'D1', itemOrder: 0 } }),
        app({ id: 3, row: 9, asset: { name: 'X'.repeat(46) } }),
      ],
      version,
    );
    expect(result.apps).toBe(3);
    expect(xml).not.toMatch(/Asset/);
    expect(result.findings.map((f) => [f.code, f.severity, f.row])).toEqual([
      ['ACES_ASSET_LEFT_OUT', 'warning', 7],
      ['ACES_ASSET_LEFT_OUT', 'warning', 8],
      ['ACES_ASSET_LEFT_OUT', 'warning', 9],
    ]);
    expect(result.findings[0]?.message).toMatch(/"front brake\.jpg" is not an ACES asset name/);
    expect(result.findings[1]?.message).toMatch(/item order 0 is not a positive whole number/);
    if (!NO_XSD) expect((await validateXsd({ xml, kind: 'aces', standardsDir: XSD_DIR })).valid).toBe(true);
  });
});

describe('isAcesAssetName (xs:NMTOKEN, 1–45 characters)', () => {
  it('takes names of letters, digits and . - _ : in any script', () => {
    for (const name of ['1001', 'BRK-DIAG_12.jpg', 'a:b', 'Bremsanlage_Vorderachse', 'Schéma-3', 'X'.repeat(45)]) expect(isAcesAssetName(name)).toBe(true);
  });

  it('refuses empty names, spaces, slashes, # and names longer than 45 characters', () => {
    for (const name of ['', 'front brake', 'img/1001.png', 'diag#3', 'X'.repeat(46)]) expect(isAcesAssetName(name)).toBe(false);
  });
});
