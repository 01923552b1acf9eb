import { afterEach, describe, expect, it, vi } from 'vitest';
import * as off from '@/lib/monitoring/sentry-off';

describe('the dev stand-in for @sentry/nextjs', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers every SDK call Partsmith makes, reports nothing, and says so once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(off.init()).toBeUndefined();
    expect(off.captureException()).toBeUndefined();
    expect(off.captureRequestError()).toBeUndefined();
    expect(off.setUser()).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('error reporting is off in this dev server');
  });
});
