import { describeOrigin } from '../mapping/mapping-origin';
import type { Finding, Severity } from '../types';
import type { Report, XsdStatus } from './schema';

export interface RenderReportOptions {
  /** Findings shown per code (default 25); the count says how many exist. */
  rowsPerCode?: number;
}

/** Escapes text for HTML content and quoted attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const SEVERITY_ORDER: Record<Severity, number> = { error: 0, warning: 1, info: 2 };
const fmt = (n: number): string => n.toLocaleString('en-US');

const CSS = `
body{font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2430;margin:0;background:#f6f7f9}
main{max-width:1100px;margin:0 auto;padding:24px}
h1{font-size:1.5rem;margin:0 0 4px}h2{font-size:1.15rem;margin:28px 0 8px;border-bottom:1px solid #d9dde3;padding-bottom:4px}
.muted{color:#5b6575}.banner{background:#fff4d6;border:2px solid #d99a00;padding:12px 16px;border-radius:6px;font-weight:600;margin:16px 0}
.cards{display:flex;flex-wrap:wrap;gap:12px}.card{background:#fff;border:1px solid #d9dde3;border-radius:6px;padding:10px 14px;min-width:110px}
.card b{display:block;font-size:1.4rem}table{border-collapse:collapse;width:100%;background:#fff;font-size:.9rem}
th,td{border:1px solid #d9dde3;padding:5px 8px;text-align:left;vertical-align:top}th{background:#eef0f3}
td.num{text-align:right;font-variant-numeric:tabular-nums}.low{background:#fff4d6}.unused{color:#8a93a3}
.sev{display:inline-block;border-radius:3px;padding:0 6px;font-size:.8rem;font-weight:600;text-transform:uppercase}
.sev-error{background:#fde2e1;color:#9b1c1c}.sev-warning{background:#fff0c2;color:#7a5200}.sev-info{background:#e3ecfb;color:#1e4a8a}
details{background:#fff;border:1px solid #d9dde3;border-radius:6px;margin:8px 0;padding:6px 10px}summary{cursor:pointer;font-weight:600}
.ok{color:#17692f;font-weight:600}.bad{color:#9b1c1c;font-weight:600}
@media print{body{background:#fff}details{break-inside:avoid}}
`;

function xsdCell(label: string, s: XsdStatus | null): string {
  if (!s || !s.ran)
    return `<tr><th>${label}</th><td class="muted">not run${s?.schema ? '' : ' (no schema available: set STANDARDS_DIR)'}</td></tr>`;
  const verdict = s.valid
    ? '<span class="ok">valid</span>'
    : `<span class="bad">invalid — ${fmt(s.errors)} error(s)</span>`;
  return `<tr><th>${label}</th><td>${verdict} against ${escapeHtml(s.schema ?? '')} (${escapeHtml(s.version ?? '')})</td></tr>`;
}

function findingGroups(report: Report, rowsPerCode: number): string {
  const byCode = new Map<string, Finding[]>();
  for (const f of report.findings) {
    const list = byCode.get(f.code);
    if (list) list.push(f);
    else byCode.set(f.code, [f]);
  }
  const codes = new Set([...Object.keys(report.findingCounts), ...byCode.keys()]);
  const groups = [...codes].map((code) => {
    const stored = byCode.get(code) ?? [];
    const severity: Severity = stored.reduce<Severity>(
      (s, f) => (SEVERITY_ORDER[f.severity] < SEVERITY_ORDER[s] ? f.severity : s),
      'info',
    );
    return { code, stored, severity, count: report.findingCounts[code] ?? stored.length };
  });
  groups.sort(
    (a, b) =>
      SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
      b.count - a.count ||
      a.code.localeCompare(b.code),
  );
  if (groups.length === 0) return '<p class="ok">No findings.</p>';
  return groups
    .map((g) => {
      const shown = g.stored.slice(0, rowsPerCode);
      const rows = shown
        .map(
          (f) =>
            `<tr><td class="num">${f.row ?? ''}</td><td>${escapeHtml(f.column ?? f.file ?? '')}</td><td>${escapeHtml(f.message)}</td></tr>`,
        )
        .join('');
      const more =
        g.count > shown.length ? `<p class="muted">Showing ${fmt(shown.length)} of ${fmt(g.count)}.</p>` : '';
      return `<details${g.severity === 'error' ? ' open' : ''}><summary><span class="sev sev-${g.severity}">${g.severity}</span> ${escapeHtml(g.code)} — ${fmt(g.count)}</summary>
<table><thead><tr><th>Row</th><th>Column / file</th><th>Message</th></tr></thead><tbody>${rows}</tbody></table>${more}</details>`;
    })
    .join('\n');
}

/**
 * The learned terms the run was given (decision 0011): those that decided values, with their rows,
 * and those ignored with the reason. Empty when the run was given none.
 */
