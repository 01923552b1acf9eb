/**
 * What the first bytes say the input is. The extension is never trusted: catalogs arrive as
 * "catalog.csv" that is really an XLSX, or "prices.xls" that is an HTML table.
 */
export type SniffedType =
  | { kind: 'zip' }
  | { kind: 'text' }
  | { kind: 'unsupported'; code: string; what: string; advice: string };

const SAVE_AS = 'Open it in its application and save it as .xlsx or CSV (UTF-8), then upload that file.';

interface Magic {
  bytes: number[];
  code: string;
  what: string;
  advice: string;
}

const MAGICS: Magic[] = [
  {
    bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
    code: 'INPUT_LEGACY_XLS',
    what: 'a legacy Excel 97–2003 workbook (.xls) or a password-protected Office file',
    advice: 'In Excel choose File › Save As › Excel Workbook (.xlsx) or CSV UTF-8, remove any password, and upload that file.',
  },
  { bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], code: 'INPUT_UNSUPPORTED', what: 'a PDF document', advice: 'Export the catalog from its source system as XLSX or CSV; PDF tables cannot be read reliably.' },
  { bytes: [0x89, 0x50, 0x4e, 0x47], code: 'INPUT_UNSUPPORTED', what: 'a PNG image', advice: 'Upload the catalog spreadsheet itself (XLSX or CSV).' },
  { bytes: [0xff, 0xd8, 0xff], code: 'INPUT_UNSUPPORTED', what: 'a JPEG image', advice: 'Upload the catalog spreadsheet itself (XLSX or CSV).' },
  { bytes: [0x47, 0x49, 0x46, 0x38], code: 'INPUT_UNSUPPORTED', what: 'a GIF image', advice: 'Upload the catalog spreadsheet itself (XLSX or CSV).' },
  { bytes: [0x49, 0x49, 0x2a, 0x00], code: 'INPUT_UNSUPPORTED', what: 'a TIFF image', advice: 'Upload the catalog spreadsheet itself (XLSX or CSV).' },
  { bytes: [0x4d, 0x4d, 0x00, 0x2a], code: 'INPUT_UNSUPPORTED', what: 'a TIFF image', advice: 'Upload the catalog spreadsheet itself (XLSX or CSV).' },
  { bytes: [0x1f, 0x8b], code: 'INPUT_UNSUPPORTED', what: 'a gzip archive', advice: 'Unpack it and upload the CSV or XLSX inside.' },
  { bytes: [0x52, 0x61, 0x72, 0x21], code: 'INPUT_UNSUPPORTED', what: 'a RAR archive', advice: 'Unpack it and upload the CSV or XLSX inside.' },
  { bytes: [0x37, 0x7a, 0xbc, 0xaf], code: 'INPUT_UNSUPPORTED', what: 'a 7-Zip archive', advice: 'Unpack it and upload the CSV or XLSX inside.' },
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
    return { kind: 'unsupported', code: 'INPUT_UNSUPPORTED', what: 'an HTML page (often an "Excel" export that is really a web table)', advice: SAVE_AS };
  }
  if (text.startsWith('<?xml') && text.includes('urn:schemas-microsoft-com:office:spreadsheet')) {
    return { kind: 'unsupported', code: 'INPUT_UNSUPPORTED', what: 'an Excel 2003 XML spreadsheet', advice: SAVE_AS };
  }
  return null;
}

function startsWith(head: Uint8Array, magic: number[]): boolean {
  if (head.length < magic.length) return false;
  return magic.every((b, i) => head[i] === b);
}
