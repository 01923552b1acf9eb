import ExcelJS from 'exceljs';
import { unzipSync, zipSync } from 'fflate';

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
