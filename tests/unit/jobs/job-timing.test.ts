import { describe, expect, it, vi } from 'vitest';
import { serverConfig } from '@/lib/config';
import { JOB_LEASE_SECONDS, jobTiming } from '@/lib/jobs/queues';

/** The timing an environment sets. */
const timingOf = (env: Record<string, string>) => jobTiming(serverConfig(env));

describe('jobTiming', () => {
  it('uses an hour-long lease and minute-long maintenance by default', () => {
    expect(timingOf({})).toEqual({ leaseSeconds: JOB_LEASE_SECONDS, maintenanceSeconds: 60 });
  });

  it('takes shorter values from the environment (a test that kills a worker)', () => {
    expect(timingOf({ PARTSMITH_JOB_LEASE_SECONDS: '8', PARTSMITH_JOB_MAINTENANCE_SECONDS: '1' })).toEqual({
      leaseSeconds: 8,
      maintenanceSeconds: 1,
    });
  });

  it('ignores malformed or out-of-range values with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(timingOf({ PARTSMITH_JOB_LEASE_SECONDS: '2', PARTSMITH_JOB_MAINTENANCE_SECONDS: 'soon' })).toEqual({
      leaseSeconds: JOB_LEASE_SECONDS,
      maintenanceSeconds: 60,
    });
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
