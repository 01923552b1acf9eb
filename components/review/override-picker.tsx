'use client';

import { useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import { type ModelHit, type NamedHit, overrideFromPicks, type OverridePicks, type PositionHit } from '@/lib/data/reference/types';
import { Modal } from '@/components/ui/modal';
import { ReferenceCombobox } from './reference-combobox';
import type { ReviewRowView } from '@/lib/data/catalogs/types';
import { controlClass, Field, FieldGroup } from '@/components/ui/field';

interface Props {
  /** The rows the override is for: the highlighted one, or the selection. */
  rows: ReviewRowView[];
  busy?: boolean;
  onCancel: () => void;
  onSave: (picks: OverridePicks) => void;
}

const SHOWN_FIELDS = ['make', 'model', 'year', 'yearFrom', 'yearTo', 'partType', 'position'] as const;
/** Every field an override can store, in the order the preview lists them under their labels (never the keys). */
const STORED_FIELDS = ['make', 'model', 'year', 'yearFrom', 'yearTo', 'baseVehicleId', 'partType', 'partTypeId', 'position', 'positionId'] as const;

/**
 * Pick the right vehicle (make → model → year → base vehicle), part type or position from the
 * reference data, with search. Every part is optional: a make alone fixes a misspelt make. Shows
 * what will be stored before saving; the values are checked again when the row is exported.
 */
export function OverridePicker({ rows, busy, onCancel, onSave }: Props) {
  const t = useTranslations('review.picker');
  const previewId = useId();
  const [make, setMake] = useState<NamedHit | null>(null);
  const [model, setModel] = useState<ModelHit | null>(null);
  const [baseVehicleId, setBaseVehicleId] = useState<number | null>(null);
  const [partType, setPartType] = useState<NamedHit | null>(null);
  const [position, setPosition] = useState<PositionHit | null>(null);
  const first = rows[0];

  const picks: OverridePicks = useMemo(() => {
    const year = model?.years.find((y) => y.baseVehicleId === baseVehicleId);
    return {
      ...(make ? { vehicle: { make, ...(model ? { model } : {}), ...(year ? { year } : {}) } } : {}),
      ...(partType ? { partType } : {}),
      ...(position ? { position } : {}),
    };
  }, [make, model, baseVehicleId, partType, position]);
  const preview = first ? overrideFromPicks(picks, first) : null;
  // Positions the PCdb allows for the part type being picked, else for the one the row has.
  const partTypeForPositions = partType?.id ?? (rows.length === 1 ? (first?.partTypeId ?? undefined) : undefined);

  if (!first) return null;
  const title = rows.length === 1 ? t('titleOne', { row: first.row }) : t('titleMany', { count: rows.length });

  return (
    <Modal title={title} onClose={onCancel} size="lg">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (preview) onSave(picks);
        }}
        className="space-y-6"
      >
        {rows.length === 1 && (
          <p className="text-sm text-slate-700">
            {t('inTheFile')}{' '}
            {SHOWN_FIELDS.filter((f) => first.fields[f]?.trim())
              .map((f) => `${t(`fields.${f}`)}: ${first.fields[f]}`)
              .join(' · ') || t('nothingMapped')}
          </p>
        )}
        <FieldGroup legend={t('vehicle')}>
          <div className="grid gap-3 sm:grid-cols-3">
            <ReferenceCombobox<NamedHit>
              label={t('make')}
              kind="make"
              value={make}
              autoFocus
              onChange={(hit) => {
                setMake(hit);
                setModel(null);
                setBaseVehicleId(null);
              }}
            />
            <ReferenceCombobox<ModelHit>
              label={t('model')}
              kind="model"
              params={{ make: make?.id }}
              value={model}
              disabled={!make}
              onChange={(hit) => {
                setModel(hit);
                setBaseVehicleId(null);
              }}
            />
            <Field label={t('year')}>
              {(control) => (
                <select
                  {...control}
                  disabled={!model}
                  value={baseVehicleId ?? ''}
                  onChange={(e) => setBaseVehicleId(e.target.value ? Number(e.target.value) : null)}
                  className={`${controlClass} disabled:bg-slate-100`}
                >
                  <option value="">{t('keepYears')}</option>
                  {model?.years.map((y) => (
                    <option key={y.baseVehicleId} value={y.baseVehicleId}>
                      {t('yearOption', { year: y.year, id: y.baseVehicleId })}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
        </FieldGroup>
        <div className="grid gap-3 sm:grid-cols-2">
          <ReferenceCombobox<NamedHit> label={t('partType')} kind="part-type" value={partType} onChange={setPartType} />
          <ReferenceCombobox<PositionHit>
            label={t('position')}
            kind="position"
            params={{ partType: partTypeForPositions }}
            value={position}
            onChange={setPosition}
            {...(partTypeForPositions !== undefined ? { hint: t('positionHint') } : {})}
          />
        </div>
        <section aria-labelledby={previewId} className="rounded-lg bg-slate-50 p-3">
          <h3 id={previewId} className="text-sm font-semibold text-ink">
            {t('preview')}
          </h3>
          {preview ? (
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              {STORED_FIELDS.filter((field) => preview[field] !== undefined).map((field) => (
                <div key={field} className="contents">
                  <dt className="text-slate-600">{t(`fields.${field}`)}</dt>
                  <dd className="text-ink">{preview[field] === '' ? t('cleared') : preview[field]}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="mt-1 text-sm text-slate-600">{t('nothingPicked')}</p>
          )}
          {rows.length > 1 && <p className="mt-2 text-xs text-slate-600">{t('manyNote')}</p>}
        </section>
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" onClick={onCancel} className="btn-secondary min-h-11">
            {t('cancel')}
          </button>
          <button type="submit" disabled={!preview || busy} className="btn-primary min-h-11">
            {t('save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
