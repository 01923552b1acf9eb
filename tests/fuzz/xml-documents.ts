import fc from 'fast-check';

/**
 * Generated ACES and PIES documents for the reader fuzz suite: plausible element trees (after the
 * schemas in shared/standards/trees), filled with hostile but well-formed content, plus the ways a
 * broken or hostile file damages them. Each document says how many <App> or <Item> elements it
 * holds, wherever they sit, so a property can check that every one was read or reported.
 */

export interface GeneratedDocument {
  text: string;
  /** <App> (ACES) or <Item> (PIES) elements anywhere in `text`. */
  records: number;
}

/** Characters XML 1.0 does not allow at all (they make a document malformed, not hostile). */
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export const escapeXml = (s: string): string =>
  s.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An attribute value a file might carry: plain, formula-like, entity and character references. */
const attrValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 12 }).map(escapeXml) },
  { weight: 2, arbitrary: fc.constantFrom('BP-1', '1684', '2010', ' 22 ', '0', '-1', '99999999999999999999', '1e3', '٣') },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 8 }).map(escapeXml) },
  { weight: 1, arbitrary: fc.constantFrom('&amp;&lt;&gt;&quot;&apos;', '&#65;&#x42;', '&#x1F600;', '=1+1', '@SUM(A1)', '＝1+1', '\u202Egnp.exe') },
);

/** Element text may also hide markup-looking content in CDATA, comments and processing instructions. */
const value: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: attrValue },
  { weight: 1, arbitrary: fc.constantFrom('<![CDATA[<App>&x;</Item>]]>', '<!-- <App> <Item> -->', '<?pi <App>?>') },
);

const id = fc.oneof({ weight: 5, arbitrary: fc.integer({ min: 1, max: 99999 }).map(String) }, { weight: 1, arbitrary: attrValue });

/** An attribute that may be enormous (a file that stuffs megabytes into one tag). */
const hugeAttribute = fc.integer({ min: 1, max: 300_000 }).map((n) => ` data-x="${'x'.repeat(n)}"`);

/** Extra markup an App or Item may carry: unknown elements, nesting, comments, an attribute flood. */
const clutter: fc.Arbitrary<string> = fc.oneof(
  fc.constant(''),
  fc.integer({ min: 1, max: 40 }).map((d) => `${'<Nest>'.repeat(d)}deep${'</Nest>'.repeat(d)}`),
  fc.constantFrom('<Unknown a="1"/>', '<!-- comment -->', '<?pi data?>', '<x:Part xmlns:x="urn:x">BP-9</x:Part>'),
  hugeAttribute.map((a) => `<Big${a}/>`),
);

const maybe = (xml: fc.Arbitrary<string>): fc.Arbitrary<string> => fc.option(xml, { nil: '' });

const acesApp: fc.Arbitrary<string> = fc
  .record({
    attrs: fc.tuple(fc.constantFrom('A', 'D', 'X', ''), id, maybe(hugeAttribute)),
    vehicle: fc.oneof(
      id.map((v) => `<BaseVehicle id="${v}"/>`),
      fc.tuple(id, id, id, id).map(([f, t, mk, md]) => `<Years from="${f}" to="${t}"/><Make id="${mk}"/><Model id="${md}"/>`),
      fc.constant(''),
    ),
    attributes: fc.array(fc.tuple(fc.constantFrom('SubModel', 'EngineBase', 'DriveType', 'BodyType'), id), { maxLength: 3 }),
    quals: fc.array(fc.tuple(id, attrValue, value), { maxLength: 2 }),
    notes: fc.array(value, { maxLength: 2 }),
    qty: fc.oneof(id, fc.constant(null)),
    partType: fc.oneof(id.map((v) => `<PartType id="${v}"/>`), id.map((v) => `<PartTerminology id="${v}"/>`), fc.constant('')),
    label: maybe(value.map((v) => `<MfrLabel>${v}</MfrLabel>`)),
    position: maybe(id.map((v) => `<Position id="${v}"/>`)),
    part: fc.oneof(value.map((v) => `<Part>${v}</Part>`), value.map((v) => `<PartNumber BrandID="BBBB">${v}</PartNumber>`), fc.constant('')),
    clutter,
  })
  .map(
    (a) =>
      `<App action="${a.attrs[0]}" id="${a.attrs[1]}"${a.attrs[2]}>${a.vehicle}${a.attributes.map(([n, v]) => `<${n} id="${v}"/>`).join('')}` +
      `${a.quals.map(([q, p, t]) => `<Qual id="${q}"><param value="${p}"/><text>${t}</text></Qual>`).join('')}` +
      `${a.notes.map((n) => `<Note>${n}</Note>`).join('')}${a.qty === null ? '' : `<Qty>${a.qty}</Qty>`}${a.partType}${a.label}${a.position}${a.part}${a.clutter}</App>`,
  );

