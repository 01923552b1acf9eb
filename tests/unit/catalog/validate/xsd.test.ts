import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findingMessage } from '@/lib/catalog/messages';
import { findSchemaFile, sniffStandardDocument, validateXsd, xmllintFindings } from '@/lib/catalog/validate';
import { validateFileStreaming } from '@/lib/catalog/validate/xsd-stream';
import { NO_SAMPLES, NO_XSD, SAMPLES_DIR, XSD_DIR } from './standards';

const sample = (name: string) => path.join(SAMPLES_DIR ?? '', name);

const minimalAces = (apps: string) => `<?xml version="1.0" encoding="UTF-8"?>
<ACES version="4.2">
  <Header>
    <Company>C</Company><SenderName>S</SenderName><SenderPhone>1</SenderPhone><TransferDate>2025-01-15</TransferDate>
    <DocumentTitle>T</DocumentTitle><EffectiveDate>2025-01-15</EffectiveDate><SubmissionType>FULL</SubmissionType>
    <VcdbVersionDate>2024-12-27</VcdbVersionDate><QdbVersionDate>2024-12-27</QdbVersionDate><PcdbVersionDate>2024-12-27</PcdbVersionDate>
  </Header>
${apps}
  <Footer><RecordCount>0</RecordCount></Footer>
</ACES>
`;

describe('validateXsd on the standards samples', () => {
  it.skipIf(NO_SAMPLES)('accepts the valid ACES 4.2 sample', async () => {
    const r = await validateXsd({
      xmlPath: sample('ACES_4_2_minimal_valid.xml'),
      kind: 'aces',
      standardsDir: XSD_DIR,
    });
    expect(r).toMatchObject({ ran: true, valid: true, version: '4.2', errorCount: 0, findings: [] });
    expect(path.basename(r.schemaFile ?? '')).toBe('ACES_4_2_XSDSchema_Rev2.xsd');
  });

  it.skipIf(NO_SAMPLES)(
    'names the bad brand code and the misplaced PartType in the invalid ACES sample, with lines',
    async () => {
      const r = await validateXsd({
        xmlPath: sample('ACES_4_2_invalid_order_brand.xml'),
        kind: 'aces',
        standardsDir: XSD_DIR,
      });
      expect(r.valid).toBe(false);
      expect(r.findings.map((f) => [f.code, f.row])).toEqual([
        ['XSD_INVALID', 8],
        ['XSD_INVALID', 22],
      ]);
      expect(r.findings[0]?.message).toMatch(/ACES_4_2_invalid_order_brand\.xml line 8 .*BrandAAIAID.*BAEB/);
      expect(r.findings[1]?.message).toMatch(/PartType.*not expected/);
      expect(r.findings[0]?.file).toBe('ACES_4_2_invalid_order_brand.xml');
    },
  );

  it.skipIf(NO_SAMPLES)('accepts the valid PIES 7.2 sample', async () => {
    const r = await validateXsd({
      xmlPath: sample('PIES_7_2_minimal_valid.xml'),
      kind: 'pies',
      standardsDir: XSD_DIR,
    });
    expect(r).toMatchObject({ ran: true, valid: true, version: '7.2' });
  });

  it.skipIf(NO_SAMPLES)('rejects the PIES sample in the legacy aftermarket.org namespace', async () => {
    const r = await validateXsd({
      xmlPath: sample('PIES_7_2_invalid_wrong_namespace.xml'),
      kind: 'pies',
      standardsDir: XSD_DIR,
    });
    expect(r.valid).toBe(false);
    expect(r.findings[0]).toMatchObject({ code: 'XSD_INVALID', row: 2 });
    expect(r.findings[0]?.message).toMatch(/aftermarket\.org/);
  });

  it.skipIf(NO_SAMPLES)('gives the same verdicts with the streaming reader used for big files', async () => {
    const good = await validateXsd({
      xmlPath: sample('ACES_4_2_minimal_valid.xml'),
      kind: 'aces',
      standardsDir: XSD_DIR,
      streamAboveBytes: 0,
    });
    const bad = await validateXsd({
      xmlPath: sample('ACES_4_2_invalid_order_brand.xml'),
      kind: 'aces',
      standardsDir: XSD_DIR,
      streamAboveBytes: 0,
    });
    expect(good.valid).toBe(true);
    expect(bad.findings.map((f) => f.row)).toEqual([8, 22]);
  });
});

