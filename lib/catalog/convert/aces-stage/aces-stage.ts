/**
 * The ACES side of the row stage: the numbered apps, in order, fed to the fitment checker and
 * written to aces.xml. It runs on the converting thread for a small input, on a thread of its own
 * for a large one (see AcesThread): the same code either way, so aces.xml and the checker's
 * findings do not depend on where it ran.
 */
import type { Writable } from 'node:stream';
import { writeAces, type AcesHeaderInput, type AcesVersion, type WriteAcesResult } from '../../aces';
import type { AcesApp, Finding } from '../../types';
import { createFitmentChecker, SEEN_RECORD_INTS, type FitmentChecker } from '../../validate';
import { FingerprintRunFile } from '../fingerprint-run-file';
import { PartTextFile } from '../part-text-file';

/** The apps of a batch of rows, already deduplicated and numbered. */
export interface AppBatch {
  apps: readonly AcesApp[];
  /**
   * Once, after the first rows: the rows the file is expected to hold over the rows so far. The
   * checker sizes its tables for the whole file by it (after taking this batch's apps).
   */
  reserveScale?: number;
}

export interface AcesStageSettings {
  header: AcesHeaderInput;
  version: AcesVersion;
  /** Findings kept per code (checker and writer); counts stay exact. */
  maxFindings: number;
  /**
   * Scratch files (removed by the run however it ends): the checker's spilled runs, one file each, as
   * `${fitmentRuns}.${n}.partial` (a series: see OutputFiles.scratchSeries), and its part texts.
   */
  scratch: { fitmentRuns: string; parts: string };
}

export interface AcesStageResult {
  aces: WriteAcesResult;
  fitment: { findings: Finding[]; findingCounts: Record<string, number> };
}

/**
 * Checks and writes the apps to `out` (ended when done). The checker's tables (tens of MB for a
 * million apps) live only until it returns; its scratch files are closed however it ends.
 */
export async function checkAndWriteAces(batches: AsyncIterable<AppBatch>, settings: AcesStageSettings, out: Writable): Promise<AcesStageResult> {
  let run = 0;
  const runs = new FingerprintRunFile(() => `${settings.scratch.fitmentRuns}.${run++}.partial`, SEEN_RECORD_INTS);
  const partTexts = new PartTextFile(() => settings.scratch.parts);
  const checker = createFitmentChecker({ maxFindingsPerCode: settings.maxFindings, runs, partTexts });
  try {
    const aces = await writeAces({ batches: checked(batches, checker) }, settings.header, out, {
      version: settings.version,
      maxFindings: settings.maxFindings,
    });
    return { aces, fitment: { findings: checker.finish(), findingCounts: checker.counts() } };
  } finally {
    runs.close();
    partTexts.close();
  }
}

/** Each batch's apps go through the checker before they are written. */
async function* checked(batches: AsyncIterable<AppBatch>, checker: FitmentChecker): AsyncGenerator<readonly AcesApp[]> {
  for await (const batch of batches) {
    const apps = batch.apps;
    for (let i = 0; i < apps.length; i++) checker.add(apps[i]!);
    if (batch.reserveScale !== undefined) checker.reserve(Math.ceil(checker.apps * batch.reserveScale));
    if (apps.length) yield apps;
  }
}
