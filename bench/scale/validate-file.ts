/**
 * The ACES 4.2 file `bench:scale --only validate` assesses: the realistic catalog's fitments (see
 * catalog.ts: 40,000 parts reused over ~140,000 base vehicles, all valid in the synthetic reference)
 * written as apps, plus what a real delivery carries and the fitment checks must find — notes and
 * qualifiers on some apps, and a sprinkle of repeated apps (duplicates), same fitment with another
 * part (overlaps) and a noted twin of a plain app (comment/no-comment conflicts). Schema-valid against
 * the official XSD by construction.
 *
 * Written in 1 MB pieces; cached as bench/.work/scale-validate-<apps>.xml beside a stamp.
 *
 *   npx tsx bench/scale/validate-file.ts <apps> [out.xml]
 */
import { once } from 'node:events';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { realisticRows } from './catalog';
import { SHAPE_VERSION } from './shape';

/** Bumped when the app shape below changes, so a cached file made the old way is rebuilt. */
const FILE_VERSION = 1;

/** Out of every 1,000 apps: how many extra apps of each kind are woven in (~0.3 % each). */
const DUPLICATE_AT = [7, 401, 803];
const OVERLAP_AT = [113, 577, 911];
const CONFLICT_AT = [251, 659, 997];

const NOTES = ['Exc. Heavy Duty', 'With Sport Suspension', 'Front Wheel Drive', 'Exc. Police Package'];

const HEADER =
  '<?xml version="1.0" encoding="UTF-8"?>\n<ACES version="4.2">\n  <Header>\n    <Company>Bench Brake Co</Company>\n' +
  '    <SenderName>Bench</SenderName>\n    <SenderPhone>555-0100</SenderPhone>\n    <TransferDate>2026-01-01</TransferDate>\n' +
  '    <BrandAAIAID>BKMN</BrandAAIAID>\n    <DocumentTitle>Scale bench validate</DocumentTitle>\n    <EffectiveDate>2026-01-01</EffectiveDate>\n' +
  '    <SubmissionType>FULL</SubmissionType>\n    <VcdbVersionDate>2026-01-01</VcdbVersionDate>\n' +
  '    <QdbVersionDate>2026-01-01</QdbVersionDate>\n    <PcdbVersionDate>2026-01-01</PcdbVersionDate>\n  </Header>\n';
const FOOTER = (apps: number): string => `  <Footer>\n    <RecordCount>${apps}</RecordCount>\n  </Footer>\n</ACES>\n`;

interface AppFields {
  part: string;
  bv: string;
  sm: string;
  eng: string;
  pt: string;
  pos: string;
  qty: string;
  note?: string;
  qual?: boolean;
}

function appXml(id: number, a: AppFields): string {
  let s = `  <App action="A" id="${id}">\n    <BaseVehicle id="${a.bv}"/>\n`;
  if (a.sm) s += `    <SubModel id="${a.sm}"/>\n`;
  if (a.eng) s += `    <EngineBase id="${a.eng}"/>\n`;
  if (a.qual) s += '    <Qual id="2401">\n      <param value="2"/>\n      <text>With 2 Doors</text>\n    </Qual>\n';
  if (a.note) s += `    <Note>${a.note}</Note>\n`;
  s += `    <Qty>${a.qty}</Qty>\n    <PartType id="${a.pt}"/>\n`;
  if (a.pos) s += `    <Position id="${a.pos}"/>\n`;
  return `${s}    <Part>${a.part}</Part>\n  </App>\n`;
}

/** The apps in file order: each catalog row, and after some of them a deliberate twin. */
function* apps(count: number): Generator<AppFields> {
  let n = 0;
  // More rows than apps are asked for; the loop stops at `count`.
  for (const [part, bv, sm, eng, pt, pos, qty] of realisticRows(count)) {
    const i = n;
    const a: AppFields = { part: part!, bv: bv!, sm: sm!, eng: eng!, pt: pt!, pos: pos!, qty: qty! };
    // Some apps carry conditions, as real ones do: a note on 1 in 20, a qualifier on 1 in 50.
    if (i % 20 === 3) a.note = NOTES[(i / 20) % NOTES.length | 0];
    if (i % 50 === 11) a.qual = true;
    yield a;
    if (++n === count) return;
    const k = i % 1000;
    let twin: AppFields | null = null;
    if (DUPLICATE_AT.includes(k)) twin = a;
    else if (OVERLAP_AT.includes(k)) twin = { ...a, part: `${a.part}X` };
    else if (CONFLICT_AT.includes(k) && !a.note && !a.qual) twin = { ...a, note: NOTES[0] };
    if (twin) {
      yield twin;
      if (++n === count) return;
    }
  }
}

async function writeAces(file: string, count: number): Promise<void> {
  const out = createWriteStream(file);
  let buf = HEADER;
  let id = 0;
  for (const a of apps(count)) {
    buf += appXml(++id, a);
    if (buf.length > 1 << 20) {
      if (!out.write(buf)) await once(out, 'drain');
      buf = '';
    }
  }
  out.end(buf + FOOTER(id));
  await once(out, 'finish');
}

export const validateFilePath = (apps: number): string =>
  path.resolve('bench', '.work', `scale-validate-${apps}.xml`);

/** The ACES file, written first when missing or made by an older shape. */
export async function ensureValidateFile(
  apps: number,
  file = validateFilePath(apps),
  log: (line: string) => void = () => {},
): Promise<string> {
  const stampFile = `${file}.stamp`;
  const stamp = JSON.stringify({ version: FILE_VERSION, shape: SHAPE_VERSION, apps });
  if (existsSync(file) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return file;
  await rm(stampFile, { force: true });
  const t = performance.now();
  await writeAces(file, apps);
  await writeFile(stampFile, stamp);
  log(`generated ${path.relative(process.cwd(), file)} in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  return file;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [apps, out] = process.argv.slice(2);
  if (!apps || !Number.isSafeInteger(Number(apps))) {
    console.error('usage: npx tsx bench/scale/validate-file.ts <apps> [out.xml]');
    process.exit(2);
  }
  console.log(await ensureValidateFile(Number(apps), out ? path.resolve(out) : undefined, console.log));
}
