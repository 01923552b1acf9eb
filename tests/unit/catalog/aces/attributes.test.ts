import { describe, expect, it } from 'vitest';
import { canonicalAcesAttributeName, orderAcesAttributes } from '@/lib/catalog/aces';
import { render } from '@/lib/catalog/messages';

describe('canonicalAcesAttributeName', () => {
  it('recognises names in any case, with spaces, underscores or a trailing ID', () => {
    expect(canonicalAcesAttributeName('EngineBase')).toBe('EngineBase');
    expect(canonicalAcesAttributeName('enginebase')).toBe('EngineBase');
    expect(canonicalAcesAttributeName('Engine Base ID')).toBe('EngineBase');
    expect(canonicalAcesAttributeName('cylinder_head_type')).toBe('CylinderHeadType');
    expect(canonicalAcesAttributeName('Submodel')).toBe('SubModel');
    expect(canonicalAcesAttributeName('NumDoors')).toBe('BodyNumDoors');
  });

  it('returns null for names ACES cannot carry', () => {
    expect(canonicalAcesAttributeName('Colour')).toBeNull();
    expect(canonicalAcesAttributeName('')).toBeNull();
  });
});

describe('orderAcesAttributes', () => {
  it('sorts into schema order and moves SubModel to the vehicle', () => {
    const r = orderAcesAttributes({
      attributes: [
        { name: 'FuelType', id: 2 },
        { name: 'submodel', id: 20 },
        { name: 'BodyType', id: 1 },
      ],
    });
    expect(r).toEqual({
      attributes: [
        { name: 'BodyType', id: 1 },
        { name: 'FuelType', id: 2 },
      ],
      subModelId: 20,
      problems: [],
    });
  });

  it('treats the same attribute given twice with the same id as one', () => {
    const r = orderAcesAttributes({ engineBaseId: 811, attributes: [{ name: 'EngineBaseID', id: 811 }] });
    expect(r.attributes).toEqual([{ name: 'EngineBase', id: 811 }]);
    expect(r.problems).toEqual([]);
  });

  it('reports attribute sets one App cannot express', () => {
    expect(
      orderAcesAttributes({ subModelId: 1, attributes: [{ name: 'SubModel', id: 2 }] }).problems.map((p) => render(p)),
    ).toEqual(['two different SubModel ids (1 and 2)']);
    expect(
      render(
        orderAcesAttributes({
          attributes: [
            { name: 'TransmissionBase', id: 1 },
            { name: 'TransmissionNumSpeeds', id: 2 },
          ],
        }).problems[0]!,
      ),
    ).toMatch(/TransmissionBase cannot be combined/);
  });
});