function learnedTermsSection(report: Report): string {
  const terms = report.learnedTerms;
  if (!terms) return '';
  const used = terms.used
    .map((t) => `<tr><td>${escapeHtml(t.field)}</td><td>${escapeHtml(t.term)}</td><td class="num">${escapeHtml(t.referenceId)}</td><td class="num">${fmt(t.rows)}</td></tr>`)
    .join('');
  const ignored = terms.ignored
    .map((t) => `<tr><td>${escapeHtml(t.field)}</td><td>${escapeHtml(t.term)}</td><td class="num">${escapeHtml(t.referenceId)}</td><td>${escapeHtml(t.reason)}</td></tr>`)
    .join('');
  return `<h2>Learned terms</h2>
${used ? `<table><thead><tr><th>Field</th><th>Term</th><th>Reference ID</th><th>Rows</th></tr></thead><tbody>${used}</tbody></table>` : '<p class="muted">No learned term decided a value in this run.</p>'}
${ignored ? `<h3>Ignored</h3>\n<table><thead><tr><th>Field</th><th>Term</th><th>Reference ID</th><th>Why</th></tr></thead><tbody>${ignored}</tbody></table>` : ''}
`;
}

/**
 * report.html: the same facts as report.json as a self-contained page (inline CSS, no scripts, no
 * external requests) that a data manager can open from the evidence bundle or print.
 */
export function renderReportHtml(report: Report, options: RenderReportOptions = {}): string {
  const rowsPerCode = options.rowsPerCode ?? 25;
  const { input, counts, reference } = report;
  const accept = report.thresholds?.accept;
  const totalFindings = Object.values(report.findingCounts).reduce((a, b) => a + b, 0);

  const card = (label: string, n: number): string => `<div class="card"><b>${fmt(n)}</b>${label}</div>`;
  const mappingRows = report.mapping
    .map((m) => {
      const low = m.field !== null && accept !== undefined && m.confidence < accept;
      const from = m.origin ? describeOrigin(m.origin) : '';
      return `<tr${low ? ' class="low"' : ''}><td>${escapeHtml(m.column)}</td><td>${m.field ? escapeHtml(m.field) : '<span class="unused">not used</span>'}</td><td>${escapeHtml(from)}</td><td class="num">${Math.round(m.confidence * 100)}%</td><td>${escapeHtml(m.note)}</td></tr>`;
    })
    .join('');
  const timings = Object.entries(report.timings)
    .map(
      ([stage, ms]) => `<tr><th>${escapeHtml(stage)}</th><td class="num">${fmt(Math.round(ms))} ms</td></tr>`,
    )
    .join('');

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>Conversion report — ${escapeHtml(input.file)}</title>
<style>${CSS}</style>
</head>
<body><main>
<h1>Conversion report — ${escapeHtml(input.file)}</h1>
<p class="muted">Generated ${escapeHtml(report.generatedAt)} by ${escapeHtml(report.tool.name)} ${escapeHtml(report.tool.version)}</p>
${reference.demo ? '<div class="banner" role="alert">DEMO reference data: the vehicle and part IDs come from a made-up demonstration set, not from Auto Care VCdb/PCdb. These files are for trying the product only — do not send them to a trading partner.</div>' : ''}
<h2>Counts</h2>
<div class="cards">${card('rows read', counts.rows)}${card('apps written', counts.apps)}${card('items written', counts.items)}${card('flagged for review', counts.flagged)}${card('rejected', counts.rejected)}${card('merged duplicates', counts.merged)}${card('findings', totalFindings)}</div>
<h2>Input</h2>
<table><tbody>
<tr><th>File</th><td>${escapeHtml(input.file)}</td></tr>
<tr><th>SHA-256</th><td><code>${escapeHtml(input.sha256)}</code></td></tr>
<tr><th>Size</th><td>${fmt(input.bytes)} bytes</td></tr>
<tr><th>Format</th><td>${escapeHtml(input.format.toUpperCase())}${input.sheet ? ` — sheet “${escapeHtml(input.sheet)}”` : ''}</td></tr>
<tr><th>Encoding</th><td>${escapeHtml(input.encoding ?? '—')}</td></tr>
<tr><th>Delimiter</th><td>${input.delimiter === null ? '—' : input.delimiter === '\t' ? 'tab' : `<code>${escapeHtml(input.delimiter)}</code>`}</td></tr>
<tr><th>Language</th><td>${escapeHtml(input.language ?? '—')}</td></tr>
<tr><th>Data rows</th><td>${fmt(input.rows)}${input.headerRow ? ` (header on row ${input.headerRow})` : ''}</td></tr>
</tbody></table>
<h2>Reference data</h2>
<table><tbody>
<tr><th>Source</th><td>${escapeHtml(reference.source)}${reference.demo ? ' <span class="sev sev-warning">demo</span>' : ''}</td></tr>
<tr><th>Version date</th><td>${escapeHtml(reference.versionDate ?? '—')}</td></tr>
</tbody></table>
<h2>Schema validation</h2>
<table><tbody>${xsdCell('ACES', report.xsd.aces)}${xsdCell('PIES', report.xsd.pies)}</tbody></table>
<h2>Column mapping</h2>
${accept !== undefined ? `<p class="muted">Highlighted: below the accept threshold of ${Math.round(accept * 100)}%.</p>` : ''}
<table><thead><tr><th>Column</th><th>Field</th><th>From</th><th>Confidence</th><th>Why</th></tr></thead><tbody>${mappingRows}</tbody></table>
<h2>Findings</h2>
${report.findingsTruncated ? '<p class="muted">Only the first findings of each kind are stored; the counts are complete.</p>' : ''}
${findingGroups(report, rowsPerCode)}
${learnedTermsSection(report)}<h2>Timings</h2>
<table><tbody>${timings}</tbody></table>
</main></body>
</html>
`;
}
