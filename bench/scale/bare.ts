/**
 * The floor a conversion is measured against: the least a streaming CSV → ACES converter must do, in
 * plain code. Reads the catalog line by line, checks each row's IDs exist in the same ReferenceSet the
 * engine gets, writes an ACES 4.2-shaped <App> per row to a file stream and hashes the bytes as they
 * go. No normalization, deduplication, PIES items, findings or evidence — whatever the engine takes
 * beyond this is the price of those.
 *
 *   npx tsx bench/scale/bare.ts <reference dir> <catalog.csv> <outDir>
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { loadReference, type ReferenceSet } from '../../lib/catalog/reference';
import { peakRss, report, startClock } from './measure';

const [referenceDir, input, outDir] = process.argv.slice(2);
if (!referenceDir || !input || !outDir) {
  console.error('usage: npx tsx bench/scale/bare.ts <reference dir> <catalog.csv> <outDir>');
  process.exit(2);
}

const HEADER =
  '<?xml version="1.0" encoding="UTF-8"?>\n<ACES version="4.2">\n  <Header>\n    <Company>Bench</Company>\n' +
  '    <SenderName>Bench</SenderName>\n    <SenderPhone>555</SenderPhone>\n    <TransferDate>2026-01-01</TransferDate>\n' +
  '    <BrandAAIAID>BKMN</BrandAAIAID>\n    <DocumentTitle>Bare pipeline</DocumentTitle>\n    <EffectiveDate>2026-01-01</EffectiveDate>\n' +
  '    <SubmissionType>FULL</SubmissionType>\n    <VcdbVersionDate>2026-01-01</VcdbVersionDate>\n' +
  '    <QdbVersionDate>2026-01-01</QdbVersionDate>\n    <PcdbVersionDate>2026-01-01</PcdbVersionDate>\n  </Header>\n';
const FOOTER = (apps: number) => `  <Footer>\n    <RecordCount>${apps}</RecordCount>\n  </Footer>\n</ACES>\n`;

const esc = (s: string): string =>
  /[<>&"]/.test(s)
    ? s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
    : s;

/** An ID cell that names a row in `table`, or an empty cell where `optional`. */
function known(cell: string | undefined, table: ReadonlyMap<number, unknown>, optional: boolean): boolean {
  if (!cell) return optional;
  return table.has(Number(cell));
}

async function run(reference: ReferenceSet): Promise<{ rows: number; apps: number; sha256: string }> {
  await mkdir(outDir!, { recursive: true });
  const out = createWriteStream(path.join(outDir!, 'aces.xml'));
  const hash = createHash('sha256');
  // Written in ~1 MB pieces: one write and one hash update per piece, not per app.
  let buf = HEADER;
  const flush = async () => {
    hash.update(buf);
    if (!out.write(buf)) await once(out, 'drain');
    buf = '';
  };

  const lines = createInterface({
    input: createReadStream(input!, { highWaterMark: 1 << 20 }),
    crlfDelay: Infinity,
  });
  let col: Record<string, number> | null = null;
  let rows = 0;
  let apps = 0;
  for await (const line of lines) {
    if (!col) {
      col = Object.fromEntries(line.split(',').map((name, i) => [name.trim(), i]));
      continue;
    }
    if (line === '') continue;
    rows++;
    // The scale catalogs quote nothing, so a plain split is a fair CSV reader for them.
    const v = line.split(',');
    const bv = v[col['BaseVehicleID']!];
    const sm = v[col['SubModelID']!];
    const eng = v[col['EngineBaseID']!];
    const pt = v[col['PartTerminologyID']!];
    const pos = v[col['PositionID']!];
    if (
      !known(bv, reference.baseVehicles, false) ||
      !known(sm, reference.submodels, true) ||
      !known(eng, reference.engineBases, true) ||
      !known(pt, reference.partTypes, false) ||
      !known(pos, reference.positions, true)
    )
      continue;
    apps++;
    buf += `  <App action="A" id="${apps}">\n    <BaseVehicle id="${bv}"/>\n`;
    if (sm) buf += `    <SubModel id="${sm}"/>\n`;
    if (eng) buf += `    <EngineBase id="${eng}"/>\n`;
    buf += `    <Qty>${v[col['Qty']!] || '1'}</Qty>\n    <PartType id="${pt}"/>\n`;
    if (pos) buf += `    <Position id="${pos}"/>\n`;
    buf += `    <Part>${esc(v[col['Part Number']!] ?? '')}</Part>\n  </App>\n`;
    if (buf.length > 1 << 20) await flush();
  }
  buf += FOOTER(apps);
  await flush();
  out.end();
  await once(out, 'finish');
  return { rows, apps, sha256: hash.digest('hex') };
}

const loading = startClock();
const { reference } = await loadReference(referenceDir, { source: 'bench: synthetic scale delivery' });
const referenceSeconds = loading().seconds;
const referencePeakRssBytes = peakRss();
const clock = startClock();
const { rows, apps, sha256 } = await run(reference);
const { seconds, cpu, processCpu } = clock();
report({
  seconds,
  referenceSeconds,
  rows,
  apps,
  items: 0,
  notConverted: rows - apps,
  peakRssBytes: peakRss(),
  referencePeakRssBytes,
  mainThreadCpuSeconds: cpu,
  processCpuSeconds: processCpu,
  sha256,
  detail: {},
});
