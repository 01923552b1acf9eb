/**
 * The fitment checks of a conversion's apps (duplicates, overlaps, comment/no-comment conflicts: see
 * createFitmentChecker), wherever they run. By default on the conversion's own thread; a caller that
 * can start a thread of TypeScript code (the CLI's conversion thread) gives them one of their own,
 * where the rows pay for packing each app (see AppBatchWriter) and, on a machine without a core to
 * spare, for the CPU the thread takes (decision 0026): on realistic 1M the checks were ~2.3 s of a
 * ~10 s run, their tables taking the cache from the rows' own lookups.
 */

import { createFitmentChecker, SEEN_RECORD_INTS } from '../validate';
import type { AcesApp, Finding } from '../types';
import { FingerprintRunFile } from './fingerprint-run-file';
import { PartTextFile } from './part-text-file';

export interface FitmentCheckResults {
  findings: Finding[];
  findingCounts: Record<string, number>;
}

export interface ConversionFitmentChecks {
  /** Feeds one app, in file order. */
  add(app: AcesApp): void;
  /** See FitmentChecker.reserve. */
  reserve(apps: number): void;
  /** Apps fed so far (delete actions aside), as FitmentChecker counts them. */
  readonly apps: number;
  /** A promise while the checks are too far behind to take more apps (a thread of their own), else undefined. */
  ready(): Promise<void> | undefined;
  /** The findings, once every app is in. */
  finish(): Promise<FitmentCheckResults>;
  /** Frees what the checks hold (their scratch files, their thread); safe to call after a failure. */
  close(): Promise<void>;
}

export interface FitmentChecksSetup {
  maxFindingsPerCode: number;
  /** A new scratch path beside the deliverables, removed with them. */
  scratch: (name: string) => string;
  /** First apps held before a spill (FitmentCheckerOptions.maxHeld; default the checker's). */
  maxHeld?: number;
}

export type FitmentChecksFactory = (setup: FitmentChecksSetup) => ConversionFitmentChecks;

/** The checks on the conversion's own thread, their runs and part numbers spilled to scratch files. */
export const fitmentChecksInThread: FitmentChecksFactory = ({ maxFindingsPerCode, scratch, maxHeld }) => {
  const runs = new FingerprintRunFile(() => scratch('fitment'), SEEN_RECORD_INTS);
  const partTexts = new PartTextFile(() => scratch('fitment-parts'));
  const checker = createFitmentChecker({ maxFindingsPerCode, runs, partTexts, ...(maxHeld ? { maxHeld } : {}) });
  return {
    add: (app) => checker.add(app),
    reserve: (apps) => checker.reserve(apps),
    get apps() {
      return checker.apps;
    },
    ready: () => undefined,
    finish: () => Promise.resolve({ findings: checker.finish(), findingCounts: checker.counts() }),
    close: () => {
      runs.close();
      partTexts.close();
      return Promise.resolve();
    },
  };
};
