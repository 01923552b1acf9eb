import { CATALOGUE, noteText, render, say, type MessageLocale, type MessageParams } from '../messages';
import { groupFindings } from './finding-groups';
import type { MappingOrigin } from '../types';
import type { Report, XsdStatus } from './schema';

export interface RenderReportOptions {
  /** Findings shown per code (default 25); the count says how many exist. */
  rowsPerCode?: number;
  /** The reader's language (default en): headings, labels, numbers and the findings' messages. */
  locale?: MessageLocale;
}

/** The page's texts in one language, escaped for HTML. */
type Say = (id: string, params?: MessageParams) => string;

function sayIn(locale: MessageLocale): Say {
  return (id, params) => escapeHtml(render(say(`report.${id}`, params), locale));
}

/** Escapes text for HTML content and quoted attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}


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

function xsdCell(t: Say, label: string, s: XsdStatus | null): string {
  if (!s || !s.ran) return `<tr><th>${label}</th><td class="muted">${t('xsd.notRun')}${s?.schema ? '' : ` (${t('xsd.noSchema')})`}</td></tr>`;
  const verdict = s.valid ? `<span class="ok">${t('xsd.valid')}</span>` : `<span class="bad">${t('xsd.invalid', { errors: s.errors })}</span>`;
  return `<tr><th>${label}</th><td>${verdict} ${t('xsd.against', { schema: s.schema ?? '', version: s.version ?? '' })}</td></tr>`;
}

/** Where a column's reading came from, in words (the detector's own notes say why). */
function originText(t: Say, origin: MappingOrigin): string {
  switch (origin.kind) {
    case 'saved':
      return t('origin.saved', { name: origin.name, version: String(origin.version) });
    case 'file':
      return t('origin.file', { file: origin.file });
    case 'person':
      return origin.at ? t('origin.personAt', { by: origin.by, at: origin.at }) : t('origin.person', { by: origin.by });
    default:
      return t(`origin.${origin.kind}`);
  }
}

function findingGroups(report: Report, rowsPerCode: number, t: Say, locale: MessageLocale, fmt: (n: number) => string): string {
  const groups = groupFindings(report, rowsPerCode, locale);
  if (groups.length === 0) return `<p class="ok">${t('noFindings')}</p>`;
  return groups
    .map((g) => {
      const shown = g.examples;
      const rows = shown
        .map((f) => `<tr><td class="num">${f.row ?? ''}</td><td>${escapeHtml(f.column ?? f.file ?? '')}</td><td>${escapeHtml(f.message)}</td></tr>`)
        .join('');
      const more = g.count > shown.length ? `<p class="muted">${t('showing', { shown: shown.length, total: g.count })}</p>` : '';
      return `<details${g.severity === 'error' ? ' open' : ''}><summary><span class="sev sev-${g.severity}">${t(`severity.${g.severity}`)}</span> ${escapeHtml(g.code)} — ${fmt(g.count)}</summary>
<table><thead><tr><th>${t('row')}</th><th>${t('columnOrFile')}</th><th>${t('message')}</th></tr></thead><tbody>${rows}</tbody></table>${more}</details>`;
    })
    .join('\n');
}

/**
 * The learned terms the run was given (decision 0011): those that decided values, with their rows,
 * and those ignored with the reason. Empty when the run was given none.
 */
function learnedTermsSection(report: Report, t: Say, locale: MessageLocale, fmt: (n: number) => string): string {
  const terms = report.learnedTerms;
  if (!terms) return '';
  // The field as the mapping table names it: its key in English (as before), its label elsewhere.
  const field = (f: string) => escapeHtml(locale === 'en' ? f : render(say(`field.${f}`), locale));
  const used = terms.used
    .map((t) => `<tr><td>${field(t.field)}</td><td>${escapeHtml(t.term)}</td><td class="num">${escapeHtml(t.referenceId)}</td><td class="num">${fmt(t.rows)}</td></tr>`)
    .join('');
  const ignored = terms.ignored
    .map((t) => `<tr><td>${field(t.field)}</td><td>${escapeHtml(t.term)}</td><td class="num">${escapeHtml(t.referenceId)}</td><td>${escapeHtml(noteText(t.reason, t.said, locale))}</td></tr>`)
    .join('');
  const head = `<th>${t('field')}</th><th>${t('term')}</th><th>${t('referenceId')}</th>`;
  return `<h2>${t('learned')}</h2>
${used ? `<table><thead><tr>${head}<th>${t('rows')}</th></tr></thead><tbody>${used}</tbody></table>` : `<p class="muted">${t('learned.none')}</p>`}
${ignored ? `<h3>${t('learned.ignored')}</h3>\n<table><thead><tr>${head}<th>${t('why')}</th></tr></thead><tbody>${ignored}</tbody></table>` : ''}
`;
}

/**
 * report.html: the same facts as report.json as a self-contained page (inline CSS, no scripts, no
 * external requests) that a data manager can open from the evidence bundle or print.
 */
