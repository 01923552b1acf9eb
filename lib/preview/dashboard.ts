import { previewEngine } from './engine';
import { runPreview, type PreviewEngine } from './run-preview';
import { PREVIEW_SAMPLES, readSample, type PreviewSampleId } from './samples';
import type { PreviewFindingGroup, PreviewResult } from './types';

export interface DashboardSample {
  id: PreviewSampleId;
  file: string;
  language: PreviewResult['language'];
  counts: PreviewResult['counts'];
  findings: number;
}

export interface PreviewDashboardData {
  samples: DashboardSample[];
  totals: PreviewResult['counts'] & { catalogs: number };
  /** Findings by code over all samples, worst and most frequent first. */
  findings: Omit<PreviewFindingGroup, 'examples'>[];
  reference: PreviewResult['reference'];
  brand: string;
  generatedAt: string;
}

const DASHBOARD_KEY = Symbol.for('partsmith.previewDashboard');
type Holder = { [DASHBOARD_KEY]?: Promise<PreviewDashboardData> };

/**
 * The read-only sample dashboard's numbers: every sample run through the preview conversion, once per
 * process (the samples and the demo reference do not change while it runs). A failure is not kept.
 */
export function previewDashboard(): Promise<PreviewDashboardData> {
  const holder = globalThis as Holder;
  holder[DASHBOARD_KEY] ??= previewEngine()
    .then((engine) => buildPreviewDashboard(engine))
    .catch((err: unknown) => {
      delete holder[DASHBOARD_KEY];
      throw err;
    });
  return holder[DASHBOARD_KEY];
}

const SEVERITY_RANK = { error: 0, warning: 1, info: 2 } as const;

export async function buildPreviewDashboard(engine: PreviewEngine, now = new Date()): Promise<PreviewDashboardData> {
  const runs: PreviewResult[] = [];
  // One after the other: the machine is small and a conversion already uses what it has.
  for (const sample of PREVIEW_SAMPLES) {
    const outcome = await runPreview(await readSample(sample.id), engine, { source: { kind: 'sample', sampleId: sample.id }, downloads: false, now });
    if (!outcome.ok) throw new Error(`Preview sample ${sample.file} did not convert: ${outcome.failure.code} ${outcome.failure.detail ?? ''}`);
    runs.push(outcome.result);
  }
  const totals = { catalogs: runs.length, rows: 0, converted: 0, flagged: 0, rejected: 0, merged: 0, apps: 0, items: 0 };
  const byCode = new Map<string, Omit<PreviewFindingGroup, 'examples'>>();
  for (const run of runs) {
    for (const key of ['rows', 'converted', 'flagged', 'rejected', 'merged', 'apps', 'items'] as const) totals[key] += run.counts[key];
    for (const f of run.findings) {
      const group = byCode.get(f.code) ?? { code: f.code, severity: f.severity, count: 0 };
      group.count += f.count;
      if (SEVERITY_RANK[f.severity] < SEVERITY_RANK[group.severity]) group.severity = f.severity;
      byCode.set(f.code, group);
    }
  }
  const first = runs[0];
  return {
    samples: runs.map((run, i) => ({
      id: PREVIEW_SAMPLES[i]!.id,
      file: run.source.file,
      language: run.language,
      counts: run.counts,
      findings: run.findings.reduce((n, f) => n + f.count, 0),
    })),
    totals,
    findings: [...byCode.values()].sort((a, b) => SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] || b.count - a.count || a.code.localeCompare(b.code)),
    reference: first?.reference ?? { demo: true, versionDate: null },
    brand: first?.brand ?? '',
    generatedAt: now.toISOString(),
  };
}