describe('validateXsd without schemas or with broken documents', () => {
  it('reports "not run" as information when no standards folder is configured', async () => {
    const r = await validateXsd({ xml: minimalAces(''), kind: 'aces', standardsDir: undefined });
    expect(r).toMatchObject({ ran: false, valid: null });
    expect(r.findings).toEqual([expect.objectContaining({ code: 'XSD_NOT_RUN', severity: 'info' })]);
    expect(r.findings[0]?.message).toMatch(/XSD validation not run: set STANDARDS_DIR/);
    expect(findingMessage(r.findings[0]!, 'de')).toMatch(
      /^XSD-Prüfung nicht ausgeführt: Setzen Sie STANDARDS_DIR/,
    );
  });

  it('reports "not run" when the folder lacks the schema for that version', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'partsmith-xsd-'));
    const r = await validateXsd({ xml: minimalAces(''), kind: 'aces', standardsDir: dir });
    expect(r).toMatchObject({ ran: false, version: '4.2' });
    expect(r.findings[0]?.message).toMatch(/no ACES 4\.2 schema/);
  });

  it.skipIf(NO_XSD)('finds the line of a well-formedness error, with and without streaming', async () => {
    const broken = minimalAces('  <App action="A" id="1"><BaseVehicle id="1"></App>');
    for (const streamAboveBytes of [0, Number.MAX_SAFE_INTEGER]) {
      const r = await validateXsd({ xml: broken, kind: 'aces', standardsDir: XSD_DIR, streamAboveBytes });
      expect(r.valid).toBe(false);
      expect(r.findings[0]).toMatchObject({ code: 'XML_MALFORMED', row: 8 });
    }
  });

  it.skipIf(NO_XSD)(
    'gives the same findings for a big file read from disk as for the same bytes in memory',
    async () => {
      // Above streamAboveBytes a file on disk is fed to the validator as it is read, never whole.
      const dir = await mkdtemp(path.join(tmpdir(), 'partsmith-xsd-'));
      const documents = {
        invalid: minimalAces(
          '  <App action="A" id="1"><BaseVehicle id="1"/><Part>P</Part><Qty>1</Qty></App>',
        ),
        malformed: minimalAces('  <App action="A" id="1"><BaseVehicle id="1"></App>'),
        doctype: minimalAces('').replace('<ACES', '<!DOCTYPE ACES [<!ENTITY x "y">]>\n<ACES'),
      };
      for (const [name, xml] of Object.entries(documents)) {
        const file = path.join(dir, `${name}.xml`);
        await writeFile(file, xml);
        const o = { kind: 'aces' as const, standardsDir: XSD_DIR, fileName: 'aces.xml' };
        // From disk: the machine's xmllint where it answers like the WASM build, and the WASM build.
        const fromDisk = await validateXsd({ ...o, xmlPath: file, streamAboveBytes: 0 });
        const fromDiskWasm = await validateXsd({ ...o, xmlPath: file, streamAboveBytes: 0, xmllint: null });
        const inMemory = await validateXsd({ ...o, xml, streamAboveBytes: 0 });
        const { validator: _d, ...disk } = fromDisk;
        const { validator: _w, ...diskWasm } = fromDiskWasm;
        const { validator: _m, ...memory } = inMemory;
        expect(disk, name).toEqual(memory);
        expect(diskWasm, name).toEqual(memory);
        expect(fromDiskWasm.validator === 'wasm' || !fromDiskWasm.ran, name).toBe(true);
        expect(fromDisk.valid, name).toBe(false);
      }
    },
  );

  it.skipIf(NO_XSD)('refuses a document with a DOCTYPE without running the validator', async () => {
    const xml = minimalAces('').replace(
      '<ACES',
      '<!DOCTYPE ACES [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n<ACES',
    );
    const r = await validateXsd({ xml, kind: 'aces', standardsDir: XSD_DIR });
    expect(r).toMatchObject({ ran: false, valid: false });
    expect(r.findings[0]?.code).toBe('XML_DOCTYPE_REFUSED');
  });

  it.skipIf(NO_XSD)('caps the findings and says how many more there are', async () => {
    const apps = Array.from(
      { length: 30 },
      (_, i) =>
        `  <App action="A" id="${i + 1}"><BaseVehicle id="1"/><Qty>0</Qty><PartType id="1"/><Part>P</Part></App>`,
    ).join('\n');
    const r = await validateXsd({
      xml: minimalAces(apps),
      kind: 'aces',
      standardsDir: XSD_DIR,
      maxFindings: 5,
    });
    expect(r.errorCount).toBe(30);
    expect(r.findings).toHaveLength(6);
    expect(r.findings[5]).toMatchObject({ code: 'XSD_FINDINGS_TRUNCATED', severity: 'info' });
    expect(r.findings[5]?.message).toMatch(/^25 more schema errors/);
  });

  it.skipIf(NO_XSD)('uses the version the document declares', async () => {
    const r = await validateXsd({
      xml: minimalAces('').replace('version="4.2"', 'version="4.1"'),
      kind: 'aces',
      standardsDir: XSD_DIR,
    });
    expect(r.version).toBe('4.1');
    expect(path.basename(r.schemaFile ?? '')).toMatch(/^ACES_4_1_/);
  });
});

