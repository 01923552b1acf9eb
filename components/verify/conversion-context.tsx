import type { ReactNode } from 'react';
import { Cell, ColumnHeader, Row, RowHeader, Table, TableBody, TableHead } from '@/components/ui/table';
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
      <Table label={title} frame="bare" className="mt-1">
        <TableBody>
          {shown.map(([label, value]) => (
            <Row key={label}>
              <RowHeader className="w-1/3 text-slate-600">{label}</RowHeader>
              <Cell>{value}</Cell>
            </Row>
          ))}
        </TableBody>
      </Table>
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
        <div>
          <h4 className="text-sm font-semibold text-ink">{labels.batchFiles}</h4>
          <Table label={labels.batchFiles} frame="bare" className="mt-1">
            <TableHead>
              <ColumnHeader>{labels.file}</ColumnHeader>
              <ColumnHeader numeric>{labels.size}</ColumnHeader>
              <ColumnHeader>{labels.sha256}</ColumnHeader>
            </TableHead>
            <TableBody>
              {context.files.map((file, i) => (
                <Row key={`${file.file}-${i}`}>
                  <Cell>{file.file}</Cell>
                  <Cell numeric>{file.bytes != null ? f.bytes(file.bytes) : '—'}</Cell>
                  <Cell className="font-mono text-xs" title={file.sha256 ?? ''}>
                    {file.sha256 ? short(file.sha256) : '—'}
                  </Cell>
                </Row>
              ))}
            </TableBody>
          </Table>
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
        <div>
          <h4 className="text-sm font-semibold text-ink">{labels.mapping}</h4>
          <Table label={labels.mapping} frame="bare" className="mt-1" data-testid="context-mapping">
            <TableHead>
              <ColumnHeader>{labels.column}</ColumnHeader>
              <ColumnHeader>{labels.field}</ColumnHeader>
              <ColumnHeader numeric>{labels.confidence}</ColumnHeader>
              <ColumnHeader>{labels.from}</ColumnHeader>
              <ColumnHeader>{labels.note}</ColumnHeader>
            </TableHead>
            <TableBody>
              {context.mapping.map((column, i) => (
                <Row key={`${column.column}-${i}`}>
                  <Cell className="font-mono text-xs">{column.column}</Cell>
                  <Cell>{column.field ?? <span className="text-slate-500">{labels.notUsed}</span>}</Cell>
                  <Cell numeric>{column.confidence != null ? f.percent(column.confidence) : '—'}</Cell>
                  <Cell>{column.origin ?? '—'}</Cell>
                  <Cell>{column.note}</Cell>
                </Row>
              ))}
            </TableBody>
          </Table>
        </div>
      )}

      {context.settings.length > 0 && (
        <div>
          <h4 className="text-sm font-semibold text-ink">{labels.settings}</h4>
          <Table label={labels.settings} frame="bare" className="mt-1" data-testid="context-settings">
            <TableHead>
              <ColumnHeader>{labels.setting}</ColumnHeader>
              <ColumnHeader>{labels.value}</ColumnHeader>
              <ColumnHeader>{labels.basis}</ColumnHeader>
            </TableHead>
            <TableBody>
              {context.settings.map((setting) => (
                <Row key={setting.setting}>
                  <Cell>{labels.settingNames[setting.setting] ?? setting.setting}</Cell>
                  <Cell>
                    <code>{setting.value}</code>
                    {setting.by && <span className="ml-2 text-xs text-slate-500">{labels.by[setting.by]}</span>}
                  </Cell>
                  <Cell>{setting.basis}</Cell>
                </Row>
              ))}
            </TableBody>
          </Table>
        </div>
      )}

      {context.learnedTerms && (context.learnedTerms.used.length > 0 || context.learnedTerms.ignored.length > 0) && (
        <div>
          <h4 className="text-sm font-semibold text-ink">{labels.learned}</h4>
          <LearnedTerms title={labels.learned} terms={context.learnedTerms.used} last={[labels.termRows, (t) => (t.rows != null ? f.number(t.rows) : '—')]} labels={labels} />
          {context.learnedTerms.ignored.length > 0 && (
            <>
              <h5 className="mt-3 text-sm text-slate-700">{labels.ignored}</h5>
              <LearnedTerms title={labels.ignored} terms={context.learnedTerms.ignored} last={[labels.reason, (t) => t.reason ?? '—']} labels={labels} />
            </>
          )}
        </div>
      )}
    </div>
  );
}

type Term = NonNullable<ReadableContext['learnedTerms']>['used'][number];

function LearnedTerms({ title, terms, last, labels }: { title: string; terms: Term[]; last: [string, (t: Term) => string]; labels: ContextLabels }) {
  if (terms.length === 0) return null;
  return (
    <Table label={title} frame="bare" className="mt-1">
      <TableHead>
        <ColumnHeader>{labels.field}</ColumnHeader>
        <ColumnHeader>{labels.term}</ColumnHeader>
        <ColumnHeader>{labels.referenceId}</ColumnHeader>
        <ColumnHeader>{last[0]}</ColumnHeader>
      </TableHead>
      <TableBody>
        {terms.map((t, i) => (
          <Row key={`${t.field}-${t.term}-${i}`}>
            <Cell>{t.field}</Cell>
            <Cell>{t.term}</Cell>
            <Cell className="font-mono text-xs">{t.referenceId}</Cell>
            <Cell>{last[1](t)}</Cell>
          </Row>
        ))}
      </TableBody>
    </Table>
  );
}
