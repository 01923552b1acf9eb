'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useActionState, useEffect, useState } from 'react';
import { Cell, ColumnHeader, Row, RowHeader, Table, TableBody, TableHead } from '@/components/ui/table';
import { useRouter } from '@/i18n/navigation';
import { fieldErrorOf, formErrorOf, type ActionState } from '@/lib/actions/result';
import { unmappedRequiredFields } from '@/lib/catalog/mapping/required-field-rules';
import { CANONICAL_FIELDS, confidenceTone, duplicateFields, type CanonicalField, type MappingRow } from './mapping-rows';
import { chosenSettings, type SettingRow } from './mapping-settings';
import { MappingSettingsPanel } from './mapping-settings-panel';
import { useActionText } from '@/components/ui/use-action-text';
import { useHydrated } from '@/components/ui/use-hydrated';
import { Alert } from '@/components/ui/alert';
import { controlClass, Field } from '@/components/ui/field';

type SaveAction = (state: ActionState<{ name: string; version: number }>, formData: FormData) => Promise<ActionState<{ name: string; version: number }>>;
type RerunAction = (state: ActionState<{ conversionId: string; created: boolean }>, formData: FormData) => Promise<ActionState<{ conversionId: string; created: boolean }>>;

interface Props {
  conversionId: string;
  rows: MappingRow[];
  /** The catalog settings the run went on (default quantity, currency, units, decimal mark). */
  settings?: SettingRow[];
  /** The conversion stopped here (MAPPING_INCOMPLETE): the page asks for the missing columns. */
  stoppedAtMapping?: boolean;
  /** Owners and operators edit, save and re-run; everyone else reads. */
  editable: boolean;
  saveAction: SaveAction;
  rerunAction: RerunAction;
}

const BAR: Record<ReturnType<typeof confidenceTone>, string> = {
  high: 'bg-emerald-500',
  medium: 'bg-amber-500',
  low: 'bg-red-500',
  unknown: 'bg-slate-300',
};

/**
 * The mapping screen: each source column, the field it was read as (a select to change it), the
 * engine's confidence as a bar, and its reason. Uncertain rows are highlighted; so are the fields
 * every row needs that no column gives (a conversion stops before converting without them). The
 * catalog settings the run assumed sit below, to change. The edited mapping can be saved under a
 * name and used to convert the same file again.
 */
