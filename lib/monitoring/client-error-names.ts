/**
 * Where a browser reports an uncaught error and how much it may say (spec §8). No imports: the client
 * reporter (components/monitoring/client-error-reporter.tsx) takes these and nothing else.
 */
export const CLIENT_ERRORS_ENDPOINT = '/api/client-errors';
export const CLIENT_ERROR_MAX_MESSAGE = 500;
export const CLIENT_ERROR_KINDS = ['error', 'unhandledrejection'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];
