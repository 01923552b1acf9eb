import { createHash } from 'node:crypto';
import { canonicalAcesAttributeName } from '../aces/attributes';
import { render, say, type Said } from '../messages';
import type { AcesApp } from '../types';

/**
 * Compact, human-readable keys that say when two apps describe the same fitment. Used by the
 * fitment checker and by anything that compares deliveries (diff, net change).
 *
 * vehicle key: `5888|EngineBase:811,SubModel:20` — base vehicle plus its attributes, sorted;
 * base key: vehicle key + `|partType|position`;
 * condition key: qualifiers and notes, order-free and case-free (long ones hashed).
 */

const CONDITION_HASH_ABOVE = 48;

export function vehicleKey(
  app: Pick<AcesApp, 'baseVehicleId' | 'subModelId' | 'engineBaseId' | 'attributes'>,
): string {
  const parts: string[] = [];
  if (app.subModelId !== undefined) parts.push(`SubModel:${app.subModelId}`);
  if (app.engineBaseId !== undefined) parts.push(`EngineBase:${app.engineBaseId}`);
  for (const a of app.attributes ?? []) parts.push(`${canonicalAcesAttributeName(a.name) ?? a.name}:${a.id}`);
  if (parts.length > 1) {
    parts.sort();
    // The same attribute given twice (engineBaseId and an EngineBase attribute) is one attribute.
    for (let i = parts.length - 1; i > 0; i--) if (parts[i] === parts[i - 1]) parts.splice(i, 1);
  }
  return [app.baseVehicleId, parts.join(',')].join('|');
}

// Keys are built with join(), not template literals: a template makes a rope (cons string) that
// costs three times the memory once a million of them sit in a Map.
export function baseKey(app: AcesApp): string {
  return [vehicleKey(app), app.partTypeId, app.positionId ?? ''].join('|');
}

/** How notes are compared: trimmed, whitespace collapsed, lower-cased. */
export const normalizeNote = (s: string): string => s.trim().replace(/\s+/g, ' ').toLowerCase();

/** '' when the app carries no qualifiers and no (non-blank) notes. */
export function conditionKey(app: Pick<AcesApp, 'quals' | 'notes'>): string {
  const parts: string[] = [];
  for (const q of app.quals ?? []) parts.push(`Q${q.id}(${q.params.map((p) => p.trim()).join(',')})`);
  for (const n of app.notes ?? []) {
    const t = normalizeNote(n);
    if (t) parts.push(`N:${t}`);
  }
  if (parts.length === 0) return '';
  parts.sort();
  const key = parts.join(';');
  return key.length > CONDITION_HASH_ABOVE
    ? `#${createHash('sha256').update(key).digest('base64url').slice(0, 22)}`
    : key;
}

/** Everything that defines where a part fits: vehicle, attributes, part type, position, conditions. */
export function fitmentKey(app: AcesApp): string {
  return [baseKey(app), conditionKey(app)].join('|');
}

/** Renders a base key for messages: "BaseVehicle 5888 (EngineBase 811), part type 1684, position 22". */
export function describeBaseKey(key: string): string {
  return render(baseKeySaid(key));
}

/**
 * A base key as a catalogue text (`fitment.where`). `vehicleName` names a vehicle that is not a
 * BaseVehicle (the assessment's stand-in ids for Years + Make + Model apps).
 */
export function baseKeySaid(key: string, vehicleName?: (baseVehicleId: number) => string | undefined): Said {
  const [bv = '', attrs, pt = '', pos] = key.split('|');
  const attrText = attrs
    ? ` (${attrs
        .split(',')
        .map((a) => a.replace(':', ' '))
        .join(', ')})`
    : '';
  const vehicle = `${vehicleName?.(Number(bv)) ?? `BaseVehicle ${bv}`}${attrText}`;
  return pos
    ? say('fitment.where', { vehicle, partType: pt, position: pos })
    : say('fitment.where.noPosition', { vehicle, partType: pt });
}

/** A short text of an app's conditions for messages. */
export function describeConditions(app: Pick<AcesApp, 'quals' | 'notes'>): string {
  const parts: string[] = [];
  for (const q of app.quals ?? [])
    parts.push(q.text?.trim() ? `qualifier ${q.id} "${q.text.trim()}"` : `qualifier ${q.id}`);
  for (const n of app.notes ?? []) if (n.trim()) parts.push(`note "${n.trim()}"`);
  const text = parts.join(', ');
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}
