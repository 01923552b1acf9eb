import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assessFile } from '@/lib/catalog/assess';
import { assessExitCode } from '@/bin/assess/exit-code';
import { SAMPLES_DIR, XSD_DIR } from './standards';

const today = new Date('2026-03-01');
const sample = (name: string) => assessFile(path.join(SAMPLES_DIR!, name), { standardsDir: XSD_DIR, today });

describe.skipIf(!SAMPLES_DIR || !XSD_DIR)('the standards’ sample files', () => {
  it('passes the valid ACES 4.2 sample, noting only its "Front" note', async () => {
    const r = await sample('ACES_4_2_minimal_valid.xml');
    expect(r).toMatchObject({ kind: 'aces', version: '4.2', apps: 2, xsd: { ran: true, valid: true } });
    expect(r.checks).toEqual({ ACES_NOTE_QUESTIONABLE: 1 });
    expect(assessExitCode(r)).toBe(0);
  });

  it('catches the element order and the brand code of the invalid ACES sample', async () => {
    const r = await sample('ACES_4_2_invalid_order_brand.xml');
    expect(r.checks).toMatchObject({ XSD_INVALID: 2, BRAND_CODE_INVALID: 1 });
    expect(r.findings.find((f) => f.code === 'BRAND_CODE_INVALID')?.message).toMatch(/"BAEB"/);
    expect(r.findings.filter((f) => f.code === 'XSD_INVALID').map((f) => f.row)).toEqual([8, 22]);
    expect(assessExitCode(r)).toBe(1);
  });

  it('passes the valid PIES 7.2 sample without a single finding', async () => {
    const r = await sample('PIES_7_2_minimal_valid.xml');
    expect(r).toMatchObject({ kind: 'pies', version: '7.2', items: 1, checks: {} });
  });

  it('reads the PIES sample in the legacy namespace with a warning, and the XSD rejects it', async () => {
    const r = await sample('PIES_7_2_invalid_wrong_namespace.xml');
    expect(r.checks).toEqual({ PIES_LEGACY_NAMESPACE: 1, XSD_INVALID: 1 });
    expect(r.items).toBe(1);
  });
});