const ACES_HEADER = `<Header><Company>Example Brand Co</Company><SenderName>Jane Doe</SenderName><SenderPhone>555-555-0100</SenderPhone>
<TransferDate>2025-01-15</TransferDate><BrandAAIAID>BBBB</BrandAAIAID><DocumentTitle>Delivery</DocumentTitle>
<EffectiveDate>2025-01-15</EffectiveDate><SubmissionType>FULL</SubmissionType><VcdbVersionDate>2024-12-27</VcdbVersionDate>
<QdbVersionDate>2024-12-27</QdbVersionDate><PcdbVersionDate>2024-12-27</PcdbVersionDate>`;

/** Where a record lands: mostly where the schema puts it, sometimes somewhere it does not belong. */
type Placement = 'normal' | 'header' | 'footer' | 'nested' | 'wrapped';
const placement = fc.constantFrom<Placement>('normal', 'normal', 'normal', 'normal', 'header', 'footer', 'nested', 'wrapped');

export const acesDocument: fc.Arbitrary<GeneratedDocument> = fc
  .record({
    version: fc.constantFrom('4.2', '5.0', '3.2', '', '9.9'),
    prolog: fc.constantFrom('<?xml version="1.0" encoding="UTF-8"?>\n', '', '<?xml version="1.0"?><!-- c -->\n'),
    apps: fc.array(fc.tuple(acesApp, placement), { maxLength: 6 }),
    between: clutter,
  })
  .map(({ version, prolog, apps, between }) => {
    const at = (p: Placement) => apps.filter(([, where]) => where === p).map(([xml]) => xml);
    const nested = at('nested');
    const body = [
      ...at('normal'),
      // An App inside another App, and Apps inside a wrapper the schema does not have.
      ...(nested.length ? [acesWithChild(nested)] : []),
      ...at('wrapped').map((xml) => `<Apps>${xml}</Apps>`),
    ];
    const text =
      `${prolog}<ACES version="${version}">${ACES_HEADER}${at('header').join('')}</Header>${between}${body.join('\n')}` +
      `<Footer><RecordCount>${apps.length}</RecordCount>${at('footer').join('')}</Footer></ACES>\n`;
    return { text, records: apps.length + (nested.length ? 1 : 0) };
  });

/** A complete App that carries the given Apps inside it. */
const acesWithChild = (children: string[]): string =>
  `<App action="A" id="1"><BaseVehicle id="1"/><Qty>1</Qty><PartType id="1684"/><Part>HOST</Part>${children.join('')}</App>`;

