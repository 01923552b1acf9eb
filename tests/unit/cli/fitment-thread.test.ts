import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fitmentChecksInThread, type ConversionFitmentChecks, type FitmentChecksFactory } from '@/lib/catalog/convert';
import type { AcesApp } from '@/lib/catalog/types';
import { fitmentChecksThread } from '../../../bin/commands/convert-thread/fitment-thread';
import { catalog } from '../catalog/validate/fitment-catalog';

let dir: string;
let made: string[];
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'fitment-thread-'));
  made = [];
});
afterEach(() => rm(dir, { recursive: true, force: true }));

function start(factory: FitmentChecksFactory, maxFindingsPerCode = 1000): ConversionFitmentChecks {
  return factory({
    maxFindingsPerCode,
    scratch: (name) => {
      const file = path.join(dir, `${name}.${made.length}`);
      made.push(file);
      return file;
    },
  });
}

/** Feeds the apps as the row converter does: a reserve after the first 2,000, a wait whenever asked. */
async function check(factory: FitmentChecksFactory, apps: readonly AcesApp[], maxFindingsPerCode?: number) {
  const checks = start(factory, maxFindingsPerCode);
  try {
    for (let i = 0; i < apps.length; i++) {
      checks.add(apps[i]!);
      if (i + 1 === 2000) checks.reserve(apps.length);
      if (i % 1000 === 999) await checks.ready();
    }
    return { apps: checks.apps, ...(await checks.finish()) };
  } finally {
    await checks.close();
  }
}

describe('fitment checks on a thread of their own', () => {
  it('find what the checks on the conversion’s thread find, in the same order', async () => {
    const apps = catalog(30_000, 11);
    for (const maxFindingsPerCode of [1000, 7]) {
      const here = await check(fitmentChecksInThread, apps, maxFindingsPerCode);
      const there = await check(fitmentChecksThread, apps, maxFindingsPerCode);
      expect(here.findingCounts.APP_DUPLICATE).toBeGreaterThan(1000);
      expect(here.findingCounts.APP_OVERLAP).toBeGreaterThan(1000);
      expect(here.findingCounts.APP_COMMENT_CONFLICT).toBeGreaterThan(10);
      expect(there).toEqual(here);
    }
    // The thread's scratch folder is gone with it.
    expect(made.some((f) => f.includes('fitment-thread'))).toBe(true);
    expect(made.filter(existsSync)).toEqual([]);
  }, 120_000);

  it('let the conversion wait while they are behind, and catch up', async () => {
    const apps = catalog(300_000, 12);
    const checks = start(fitmentChecksThread);
    try {
      // Fed with no pause (no 'took' can arrive), 74 batches of 4,096 are past what even a starting
      // thread is allowed to owe: the conversion is asked to wait.
      for (const app of apps) checks.add(app);
      checks.reserve(apps.length);
      const wait = checks.ready();
      expect(wait).toBeInstanceOf(Promise);
      await wait;
      const { findingCounts } = await checks.finish();
      expect(findingCounts.APP_DUPLICATE).toBeGreaterThan(1000);
      expect(checks.apps).toBe(apps.filter((a) => a.action !== 'D').length);
    } finally {
      await checks.close();
    }
  }, 120_000);

  it('turn a failure on their thread into an error of the run, and leave no scratch files', async () => {
    const checks = start(fitmentChecksThread);
    // Not an app the conversion could make: the checks throw on their thread.
    checks.add({ id: 1, row: 2, baseVehicleId: 5911, qty: 1, partTypeId: 1684, part: undefined as unknown as string });
    await expect(checks.finish()).rejects.toThrow();
    await checks.close();
    expect(made.filter(existsSync)).toEqual([]);
  }, 120_000);
});
