/**
 * Ingest throughput on a generated catalog (not part of the test run: `npx tsx` this file).
 *   npx tsx tests/unit/catalog/ingest/throughput.bench.ts [rows] [csv|xlsx]
 * Prints rows/s and peak RSS; the 1M-row CSV should go well over 300,000 rows/s.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import ExcelJS from 'exceljs';
import { openCatalog } from '../../../../lib/catalog/ingest';

const rows = Number(process.argv[2] ?? 1_000_000);
const kind = process.argv[3] ?? 'csv';
const MAKES = [['Ford', 'F-150'], ['Toyota', 'Camry'], ['Honda', 'Civic'], ['Volkswagen', 'Golf'], ['BMW', '3 Series']];

function line(i: number): string[] {
  const [make, model] = MAKES[i % MAKES.length] as string[];
  return [`BP-${100000 + i}`, 'Brake Pad Set', make ?? '', model ?? '', `${2010 + (i % 8)}-${2014 + (i % 8)}`, i % 2 ? 'Front' : 'Rear', '1', i % 7 === 0 ? 'With "sport" package, ceramic' : 'Ceramic compound', '0012345678905', '1.25', '49.99'];
}

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'partsmith-bench-'));
  const path = join(dir, `catalog.${kind}`);
  const header = ['Part Number', 'Part Type', 'Make', 'Model', 'Years', 'Position', 'Qty', 'Notes', 'GTIN', 'Weight', 'Price'];
  if (kind === 'xlsx') {
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: true });
    const ws = wb.addWorksheet('Catalog');
    ws.addRow(header).commit();
    for (let i = 0; i < rows; i++) ws.addRow(line(i)).commit();
    ws.commit();
    await wb.commit();
  } else {
    const out = createWriteStream(path);
    const quote = (v: string): string => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
    let buf = header.join(',') + '\n';
    for (let i = 0; i < rows; i++) {
      buf += line(i).map(quote).join(',') + '\n';
      if (buf.length > 1 << 20) {
        if (!out.write(buf)) await once(out, 'drain');
        buf = '';
      }
    }
    out.end(buf);
    await once(out, 'finish');
  }

  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const t0 = performance.now();
  const reader = await openCatalog({ path });
  if ('error' in reader) throw new Error(reader.error.message);
  let n = 0;
  for await (const row of reader.rows) if (row.values.length > 0) n++;
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log(
    `${kind}: ${n} rows in ${seconds.toFixed(2)} s = ${Math.round(n / seconds).toLocaleString('en')} rows/s; ` +
      `${(reader.info.bytes / 1e6).toFixed(0)} MB; peak RSS ${(peak / 1e6).toFixed(0)} MB; findings ${reader.findings.length}`,
  );
  await rm(dir, { recursive: true, force: true });
}

await main();
