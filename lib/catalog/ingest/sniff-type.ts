import { type Said, say } from '../messages';

/**
 * What the first bytes say the input is. The extension is never trusted: catalogs arrive as
 * "catalog.csv" that is really an XLSX, or "prices.xls" that is an HTML table.
 */
export type SniffedType =
  | { kind: 'zip' }
  | { kind: 'text' }
  | { kind: 'unsupported'; code: 'INPUT_LEGACY_XLS' | 'INPUT_UNSUPPORTED'; what: Said; advice: Said };

const SAVE_AS = say('input.advice.saveAs');
const IMAGE = say('input.advice.image');
const ARCHIVE = say('input.advice.archive');

interface Magic {
  bytes: number[];
  code: 'INPUT_LEGACY_XLS' | 'INPUT_UNSUPPORTED';
  what: Said;
  advice: Said;
}

const MAGICS: Magic[] = [
  {
    bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
    code: 'INPUT_LEGACY_XLS',
    what: say('input.what.legacyXls'),
    advice: say('input.advice.legacyXls'),
  },
  { bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], code: 'INPUT_UNSUPPORTED', what: say('input.what.pdf'), advice: say('input.advice.pdf') },
  { bytes: [0x89, 0x50, 0x4e, 0x47], code: 'INPUT_UNSUPPORTED', what: say('input.what.png'), advice: IMAGE },
  { bytes: [0xff, 0xd8, 0xff], code: 'INPUT_UNSUPPORTED', what: say('input.what.jpeg'), advice: IMAGE },
  { bytes: [0x47, 0x49, 0x46, 0x38], code: 'INPUT_UNSUPPORTED', what: say('input.what.gif'), advice: IMAGE },
  { bytes: [0x49, 0x49, 0x2a, 0x00], code: 'INPUT_UNSUPPORTED', what: say('input.what.tiff'), advice: IMAGE },
  { bytes: [0x4d, 0x4d, 0x00, 0x2a], code: 'INPUT_UNSUPPORTED', what: say('input.what.tiff'), advice: IMAGE },
  { bytes: [0x1f, 0x8b], code: 'INPUT_UNSUPPORTED', what: say('input.what.gzip'), advice: ARCHIVE },
  { bytes: [0x52, 0x61, 0x72, 0x21], code: 'INPUT_UNSUPPORTED', what: say('input.what.rar'), advice: ARCHIVE },
  { bytes: [0x37, 0x7a, 0xbc, 0xaf], code: 'INPUT_UNSUPPORTED', what: say('input.what.7z'), advice: ARCHIVE },
];

export function sniffType(head: Uint8Array): SniffedType {
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06])) return { kind: 'zip' };
  for (const magic of MAGICS) {
    if (startsWith(head, magic.bytes)) return { kind: 'unsupported', code: magic.code, what: magic.what, advice: magic.advice };
  }
  const markup = sniffMarkup(head);
  if (markup) return markup;
  return { kind: 'text' };
}

/** Spreadsheet look-alikes that are really markup: HTML tables and Excel 2003 XML saved as ".xls". */
function sniffMarkup(head: Uint8Array): SniffedType | null {
  // ASCII view of the start, NULs dropped so UTF-16 markup is recognised too.
  const text = Buffer.from(head.subarray(0, 2048)).toString('latin1').replace(/\0/g, '').replace(/^\uFEFF|^ï»¿|^ÿþ|^þÿ/, '').trimStart().toLowerCase();
  if (text.startsWith('<!doctype html') || text.startsWith('<html') || (text.startsWith('<') && text.includes('<table'))) {
    return { kind: 'unsupported', code: 'INPUT_UNSUPPORTED', what: say('input.what.html'), advice: SAVE_AS };
  }
  if (text.startsWith('<?xml') && text.includes('urn:schemas-microsoft-com:office:spreadsheet')) {
    return { kind: 'unsupported', code: 'INPUT_UNSUPPORTED', what: say('input.what.excel2003Xml'), advice: SAVE_AS };
  }
  return null;
}

function startsWith(head: Uint8Array, magic: number[]): boolean {
  if (head.length < magic.length) return false;
  return magic.every((b, i) => head[i] === b);
}