export function MappingEditor({ conversionId, rows, settings = [], stoppedAtMapping = false, editable, saveAction, rerunAction }: Props) {
  const t = useTranslations('catalogs.mapping');
  const tField = useTranslations('catalogs.fields');
  const format = useFormatter();
  const [fields, setFields] = useState<(CanonicalField | null)[]>(() => rows.map((r) => r.field));
  const [settingValues, setSettingValues] = useState<string[]>(() => settings.map((s) => s.value));
  const duplicates = duplicateFields(fields);
  const missing = unmappedRequiredFields(fields).map((g) => g.field);
  const changed = fields.filter((f, i) => f !== rows[i]?.field).length + settingValues.filter((v, i) => v !== settings[i]?.value).length;
  const chosen = JSON.stringify(chosenSettings(settings, settingValues));
  const fieldLabel = (field: CanonicalField | null) => (field ? tField(field) : t('notUsed'));
  // Every column's select lists every field, translated once for all of them — but only in the
  // running page: the server's HTML gives each select its chosen field alone (a dozen columns times
  // every field was ~480 options, a quarter of the page's bytes and of its render; issue 15.7). The
  // editor works only once hydrated anyway (its forms carry the choices React keeps).
  const hydrated = useHydrated();
  const fieldOptions = hydrated ? [{ value: '', label: fieldLabel(null) }, ...CANONICAL_FIELDS.map((f) => ({ value: f, label: tField(f) }))] : null;

  return (
    <section aria-labelledby="mapping-heading" className="space-y-4">
      <div>
        <h2 id="mapping-heading" className="text-xl font-bold text-ink">
          {t('heading')}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{editable ? t('introEditable') : t('intro')}</p>
      </div>
      {missing.length > 0 ? (
        <div data-testid="mapping-missing" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <p className="font-semibold">{stoppedAtMapping ? t('missing.stopped') : t('missing.heading')}</p>
          <ul className="mt-1 list-inside list-disc">
            {missing.map((f) => (
              <li key={f} data-testid="missing-field">
                {tField(f)}
              </li>
            ))}
          </ul>
          <p className="mt-1">{editable ? t('missing.pick') : t('missing.who')}</p>
        </div>
      ) : (
        stoppedAtMapping && (
          <p data-testid="mapping-complete" className="rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-sm text-emerald-950">
            {t('missing.complete')}
          </p>
        )
      )}
      <Table labelledBy="mapping-heading">
        <TableHead>
          <ColumnHeader>{t('column')}</ColumnHeader>
          <ColumnHeader>{t('field')}</ColumnHeader>
          <ColumnHeader>{t('confidence')}</ColumnHeader>
          <ColumnHeader>{t('note')}</ColumnHeader>
        </TableHead>
        <TableBody>
          {rows.map((row, i) => {
            const tone = confidenceTone(row.confidence);
            const field = fields[i] ?? null;
            const isChanged = field !== row.field;
            // While a needed field has no column, the unused columns are where it may be.
            const candidate = missing.length > 0 && field === null;
            return (
              <Row
                key={`${i}-${row.column}`}
                data-testid="mapping-row"
                data-tone={tone}
                data-candidate={candidate || undefined}
                className={tone === 'low' || candidate ? 'bg-amber-50' : undefined}
              >
                <RowHeader className="min-w-40 font-mono break-words text-ink">
                  {row.column}
                  {tone === 'low' && <span className="ml-2 font-sans text-xs font-semibold text-amber-800">{t('checkThis')}</span>}
                  {candidate && tone !== 'low' && <span className="ml-2 font-sans text-xs font-semibold text-amber-800">{t('unused')}</span>}
                </RowHeader>
                <Cell>
                  {editable ? (
                    <FieldSelect
                      column={row.column}
                      value={field}
                      onChange={(next) => setFields((all) => all.map((f, j) => (j === i ? next : f)))}
                      options={fieldOptions ?? [{ value: field ?? '', label: fieldLabel(field) }]}
                    />
                  ) : (
                    <span className={field ? 'text-ink' : 'text-slate-500'}>{fieldLabel(field)}</span>
                  )}
                  {isChanged && <span className="ml-2 text-xs font-semibold text-brand-700">{t('changed')}</span>}
                  {field && duplicates.has(field) && <p className="mt-1 text-xs text-red-700">{t('duplicate', { field: fieldLabel(field) })}</p>}
                </Cell>
                <Cell>
                  {row.confidence === null ? (
                    <span className="text-slate-500">—</span>
                  ) : (
                    <span className="flex items-center gap-2">
                      <span aria-hidden className="h-1.5 w-20 overflow-hidden rounded-full bg-slate-200">
                        <span className={`block h-full ${BAR[tone]}`} style={{ width: `${Math.round(row.confidence * 100)}%` }} />
                      </span>
                      <span className="tabular-nums">{format.number(row.confidence, { style: 'percent' })}</span>
                    </span>
                  )}
                </Cell>
                <Cell className="text-slate-600">{row.note}</Cell>
              </Row>
            );
          })}
        </TableBody>
      </Table>
      <MappingSettingsPanel
        rows={settings}
        values={settingValues}
        editable={editable}
        onChange={(index, value) => setSettingValues((all) => all.map((v, j) => (j === index ? value : v)))}
      />
      {editable && (
        <div className="grid gap-4 lg:grid-cols-2">
          <SaveMappingForm conversionId={conversionId} fields={fields} settings={chosen} action={saveAction} />
          <RerunForm conversionId={conversionId} fields={fields} settings={chosen} changed={changed} missing={missing.length > 0} action={rerunAction} />
        </div>
      )}
    </section>
  );
}

