import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateXsd, type XsdResult } from '@/lib/catalog/validate';
import { keptLines } from '@/lib/catalog/validate/xmllint-lines';
import { nativeXmllintUsable, PROBE_SCHEMA, PROBES } from '@/lib/catalog/validate/xmllint-native';
import { validateFileStreaming } from '@/lib/catalog/validate/xsd-stream';
import { NO_SAMPLES, NO_XSD, SAMPLES_DIR, XSD_DIR } from './standards';

// Decision 0021: a file read from disk is judged by the machine's xmllint when it answers the
// probe like the WASM build, else by the WASM build; the findings must be the same either way.
const NATIVE = await nativeXmllintUsable('xmllint');

const HEAD = `<?xml version="1.0" encoding="UTF-8"?>
<ACES version="4.2">
  <Header>
    <Company>C</Company><SenderName>S</SenderName><SenderPhone>1</SenderPhone><TransferDate>2025-01-15</TransferDate>
    <DocumentTitle>T</DocumentTitle><EffectiveDate>2025-01-15</EffectiveDate><SubmissionType>FULL</SubmissionType>
    <VcdbVersionDate>2024-12-27</VcdbVersionDate><QdbVersionDate>2024-12-27</QdbVersionDate><PcdbVersionDate>2024-12-27</PcdbVersionDate>
  </Header>
`;
const FOOT = `  <Footer><RecordCount>0</RecordCount></Footer>
</ACES>
`;
const app = (inner: string, id = 1): string => `  <App action="A" id="${id}">${inner}</App>\n`;
const OK = '<BaseVehicle id="1"/><Qty>1</Qty><PartType id="1"/><Part>P</Part>';

/** Documents where libxml2 has something to say, one kind of message each. */
const CRAFTED: Record<string, string | Buffer> = {
  order: HEAD + app('<BaseVehicle id="1"/><Part>P</Part><Qty>1</Qty>') + FOOT,
  values:
    HEAD +
    app('<BaseVehicle id="1"/><Qty>0</Qty><PartType id="1"/><Part>P</Part>') +
    '  <App action="X" id="2"><BaseVehicle id="x"/><Qty>1</Qty><PartType id="1"/><Part>P</Part><Bogus/></App>\n' +
    app('<BaseVehicle id="1"/><Qty>1</Qty><PartType id="1"/>', 3) +
    FOOT,
  header: (HEAD + app(OK) + FOOT).replace('<Company>C</Company>', ''),
  namespaces: (HEAD + app(OK) + FOOT)
    .replace('version="4.2"', 'version="4.2" xmlns:x="urn:x"')
    .replace('id="1">', 'id="1" x:foo="1" y:bar="2">'),
  nonAscii: HEAD + app('<BaseVehicle id="1"/><Qty>ÄÖü€😀</Qty><PartType id="1"/><Part>P</Part>') + FOOT,
  latin1: Buffer.from(
    (HEAD + app('<BaseVehicle id="1"/><Qty>été</Qty><PartType id="1"/><Part>P</Part>') + FOOT).replace(
      'UTF-8',
      'ISO-8859-1',
    ),
    'latin1',
  ),
  malformed: HEAD + app('<BaseVehicle id="1">') + FOOT,
  undefinedEntity: HEAD + app('<BaseVehicle id="1"/><Qty>1</Qty><PartType id="1"/><Part>P &bogus;</Part>') + FOOT,
  truncated: HEAD + app('<BaseVehicle id="1"/><Qty>1</Qty>').slice(0, -7),
  empty: '',
  many:
    HEAD +
    Array.from({ length: 400 }, (_, i) =>
      app(`<BaseVehicle id="1"/><Qty>0</Qty><PartType id="1"/><Part>P</Part><Bad a="${'x'.repeat(i * 10)}"/>`, i + 1),
    ).join('') +
    FOOT,
};

async function writeDocs(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'partsmith-native-'));
  for (const [name, xml] of Object.entries(CRAFTED)) await writeFile(path.join(dir, `${name}.xml`), xml);
  return dir;
}

const withoutValidator = ({ validator: _v, ...rest }: XsdResult): Omit<XsdResult, 'validator'> => rest;

describe('the WASM build answers the probe as the native one must', () => {
  it('prints exactly the probe table for each probe document', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'partsmith-probe-'));
    for (const [i, p] of PROBES.entries()) {
      const file = path.join(dir, `probe-${i}.xml`);
      await writeFile(file, p.doc);
      const r = await validateFileStreaming({
        xmlPath: file,
        schema: Buffer.from(PROBE_SCHEMA),
        mode: 'stream',
        initialMemoryPages: 256,
        maxMemoryPages: 4096,
      });
      expect({ exitCode: r.exitCode, stderr: r.stderr }).toEqual({ exitCode: p.exitCode, stderr: p.stderr });
    }
  });
});

