import { readFile } from 'node:fs/promises';
import { PassThrough } from 'node:stream';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ConvertOptions, ConvertResult, HeldRow } from '@/lib/catalog/convert';
import { AcesThread, MAX_QUEUED } from '@/lib/catalog/convert/aces-stage/aces-thread';
import { TEST_ACES_HEADER } from '../catalog/aces/aces-fixtures';
import { startAcesThread } from '../../../bin/commands/convert-thread/aces-thread';
import { convert, converted, fixture, INGEST_FIXTURES, listDir, tempDir } from '../catalog/convert/convert-helpers';

/** The ACES thread for any input size, each worker it starts kept so a test can see it ended. */
function threads(start: () => Worker = startAcesThread) {
  const started: { worker: Worker; exited: boolean }[] = [];
  const acesThread = {
    minInputBytes: 0,
    start: () => {
      const worker = start();
      const entry = { worker, exited: false };
      worker.once('exit', () => (entry.exited = true));
      started.push(entry);
      return worker;
    },
  };
  return { acesThread, started };
}

/** The sandPIM flat ACES template with rows using every app field: qualifiers, notes, attributes, assets, refs, labels. */
async function flatAcesTemplate(): Promise<string> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(fixture('sandpim', 'Flat_ACES_4_1_template_D.xlsx'));
  const ws = wb.getWorksheet('Applications')!;
  for (let r = 2; r <= ws.rowCount; r++) ws.getRow(r).eachCell({ includeEmpty: false }, (cell) => (cell.value = null));
  const rows = [
    [1, 7481593, 310001, '4745932', 'BKMN', 90111, 0, 1, null, '9775:06/30/1998;', null, 'Good', 1001, 1],
    [2, 5585709, 310002, '7996580', null, 90101, 9102, 2, 'SubModel:7001', null, 'with Grommets', 'Better', 1001, 2],
    [3, 1044466, 310003, '4745932', null, 90111, 0, 1, null, '4615:07/01/1998;9155;', null, 'Best', null, null],
    [4, 1044466, 310003, '4745932', null, 90111, 0, 1, null, '4615:07/01/1998;9155;', null, 'Best', null, null],
  ];
  rows.forEach((r, i) => (ws.getRow(i + 2).values = r));
  const file = path.join(await tempDir(), 'flat-aces.xlsx');
  await wb.xlsx.writeFile(file);
  return file;
}

/** What a run delivers, minus what holds the clock: the three deliverables byte for byte, counts, findings. */
async function deliverables(r: ConvertResult) {
  return {
    aces: r.files.aces ? await readFile(r.files.aces) : null,
    pies: r.files.pies ? await readFile(r.files.pies) : null,
    flagged: await readFile(r.files.flagged),
    counts: r.counts,
    findings: r.report.findings,
    findingCounts: r.report.findingCounts,
  };
}

