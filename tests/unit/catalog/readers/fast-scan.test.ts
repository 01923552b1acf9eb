import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AcesDocument } from '@/lib/catalog/readers/aces-document';
import { streamXml, streamXmlWithSaxes } from '@/lib/catalog/readers/xml-stream';
import { readTranscript } from './xml-transcript';

/**
 * The fast scanner must hand the readers exactly what saxes hands them, and where it stops (an
 * error, or something it leaves to saxes) saxes must say what it always said: every document here
 * is read both ways and the events, findings and read state compared.
 */

type Reader = typeof streamXml;

async function events(read: Reader, bytes: Uint8Array, withDocument: boolean) {
  const { doc, ...read_ } = await readTranscript(read, bytes, (file, report) => new AcesDocument(file, report), withDocument);
  if (withDocument) doc.finish();
  return { ...read_, header: doc.header, version: doc.version };
}

async function expectSame(bytes: Uint8Array): Promise<void> {
  for (const withDocument of [false, true]) {
    const fast = await events(streamXml, bytes, withDocument);
    const saxes = await events(streamXmlWithSaxes, bytes, withDocument);
    expect(fast).toEqual(saxes);
  }
}

const app = (i: number, extra = '') =>
  `  <App action="A" id="${i}">\n    <BaseVehicle id="${100000 + i}"/>\n${extra}    <Qty>1</Qty>\n    <PartType id="10000"/>\n    <Part>RB${i}</Part>\n  </App>\n`;
/** A document past one 64 KB chunk, with `inject` before app `at`. */
function doc(inject = '', at = 300, apps = 600, head = '<?xml version="1.0" encoding="UTF-8"?>\n<ACES version="4.2">\n', tail = '</ACES>\n'): string {
  let out = head;
  for (let i = 1; i <= apps; i++) out += (i === at ? inject : '') + app(i);
  return out + tail;
}
const utf8 = (s: string) => new Uint8Array(Buffer.from(s, 'utf8'));
const full = doc();

/** `text` padded with a comment so that `marker` starts `before` characters before the 64 KB chunk end. */
function straddling(text: string, marker: string, before: number): string {
  const at = text.indexOf(marker);
  const pad = 65_536 - before - at - 8;
  return text.replace('<ACES', `<!--${'p'.repeat(pad)}-->\n<ACES`);
}
const crlf = full.replace(/\n/g, '\r\n');

