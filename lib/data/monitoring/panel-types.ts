/**
 * What the monitoring panel shows (spec §2 "Monitoring dashboard"), client-safe: the route
 * `/api/monitoring/panel` answers it, the overlay (components/monitoring) draws it. Every figure is
 * measured from the request log, the custom metrics, the alerts and the partner-access audit.
 */
import type { AlertSeverity, Recommendation, SloCheck } from '@/lib/monitoring/slo';

/** A recommendation with its words in the reader's language. */
export type PanelRecommendation = Recommendation & { text: string };

export interface PanelMetric {
  name: string;
  count: number;
  avg: number | null;
  p95: number | null;
  min: number | null;
  max: number | null;
  lastAt: string;
}

export interface PanelAlert {
  id: string;
  severity: AlertSeverity;
  /** The alert said in the reader's language. */
  text: string;
  occurrences: number;
  firstSeenAt: string;
  lastSeenAt: string;
}

/** One line of the compliance checklist: a control the installation has on, or not. */
export interface ComplianceItem {
  key: 'rowLevelSecurity' | 'partnerRule' | 'errorReporting' | 'requestLogRetention' | 'alertMailboxes';
  met: boolean;
}

export interface MonitoringPanel {
  generatedAt: string;
  /** The objectives over the last hour (the panel's indicator: all met, or violations). */
  slos: SloCheck[];
  overview: {
    p95Ms: number | null;
    successRate: number | null;
    errorCount: number;
    activeAlerts: number;
  };
  health: {
    /** Average response time of the REST API's requests, last 24 hours. */
    avgApiMs: number | null;
    /** Largest Contentful Paint reported by browsers: the average of its last values. */
    pageLoadMs: number | null;
    /** JavaScript bytes the browsers reported loading for a page, last value. */
    jsBundleBytes: number | null;
    partnerAccesses: number;
    /** Requests refused as unauthenticated or forbidden (401/403), last 24 hours. */
    unauthorizedAttempts: number;
    /** When the newest alert was first seen; null when none ever was. */
    lastViolationAt: string | null;
  };
  /** Up to 10 metrics, most recently recorded first. */
  metrics: PanelMetric[];
  recommendations: PanelRecommendation[];
  security: {
    partner: { checked: number; denied: number; alertsTriggered: number; enforced: boolean };
    compliance: ComplianceItem[];
  };
  alerts: PanelAlert[];
}
