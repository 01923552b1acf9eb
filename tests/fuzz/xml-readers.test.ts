import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assessFile } from '@/lib/catalog/assess';
import { diffAces } from '@/lib/catalog/diff';
import { openAces, openPies } from '@/lib/catalog/readers';
import { AcesDocument } from '@/lib/catalog/readers/aces-document';
import { PiesDocument } from '@/lib/catalog/readers/pies-document';
import type { XmlElementHandler } from '@/lib/catalog/readers/xml-handler';
import { newXmlReadState, streamXml, streamXmlWithSaxes } from '@/lib/catalog/readers/xml-stream';
import type { Finding } from '@/lib/catalog/types';
import { readTranscript } from '../unit/catalog/readers/xml-transcript';
import { checkProperty } from './budget';
import { acesDocument, damagedDocument, doctypeAttack, piesDocument, type GeneratedDocument } from './xml-documents';

/**
 * The standing bad-input suite for the ACES/PIES readers (what assess, validate, diff and
 * `partsmith validate` read files with). Generated documents, then damaged: whatever arrives, the
 * reader ends with findings (a code, a file, a line where there is one), never an exception or a
 * hang; it refuses DTDs; it stops at a nesting no schema has; and every <App> or <Item> it met is
 * read or reported.
 */

/** Findings about one place in the file carry its line; only "empty" and "unreadable" have none. */
const WITHOUT_LINE = new Set(['XML_INPUT_UNREADABLE', 'XML_ENCODING_UNSUPPORTED']);

function expectFindingShape(f: Finding, file: string): void {
  expect(f.code).toMatch(/^[A-Z][A-Z0-9_]+$/);
  expect(['error', 'warning', 'info']).toContain(f.severity);
  expect(f.message.length).toBeGreaterThan(10);
  expect(f.file).toBe(file);
  const emptyFile = f.code === 'XML_MALFORMED' && / is empty\.$/.test(f.message);
  if (!WITHOUT_LINE.has(f.code) && !emptyFile && f.severity === 'error' && f.code.startsWith('XML_')) {
    expect(f.row, `${f.code} names a line`).toBeGreaterThan(0);
  }
}

type Kind = 'aces' | 'pies';
const RECORD = { aces: 'App', pies: 'Item' } as const;
const INCOMPLETE = { aces: 'ACES_APP_INCOMPLETE', pies: null } as const;
const MISPLACED = { aces: 'ACES_APP_MISPLACED', pies: 'PIES_ITEM_MISPLACED' } as const;

/**
 * Reads `bytes` with the kind's document handler, counting the records the XML parser handed it.
 * A record the reader reported as misplaced when it opened is accounted for there; one still open
 * when reading stopped is covered by the fatal finding.
 */
async function readCounted(kind: Kind, bytes: Uint8Array) {
  const findings: Finding[] = [];
  const report = (f: Finding) => findings.push(f);
  const state = newXmlReadState({ bytes, name: 'fuzz.xml' });
  const doc = kind === 'aces' ? new AcesDocument(state.file, report) : new PiesDocument(state.file, report);
  let seen = 0;
  /** For each open record: was it reported when it opened? */
  const openRecords: boolean[] = [];
  const handler: XmlElementHandler = {
    open(name, attrs, line) {
      const before = findings.filter((f) => f.code === MISPLACED[kind]).length;
      doc.open(name, attrs, line);
      if (name !== RECORD[kind]) return;
      seen++;
      openRecords.push(findings.filter((f) => f.code === MISPLACED[kind]).length > before);
    },
    text: (t) => doc.text(t),
    close(name) {
      doc.close(name);
      if (name === RECORD[kind]) openRecords.pop();
    },
  };
  let read = 0;
  for await (const _ of streamXml({ bytes, name: 'fuzz.xml' }, handler, report, state)) read += doc.take().length;
  read += doc.take().length;
  if (doc instanceof AcesDocument) doc.finish();
  const count = (code: string | null) => findings.filter((f) => f.code === code).length;
  return {
    state,
    findings,
    seen,
    accounted: read + count(INCOMPLETE[kind]) + count(MISPLACED[kind]),
    stillOpen: openRecords.filter((reported) => !reported).length,
    read,
  };
}

const utf8 = (s: string): Uint8Array => new Uint8Array(Buffer.from(s, 'utf8'));

async function expectAllAccounted(kind: Kind, doc: GeneratedDocument): Promise<void> {
  const r = await readCounted(kind, utf8(doc.text));
  expect(r.state.fatal).toBeNull();
  expect(r.state.complete).toBe(true);
  expect(r.seen).toBe(doc.records);
  expect(r.accounted).toBe(doc.records);
  for (const f of r.findings) expectFindingShape(f, 'fuzz.xml');
}

describe('ACES and PIES readers on generated documents', () => {
  it('read or report every App of a well-formed but hostile ACES document', async () => {
    await checkProperty('xml: ACES apps accounted for', fc.asyncProperty(acesDocument, (doc) => expectAllAccounted('aces', doc)), 60);
  });

  it('read or report every Item of a well-formed but hostile PIES document', async () => {
    await checkProperty('xml: PIES items accounted for', fc.asyncProperty(piesDocument, (doc) => expectAllAccounted('pies', doc)), 60);
  });
});

