/**
 * The multilingual part-type vocabulary, keyed by concept: one table per system group. Each concept
 * lists the English PCdb-style names it goes by and the trade names per language; the index links it
 * to the loaded PCdb by name similarity (see `part-type-links.ts`).
 */

import type { CatalogLanguage } from '@/lib/catalog/types';
import { ACCESSORY_CONCEPTS } from './accessories';
import { BEARING_SEAL_CONCEPTS } from './bearings-seals';
import { BELT_HOSE_CONCEPTS } from './belts-hoses';
import { BODY_CONCEPTS } from './body';
import { BRAKE_CONCEPTS } from './brakes';
import { COOLING_CONCEPTS } from './cooling';
import { DRIVETRAIN_CONCEPTS } from './drivetrain';
import { ELECTRICAL_CONTROL_CONCEPTS } from './electrical-controls';
import { ELECTRICAL_CONCEPTS } from './electrical-lighting';
import { ENGINE_CONCEPTS } from './engine';
import { ENGINE_INTERNAL_CONCEPTS } from './engine-internals';
import { EXHAUST_CONCEPTS } from './exhaust';
import { FILTER_CONCEPTS } from './filters';
import { FUEL_CONCEPTS } from './fuel';
import { HVAC_CONCEPTS } from './hvac';
import { IGNITION_CONCEPTS } from './ignition';
import { SENSOR_CONCEPTS } from './sensors';
import { SUSPENSION_CONCEPTS } from './suspension-steering';
import { WHEEL_TIRE_CONCEPTS } from './wheels-tires';
import { WIPER_CONCEPTS } from './wipers';
import type { PartTypeConcept } from './types';

export const PART_TYPE_CONCEPTS: readonly PartTypeConcept[] = [
  ...BRAKE_CONCEPTS,
  ...FILTER_CONCEPTS,
  ...IGNITION_CONCEPTS,
  ...SUSPENSION_CONCEPTS,
  ...ENGINE_CONCEPTS,
  ...ENGINE_INTERNAL_CONCEPTS,
  ...COOLING_CONCEPTS,
  ...SENSOR_CONCEPTS,
  ...ELECTRICAL_CONCEPTS,
  ...ELECTRICAL_CONTROL_CONCEPTS,
  ...EXHAUST_CONCEPTS,
  ...DRIVETRAIN_CONCEPTS,
  ...WIPER_CONCEPTS,
  ...BODY_CONCEPTS,
  ...HVAC_CONCEPTS,
  ...FUEL_CONCEPTS,
  ...BELT_HOSE_CONCEPTS,
  ...BEARING_SEAL_CONCEPTS,
  ...WHEEL_TIRE_CONCEPTS,
  ...ACCESSORY_CONCEPTS,
];

/** The older shape (one PCdb name per entry): the concept's first PCdb name and its terms. */
export interface PartTypeTerms {
  pcdb: string;
  terms: Partial<Record<CatalogLanguage, readonly string[]>>;
}

export const PART_TYPE_TERMS: readonly PartTypeTerms[] = PART_TYPE_CONCEPTS.map((c) => ({ pcdb: c.pcdb[0]!, terms: c.terms }));
