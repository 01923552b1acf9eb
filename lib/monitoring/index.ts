export { reportError, sentryDsn, TRACE_SAMPLE_RATE } from './report-error';
