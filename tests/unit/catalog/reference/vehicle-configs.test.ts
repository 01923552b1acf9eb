import { describe, expect, it } from 'vitest';
import type { EngineOption } from '@/lib/catalog/reference';
import { buildVehicleConfigs } from '@/lib/catalog/reference/vehicle-configs';

const v6: EngineOption = { engineBaseId: 8101, fuel: 'GAS' };
const i4: EngineOption = { engineBaseId: 8102, fuel: 'GAS', aspiration: 'Turbocharged' };

describe('each base vehicle’s configurations', () => {
  // Vehicle → [BaseVehicle, Submodel]; two years of one model with the same line-up, a third year with another.
  const vehicles = new Map<number, [number, number]>([
    [1, [100, 7001]],
    [2, [100, 7002]],
    [3, [100, 7001]], // another region of the first: its engines join the same configuration
    [4, [101, 7001]],
    [5, [101, 7002]],
    [6, [102, 7001]],
  ]);
  const engines = new Map<number, EngineOption[]>([
    [1, [v6]],
    [2, [i4]],
    [3, [i4, v6]],
    [4, [v6, i4]],
    [5, [i4]],
    [6, [v6]],
  ]);
  const configs = buildVehicleConfigs(vehicles, engines);

  it('gives one configuration per submodel, regions merged and engines united in the order met', () => {
    expect(configs.get(100)).toEqual([
      { submodelId: 7001, engines: [v6, i4] },
      { submodelId: 7002, engines: [i4] },
    ]);
    expect(configs.get(102)).toEqual([{ submodelId: 7001, engines: [v6] }]);
    expect(configs.get(999)).toBeUndefined();
  });

  it('shares equal lists, configurations and engine line-ups instead of copying them', () => {
    expect(configs.get(101)).toBe(configs.get(100));
    expect(configs.get(102)![0]!.engines).not.toBe(configs.get(100)![0]!.engines);
    expect(configs.get(100)![1]!.engines).toBe(configs.get(101)![1]!.engines);
  });
});
