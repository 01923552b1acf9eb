import 'server-only';

/**
 * Monitoring data (issue 18): the request logs and custom metrics the server writes (lib/monitoring
 * buffers them), their retention, and the figures a platform administrator's panel shows.
 */
export { loadMonitoringSnapshot } from './snapshot';
export { insertRequestLogs, insertMetrics, deleteMonitoringBefore } from './records';
export * from './types';
