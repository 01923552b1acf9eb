import 'server-only';

/**
 * Monitoring data (issue 18): the request logs and custom metrics the server writes (lib/monitoring
 * buffers them), their retention, the figures a platform administrator's panel shows, and the
 * alerts the rules raise (decision 0020).
 */
export { loadMonitoringSnapshot } from './snapshot';
export { loadMonitoringPanel } from './panel';
export { openAlerts, raiseAlerts, settleAlerts, mailboxesFor, type AlertMailbox, type RaiseOptions, type StoredAlert } from './alerts';
export { checkDurations, checkObjectives } from './alert-check';
export { insertRequestLogs, insertMetrics, deleteMonitoringBefore } from './records';
export * from './types';
