import type { TextTable } from '../text-table';

/**
 * Why the REST API refused an override that names reference entries by id (lib/api/override-ids.ts),
 * said in the caller's Accept-Language. `path` is where in the request body (`decisions.3.override.partTypeId`,
 * as sent); ids, makes and models are strings (never grouped); `value` is the value as sent (JSON);
 * `source` names the job's reference release as the release itself does.
 */
export const API_OVERRIDE_TEXTS = {
  'api.override.notAnId': {
    en: '{path}: {value} is not an id; give a whole number, e.g. 1896.',
    de: '{path}: {value} ist keine ID; geben Sie eine ganze Zahl an, z. B. 1896.',
    fr: '{path} : {value} n’est pas un ID ; donnez un nombre entier, par exemple 1896.',
    es: '{path}: {value} no es un ID; indique un número entero, p. ej. 1896.',
    it: '{path}: {value} non è un ID; indicate un numero intero, ad es. 1896.',
  },
  'api.override.notInRelease': {
    en: "{path}: {id} is not {kind, select, partType {a part type} position {a position} baseVehicle {a base vehicle} make {a make} other {{kind}}} in the job's reference release ({source}).",
    de: '{path}: {id} ist {kind, select, partType {keine Teileart} position {keine Position} baseVehicle {kein Basisfahrzeug} make {keine Marke} other {kein {kind}}} in der Referenzversion des Auftrags ({source}).',
    fr: '{path} : {id} n’est pas {kind, select, partType {un type de pièce} position {une position} baseVehicle {un véhicule de base} make {une marque} other {{kind}}} dans la version de référence de la tâche ({source}).',
    es: '{path}: {id} no es {kind, select, partType {un tipo de pieza} position {una posición} baseVehicle {un vehículo base} make {una marca} other {{kind}}} en la versión de referencia de la tarea ({source}).',
    it: '{path}: {id} non è {kind, select, partType {un tipo di ricambio} position {una posizione} baseVehicle {un veicolo base} make {una marca} other {{kind}}} nella versione di riferimento del lavoro ({source}).',
  },
  'api.override.modelNotOfMake': {
    en: "{path}: {id} is not a model of make {make} in the job's reference release ({source}).",
    de: '{path}: {id} ist kein Modell der Marke {make} in der Referenzversion des Auftrags ({source}).',
    fr: '{path} : {id} n’est pas un modèle de la marque {make} dans la version de référence de la tâche ({source}).',
    es: '{path}: {id} no es un modelo de la marca {make} en la versión de referencia de la tarea ({source}).',
    it: '{path}: {id} non è un modello della marca {make} nella versione di riferimento del lavoro ({source}).',
  },
  'api.override.contradicts': {
    en: '{path}: base vehicle {id} is make {make}, model {model}, which the makeId or modelId given contradicts.',
    de: '{path}: Das Basisfahrzeug {id} hat die Marke {make} und das Modell {model}; die angegebene makeId oder modelId widerspricht dem.',
    fr: '{path} : le véhicule de base {id} est de la marque {make}, modèle {model}, ce que contredit le makeId ou le modelId donné.',
    es: '{path}: el vehículo base {id} es de la marca {make}, modelo {model}, lo que contradice el makeId o el modelId indicado.',
    it: '{path}: il veicolo base {id} è della marca {make}, modello {model}, cosa che il makeId o il modelId indicato contraddice.',
  },
  'api.override.modelNeedsMake': {
    en: "{path}: name the model's make too (makeId), or give a baseVehicleId.",
    de: '{path}: Nennen Sie auch die Marke des Modells (makeId), oder geben Sie eine baseVehicleId an.',
    fr: '{path} : indiquez aussi la marque du modèle (makeId), ou donnez un baseVehicleId.',
    es: '{path}: indique también la marca del modelo (makeId), o dé un baseVehicleId.',
    it: '{path}: indicate anche la marca del modello (makeId), oppure date un baseVehicleId.',
  },
} as const satisfies TextTable;