describe('validateFileStreaming', () => {
  it.skipIf(NO_XSD)(
    'gives a valid verdict in SAX mode and stops at the first message when asked',
    async () => {
      // validateXsd asks the SAX pass first and reads the file again with the reader only when the
      // SAX pass stopped: a valid file is read once, an invalid one keeps the reader's messages.
      const dir = await mkdtemp(path.join(tmpdir(), 'partsmith-xsd-'));
      const schema = await readFile((await findSchemaFile(XSD_DIR!, 'aces', '4.2'))!);
      const o = { schema, initialMemoryPages: 256, maxMemoryPages: 4096 };
      const valid = path.join(dir, 'valid.xml');
      const invalid = path.join(dir, 'invalid.xml');
      await writeFile(valid, minimalAces(''));
      await writeFile(
        invalid,
        minimalAces('  <App action="A" id="1"><BaseVehicle id="1"/><Part>P</Part><Qty>1</Qty></App>'),
      );
      expect(
        await validateFileStreaming({ ...o, xmlPath: valid, mode: 'sax', stopAtFirstMessage: true }),
      ).toEqual({
        exitCode: 0,
        stderr: '- validates\n',
      });
      const stopped = await validateFileStreaming({
        ...o,
        xmlPath: invalid,
        mode: 'sax',
        stopAtFirstMessage: true,
      });
      expect(stopped).toMatchObject({ stopped: true });
      expect(stopped.stderr).toMatch(/^-:\d+: Schemas validity error/);
      const full = await validateFileStreaming({ ...o, xmlPath: invalid, mode: 'stream' });
      expect(full).toMatchObject({ exitCode: 3 });
      expect(full.stderr).toMatch(/- fails to validate/);
    },
  );
});

describe('xmllintFindings', () => {
  it('turns validator output into findings and skips context and caret lines', () => {
    const stderr = [
      "document.xml:12: Schemas validity error : Element 'Qty': '0' is not a valid value of the atomic type 'xs:positiveInteger'.",
      'document.xml:14: parser error : Opening and ending tag mismatch: a line 13 and b',
      '<a></b>',
      '     ^',
      'document.xml fails to validate',
      '',
    ].join('\n');
    const r = xmllintFindings(stderr, {
      docName: 'document.xml',
      fileName: 'aces.xml',
      label: 'ACES 4.2',
      max: 10,
    });
    expect(r.errorCount).toBe(2);
    expect(r.findings.map((f) => [f.code, f.row, f.file])).toEqual([
      ['XSD_INVALID', 12, 'aces.xml'],
      ['XML_MALFORMED', 14, 'aces.xml'],
    ]);
    expect(r.findings[0]?.message).toBe(
      "aces.xml line 12 breaks the ACES 4.2 schema: Element 'Qty': '0' is not a valid value of the atomic type 'xs:positiveInteger'.",
    );
  });
});

describe('schema files and document sniffing', () => {
  it('picks the highest revision of the requested version, in the folder or its xsd/ subfolder', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'partsmith-std-'));
    for (const n of [
      'ACES_4_2_XSDSchema_Rev2.xsd',
      'ACES_4_2_XSDSchema_Rev10.xsd',
      'ACES_4_1_XSDSchema_Rev1.xsd',
      'PIES_7_2_XSDSchema_Rev3.xsd',
    ]) {
      await writeFile(path.join(dir, n), '<xs:schema/>');
    }
    expect(path.basename((await findSchemaFile(dir, 'aces', '4.2')) ?? '')).toBe(
      'ACES_4_2_XSDSchema_Rev10.xsd',
    );
    expect(await findSchemaFile(dir, 'aces', '5.0')).toBeNull();
    expect(await findSchemaFile(path.join(dir, 'missing'), 'aces', '4.2')).toBeNull();
    const parent = await mkdtemp(path.join(tmpdir(), 'partsmith-std-'));
    const { mkdir } = await import('node:fs/promises');
    await mkdir(path.join(parent, 'xsd'));
    await writeFile(path.join(parent, 'xsd', 'PIES_7_2_XSDSchema_Rev3.xsd'), '<xs:schema/>');
    expect(await findSchemaFile(parent, 'pies', '7.2')).toBe(
      path.join(parent, 'xsd', 'PIES_7_2_XSDSchema_Rev3.xsd'),
    );
  });

  it('reads kind, version, namespace and DOCTYPE from the head of a document', () => {
    expect(sniffStandardDocument('<?xml version="1.0"?>\n<ACES version="4.1">')).toEqual({
      kind: 'aces',
      version: '4.1',
      namespace: null,
      hasDoctype: false,
    });
    expect(
      sniffStandardDocument(
        '<PIES xmlns="http://www.aftermarket.org"><Header><PIESVersion>6.7</PIESVersion>',
      ),
    ).toEqual({
      kind: 'pies',
      version: '6.7',
      namespace: 'http://www.aftermarket.org',
      hasDoctype: false,
    });
    expect(sniffStandardDocument('<!DOCTYPE ACES><ACES version="4.2">')?.hasDoctype).toBe(true);
    expect(sniffStandardDocument('<catalog/>')).toBeNull();
  });
});
