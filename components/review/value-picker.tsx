'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { MAX_LEARNED_QTY } from '@/lib/catalog/normalize/learned-terms';
import type { ModelHit, NamedHit, ReferenceSearchKind } from '@/lib/data/reference/types';
import type { ValueGroup } from '@/lib/data/catalogs/types';
import { Modal } from '@/components/ui/modal';
import { ReferenceCombobox } from './reference-combobox';
import { controlClass, Field } from '@/components/ui/field';

interface Props {
  group: ValueGroup;
  busy: boolean;
  onCancel: () => void;
  onSave: (picked: NamedHit) => void;
}

/** The reference search for each field a value can be; a model is searched within a make. */
const SEARCH_KIND: Partial<Record<ValueGroup['field'], ReferenceSearchKind>> = {
  partType: 'part-type',
  make: 'make',
  model: 'model',
  position: 'position',
};

/** A whole quantity within the bounds a learned quantity may have, or null. */
function typedQuantity(text: string): NamedHit | null {
  const n = Number(text.trim());
  return /^\d+$/.test(text.trim()) && n >= 1 && n <= MAX_LEARNED_QTY ? { id: n, name: String(n) } : null;
}

/**
 * Another reference entry for a value than the candidates offer, searched in the conversion's
 * release (the surrounding ReferenceScopeProvider); a quantity is typed. Submodels have no search:
 * they are decided from the candidates, or row by row.
 */
export function ValuePicker({ group, busy, onCancel, onSave }: Props) {
  const t = useTranslations('review.values');
  const [make, setMake] = useState<NamedHit | null>(null);
  const [picked, setPicked] = useState<NamedHit | null>(null);
  const [qty, setQty] = useState('');
  const kind = SEARCH_KIND[group.field];
  const field = t(`fields.${group.field}`);

  return (
    <Modal title={t('pickerTitle', { field, term: group.term })} onClose={onCancel}>
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (picked) onSave(picked);
        }}
      >
        <p className="text-sm text-slate-700">{group.field === 'qty' ? t('pickerQtyNote', { term: group.term }) : t('pickerNote')}</p>
        {group.field === 'qty' ? (
          <Field label={t('pickerQty')}>
            {(control) => (
              <input
                {...control}
                type="number"
                min={1}
                max={MAX_LEARNED_QTY}
                step={1}
                required
                autoFocus
                value={qty}
                onChange={(e) => {
                  setQty(e.target.value);
                  setPicked(typedQuantity(e.target.value));
                }}
                className={`${controlClass} max-w-32`}
              />
            )}
          </Field>
        ) : !kind ? (
          <p className="text-sm text-slate-700">{t('pickerNone')}</p>
        ) : kind === 'model' ? (
          <>
            <ReferenceCombobox<NamedHit>
              label={t('pickerMake')}
              kind="make"
              value={make}
              autoFocus
              onChange={(hit) => {
                setMake(hit);
                setPicked(null);
              }}
            />
            <ReferenceCombobox<ModelHit> label={field} kind="model" params={{ make: make?.id }} value={picked as ModelHit | null} disabled={!make} onChange={setPicked} />
          </>
        ) : (
          <ReferenceCombobox<NamedHit> label={field} kind={kind} value={picked} autoFocus onChange={setPicked} />
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" onClick={onCancel} className="btn-secondary min-h-11">
            {t('cancel')}
          </button>
          <button type="submit" disabled={!picked || busy} className="btn-primary min-h-11">
            {t('pickerSave', { count: group.pendingRows })}
          </button>
        </div>
      </form>
    </Modal>
  );
}
