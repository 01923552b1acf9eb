export {
  reportError,
  errorReportingStarted,
  markErrorReportingStarted,
  TRACE_SAMPLE_RATE,
  type ReportingUser,
} from './report-error';