const piesItem: fc.Arbitrary<string> = fc
  .record({
    attrs: fc.tuple(fc.constantFrom('A', 'D', 'X'), maybe(hugeAttribute)),
    gtin: maybe(value.map((v) => `<ItemLevelGTIN GTINQualifier="UP">${v}</ItemLevelGTIN>`)),
    part: fc.oneof(value.map((v) => `<PartNumber>${v}</PartNumber>`), fc.constant('')),
    brand: fc.oneof(value.map((v) => `<BrandAAIAID>${v}</BrandAAIAID>`), value.map((v) => `<BrandID>${v}</BrandID>`), fc.constant('')),
    terminology: maybe(id.map((v) => `<PartTerminologyID>${v}</PartTerminologyID>`)),
    descriptions: fc.array(fc.tuple(fc.constantFrom('DES', 'SHO', 'MKT', ''), value), { maxLength: 3 }),
    prices: fc.array(fc.tuple(fc.constantFrom('JBR', 'LST', 'X'), value), { maxLength: 2 }),
    packages: fc.array(fc.tuple(value, value), { maxLength: 2 }),
    interchange: fc.array(value, { maxLength: 2 }),
    clutter,
  })
  .map(
    (i) =>
      `<Item MaintenanceType="${i.attrs[0]}"${i.attrs[1]}>${i.gtin}${i.part}${i.brand}${i.terminology}` +
      `<Descriptions>${i.descriptions.map(([c, t]) => `<Description MaintenanceType="A" DescriptionCode="${c}" LanguageCode="EN">${t}</Description>`).join('')}</Descriptions>` +
      `<Prices>${i.prices.map(([t, p]) => `<Pricing MaintenanceType="A" PriceType="${t}"><PriceSheetNumber>S1</PriceSheetNumber><CurrencyCode>USD</CurrencyCode><Price UOM="PE">${p}</Price></Pricing>`).join('')}</Prices>` +
      `<Packages>${i.packages.map(([u, q]) => `<Package MaintenanceType="A"><PackageUOM>${u}</PackageUOM><QuantityofEaches>${q}</QuantityofEaches><Dimensions UOM="IN"><MerchandisingHeight>${q}</MerchandisingHeight></Dimensions><Weights UOM="PG"><Weight>${q}</Weight></Weights></Package>`).join('')}</Packages>` +
      `<PartInterchangeInfo>${i.interchange.map((p) => `<PartInterchange MaintenanceType="A" BrandLabel="OE"><PartNumber>${p}</PartNumber></PartInterchange>`).join('')}</PartInterchangeInfo>` +
      `${i.clutter}</Item>`,
  );

const PIES_HEADER = `<Header><PIESVersion>7.2</PIESVersion><SubmissionType>FULL</SubmissionType><CurrencyCode>USD</CurrencyCode>
<PCdbVersionDate>2024-12-27</PCdbVersionDate>`;

export const piesDocument: fc.Arbitrary<GeneratedDocument> = fc
  .record({
    namespace: fc.constantFrom('http://www.autocare.org', 'http://www.aftermarket.org', '', 'urn:other'),
    items: fc.array(fc.tuple(piesItem, placement), { maxLength: 5 }),
    between: clutter,
  })
  .map(({ namespace, items, between }) => {
    const at = (p: Placement) => items.filter(([, where]) => where === p).map(([xml]) => xml);
    const nested = at('nested');
    const inItems = [...at('normal'), ...(nested.length ? [`<Item MaintenanceType="A"><PartNumber>HOST</PartNumber>${nested.join('')}</Item>`] : [])];
    const text =
      `<?xml version="1.0" encoding="UTF-8"?>\n<PIES${namespace ? ` xmlns="${namespace}"` : ''}>${PIES_HEADER}${at('header').join('')}</Header>` +
      `<PriceSheets><PriceSheet MaintenanceType="A"><PriceSheetNumber>S1</PriceSheetNumber></PriceSheet></PriceSheets>${between}` +
      `${at('wrapped').join('')}<Items>${inItems.join('\n')}</Items>` +
      `<Trailer><ItemCount>${items.length}</ItemCount>${at('footer').join('')}</Trailer></PIES>\n`;
    return { text, records: items.length + (nested.length ? 1 : 0) };
  });

const bytes = (...b: number[]): Uint8Array => new Uint8Array(b);
const utf8 = (s: string): Uint8Array => new Uint8Array(Buffer.from(s, 'utf8'));

/** Tokens a damaged or hostile file drops in anywhere. */
const JUNK: Uint8Array[] = [
  ...['</App>', '<App>', '</Item>', '<Item>', '</ACES>', '</PIES>', '<', '&', '&lol;', '&#0;', '&#xFFFFFFFF;', ']]>', '<![CDATA[',
    '<!DOCTYPE ACES>', '<!ENTITY x "y">', '<?xml version="1.0"?>', '\u0000', '<!--', '-->', '"', "='", '<a b="1" b="2">', '<1x>', '\r\n'].map(utf8),
  bytes(0xff, 0xfe), bytes(0xfe, 0xff), bytes(0xc3), bytes(0xed, 0xa0, 0x80), bytes(0xef, 0xbb, 0xbf), bytes(0xf4, 0x90, 0x80, 0x80), bytes(0x80),
];

