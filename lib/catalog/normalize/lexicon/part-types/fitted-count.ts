/**
 * Part types a vehicle usually takes more than one of, as a cataloguer knows them. When a catalog
 * states no quantity for such a part (no quantity column, or an empty cell, and no default quantity
 * set on the mapping), Qty 1 would be a guess — a receiver reads `<Qty>1</Qty>` on a spark plug as
 * "this engine takes one" — so the row is held for a person to give the quantity (QTY_NOT_STATED).
 * Parts a vehicle takes one of keep the stated assumption of Qty 1 (decision 0010).
 *
 * - `per-cylinder`: one per cylinder or valve; the count depends on the engine.
 * - `per-side`: one each side of an axle (or of the car); a position naming a side (`Front Left`,
 *   `Driver Side`) takes one, an axle (`Front`) or no position does not say how many.
 * - `varies`: one or several depending on the vehicle, the part's design and the brand's habit (wear
 *   sensors, ignition coils, wheels): only the part itself says how many.
 *
 * Keyed by vocabulary concept id (see ./types): the index links each concept to the loaded PCdb.
 */

export type FittedCount = 'per-cylinder' | 'per-side' | 'varies';

const PER_CYLINDER = [
  'ignition.spark-plug', 'ignition.glow-plug', 'ignition.coil-boot',
  'fuel.fuel-injector',
  'engine.valve-lifter', 'engine.piston', 'engine.piston-ring', 'engine.engine-valve', 'engine.valve-seal',
  'engine.rocker-arm', 'engine.pushrod', 'engine.valve-spring', 'engine.valve-guide', 'engine.connecting-rod',
];

const PER_SIDE = [
  'brakes.disc-rotor', 'brakes.disc-caliper', 'brakes.drum', 'brakes.hose', 'brakes.wheel-cylinder', 'brakes.parking-cable',
  'brakes.abs-sensor', 'brakes.caliper-bracket', 'brakes.dust-shield',
  'suspension.shock', 'suspension.strut-assembly', 'suspension.coil-spring', 'suspension.leaf-spring', 'suspension.control-arm',
  'suspension.ball-joint', 'suspension.stabilizer-link', 'suspension.stabilizer-bushing', 'suspension.control-arm-bushing',
  'suspension.strut-mount', 'suspension.bump-stop', 'suspension.shock-boot', 'suspension.tie-rod-end', 'suspension.inner-tie-rod',
  'suspension.steering-boot', 'suspension.knuckle', 'suspension.air-spring', 'suspension.trailing-arm', 'suspension.shock-mount',
  'suspension.strut-bearing', 'suspension.spring-seat', 'suspension.air-strut', 'suspension.torsion-bar',
  'drivetrain.cv-axle', 'drivetrain.cv-joint', 'drivetrain.cv-boot',
  'bearings.hub-assembly', 'bearings.wheel-bearing', 'bearings.wheel-seal',
  'electrical.headlight-bulb', 'electrical.tail-bulb', 'electrical.brake-bulb', 'electrical.turn-bulb', 'electrical.fog-bulb',
  'electrical.parking-bulb', 'electrical.headlight', 'electrical.tail-light', 'electrical.fog-light', 'electrical.turn-light',
  'electrical.side-marker', 'electrical.drl', 'electrical.cornering-light',
  'wipers.wiper-blade', 'wipers.wiper-arm',
];

const VARIES = [
  // One coil pack for the engine, or one coil per cylinder: the part's design decides, not the engine.
  'ignition.ignition-coil',
  'brakes.pad-wear-sensor',
  'wheels.wheel', 'wheels.tire', 'wheels.wheel-cover', 'wheels.center-cap', 'wheels.valve-stem', 'wheels.wheel-spacer',
  'drivetrain.wheel-stud', 'drivetrain.wheel-nut',
  'electrical.tpms', 'electrical.parking-sensor',
];

export const FITTED_COUNT: ReadonlyMap<string, FittedCount> = new Map<string, FittedCount>([
  ...PER_CYLINDER.map((id) => [id, 'per-cylinder'] as const),
  ...PER_SIDE.map((id) => [id, 'per-side'] as const),
  ...VARIES.map((id) => [id, 'varies'] as const),
]);
