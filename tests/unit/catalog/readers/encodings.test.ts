import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readAces, readPies, sniffXmlEncoding, type ReadAcesApp } from '@/lib/catalog/readers';
import { createXmlDecoder } from '@/lib/catalog/readers/xml-decoder';
import type { Finding } from '@/lib/catalog/types';

const fixture = (...p: string[]): string => path.resolve(__dirname, '../../../fixtures', ...p);
const UTF8_TEXT = readFileSync(fixture('aces', 'aces-4.2-utf8.xml'), 'utf8');
const NOTE_DE = 'Nur für Fahrzeuge mit Sportfahrwerk';
const LABEL_DE = 'Bremsbeläge Keramik – 30 €';
const NOTE_FR = 'Réservé aux véhicules à freinage renforcé';

async function read(input: Parameters<typeof readAces>[0]) {
  const apps: ReadAcesApp[] = [];
  const findings: Finding[] = [];
  const summary = await readAces(input, { app: (a) => apps.push(a) }, { onFinding: (f) => findings.push(f) });
  return { apps, findings, summary };
}

const utf16be = (s: string): Buffer => {
  const le = Buffer.from(s, 'utf16le');
  for (let i = 0; i < le.length; i += 2) [le[i], le[i + 1]] = [le[i + 1]!, le[i]!];
  return le;
};

describe('encodings', () => {
  const cases: [string, () => Uint8Array | string, string][] = [
    ['UTF-8', () => fixture('aces', 'aces-4.2-utf8.xml'), 'UTF-8'],
    [
      'UTF-8 with BOM',
      () => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(UTF8_TEXT)]),
      'UTF-8 with BOM',
    ],
    [
      'UTF-16LE with BOM and CRLF',
      () => fixture('aces', 'aces-4.2-utf16le-bom-crlf.xml'),
      'UTF-16LE with BOM',
    ],
    [
      'UTF-16BE with BOM',
      () => Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be(UTF8_TEXT.replace('UTF-8', 'UTF-16'))]),
      'UTF-16BE with BOM',
    ],
    ['UTF-16LE without BOM', () => Buffer.from(UTF8_TEXT.replace('UTF-8', 'UTF-16'), 'utf16le'), 'UTF-16LE'],
    ['Windows-1252 declared', () => fixture('aces', 'aces-4.2-windows-1252.xml'), 'Windows-1252'],
  ];
  for (const [name, input, encoding] of cases) {
    it(`reads ${name} with accents, dashes and € intact`, async () => {
      const { apps, findings, summary } = await read(input());
      expect(findings).toEqual([]);
      expect(summary.encoding).toBe(encoding);
      expect(apps.map((a) => a.notes?.[0])).toEqual([NOTE_DE, NOTE_FR]);
      expect(apps[0]?.mfrLabel).toBe(LABEL_DE);
      // CRLF or LF, the lines are the same.
      expect(apps.map((a) => a.line)).toEqual([16, 25]);
    });
  }

  it('reads ISO-8859-1 as declared', async () => {
    const { apps, findings, summary } = await read(fixture('aces', 'aces-4.2-iso-8859-1.xml'));
    expect(findings).toEqual([]);
    expect(summary.encoding).toBe('Windows-1252 (declared ISO-8859-1)');
    expect(apps[1]?.mfrLabel).toBe('Plaquettes « Céramique »');
  });

  it('detects Windows-1252 bytes in a file that declares nothing, with a finding naming the line', async () => {
    // The same text, one byte per character (– and € have no Latin-1 byte, so they are left out).
    const cp1252 = Buffer.from(UTF8_TEXT.replace(' encoding="UTF-8"', '').replace(/[–€]/g, '-'), 'latin1');
    const { apps, findings, summary } = await read(cp1252);
    expect(findings.map((f) => f.code)).toEqual(['XML_ENCODING_MISMATCH']);
    expect(findings[0]?.message).toMatch(/has no encoding declaration.*read as Windows-1252/);
    // The first non-UTF-8 byte is the ü of the first note.
    expect(findings[0]?.row).toBe(18);
    expect(summary.encoding).toMatch(/^Windows-1252 \(declared UTF-8 by default/);
    expect(apps.map((a) => a.notes?.[0])).toEqual([NOTE_DE, NOTE_FR]);
  });

  it('keeps a character split across two chunks whole', () => {
    const bytes = Buffer.from('a€b', 'utf8'); // € is three bytes
    const d = createXmlDecoder('utf-8');
    const text = d.decode(bytes.subarray(0, 2)) + d.decode(bytes.subarray(2)) + d.end();
    expect(text).toBe('a€b');
    expect(d.fallbackAt).toBeNull();
  });

  it('falls back to Windows-1252 from the first byte that is not UTF-8, keeping the UTF-8 before it', () => {
    const d = createXmlDecoder('utf-8');
    const text =
      d.decode(Buffer.concat([Buffer.from('é', 'utf8'), Buffer.from([0x20, 0x80, 0xe9])])) + d.end();
    expect(text).toBe('é €é');
    expect(d.fallbackAt).toBe(3);
  });

  it('sniffs the declared encoding and the UTF-16 byte patterns', () => {
    expect(sniffXmlEncoding(Buffer.from('<?xml version="1.0" encoding="ISO-8859-1"?><ACES/>'))).toMatchObject(
      { encoding: 'windows-1252', declared: 'ISO-8859-1' },
    );
    expect(sniffXmlEncoding(Buffer.from('<?xml version="1.0"?><ACES/>', 'utf16le'))).toMatchObject({
      encoding: 'utf-16le',
      bom: false,
    });
    expect(sniffXmlEncoding(Buffer.from('<?xml version="1.0" encoding="Shift_JIS"?><ACES/>'))).toMatchObject({
      encoding: 'utf-8',
      unsupported: true,
    });
  });

  it('reads a Windows-1252 PIES file', async () => {
    const items: string[] = [];
    const s = await readPies(fixture('pies', 'pies-7.2-windows-1252.xml'), (i) =>
      items.push(i.descriptions[0]?.text ?? ''),
    );
    expect(s.encoding).toBe('Windows-1252');
    expect(items).toEqual(['Bremsbeläge – Satz €']);
  });
});
