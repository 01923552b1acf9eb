import type { Said } from '../messages';
import type { FindingLog } from '../report';
import type { Severity } from '../types';
import { saidFinding } from '../validate';

/**
 * Reports one finding of the assessment, said as a catalogue text. `said` may be a function: its
 * parameters (vehicle names, lists) are then composed only for a finding that is listed.
 */
export type Emit = (code: string, severity: Severity, said: Said | (() => Said), row?: number) => void;

/**
 * An `Emit` into the run's log for `file`. A finding past the per-code cap is only counted: its
 * message is neither composed nor rendered (a million unknown BaseVehicles list a thousand).
 */
export function emitInto(log: FindingLog, maxPerCode: number, file: string): Emit {
  return (code, severity, said, row) => {
    if (log.count(code) >= maxPerCode) {
      log.add({ code, severity, message: '' });
      return;
    }
    const s = typeof said === 'function' ? said() : said;
    log.add(saidFinding(code, severity, s, row === undefined ? { file } : { file, row }));
  };
}