function FieldSelect({
  column,
  value,
  onChange,
  options,
}: {
  column: string;
  value: CanonicalField | null;
  onChange: (field: CanonicalField | null) => void;
  /** "Not used" (value '') and every field, translated; before hydration the chosen one alone. */
  options: { value: string; label: string }[];
}) {
  const t = useTranslations('catalogs.mapping');
  return (
    <select
      aria-label={t('fieldFor', { column })}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? null : (event.target.value as CanonicalField))}
      className="min-h-11 rounded-lg border border-slate-300 bg-white px-2"
    >
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

/** The form's copy of the editor: the conversion, each column's field in order, the settings set (JSON). */
function FieldInputs({ conversionId, fields, settings }: { conversionId: string; fields: (CanonicalField | null)[]; settings: string }) {
  return (
    <>
      <input type="hidden" name="conversionId" value={conversionId} />
      <input type="hidden" name="settings" value={settings} />
      {fields.map((f, i) => (
        <input key={i} type="hidden" name="field" value={f ?? ''} />
      ))}
    </>
  );
}

function SaveMappingForm({ conversionId, fields, settings, action }: { conversionId: string; fields: (CanonicalField | null)[]; settings: string; action: SaveAction }) {
  const t = useTranslations('catalogs.mapping');
  const text = useActionText();
  const [state, formAction, pending] = useActionState(action, null);
  const nameError = fieldErrorOf(state, 'name');
  const error = formErrorOf(state, ['name']);
  return (
    <form action={formAction} className="rounded-xl border border-slate-200 bg-white p-4" aria-label={t('saveHeading')}>
      <h3 className="font-semibold text-ink">{t('saveHeading')}</h3>
      <p className="mt-1 text-sm text-slate-600">{t('saveIntro')}</p>
      <FieldInputs conversionId={conversionId} fields={fields} settings={settings} />
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <Field label={t('name')} error={nameError && text(nameError)} className="grow">
          {(control) => <input {...control} name="name" required maxLength={100} className={controlClass} />}
        </Field>
        <button type="submit" disabled={pending} className="btn-secondary min-h-11">
          {t('save')}
        </button>
      </div>
      <p aria-live="polite" className="mt-2 text-sm">
        {state?.ok && <span className="text-emerald-800">{t('saved', { name: state.data.name, version: state.data.version })}</span>}
      </p>
      {error && (
        <Alert tone="error" inline>
          {text(error)}
        </Alert>
      )}
    </form>
  );
}

function RerunForm({
  conversionId,
  fields,
  settings,
  changed,
  missing,
  action,
}: {
  conversionId: string;
  fields: (CanonicalField | null)[];
  settings: string;
  changed: number;
  /** A field every row needs has no column: the run would stop again. */
  missing: boolean;
  action: RerunAction;
}) {
  const t = useTranslations('catalogs.mapping');
  const text = useActionText();
  const router = useRouter();
  const [state, formAction, pending] = useActionState(action, null);

  useEffect(() => {
    if (state?.ok) router.push(`/catalogs/${state.data.conversionId}`);
  }, [state, router]);

  const error = formErrorOf(state);
  return (
    <form action={formAction} className="rounded-xl border border-slate-200 bg-white p-4" aria-label={t('rerunHeading')}>
      <h3 className="font-semibold text-ink">{t('rerunHeading')}</h3>
      <p className="mt-1 text-sm text-slate-600">{t('rerunIntro', { count: changed })}</p>
      <FieldInputs conversionId={conversionId} fields={fields} settings={settings} />
      {missing && <p className="mt-2 text-sm text-amber-900">{t('missing.rerun')}</p>}
      <button type="submit" disabled={pending} className="btn-primary mt-3 min-h-11">
        {pending ? t('rerunning') : t('rerun')}
      </button>
      {error && (
        <Alert tone="error" inline className="mt-2">
          {text(error)}
        </Alert>
      )}
    </form>
  );
}