describe('checking and writing ACES on a second thread', () => {
  it('delivers the same bytes, findings, progress and held rows as one thread', { timeout: 240_000 }, async () => {
    const inputs: [ConvertOptions['input'], Partial<ConvertOptions>][] = [
      ...INGEST_FIXTURES.map((name): [ConvertOptions['input'], Partial<ConvertOptions>] => [{ path: fixture('ingest', name) }, {}]),
      [{ path: fixture('convert', 'outcomes.csv') }, {}],
      [{ path: fixture('convert', 'id-coded.csv') }, {}],
      [{ path: await flatAcesTemplate() }, { sheet: 'Applications' }],
    ];
    for (const [input, options] of inputs) {
      const { acesThread, started } = threads();
      const runs = await Promise.all(
        [{}, { acesThread }].map(async (extra) => {
          const progress: string[] = [];
          const held: Omit<HeldRow, 'columns'>[] = [];
          const r = await converted(input, {
            ...options,
            ...extra,
            standardsDir: null,
            onProgress: (p) => progress.push(`${p.stage}:${p.rowsDone}`),
            onHeldRow: (row) => void held.push(row),
          });
          return { delivered: await deliverables(r), progress, held };
        }),
      );
      expect(started).toHaveLength(1);
      expect(runs[1]).toEqual(runs[0]);
      expect(started[0]!.exited).toBe(true);
    }
  });

  it('ends the run with the converting side’s error, stops the thread and leaves nothing behind', { timeout: 60_000 }, async () => {
    const { acesThread, started } = threads();
    const outDir = path.join(await tempDir(), 'out');
    const run = convert(
      { path: fixture('convert', 'outcomes.csv') },
      {
        outDir,
        acesThread,
        onHeldRow: () => {
          throw new Error('review store down');
        },
      },
    );
    await expect(run).rejects.toThrow('review store down');
    expect(started).toHaveLength(1);
    expect(started[0]!.exited).toBe(true);
    expect(await listDir(outDir)).toEqual([]);
  });

  it('ends the run with the ACES thread’s error when that thread fails, leaving nothing behind', { timeout: 60_000 }, async () => {
    const { acesThread } = threads(() => new Worker('throw new Error("ACES thread down")', { eval: true }));
    const outDir = path.join(await tempDir(), 'out');
    await expect(convert({ path: fixture('convert', 'outcomes.csv') }, { outDir, acesThread })).rejects.toThrow('ACES thread down');
    expect(await listDir(outDir)).toEqual([]);
  });

  it('says an error thrown by the checking and writing itself', { timeout: 60_000 }, async () => {
    const worker = startAcesThread();
    const out = new PassThrough();
    const thread = new AcesThread(
      worker,
      // A header the writer refuses (no document title or brand): the thread throws when it starts the document.
      { header: {} as never, version: '4.2', maxFindings: 10, scratch: { fitmentRuns: path.join(await tempDir(), 'f'), parts: path.join(await tempDir(), 'p') } },
      out,
    );
    await thread.send({ apps: [{ id: 1, row: 2, baseVehicleId: 1, qty: 1, partTypeId: 1, part: 'P' }] });
    await expect(thread.finish()).rejects.toThrow();
    await thread.stop();
  });

  it('stops a thread at work when the converting side fails: it closes its files and ends, unforced', { timeout: 60_000 }, async () => {
    const worker = startAcesThread();
    let exited = false;
    worker.once('exit', () => (exited = true));
    const out = new PassThrough();
    let written = 0;
    out.on('data', (chunk: Buffer) => (written += chunk.length));
    const dir = await tempDir();
    const thread = new AcesThread(worker, { header: TEST_ACES_HEADER, version: '4.2', maxFindings: 10, scratch: { fitmentRuns: path.join(dir, 'f'), parts: path.join(dir, 'p') } }, out);
    const apps = Array.from({ length: 4096 }, (_, i) => ({ id: i + 1, row: i + 2, baseVehicleId: 5911, qty: 1, partTypeId: 1896, part: `P${i}` }));
    await thread.send({ apps });
    while (written === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    const stopping = Date.now();
    await thread.stop();
    expect(exited).toBe(true);
    // Well within the grace after which a thread is terminated.
    expect(Date.now() - stopping).toBeLessThan(4000);
  });

  it('keeps no more than a few batches queued: the converting side waits for a thread that lags', { timeout: 60_000 }, async () => {
    // A thread that takes nothing (and ends when told to stop).
    const worker = new Worker(
      `const { parentPort } = require('node:worker_threads'); parentPort.on('message', (m) => { if (m.kind === 'abort') process.exit(0); });`,
      { eval: true },
    );
    const thread = new AcesThread(worker, { header: {} as never, version: '4.2', maxFindings: 10, scratch: { fitmentRuns: '', parts: '' } }, new PassThrough());
    const batch = { apps: Array.from({ length: 4096 }, (_, i) => ({ id: i + 1, row: i + 2, baseVehicleId: 1, qty: 1, partTypeId: 1, part: `P${i}` })) };
    let sent = 0;
    const sending = (async () => {
      for (let i = 0; i < 40; i++) {
        await thread.send(batch);
        sent++;
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 500));
    // The send that fills the queue is the one left waiting.
    expect(sent).toBe(MAX_QUEUED - 1);
    await thread.stop();
    await expect(sending).rejects.toThrow(/ended/);
  });
});