function splice(doc: Uint8Array, at: number, remove: number, insert: Uint8Array): Uint8Array {
  const p = Math.min(at, doc.length);
  const out = new Uint8Array(doc.length - Math.min(remove, doc.length - p) + insert.length);
  out.set(doc.subarray(0, p));
  out.set(insert, p);
  out.set(doc.subarray(p + remove), p + insert.length);
  return out;
}

function utf16(text: string, order: 'le' | 'be', bom: boolean): Uint8Array {
  const le = Buffer.from(`${bom ? '\ufeff' : ''}${text}`, 'utf16le');
  if (order === 'be') le.swap16();
  return new Uint8Array(le);
}

/** One way a file gets damaged: cut, flipped, spliced, re-encoded, nested to death, stuffed. */
const damage: fc.Arbitrary<(doc: Uint8Array) => Uint8Array> = fc.oneof(
  fc.double({ min: 0, max: 1, noNaN: true }).map((f) => (doc: Uint8Array) => doc.subarray(0, Math.floor(doc.length * f))),
  fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 0, max: 255 })).map(([f, b]) => (doc: Uint8Array) => {
    const out = new Uint8Array(doc);
    const at = Math.floor(out.length * f);
    if (at < out.length) out[at] = b;
    return out;
  }),
  fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 0, max: 200 })).map(([f, n]) => (doc: Uint8Array) => splice(doc, Math.floor(doc.length * f), n, new Uint8Array())),
  fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.constantFrom(...JUNK)).map(([f, junk]) => (doc: Uint8Array) => splice(doc, Math.floor(doc.length * f), 0, junk)),
  fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 1, max: 100_000 }), fc.boolean()).map(([f, depth, close]) => (doc: Uint8Array) =>
    splice(doc, Math.floor(doc.length * f), 0, utf8(`${'<d>'.repeat(depth)}${close ? '</d>'.repeat(depth) : ''}`)),
  ),
  fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), hugeAttribute).map(([f, attr]) => (doc: Uint8Array) => splice(doc, Math.floor(doc.length * f), 0, utf8(`<Big${attr}/>`))),
  fc.constantFrom<[('le' | 'be'), boolean]>(['le', true], ['be', true], ['le', false], ['be', false]).map(([order, bom]) => (doc: Uint8Array) => utf16(Buffer.from(doc).toString('utf8'), order, bom)),
  fc.constantFrom('windows-1252', 'UTF-16', 'EBCDIC-US', 'x"><App').map((enc) => (doc: Uint8Array) => {
    const text = Buffer.from(doc).toString('latin1').replace(/^(\ufeff)?(<\?xml[^?]*\?>)?/, `<?xml version="1.0" encoding="${enc}"?>`);
    return new Uint8Array(Buffer.from(text, 'latin1'));
  }),
  fc.constant((doc: Uint8Array) => splice(doc, 0, 0, bytes(0xef, 0xbb, 0xbf))),
);

/** A document damaged one to three times over. */
export const damagedDocument = (documents: fc.Arbitrary<GeneratedDocument>): fc.Arbitrary<Uint8Array> =>
  fc.tuple(documents, fc.array(damage, { minLength: 1, maxLength: 3 })).map(([doc, steps]) => steps.reduce((d, step) => step(d), utf8(doc.text)));

/** Documents that ask for a DTD: external entities (XXE), entity expansion (billion laughs). */
export const doctypeAttack: fc.Arbitrary<string> = fc.constantFrom(
  '<!DOCTYPE ACES [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>',
  '<!DOCTYPE ACES SYSTEM "http://127.0.0.1:1/aces.dtd">',
  `<!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`).join('')}]>`,
  '<!DOCTYPE ACES PUBLIC "-//X//EN" "aces.dtd">',
  '<!DOCTYPE ACES [<!ENTITY % p SYSTEM "http://127.0.0.1:1/x">%p;]>',
);
