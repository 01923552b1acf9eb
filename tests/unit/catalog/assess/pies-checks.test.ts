import { describe, expect, it } from 'vitest';
import { assessFile, createReferenceLookup } from '@/lib/catalog/assess';
import { fixture, XSD_DIR } from './standards';

const pies = (name: string, options: Parameters<typeof assessFile>[1] = {}) =>
  assessFile(fixture('pies', name), options);

describe('PIES checks', () => {
  it('counts each item check in the hand-made fixture exactly', async () => {
    const r = await pies('pies-7.2-item-checks.xml');
    expect(r.kind).toBe('pies');
    expect(r.items).toBe(16);
    expect(r.checks).toEqual({
      GTIN_CHECK_DIGIT: 2,
      GTIN_INVALID: 1,
      PIES_GTIN_QUALIFIER_INVALID: 1,
      PIES_GTIN_DUPLICATE: 1,
      PIES_ITEM_DUPLICATE: 1,
      PIES_ITEM_FIELD_MISSING: 1,
      PIES_MAINTENANCE_TYPE_INVALID: 1,
      PIES_ITEM_SEGMENT_MISSING: 1,
      PIES_DESCRIPTION_CODE_UNKNOWN: 1,
      PIES_LANGUAGE_UNKNOWN: 1,
      PIES_DESCRIPTION_LANGUAGE_MISSING: 1,
      PIES_DESCRIPTION_EMPTY: 1,
      PIES_PRICE_TYPE_MISSING: 1,
      PIES_PRICE_TYPE_UNKNOWN: 1,
      PIES_PRICE_CURRENCY_MISSING: 1,
      PIES_CURRENCY_UNKNOWN: 1,
      PIES_PRICE_NOT_POSITIVE: 1,
      PIES_PRICE_UOM_MISSING: 1,
      PIES_PRICE_SHEET_UNKNOWN: 1,
      PIES_PACKAGE_UOM_MISSING: 1,
      PIES_PACKAGE_UOM_UNKNOWN: 1,
      PIES_PACKAGE_QTY_INVALID: 1,
      PIES_DIMENSION_UOM_MISSING: 1,
      PIES_DIMENSION_UOM_UNKNOWN: 1,
      PIES_DIMENSION_INVALID: 1,
      PIES_WEIGHT_UOM_MISSING: 1,
      PIES_WEIGHT_UOM_UNKNOWN: 1,
      PIES_WEIGHT_INVALID: 1,
      PIES_INTERCHANGE_BRAND_INVALID: 1,
      PIES_INTERCHANGE_BRAND_MISSING: 1,
      BRAND_CODE_INVALID: 1,
      PIES_PART_TYPE_MISSING: 1,
      PIES_PARTTYPE_INVALID: 1,
      PIES_COUNTRY_UNKNOWN: 1,
      PIES_ITEM_COUNT_MISMATCH: 1,
      XSD_NOT_RUN: 1,
    });
  });

  it('names the part and the line of the offending element', async () => {
    const r = await pies('pies-7.2-item-checks.xml');
    const f = (code: string) => r.findings.find((x) => x.code === code);
    expect(f('PIES_GTIN_DUPLICATE')?.message).toMatch(
      /^Item P-GTIN-TWICE \(line 96\): GTIN 00012345678905 is also the GTIN of part P-OK \(line 21\)/,
    );
    expect(f('PIES_PRICE_CURRENCY_MISSING')).toMatchObject({ row: 236 });
    expect(f('PIES_DIMENSION_INVALID')?.message).toMatch(/height "-1"/);
    expect(f('PIES_ITEM_DUPLICATE')?.message).toMatch(/already listed at line 21/);
    // The findings of PIES items carry no App id.
    expect(r.findings.every((x) => !('app' in x))).toBe(true);
  });

  it('takes a price’s currency from its price sheet or the header', async () => {
    const r = await pies('pies-7.2-item-checks.xml');
    // Only the price on sheet S2 (no currency) in a header without one lacks a currency.
    expect(r.checks.PIES_PRICE_CURRENCY_MISSING).toBe(1);
  });

  it('checks the header and the required segments', async () => {
    const r = await pies('pies-header-problems.xml');
    expect(r.checks).toEqual({
      PIES_SEGMENT_MISSING: 3,
      PIES_SUBMISSION_TYPE_INVALID: 1,
      PIES_HEADER_DATE_INVALID: 1,
      BRAND_CODE_INVALID: 1,
      PIES_CURRENCY_UNKNOWN: 1,
      PIES_LANGUAGE_UNKNOWN: 1,
      PIES_NO_ITEMS: 1,
      XSD_NOT_RUN: 1,
    });
    expect(r.findings.filter((x) => x.code === 'PIES_SEGMENT_MISSING').map((x) => x.message)).toEqual([
      expect.stringMatching(/no Header\/PIESVersion/),
      expect.stringMatching(/no Header\/PCdbVersionDate/),
      expect.stringMatching(/no <Trailer>/),
    ]);
  });

  it('reads the legacy namespace with a warning and 8.0 names without one', async () => {
    expect((await pies('pies-6.5-legacy-namespace.xml')).checks).toEqual({
      PIES_LEGACY_NAMESPACE: 1,
      XSD_NOT_RUN: 1,
    });
    expect((await pies('pies-8.0.xml')).checks).toEqual({ XSD_NOT_RUN: 1 });
  });

  it('checks PartTerminologyIDs against the PCdb when given', async () => {
    const r = await pies('pies-8.0.xml', {
      reference: createReferenceLookup({ source: 'pcdb', partTypes: [{ id: 1896 }] }),
    });
    expect(r.checks.PIES_PARTTYPE_UNKNOWN).toBe(1);
    expect(r.partTypes).toEqual([{ partTypeId: 1684, apps: 1, parts: 1 }]);
  });

  it.skipIf(!XSD_DIR)('validates PIES 7.2, 8.0 and Windows-1252 files against their XSDs', async () => {
    for (const name of ['pies-8.0.xml', 'pies-7.2-windows-1252.xml']) {
      const r = await pies(name, { standardsDir: XSD_DIR });
      expect({ name, checks: r.checks }).toEqual({ name, checks: {} });
    }
    const bad = await pies('pies-7.2-item-checks.xml', { standardsDir: XSD_DIR });
    expect(bad.checks.XSD_INVALID).toBeGreaterThan(0);
  });
});
