/** report.json (zod schema + type), report.html rendering, and a capped finding collector. */
export {
  REPORT_SCHEMA_VERSION,
  findingSchema,
  parseReport,
  reportSchema,
  type Report,
  type XsdStatus,
} from './schema';
export { escapeHtml, renderReportHtml, type RenderReportOptions } from './html';
export { FindingLog, type FindingLogResult } from './finding-log';
export { codeFindingsOf, groupCodeFindings, groupFindings, type CodeFindings, type FindingGroup } from './finding-groups';
export { toXsdStatus } from './xsd-status';
export { reportInput } from './input';