describe('validateXsd with and without the machine’s xmllint', () => {
  it.skipIf(NO_XSD)('falls back to the WASM build when the command is missing', async () => {
    const dir = await writeDocs();
    const o = { kind: 'aces' as const, standardsDir: XSD_DIR, xmlPath: path.join(dir, 'order.xml'), streamAboveBytes: 0 };
    const missing = await validateXsd({ ...o, xmllint: path.join(dir, 'no-such-xmllint') });
    const wasm = await validateXsd({ ...o, xmllint: null });
    expect(missing.validator).toBe('wasm');
    expect(missing).toEqual(wasm);
    expect(wasm.findings.map((f) => [f.code, f.row])).toEqual([['XSD_INVALID', 8]]);
  });

  it.skipIf(NO_XSD || !NATIVE)('gives the same results as the WASM build on crafted documents', async () => {
    const dir = await writeDocs();
    for (const name of Object.keys(CRAFTED)) {
      // Below the cap, and past it where there is more than one error.
      for (const maxFindings of ['values', 'many'].includes(name) ? [1000, 3] : [1000]) {
        const o = {
          kind: 'aces' as const,
          standardsDir: XSD_DIR,
          xmlPath: path.join(dir, `${name}.xml`),
          streamAboveBytes: 0,
          maxFindings,
        };
        const native = await validateXsd(o);
        const wasm = await validateXsd({ ...o, xmllint: null });
        // An empty file is no bigger than streamAboveBytes: read whole, judged in memory.
        expect(native.validator, name).toBe(name === 'empty' ? 'wasm' : 'native');
        expect(wasm.validator, name).toBe('wasm');
        expect(withoutValidator(native), `${name} max ${maxFindings}`).toEqual(withoutValidator(wasm));
        if (name !== 'empty') expect(native.valid, name).toBe(false);
      }
    }
    // The bounded output still counts every error: 400 apps, two errors each.
    const many = await validateXsd({
      kind: 'aces',
      standardsDir: XSD_DIR,
      xmlPath: path.join(dir, 'many.xml'),
      streamAboveBytes: 0,
      maxFindings: 3,
    });
    expect(many.errorCount).toBe(800);
    expect(many.findings.at(-1)?.message).toMatch(/^797 more schema errors/);
    // Each WASM run instantiates libxml2 anew: seconds on a busy machine.
  }, 180_000);

  it.skipIf(NO_SAMPLES || !NATIVE)('gives the same results as the WASM build on the standards samples', async () => {
    for (const [name, kind] of [
      ['ACES_4_2_minimal_valid.xml', 'aces'],
      ['ACES_4_2_invalid_order_brand.xml', 'aces'],
      ['PIES_7_2_minimal_valid.xml', 'pies'],
      ['PIES_7_2_invalid_wrong_namespace.xml', 'pies'],
    ] as const) {
      const o = { kind, standardsDir: XSD_DIR, xmlPath: path.join(SAMPLES_DIR!, name), streamAboveBytes: 0 };
      const native = await validateXsd(o);
      const wasm = await validateXsd({ ...o, xmllint: null });
      expect(native.validator, name).toBe('native');
      expect(withoutValidator(native), name).toEqual(withoutValidator(wasm));
    }
  });

  it.skipIf(NO_XSD || !NATIVE)('stops xmllint when cancelled or out of time, with the reason', async () => {
    const dir = await writeDocs();
    const o = { kind: 'aces' as const, standardsDir: XSD_DIR, xmlPath: path.join(dir, 'many.xml'), streamAboveBytes: 0 };
    const cancelled = await validateXsd({ ...o, signal: AbortSignal.abort() });
    expect(cancelled).toMatchObject({ ran: false, validator: 'native' });
    expect(cancelled.findings[0]?.code).toBe('XSD_VALIDATOR_FAILED');
    const late = await validateXsd({ ...o, timeoutMs: 1 });
    expect(late.findings[0]?.code).toBe('XSD_VALIDATOR_FAILED');
    expect(late.findings[0]?.message).toMatch(/did not finish within/);
  });
});

describe('keptLines', () => {
  it('keeps lines split across pieces, drops what it is told, and counts the errors past the cap', () => {
    const kept = keptLines('-', 2);
    const keep = (line: string): boolean => !line.startsWith('Unimplemented');
    kept.write('Unimplemented block at x.c:1\n-:3: Schemas validity er', keep);
    kept.write("ror : Element 'a': bad.\n-:4: Schemas validity error : b\n-:5: parser error : c\n", keep);
    kept.write('-:6: Schemas validity warning : w\n- fails to validate', keep);
    expect(kept.end(keep)).toEqual({
      text:
        "-:3: Schemas validity error : Element 'a': bad.\n-:4: Schemas validity error : b\n" +
        '-:6: Schemas validity warning : w\n- fails to validate\n',
      moreErrors: 1,
    });
  });
});
