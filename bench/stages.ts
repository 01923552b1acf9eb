/**
 * Where a conversion's time goes, stage by stage, without a profiler's distortion: reads a catalog
 * once per step, each step doing one stage more than the one before (read → map → normalize →
 * items → dedupe → fitment check → ACES XML), and prints the main thread's CPU seconds for each
 * and what the step added (Linux).
 *
 *   npx tsx bench/stages.ts <catalog> [--steps read,map,normalize,items,dedupe,check,xml]
 */
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { writeAces } from '../lib/catalog/aces';
import { estimateRows } from '../lib/catalog/convert/row-estimate';
import { openCatalog } from '../lib/catalog/ingest';
import { compileRowMapper, detectMapping } from '../lib/catalog/mapping';
import { createNormalizeContext, FitmentDeduper, ItemCollector, normalizeRow } from '../lib/catalog/normalize';
import { loadDemoReference } from '../lib/catalog/reference';
import type { AcesApp, SourceRow } from '../lib/catalog/types';
import { createFitmentChecker } from '../lib/catalog/validate';
import { mainThreadCpu } from './thread-cpu';

const STEPS = ['read', 'map', 'normalize', 'items', 'dedupe', 'check', 'xml'] as const;
type Step = (typeof STEPS)[number];

const { values, positionals } = parseArgs({ options: { steps: { type: 'string', default: STEPS.join(',') } }, allowPositionals: true });
const file = positionals[0];
if (!file) {
  console.error('usage: npx tsx bench/stages.ts <catalog> [--steps read,map,…]');
  process.exit(2);
}
const wanted = new Set(values.steps.split(','));
const { reference } = await loadDemoReference();

/** Everything up to and including `last`, over the whole file; returns seconds. */
async function run(last: Step): Promise<number> {
  const upTo = (s: Step): boolean => STEPS.indexOf(s) <= STEPS.indexOf(last);
  const opened = await openCatalog({ path: file! });
  if ('error' in opened) throw new Error(opened.error.message);
  const reader = opened;
  const started = performance.now();
  const sample: SourceRow[] = [];
  const iterator = reader.rows[Symbol.asyncIterator]();
  for (let i = 0; i < 200; i++) {
    const n = await iterator.next();
    if (n.done) break;
    sample.push(n.value);
  }
  const mapping = detectMapping(reader.header, sample);
  const mapRow = compileRowMapper(mapping);
  const ctx = createNormalizeContext({ reference, brand: 'BKMN', currentYear: 2026, language: mapping.language });
  const items = new ItemCollector();
  const deduper = new FitmentDeduper();
  const checker = createFitmentChecker();
  let appId = 0;
  let rowsDone = 0;
  let reserved = false;
  const expectedRows = estimateRows(reader.info, sample);
  const convert = (rows: readonly SourceRow[]): AcesApp[] => {
    const out: AcesApp[] = [];
    for (const row of rows) {
      if (!upTo('map')) continue;
      const mapped = mapRow(row);
      if (!upTo('normalize')) continue;
      const r = normalizeRow(mapped, ctx);
      if (r.outcome !== 'converted') continue;
      if (upTo('items') && r.item) items.add(r.item);
      if (!upTo('dedupe')) continue;
      for (const app of deduper.filter(r.apps, row.row).apps as AcesApp[]) {
        app.id = ++appId;
        if (upTo('check')) checker.add(app);
        out.push(app);
      }
    }
    // As RowConverter does: size the tables once from the first rows.
    rowsDone += rows.length;
    if (!reserved && rowsDone >= 2000 && expectedRows) {
      reserved = true;
      deduper.reserve(Math.ceil((deduper.appsSeen * expectedRows) / rowsDone));
      checker.reserve(Math.ceil((checker.apps * expectedRows) / rowsDone));
    }
    return out;
  };
  async function* batches(): AsyncGenerator<AcesApp[]> {
    yield convert(sample);
    for await (const rows of reader.batches()) yield convert(rows);
  }
  if (upTo('xml')) {
    const sink = new Writable({ write: (_c, _e, cb) => cb() });
    await writeAces({ batches: batches() }, { company: 'Bench', senderName: 'Bench', senderPhone: '0', transferDate: '2026-01-01', brandAaiaId: 'BKMN', documentTitle: 'Bench', effectiveDate: '2026-01-01', submissionType: 'FULL', vcdbVersionDate: '2026-01-01', qdbVersionDate: '2026-01-01', pcdbVersionDate: '2026-01-01' }, sink);
  } else {
    for await (const _ of batches());
  }
  if (upTo('check')) checker.finish();
  return (performance.now() - started) / 1000;
}

let before = 0;
for (const step of STEPS) {
  if (!wanted.has(step)) continue;
  const cpu = mainThreadCpu() ?? 0;
  await run(step);
  const s = (mainThreadCpu() ?? 0) - cpu;
  console.log(`${step.padEnd(10)} main thread ${s.toFixed(2).padStart(6)} s CPU  (+${(s - before).toFixed(2)})  rss ${Math.round(process.memoryUsage().rss / 1e6)} MB`);
  before = s;
}
