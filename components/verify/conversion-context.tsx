import type { ReactNode } from 'react';
import type { ContextCount, ReadableContext, SchemaCheck } from '@/lib/verification/readable-context';

/** The page's labels for the context (messages/<locale>.json, verify.contextView), plus the settings' names. */
export type ContextLabels = Record<
  | 'converted' | 'file' | 'batch' | 'batchFiles' | 'sha256' | 'size' | 'format' | 'sheet' | 'encoding' | 'delimiter' | 'tab'
  | 'language' | 'rows' | 'headerRow' | 'brand' | 'reference' | 'source' | 'versionDate' | 'release' | 'demo' | 'run' | 'tool'
  | 'started' | 'finished' | 'accept' | 'results' | 'schema' | 'mapping' | 'column' | 'field' | 'from' | 'confidence' | 'note'
  | 'notUsed' | 'settings' | 'setting' | 'value' | 'basis' | 'learned' | 'term' | 'referenceId' | 'termRows' | 'ignored' | 'reason',
  string
> & {
  counts: Record<ContextCount, string>;
  by: Record<'inferred' | 'mapping', string>;
  /** catalogs.mapping.settings.names: the same names the mapping screen gives them. */
  settingNames: Record<string, string>;
};

/** Numbers, sizes, percentages and dates as the reader writes them (times in UTC, as everywhere in the app). */
function formats(locale: string) {
  const number = new Intl.NumberFormat(locale);
  const bytes = new Intl.NumberFormat(locale, { style: 'unit', unit: 'byte', unitDisplay: 'long' });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const moment = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  let languages: Intl.DisplayNames | null = null;
  try {
    languages = new Intl.DisplayNames([locale], { type: 'language' });
  } catch {
    // A runtime without display names shows the code.
  }
  const date = (iso: string, format: Intl.DateTimeFormat, suffix = '') => {
    const d = new Date(iso);
    return Number.isNaN(d.getTime()) ? iso : `${format.format(d)}${suffix}`;
  };
  return {
    number: (n: number) => number.format(n),
    bytes: (n: number) => bytes.format(n),
    percent: (n: number) => percent.format(n),
    moment: (iso: string) => date(iso, moment, ' UTC'),
    // A release's version date is a day ("2024-12-27"), not a moment.
    day: (iso: string) => date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00Z` : iso, day),
    language: (code: string) => languages?.of(code) ?? code,
  };
}

const short = (hash: string) => `${hash.slice(0, 12)}…${hash.slice(-6)}`;

/** A heading and its facts as a two-column table; facts without a value are left out. */
function Facts({ title, rows }: { title: string; rows: [string, ReactNode | null | undefined][] }) {
  const shown = rows.filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (shown.length === 0) return null;
  return (
    <div>
      <h4 className="text-sm font-semibold text-ink">{title}</h4>
      <table className="mt-1 w-full text-left text-sm">
        <tbody className="divide-y divide-slate-200">
          {shown.map(([label, value]) => (
            <tr key={label}>
              <th scope="row" className="w-1/3 py-1.5 pr-4 font-normal text-slate-600">{label}</th>
              <td className="py-1.5">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function schemaRow(standard: string, check: SchemaCheck | null | undefined): [string, string | null] {
  return [check?.version ? `${standard} ${check.version}` : standard, check?.verdict ?? null];
}

/**
 * The signed statement's conversion context to read, in the reader's language: what was converted,
 * from which release, with which tool and settings, how each column was read and why, what came out.
 * The route rendered the engine's words; labels, numbers and dates are the page's.
 */
export function ConversionContext({ context, labels, locale }: { context: ReadableContext; labels: ContextLabels; locale: string }) {
  const f = formats(locale);
  const { input, reference } = context;
  const delimiter = input?.delimiter == null ? null : input.delimiter === '\t' ? labels.tab : <code>{input.delimiter}</code>;
  return (
    <div className="mt-2 space-y-6" data-testid="conversion-context">
      <Facts
        title={labels.converted}
        rows={[
          [labels.batch, context.batch?.name],
          [labels.file, context.batch ? null : input?.file],
          [labels.brand, context.brand],
          [labels.sha256, input?.sha256 && <code title={input.sha256} className="text-xs">{short(input.sha256)}</code>],
          [labels.size, input?.bytes != null ? f.bytes(input.bytes) : null],
          [labels.format, input?.format?.toUpperCase()],
          [labels.sheet, input?.sheet],
          [labels.encoding, input?.encoding],
          [labels.delimiter, delimiter],
          [labels.language, input?.language ? f.language(input.language) : null],
          [labels.headerRow, input?.headerRow != null ? f.number(input.headerRow) : null],
          [labels.rows, input?.rows != null ? f.number(input.rows) : null],
          [labels.batchFiles, context.batch?.files != null ? f.number(context.batch.files) : null],
        ]}
      />

      {context.files.length > 0 && (
        <div className="relative overflow-x-auto">
          <h4 className="text-sm font-semibold text-ink">{labels.batchFiles}</h4>
          <table className="mt-1 w-full text-left text-sm">
            <thead className="text-slate-600">
              <tr>
                <th scope="col" className="py-1.5 pr-4">{labels.file}</th>
                <th scope="col" className="py-1.5 pr-4">{labels.size}</th>
                <th scope="col" className="py-1.5">{labels.sha256}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {context.files.map((file, i) => (
                <tr key={`${file.file}-${i}`}>
                  <td className="py-1.5 pr-4">{file.file}</td>
                  <td className="py-1.5 pr-4">{file.bytes != null ? f.bytes(file.bytes) : '—'}</td>
                  <td className="py-1.5 font-mono text-xs" title={file.sha256 ?? ''}>{file.sha256 ? short(file.sha256) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <Facts
        title={labels.reference}
        rows={[
          [
            labels.source,
            reference && (
              <>
                {reference.source}
                {reference.demo && <strong className="ml-2 text-amber-800">{labels.demo}</strong>}
              </>
            ),
          ],
          [labels.release, reference?.releaseId != null ? String(reference.releaseId) : null],
          [labels.versionDate, reference?.versionDate ? f.day(reference.versionDate) : null],
        ]}
      />

      <Facts
        title={labels.run}
        rows={[
          [labels.tool, context.tool && `${context.tool.name} ${context.tool.version}`],
          [labels.started, context.startedAt && f.moment(context.startedAt)],
          [labels.finished, context.finishedAt && f.moment(context.finishedAt)],
          [labels.accept, context.accept != null ? f.percent(context.accept) : null],
        ]}
      />

      <Facts
        title={labels.results}
        rows={[
          ...(Object.keys(labels.counts) as ContextCount[]).map((key): [string, string | null] => [
            labels.counts[key],
            context.counts[key] != null ? f.number(context.counts[key]) : null,
          ]),
          schemaRow('ACES', context.schema?.aces),
          schemaRow('PIES', context.schema?.pies),
        ]}
      />

      {context.mapping.length > 0 && (
        <div className="relative overflow-x-auto">
          <h4 className="text-sm font-semibold text-ink">{labels.mapping}</h4>
          <table className="mt-1 w-full text-left text-sm" data-testid="context-mapping">
            <thead className="text-slate-600">
              <tr>
                <th scope="col" className="py-1.5 pr-4">{labels.column}</th>
                <th scope="col" className="py-1.5 pr-4">{labels.field}</th>
                <th scope="col" className="py-1.5 pr-4">{labels.confidence}</th>
                <th scope="col" className="py-1.5 pr-4">{labels.from}</th>
                <th scope="col" className="py-1.5">{labels.note}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {context.mapping.map((column, i) => (
                <tr key={`${column.column}-${i}`}>
                  <td className="py-1.5 pr-4 font-mono text-xs">{column.column}</td>
                  <td className="py-1.5 pr-4">{column.field ?? <span className="text-slate-500">{labels.notUsed}</span>}</td>
                  <td className="py-1.5 pr-4 tabular-nums">{column.confidence != null ? f.percent(column.confidence) : '—'}</td>
                  <td className="py-1.5 pr-4">{column.origin ?? '—'}</td>
                  <td className="py-1.5">{column.note}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {context.settings.length > 0 && (
        <div className="relative overflow-x-auto">
          <h4 className="text-sm font-semibold text-ink">{labels.settings}</h4>
          <table className="mt-1 w-full text-left text-sm" data-testid="context-settings">
            <thead className="text-slate-600">
              <tr>
                <th scope="col" className="py-1.5 pr-4">{labels.setting}</th>
                <th scope="col" className="py-1.5 pr-4">{labels.value}</th>
                <th scope="col" className="py-1.5">{labels.basis}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {context.settings.map((setting) => (
                <tr key={setting.setting}>
                  <td className="py-1.5 pr-4">{labels.settingNames[setting.setting] ?? setting.setting}</td>
                  <td className="py-1.5 pr-4">
                    <code>{setting.value}</code>
                    {setting.by && <span className="ml-2 text-xs text-slate-500">{labels.by[setting.by]}</span>}
                  </td>
                  <td className="py-1.5">{setting.basis}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {context.learnedTerms && (context.learnedTerms.used.length > 0 || context.learnedTerms.ignored.length > 0) && (
        <div className="relative overflow-x-auto">
          <h4 className="text-sm font-semibold text-ink">{labels.learned}</h4>
          <LearnedTerms terms={context.learnedTerms.used} last={[labels.termRows, (t) => (t.rows != null ? f.number(t.rows) : '—')]} labels={labels} />
          {context.learnedTerms.ignored.length > 0 && (
            <>
              <h5 className="mt-3 text-sm text-slate-700">{labels.ignored}</h5>
              <LearnedTerms terms={context.learnedTerms.ignored} last={[labels.reason, (t) => t.reason ?? '—']} labels={labels} />
            </>
          )}
        </div>
      )}
    </div>
  );
}

type Term = NonNullable<ReadableContext['learnedTerms']>['used'][number];

function LearnedTerms({ terms, last, labels }: { terms: Term[]; last: [string, (t: Term) => string]; labels: ContextLabels }) {
  if (terms.length === 0) return null;
  return (
    <table className="mt-1 w-full text-left text-sm">
      <thead className="text-slate-600">
        <tr>
          <th scope="col" className="py-1.5 pr-4">{labels.field}</th>
          <th scope="col" className="py-1.5 pr-4">{labels.term}</th>
          <th scope="col" className="py-1.5 pr-4">{labels.referenceId}</th>
          <th scope="col" className="py-1.5">{last[0]}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200">
        {terms.map((t, i) => (
          <tr key={`${t.field}-${t.term}-${i}`}>
            <td className="py-1.5 pr-4">{t.field}</td>
            <td className="py-1.5 pr-4">{t.term}</td>
            <td className="py-1.5 pr-4 font-mono text-xs">{t.referenceId}</td>
            <td className="py-1.5">{last[1](t)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
