import ExcelJS from 'exceljs';
import { strToU8, unzipSync, zipSync } from 'fflate';

/** Builds an XLSX in memory with exceljs's writer: sheet name → rows of cell values. */
export async function workbook(sheets: Record<string, ExcelJS.CellValue[][]>, configure?: (wb: ExcelJS.Workbook) => void): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const ws = wb.addWorksheet(name);
    rows.forEach((row, i) => {
      row.forEach((value, j) => {
        if (value !== null && value !== undefined) ws.getCell(i + 1, j + 1).value = value;
      });
    });
  }
  configure?.(wb);
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

/** Rewrites entries of a zip (unzip, change, zip again). */
export function rezip(zip: Uint8Array, change: (files: Record<string, Uint8Array>) => void): Uint8Array {
  const files = unzipSync(zip);
  change(files);
  return zipSync(files);
}

/** Sets the uncompressed size an entry declares in the central directory, leaving its data alone. */
export function patchDeclaredSize(zip: Uint8Array, entryName: string, size: number): Uint8Array {
  const out = Uint8Array.from(zip);
  const view = new DataView(out.buffer);
  for (let i = 0; i + 46 < out.length; i++) {
    if (view.getUint32(i, true) !== 0x02014b50) continue;
    const nameLength = view.getUint16(i + 28, true);
    const name = new TextDecoder().decode(out.subarray(i + 46, i + 46 + nameLength));
    if (name === entryName) {
      view.setUint32(i + 24, size, true);
      return out;
    }
  }
  throw new Error(`${entryName} not in zip`);
}

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';

export interface RawParts {
  /** The inside of `<sheetData>`, or a whole worksheet part when it starts with "<?xml" or "<worksheet". */
  sheet: string;
  /** The inside of `<sst>`, e.g. "<si><t>Make</t></si>"; the part is left out when undefined. */
  sharedStrings?: string;
  /** The inside of `<styleSheet>`; left out when undefined. */
  styles?: string;
  /** Extra entries, by path. */
  extra?: Record<string, Uint8Array>;
}

/** A minimal workbook written by hand, for shapes no spreadsheet application would write. */
export function rawWorkbook(parts: RawParts, level: 0 | 1 | 6 | 9 = 6): Uint8Array {
  const whole = /^\s*<(\?xml|worksheet)/.test(parts.sheet);
  const files: Record<string, Uint8Array> = {
    'xl/workbook.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN_NS}" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Catalog" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    'xl/worksheets/sheet1.xml': strToU8(whole ? parts.sheet : `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN_NS}"><sheetData>${parts.sheet}</sheetData></worksheet>`),
    ...parts.extra,
  };
  if (parts.sharedStrings !== undefined) files['xl/sharedStrings.xml'] = strToU8(`<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${MAIN_NS}">${parts.sharedStrings}</sst>`);
  if (parts.styles !== undefined) files['xl/styles.xml'] = strToU8(`<?xml version="1.0" encoding="UTF-8"?><styleSheet xmlns="${MAIN_NS}">${parts.styles}</styleSheet>`);
  return zipSync(files, { level });
}

/** An inline-string cell: `<c r="A1" t="inlineStr"><is><t>text</t></is></c>`. */
export function inlineCell(ref: string, text: string): string {
  return `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
}