const CASES: Record<string, Uint8Array> = {
  crlfOnChunkEnd: utf8(straddling(crlf, '\r\n  <App action="A" id="2">', 1)),
  entityOnChunkEnd: utf8(straddling(doc(app(9, '    <Note>a &amp; b</Note>\n'), 2), '&amp;', 2)),
  nameOnChunkEnd: utf8(straddling(full, '<BaseVehicle id="100003"', 5)),
  valueOnChunkEnd: utf8(straddling(full, '100003"', 3)),

  plain: utf8(full),
  entities: utf8(doc(app(9, '    <Note>x &lt; y &gt; z &quot;q&apos; &#65;&#x42;&#233; &amp;amp;</Note>\n').replace('<Part>', '<Part BrandAAIAID="B&amp;K">'))),
  cdata: utf8(doc(app(9, '    <Note>before<![CDATA[in <b> & ]] cdata]]>after</Note>\n'))),
  comments: utf8(doc('  <!-- a\n multi-line -->\n', 200, 600, '<?xml version="1.0"?>\n<!-- c -->\n<ACES version="4.2">\n', '</ACES>\n<!-- t -->\n')),
  quoting: utf8(doc("  <App  action = 'A'\n    id\n=\"99\" ref='a\tb\nc' >\n    <BaseVehicle\tid='1' />\n    <Qty >1</Qty >\n    <Part SubBrandAAIAID='X>Y'>R  9\n x</Part\n>\n  </App>\n")),
  namespaces: utf8(doc('', 1, 600, '<a:ACES xmlns:a="urn:x" version="4.2">\n', '</a:ACES>\n')),
  crlf: utf8(full.replace(/\n/g, '\r\n')),
  cr: utf8(full.replace(/\n/g, '\r')),
  utf16le: new Uint8Array([0xff, 0xfe, ...Buffer.from(full.replace('UTF-8', 'UTF-16'), 'utf16le')]),
  bom: new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(full)]),
  latin1: new Uint8Array(Buffer.from(doc(app(9, '    <Note>Bremsbeläge</Note>\n')).replace('UTF-8', 'ISO-8859-1'), 'latin1')),
  notUtf8Late: new Uint8Array(Buffer.from(doc(app(9, '    <Note>café</Note>\n'), 500), 'latin1')),
  truncated: utf8(full.slice(0, Math.floor(full.length / 2) + 37)),
  truncatedEnd: utf8(full.slice(0, -3)),
  errorOnLastLine: utf8(full.replace('</ACES>', '</ACESX>')),
  mismatchedClose: utf8(full.replace('</Qty>\n    <PartType id="10000"/>\n    <Part>RB400', '</Qtx>\n    <PartType id="10000"/>\n    <Part>RB400')),
  doctype: utf8(full.replace('<ACES', '<!DOCTYPE ACES>\n<ACES')),
  undefinedEntity: utf8(doc(app(9, '    <Note>a&nbsp;b</Note>\n'), 500)),
  lateInstruction: utf8(doc('  <?proc x?>\n', 450)),
  duplicateAttribute: utf8(doc('  <App action="A" id="5" id="6"/>\n', 550)),
  deep: utf8(doc(`  <App action="A" id="5">${'<X>'.repeat(70)}${'</X>'.repeat(70)}</App>\n`, 400)),
  nonAsciiName: utf8(doc(app(9, '    <Teilé>x</Teilé>\n'), 450)),
  textAfterRoot: utf8(`${full}junk\n`),
  secondRoot: utf8(`${full}<ACES/>\n`),
  notAces: utf8('<?xml version="1.0"?>\n<PIES>\n</PIES>\n'),
  empty: new Uint8Array(0),
  whitespace: utf8('  \n '),
  version11: utf8(full.replace('version="1.0"', 'version="1.1"')),
  spaceBeforeDeclaration: utf8(`  ${full}`),
  cdataEndInText: utf8(doc(app(9, '    <Note>a ]]> b</Note>\n'), 420)),
  controlCharacter: utf8(doc(app(9, '    <Note>a \u0001 b</Note>\n'), 420)),
  ltInAttribute: utf8(doc('  <App action="A" id="5<"/>\n', 420)),
  astral: utf8(doc(app(9, '    <Note>emoji \u{1F600} &#x1F600;</Note>\n'), 420)),
  bigText: utf8(doc(app(9, `    <Note>${'lorem &amp; '.repeat(9000)}</Note><!--${'c'.repeat(150_000)}-->\n`), 100)),
  noSpaceBetweenAttributes: utf8(doc('  <App action="A"id="5"/>\n', 420)),
  ampersandAlone: utf8(doc(app(9, '    <Note>a & b</Note>\n'), 420)),
  badCharacterReference: utf8(doc(app(9, '    <Note>&#0; &#X41;</Note>\n'), 420)),
  leadingWhitespaceNoDeclaration: utf8(`\n \n${full.slice(full.indexOf('\n') + 1)}`),
  selfClosingRoot: utf8('<?xml version="1.0"?>\n<ACES version="4.2"/>\n'),
};

describe('the fast XML scanner against saxes', () => {
  for (const [name, bytes] of Object.entries(CASES)) {
    it(`reads "${name}" as saxes does`, async () => {
      await expectSame(bytes);
    });
  }

  it('reads the ACES samples and test fixtures as saxes does', async () => {
    const files = [
      ...readdirSync('tests/fixtures', { recursive: true, encoding: 'utf8' }).map((f) => path.join('tests/fixtures', f)),
    ].filter((f) => f.endsWith('.xml'));
    expect(files.length).toBeGreaterThan(5);
    for (const f of files) await expectSame(new Uint8Array(readFileSync(f)));
  });
});
