import { describe, expect, it } from 'vitest';
import { render, say } from '@/lib/catalog/messages';
import { loadDemoReference } from '@/lib/catalog/reference';
import { resolveOverride } from '@/lib/api/override-ids';
import { problem, problemFields } from '@/lib/api/errors';

/**
 * Issue 16: an API override naming reference entries by id is refused in the caller's language
 * (texts/api-overrides.ts), where in the body it was kept as sent, the English word for word as before.
 */
const { reference } = await loadDemoReference();
const refused = (override: Parameters<typeof resolveOverride>[0]) => {
  const resolved = resolveOverride(override, reference, 'decisions.0.override');
  if (resolved.ok) throw new Error('expected a refusal');
  return resolved;
};
const [someBaseVehicle] = reference.baseVehicles.values();

describe('an override by id the job’s release cannot answer', () => {
  it('names a part type the release lacks: in German through the API, in English as before', () => {
    const partType = refused({ partTypeId: 987654 });
    expect(partType.message).toBe(`decisions.0.override.partTypeId: 987654 is not a part type in the job's reference release (${reference.source}).`);
    expect(problemFields(problem('invalid_request', partType.said), 'de').message).toBe(
      `decisions.0.override.partTypeId: 987654 ist keine Teileart in der Referenzversion des Auftrags (${reference.source}).`,
    );
  });

  it('says what is wrong with each kind of id in each language', () => {
    expect(render(refused({ positionId: 99999 }).said, 'fr')).toBe(`decisions.0.override.positionId : 99999 n’est pas une position dans la version de référence de la tâche (${reference.source}).`);
    expect(render(refused({ makeId: 'x1' }).said, 'es')).toBe('decisions.0.override.makeId: "x1" no es un ID; indique un número entero, p. ej. 1896.');
    expect(render(refused({ modelId: 5 }).said, 'it')).toBe('decisions.0.override.modelId: indicate anche la marca del modello (makeId), oppure date un baseVehicleId.');
    const contradicted = refused({ baseVehicleId: someBaseVehicle!.id, makeId: someBaseVehicle!.makeId + 100000 });
    expect(contradicted.message).toMatch(/which the makeId or modelId given contradicts\.$/);
    expect(render(contradicted.said, 'de')).toBe(
      `decisions.0.override.baseVehicleId: Das Basisfahrzeug ${someBaseVehicle!.id} hat die Marke ${someBaseVehicle!.makeId} und das Modell ${someBaseVehicle!.modelId}; die angegebene makeId oder modelId widerspricht dem.`,
    );
  });

  it('names a release of the database in the reader’s language too (its source label has words of ours)', () => {
    const release = Object.assign(Object.create(Object.getPrototypeOf(reference)), reference, {
      source: 'reference release 12 (AutoCare 2026-01)',
      sourceSaid: say('reference.release.source', { release: '12', source: 'AutoCare 2026-01' }),
    }) as typeof reference;
    const resolved = resolveOverride({ partTypeId: 987654 }, release, 'decisions.0.override');
    if (resolved.ok) throw new Error('expected a refusal');
    expect(resolved.message).toBe("decisions.0.override.partTypeId: 987654 is not a part type in the job's reference release (reference release 12 (AutoCare 2026-01)).");
    expect(render(resolved.said, 'de')).toBe(
      'decisions.0.override.partTypeId: 987654 ist keine Teileart in der Referenzversion des Auftrags (Referenzversion 12 (AutoCare 2026-01)).',
    );
  });
});