export function renderReportHtml(report: Report, options: RenderReportOptions = {}): string {
  const rowsPerCode = options.rowsPerCode ?? 25;
  const locale = options.locale ?? 'en';
  const t = sayIn(locale);
  const numbers = new Intl.NumberFormat(locale);
  const fmt = (n: number): string => numbers.format(n);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const { input, counts, reference } = report;
  const accept = report.thresholds?.accept;
  const totalFindings = Object.values(report.findingCounts).reduce((a, b) => a + b, 0);

  const card = (label: string, n: number): string => `<div class="card"><b>${fmt(n)}</b>${t(`count.${label}`)}</div>`;
  const mappingRows = report.mapping
    .map((m) => {
      const low = m.field !== null && accept !== undefined && m.confidence < accept;
      const from = m.origin ? originText(t, m.origin) : '';
      // The English copy names fields as the mapping does (partNumber); a reader of another language gets their labels.
      const field = m.field && (locale === 'en' ? m.field : render(say(`field.${m.field}`), locale));
      return `<tr${low ? ' class="low"' : ''}><td>${escapeHtml(m.column)}</td><td>${field ? escapeHtml(field) : `<span class="unused">${t('notUsed')}</span>`}</td><td>${from}</td><td class="num">${percent.format(m.confidence)}</td><td>${escapeHtml(noteText(m.note, m.said, locale))}</td></tr>`;
    })
    .join('');
  const timings = Object.entries(report.timings)
    .map(
      ([stage, ms]) => `<tr><th>${`report.stage.${stage}` in CATALOGUE ? t(`stage.${stage}`) : escapeHtml(stage)}</th><td class="num">${t('ms', { ms: Math.round(ms) })}</td></tr>`,
    )
    .join('');

  const delimiter = input.delimiter === null ? '—' : input.delimiter === '\t' ? t('tab') : `<code>${escapeHtml(input.delimiter)}</code>`;
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${t('title', { file: input.file })}</title>
<style>${CSS}</style>
</head>
<body><main>
<h1>${t('title', { file: input.file })}</h1>
<p class="muted">${t('generated', { at: report.generatedAt, tool: report.tool.name, version: report.tool.version })}</p>
${reference.demo ? `<div class="banner" role="alert">${t('demoBanner')}</div>` : ''}
<h2>${t('counts')}</h2>
<div class="cards">${card('rows', counts.rows)}${card('apps', counts.apps)}${card('items', counts.items)}${card('flagged', counts.flagged)}${card('rejected', counts.rejected)}${card('merged', counts.merged)}${card('findings', totalFindings)}</div>
<h2>${t('input')}</h2>
<table><tbody>
<tr><th>${t('file')}</th><td>${escapeHtml(input.file)}</td></tr>
<tr><th>SHA-256</th><td><code>${escapeHtml(input.sha256)}</code></td></tr>
<tr><th>${t('size')}</th><td>${t('bytes', { bytes: input.bytes })}</td></tr>
<tr><th>${t('format')}</th><td>${escapeHtml(input.format.toUpperCase())}${input.sheet ? ` — ${t('sheet', { sheet: input.sheet })}` : ''}</td></tr>
<tr><th>${t('encoding')}</th><td>${escapeHtml(input.encoding ?? '—')}</td></tr>
<tr><th>${t('delimiter')}</th><td>${delimiter}</td></tr>
<tr><th>${t('language')}</th><td>${escapeHtml(input.language ?? '—')}</td></tr>
<tr><th>${t('dataRows')}</th><td>${input.headerRow ? t('headerOnRow', { rows: input.rows, row: String(input.headerRow) }) : fmt(input.rows)}</td></tr>
</tbody></table>
<h2>${t('reference')}</h2>
<table><tbody>
<tr><th>${t('source')}</th><td>${escapeHtml(reference.source)}${reference.demo ? ` <span class="sev sev-warning">${t('demo')}</span>` : ''}</td></tr>
<tr><th>${t('versionDate')}</th><td>${escapeHtml(reference.versionDate ?? '—')}</td></tr>
</tbody></table>
<h2>${t('schema')}</h2>
<table><tbody>${xsdCell(t, 'ACES', report.xsd.aces)}${xsdCell(t, 'PIES', report.xsd.pies)}</tbody></table>
<h2>${t('mapping')}</h2>
${accept !== undefined ? `<p class="muted">${t('belowAccept', { percent: percent.format(accept) })}</p>` : ''}
<table><thead><tr><th>${t('column')}</th><th>${t('field')}</th><th>${t('from')}</th><th>${t('confidence')}</th><th>${t('why')}</th></tr></thead><tbody>${mappingRows}</tbody></table>
<h2>${t('findings')}</h2>
${report.findingsTruncated ? `<p class="muted">${t('truncated', { count: Math.max(0, totalFindings - report.findings.length) })}</p>` : ''}
${findingGroups(report, rowsPerCode, t, locale, fmt)}
${learnedTermsSection(report, t, locale, fmt)}<h2>${t('timings')}</h2>
<table><tbody>${timings}</tbody></table>
</main></body>
</html>
`;
}
