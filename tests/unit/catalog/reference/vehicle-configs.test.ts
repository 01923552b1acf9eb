import { describe, expect, it } from 'vitest';
import type { EngineOption } from '@/lib/catalog/reference';
import { IntColumn } from '@/lib/catalog/reference/int-column';
import { buildVehicleConfigs, VehicleRows } from '@/lib/catalog/reference/vehicle-configs';

const v6: EngineOption = { engineBaseId: 8101, fuel: 'GAS' };
const i4: EngineOption = { engineBaseId: 8102, fuel: 'GAS', aspiration: 'Turbocharged' };
const OPTIONS = [v6, i4];
/** EngineConfigID → option: 1 is the V6, 2 the I4, anything else is not in the EngineConfig table. */
const optionOf = (config: number) => (config === 1 ? 0 : config === 2 ? 1 : -1);

function build(vehicles: [number, number, number][], pairs: [number, number][]) {
  const rows = new VehicleRows();
  for (const [id, baseVehicle, submodel] of vehicles) rows.add(id, baseVehicle, submodel);
  const engines = new IntColumn();
  for (const [vehicle, config] of pairs) {
    engines.push(vehicle);
    engines.push(config);
  }
  return buildVehicleConfigs(rows, engines, optionOf, OPTIONS);
}

describe('each base vehicle’s configurations', () => {
  // Vehicle → BaseVehicle, Submodel: two years of one model with the same line-up, a third year with another.
  const configs = build(
    [
      [1, 100, 7001],
      [2, 100, 7002],
      [3, 100, 7001], // another region of the first: its engines join the same configuration
      [4, 101, 7001],
      [5, 101, 7002],
      [6, 102, 7001],
    ],
    [
      [1, 1],
      [2, 2],
      [3, 2],
      [3, 1],
      [4, 1],
      [4, 2],
      [5, 2],
      [6, 1],
      [6, 9], // EngineConfig 9 is not in the release
      [77, 1], // nor is Vehicle 77
    ],
  );

  it('gives one configuration per submodel, regions merged and engines united in the order met', () => {
    expect(configs.get(100)).toEqual([
      { submodelId: 7001, engines: [v6, i4] },
      { submodelId: 7002, engines: [i4] },
    ]);
    expect(configs.get(101)).toEqual(configs.get(100));
    expect(configs.get(102)).toEqual([{ submodelId: 7001, engines: [v6] }]);
    expect(configs.get(999)).toEqual([]);
  });

  it('shares the engine options and gives one list for repeated asks', () => {
    expect(configs.get(100)[0]!.engines[0]).toBe(v6);
    expect(configs.get(102)).toBe(configs.get(102));
  });

  it('keeps a vehicle read twice in its first place, with its later base vehicle and submodel', () => {
    const twice = build(
      [
        [1, 100, 7001],
        [2, 100, 7002],
        [1, 100, 7003],
      ],
      [[1, 2]],
    );
    expect(twice.get(100)).toEqual([
      { submodelId: 7003, engines: [i4] },
      { submodelId: 7002, engines: [] },
    ]);
  });
});
