export { CONVERT_THREAD_OLD_MB, CONVERT_THREAD_YOUNG_MB, convertInThread, type ThreadHooks, type ThreadOutcome } from './start';
export type { ThreadRequest } from './protocol';
