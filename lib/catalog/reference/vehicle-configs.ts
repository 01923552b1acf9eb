import type { EngineOption, VehicleConfig } from './reference-set';

/**
 * Each base vehicle's configurations: one per submodel, its regions merged and engines united.
 *
 * Built once per release and held for the whole run, so they are shared rather than copied: a VCdb
 * repeats the same engine line-up on every year and submodel of a model, and the same submodel and
 * engine pair on many base vehicles. Equal engine lists, equal configurations and equal lists of
 * configurations are one object each (a release-sized delivery: 420,000 vehicle-engine rows on
 * 140,000 base vehicles took 96 MB as copies). Callers only read them; `readonly` in the types says so.
 */
export function buildVehicleConfigs(
  vehicles: ReadonlyMap<number, readonly [number, number]>,
  enginesByVehicle: ReadonlyMap<number, readonly EngineOption[]>,
): Map<number, readonly VehicleConfig[]> {
  const building = new Map<number, { submodelId: number; engines: EngineOption[] }[]>();
  for (const [vehicleId, [bvId, submodelId]] of vehicles) {
    let configs = building.get(bvId);
    if (!configs) building.set(bvId, (configs = []));
    let config = configs.find((c) => c.submodelId === submodelId);
    if (!config) configs.push((config = { submodelId, engines: [] }));
    for (const e of enginesByVehicle.get(vehicleId) ?? []) if (!config.engines.includes(e)) config.engines.push(e);
  }

  const optionIds = new Map<EngineOption, number>();
  const optionId = (e: EngineOption): number => {
    let id = optionIds.get(e);
    if (id === undefined) optionIds.set(e, (id = optionIds.size));
    return id;
  };
  const engineLists = new Map<string, readonly EngineOption[]>();
  const configs = new Map<string, VehicleConfig>();
  const lists = new Map<string, readonly VehicleConfig[]>();
  const out = new Map<number, readonly VehicleConfig[]>();
  for (const [bvId, built] of building) {
    const keys: string[] = [];
    const shared = built.map((c) => {
      const enginesKey = c.engines.map(optionId).join(',');
      let engines = engineLists.get(enginesKey);
      if (!engines) engineLists.set(enginesKey, (engines = c.engines));
      const key = `${c.submodelId}:${enginesKey}`;
      keys.push(key);
      let config = configs.get(key);
      if (!config) configs.set(key, (config = { submodelId: c.submodelId, engines }));
      return config;
    });
    const listKey = keys.join('|');
    let list = lists.get(listKey);
    if (!list) lists.set(listKey, (list = shared));
    out.set(bvId, list);
  }
  return out;
}
