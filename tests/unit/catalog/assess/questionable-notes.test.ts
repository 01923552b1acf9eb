import { describe, expect, it } from 'vitest';
import { judgeNote } from '@/lib/catalog/assess';

describe('questionable notes', () => {
  it.each([
    ['2.0L', 'the EngineBase attribute'],
    ['1998cc engine', 'the EngineBase attribute'],
    ['V6 only', 'the EngineBase attribute'],
    ['4WD', 'the DriveType attribute'],
    ['awd models', 'the DriveType attribute'],
    ['Sedan', 'the BodyType or SubModel attribute'],
    ['4-door', 'the BodyNumDoors attribute'],
    ['w/ ABS', 'the BrakeABS attribute'],
    ['Automatic Transmission', 'the Transmission attributes'],
    ['Diesel', 'the FuelType attribute'],
    ['Turbo', 'the Aspiration attribute'],
    ['Front', 'the Position element'],
    ['Left', 'the Position element'],
    ['Rear Right', 'the Position element'],
    ['Built after 03/2010', 'a Qdb qualifier (production date)'],
    ['w/ Sport Package', 'a Qdb qualifier (or the matching VCdb attribute)'],
  ])('sends "%s" to %s', (note, where) => {
    expect(judgeNote(note)?.where).toBe(where);
  });

  it.each(['Severe duty', 'Ceramic pads, low dust', 'Includes hardware kit', 'Pads sold as a set of 4', ''])(
    'leaves "%s" alone',
    (note) => {
      expect(judgeNote(note)).toBeNull();
    },
  );
});