describe('ACES and PIES readers on damaged documents', () => {
  const anyDocument = fc.oneof(acesDocument, piesDocument);

  it('end every read with findings that name their place, and account for every record met', async () => {
    await checkProperty(
      'xml: damaged documents',
      fc.asyncProperty(damagedDocument(anyDocument), fc.constantFrom<Kind>('aces', 'pies'), async (bytes, kind) => {
        const started = performance.now();
        const r = await readCounted(kind, bytes);
        expect(performance.now() - started).toBeLessThan(10_000);
        expect(r.state.complete).toBe(r.state.fatal === null);
        if (r.state.fatal) expect(r.findings).toContain(r.state.fatal);
        for (const f of r.findings) expectFindingShape(f, 'fuzz.xml');
        expect(r.accounted + r.stillOpen).toBe(r.seen);
        if (r.state.complete) expect(r.stillOpen).toBe(0);
      }),
      120,
    );
  });

  it('never throw from the public readers, assess or diff, whatever the bytes', async () => {
    const bytes = fc.oneof(
      { weight: 4, arbitrary: damagedDocument(fc.oneof(acesDocument, piesDocument)) },
      { weight: 1, arbitrary: fc.uint8Array({ maxLength: 2000 }) },
    );
    await checkProperty(
      'xml: public readers, assess and diff never throw',
      fc.asyncProperty(bytes, async (b) => {
        const input = { bytes: b, name: 'fuzz.xml' };
        const aces = openAces(input, { onFinding: () => undefined });
        for await (const _ of aces.batches());
        const pies = openPies(input, { onFinding: () => undefined });
        for await (const _ of pies.batches());
        const assessed = await assessFile(input, { today: new Date('2026-03-01') });
        expect(Object.values(assessed.checks).reduce((a, n) => a + n, 0)).toBe(
          assessed.severities.error + assessed.severities.warning + assessed.severities.info,
        );
        for (const f of assessed.findings) expect(f.message.length).toBeGreaterThan(10);
        const diff = await diffAces(input, input);
        expect(diff.counts.added + diff.counts.deleted + diff.counts.changed).toBe(0);
      }),
      40,
    );
  });
});

describe('hostile XML constructs', () => {
  it('refuse any DOCTYPE before reading an App: no external entity, no entity expansion', async () => {
    await checkProperty(
      'xml: DOCTYPE refused',
      fc.asyncProperty(acesDocument, doctypeAttack, async (doc, doctype) => {
        const text = doc.text.replace(/<ACES /, `${doctype}\n<ACES `);
        const started = performance.now();
        const r = await readCounted('aces', utf8(text));
        expect(r.state.fatal?.code).toBe('XML_DOCTYPE_REFUSED');
        expect(r.state.fatal?.row).toBeGreaterThan(0);
        expect(r.read).toBe(0);
        expect(performance.now() - started).toBeLessThan(2_000);
        const assessed = await assessFile({ bytes: utf8(text), name: 'fuzz.xml' });
        expect(assessed.checks.XML_DOCTYPE_REFUSED).toBe(1);
        expect(assessed.apps ?? 0).toBe(0);
      }),
      20,
    );
  });

  it('stop at nesting deeper than any ACES or PIES schema, naming the line, instead of holding every level', async () => {
    await checkProperty(
      'xml: deep nesting refused',
      fc.asyncProperty(fc.constantFrom<Kind>('aces', 'pies'), fc.integer({ min: 65, max: 200_000 }), fc.boolean(), async (kind, depth, withAttributes) => {
        const level = withAttributes ? `<d a="${'x'.repeat(64)}">` : '<d>';
        const root = kind === 'aces' ? '<ACES version="4.2">' : '<PIES xmlns="http://www.autocare.org">';
        const text = `${root}\n${level.repeat(depth)}${'</d>'.repeat(depth)}</${kind.toUpperCase()}>`;
        const r = await readCounted(kind, utf8(text));
        expect(r.state.fatal?.code).toBe('XML_NESTING_TOO_DEEP');
        expect(r.state.fatal?.row).toBe(2);
      }),
      15,
    );
  });
});

/** What a read hands its document's handler and reports (see readTranscript), without the document itself. */
async function transcript(read: typeof streamXml, kind: Kind, bytes: Uint8Array) {
  const { doc: _, ...read_ } = await readTranscript(read, bytes, (file, report) =>
    kind === 'aces' ? new AcesDocument(file, report) : new PiesDocument(file, report),
  );
  return read_;
}

describe('the fast XML scanner', () => {
  it('hands the readers what saxes hands them, and leaves every error to saxes', async () => {
    const documents = fc.oneof(acesDocument, piesDocument);
    const bytes = fc.oneof(
      { weight: 2, arbitrary: documents.map((d) => utf8(d.text)) },
      { weight: 4, arbitrary: damagedDocument(documents) },
    );
    await checkProperty(
      'xml: fast scanner reads as saxes',
      fc.asyncProperty(bytes, fc.constantFrom<Kind>('aces', 'pies'), async (b, kind) => {
        expect(await transcript(streamXml, kind, b)).toEqual(await transcript(streamXmlWithSaxes, kind, b));
      }),
      150,
    );
  });
});
