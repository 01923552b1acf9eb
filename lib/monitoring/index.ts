export { reportError, TRACE_SAMPLE_RATE } from './report-error';
export { errorReportingStarted, markErrorReportingStarted } from './reporting-started';
export { rememberReportingUser, tellReportingService, type ReportingUser } from './reporting-user';
