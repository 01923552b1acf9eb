import { assessmentFailed, type AssessResult } from '@/lib/catalog/assess';
import { EXIT } from '../commands/command';

/** `partsmith validate`'s exit code: 1 when the assessment failed (any error-severity finding), else 0. */
export function assessExitCode(result: Pick<AssessResult, 'severities'>): typeof EXIT.ok | typeof EXIT.failed {
  return assessmentFailed(result) ? EXIT.failed : EXIT.ok;
}
