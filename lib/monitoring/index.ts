export {
  reportError,
  errorReportingStarted,
  markErrorReportingStarted,
  TRACE_SAMPLE_RATE,
} from './report-error';
