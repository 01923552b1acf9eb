/**
 * Trade words that name more than one part type on their own: a bare `Spannrolle` is the tensioner
 * of the accessory belt or of the timing belt, `durite` any hose, `llanta` a rim in Spain and a tire
 * in much of Latin America. They are kept out of every concept's terms so the matcher never reads
 * them as one part type; review offers the part types listed here (the tests hold both to that).
 * The qualified forms (`Spannrolle, Zahnriemen`) stay in their concepts.
 */

import type { CatalogLanguage } from '@/lib/catalog/types';

export interface AmbiguousPartTypeTerm {
  term: string;
  language: CatalogLanguage;
  /** Concept ids the term is used for, most usual first. */
  concepts: readonly string[];
}

const row = (language: CatalogLanguage, term: string, ...concepts: string[]): AmbiguousPartTypeTerm => ({ term, language, concepts });

const TENSIONERS = ['belts.belt-tensioner', 'engine.timing-belt-tensioner'];
const IDLERS = ['belts.idler-pulley', 'engine.timing-idler'];
const SPRINGS = ['suspension.coil-spring', 'suspension.leaf-spring', 'engine.valve-spring'];
const BEARINGS = ['bearings.wheel-bearing', 'drivetrain.release-bearing'];
const MANIFOLDS = ['exhaust.exhaust-manifold', 'engine.intake-manifold'];
const HOSES = ['belts.radiator-hose', 'hvac.heater-hose', 'engine.intercooler-hose'];
const CLAMPS = ['belts.hose-clamp', 'exhaust.exhaust-clamp'];
const FANS = ['engine.radiator-fan', 'hvac.blower-motor'];
const JOINTS = ['suspension.ball-joint', 'suspension.tie-rod-end'];
const BOOTS = ['drivetrain.cv-boot', 'suspension.steering-boot', 'suspension.shock-boot'];

export const AMBIGUOUS_PART_TYPE_TERMS: readonly AmbiguousPartTypeTerm[] = [
  row('en', 'tensioner', ...TENSIONERS, 'engine.timing-chain-tensioner'),
  row('en', 'tensioner pulley', ...TENSIONERS),
  row('de', 'Spannrolle', ...TENSIONERS),
  row('fr', 'galet tendeur', ...TENSIONERS),
  row('es', 'rodillo tensor', ...TENSIONERS),
  row('it', 'tendicinghia', ...TENSIONERS),
  row('en', 'idler pulley', ...IDLERS),
  row('it', 'rullo tenditore', ...TENSIONERS),
  row('es', 'polea tensora', ...TENSIONERS),
  row('de', 'Umlenkrolle', ...IDLERS),
  row('fr', 'galet enrouleur', ...IDLERS),
  row('es', 'polea loca', ...IDLERS),
  row('it', 'galoppino', ...IDLERS),
  // A ball joint and a tie-rod end are both a rotule / rótula / snodo; only the qualifier tells them apart.
  row('fr', 'rotule', ...JOINTS),
  row('es', 'rótula', ...JOINTS),
  row('it', 'snodo', ...JOINTS),
  // Tie rod, stabilizer link or the handbrake cable, by what follows it.
  row('it', 'tirante', 'suspension.inner-tie-rod', 'suspension.stabilizer-link', 'brakes.parking-cable'),
  row('en', 'spring', ...SPRINGS),
  row('de', 'Feder', ...SPRINGS),
  row('fr', 'ressort', ...SPRINGS),
  row('it', 'molla', ...SPRINGS),
  row('fr', 'disque', 'brakes.disc-rotor', 'drivetrain.clutch-disc'),
  row('fr', 'roulement', ...BEARINGS),
  row('it', 'cuscinetto', ...BEARINGS),
  row('fr', 'collecteur', ...MANIFOLDS),
  row('es', 'colector', ...MANIFOLDS),
  row('fr', 'carter', 'engine.oil-pan', 'engine.timing-cover', 'drivetrain.transmission-pan'),
  row('fr', 'durite', ...HOSES),
  row('es', 'manguito', ...HOSES),
  row('it', 'manicotto', ...HOSES),
  row('de', 'Schelle', ...CLAMPS),
  row('fr', 'collier', ...CLAMPS),
  row('es', 'abrazadera', ...CLAMPS),
  row('it', 'fascetta', ...CLAMPS),
  row('fr', 'ventilateur', ...FANS),
  row('es', 'ventilador', ...FANS),
  row('it', 'ventola', ...FANS),
  row('de', 'Riemenscheibe', 'engine.crankshaft-pulley', 'belts.water-pump-pulley', 'electrical.alternator-pulley'),
  row('de', 'Manschette', 'drivetrain.cv-boot', 'suspension.steering-boot'),
  row('en', 'boot', ...BOOTS),
  row('de', 'Lager', 'bearings.wheel-bearing', 'engine.engine-mount', 'suspension.strut-mount'),
  row('en', 'mount', 'engine.engine-mount', 'engine.transmission-mount', 'suspension.strut-mount'),
  row('es', 'biela', 'engine.connecting-rod', 'engine.torque-strut'),
  row('es', 'llanta', 'wheels.wheel', 'wheels.tire'),
  // English trade shorthand for a radiator, and the German word for a wheel: a mixed catalog means either.
  row('en', 'Rad', 'engine.radiator', 'wheels.wheel'),
  row('es', 'pinza de batería', 'electrical.battery-terminal', 'accessories.jumper-cable'),
  // Read word by word, the motor and the regulator with its motor are the same three words.
  row('de', 'Fensterhebermotor', 'electrical.window-motor', 'body.window-regulator'),
  row('de', 'Fensterheber mit Motor', 'body.window-regulator', 'electrical.window-motor'),
];
