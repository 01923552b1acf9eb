import type { TextTable } from '../catalogue';
import { HELD } from './rows';

/**
 * Part types and positions (normalize/part-types.ts, part-position.ts). `value` is the cell as quoted
 * by the engine; `partType` and `position` PCdb names; IDs strings as written; `types` and
 * `positions` a `list.or`. `how` (how a part type was read: route, vocabulary entry, score) is the
 * engine's own detail and stays as written.
 */
export const PART_TYPE_TEXTS = {
  PART_TYPE_TYPO: HELD,
  PART_TYPE_AMBIGUOUS: {
    en: 'Part type {value} could be {types} ({how}); pick one.',
    de: 'Teileart {value} könnte {types} sein ({how}); wählen Sie eine.',
    fr: 'Le type de pièce {value} pourrait être {types} ({how}) ; choisissez-en un.',
    es: 'El tipo de pieza {value} podría ser {types} ({how}); elija uno.',
    it: 'Il tipo di ricambio {value} potrebbe essere {types} ({how}); sceglietene uno.',
  },
  'PART_TYPE_AMBIGUOUS.tradeTerm': {
    en: 'Part type {value} could be {types} ({language, select, de {German} fr {French} es {Spanish} it {Italian} other {English}} trade term {term} is used for each); pick one.',
    de: 'Teileart {value} könnte {types} sein (der {language, select, de {deutsche} fr {französische} es {spanische} it {italienische} other {englische}} Fachbegriff {term} wird für jede verwendet); wählen Sie eine.',
    fr: 'Le type de pièce {value} pourrait être {types} (le terme métier {language, select, de {allemand} fr {français} es {espagnol} it {italien} other {anglais}} {term} sert pour chacun) ; choisissez-en un.',
    es: 'El tipo de pieza {value} podría ser {types} (el término comercial {language, select, de {alemán} fr {francés} es {español} it {italiano} other {inglés}} {term} se usa para cada uno); elija uno.',
    it: 'Il tipo di ricambio {value} potrebbe essere {types} (il termine commerciale {language, select, de {tedesco} fr {francese} es {spagnolo} it {italiano} other {inglese}} {term} si usa per ciascuno); sceglietene uno.',
  },
  PART_TYPE_UNMATCHED: {
    en: 'Part type {value} does not match a PCdb part type in any of the five languages; map it by hand or give a PartTerminologyID.',
    de: 'Teileart {value} passt in keiner der fünf Sprachen zu einer PCdb-Teileart; ordnen Sie sie von Hand zu oder geben Sie eine PartTerminologyID an.',
    fr: 'Le type de pièce {value} ne correspond à aucun type de pièce PCdb dans les cinq langues ; associez-le à la main ou indiquez un PartTerminologyID.',
    es: 'El tipo de pieza {value} no coincide con ningún tipo de pieza de la PCdb en ninguno de los cinco idiomas; asígnelo a mano o indique un PartTerminologyID.',
    it: 'Il tipo di ricambio {value} non corrisponde a nessun tipo di ricambio PCdb in nessuna delle cinque lingue; abbinatelo a mano o indicate un PartTerminologyID.',
  },
  PART_TYPE_UNKNOWN: {
    en: 'PartTerminologyID {id} does not exist in the reference PCdb.',
    de: 'PartTerminologyID {id} existiert nicht in der Referenz-PCdb.',
    fr: 'Le PartTerminologyID {id} n’existe pas dans la PCdb de référence.',
    es: 'El PartTerminologyID {id} no existe en la PCdb de referencia.',
    it: 'Il PartTerminologyID {id} non esiste nella PCdb di riferimento.',
  },
  PART_TYPE_CONFLICT: {
    en: 'Part type {value} ({partType}) contradicts PartTerminologyID {id}.',
    de: 'Teileart {value} ({partType}) widerspricht PartTerminologyID {id}.',
    fr: 'Le type de pièce {value} ({partType}) contredit le PartTerminologyID {id}.',
    es: 'El tipo de pieza {value} ({partType}) contradice el PartTerminologyID {id}.',
    it: 'Il tipo di ricambio {value} ({partType}) contraddice il PartTerminologyID {id}.',
  },
  PART_TYPE_MISSING: {
    en: 'The row has a fitment but no part type; map a part type column or give a PartTerminologyID.',
    de: 'Die Zeile hat eine Fahrzeugzuordnung, aber keine Teileart; ordnen Sie eine Teileart-Spalte zu oder geben Sie eine PartTerminologyID an.',
    fr: 'La ligne a une application véhicule mais aucun type de pièce ; associez une colonne de type de pièce ou indiquez un PartTerminologyID.',
    es: 'La fila tiene una aplicación de vehículo pero ningún tipo de pieza; asigne una columna de tipo de pieza o indique un PartTerminologyID.',
    it: 'La riga ha un’applicazione veicolo ma nessun tipo di ricambio; abbinate una colonna del tipo di ricambio o indicate un PartTerminologyID.',
  },
  'REFERENCE_TABLE_MISSING.partTypes': {
    en: 'Part type {value} cannot be matched: the reference has no PCdb Parts table.',
    de: 'Teileart {value} kann nicht zugeordnet werden: die Referenz hat keine PCdb-Parts-Tabelle.',
    fr: 'Le type de pièce {value} ne peut pas être rapproché : la référence n’a pas de table Parts de la PCdb.',
    es: 'El tipo de pieza {value} no se puede emparejar: la referencia no tiene la tabla Parts de la PCdb.',
    it: 'Il tipo di ricambio {value} non si può abbinare: il riferimento non ha la tabella Parts della PCdb.',
  },
  'note.partType': { en: 'part type {partType}', de: 'Teileart {partType}', fr: 'type de pièce {partType}', es: 'tipo de pieza {partType}', it: 'tipo di ricambio {partType}' },
  'note.partType.read': {
    en: 'part type {value} → {partType} ({how}; {confidence})',
    de: 'Teileart {value} → {partType} ({how}; {confidence})',
    fr: 'type de pièce {value} → {partType} ({how} ; {confidence})',
    es: 'tipo de pieza {value} → {partType} ({how}; {confidence})',
    it: 'tipo di ricambio {value} → {partType} ({how}; {confidence})',
  },
  'note.partType.positionWords': {
    en: '{note}; position words {words} taken as the position',
    de: '{note}; Positionswörter {words} als Position genommen',
    fr: '{note} ; mots de position {words} pris comme position',
    es: '{note}; palabras de posición {words} tomadas como la posición',
    it: '{note}; parole di posizione {words} prese come posizione',
  },
  'note.partType.typo': {
    en: 'part type {value} read as {partType} (one-letter typo)',
    de: 'Teileart {value} gelesen als {partType} (Tippfehler in einem Buchstaben)',
    fr: 'type de pièce {value} lu comme {partType} (faute de frappe d’une lettre)',
    es: 'tipo de pieza {value} leído como {partType} (errata de una letra)',
    it: 'tipo di ricambio {value} letto come {partType} (refuso di una lettera)',
  },
  'note.partType.id': { en: 'part type {id}', de: 'Teileart {id}', fr: 'type de pièce {id}', es: 'tipo de pieza {id}', it: 'tipo di ricambio {id}' },
  'note.partType.idNamed': {
    en: 'part type {id} ({partType})',
    de: 'Teileart {id} ({partType})',
    fr: 'type de pièce {id} ({partType})',
    es: 'tipo de pieza {id} ({partType})',
    it: 'tipo di ricambio {id} ({partType})',
  },

  // Positions
  POSITION_UNKNOWN: {
    en: 'PositionID {id} does not exist in the reference PCdb.',
    de: 'PositionID {id} existiert nicht in der Referenz-PCdb.',
    fr: 'Le PositionID {id} n’existe pas dans la PCdb de référence.',
    es: 'El PositionID {id} no existe en la PCdb de referencia.',
    it: 'Il PositionID {id} non esiste nella PCdb di riferimento.',
  },
  'REFERENCE_TABLE_MISSING.positions': {
    en: 'Position {value} cannot be matched: the reference has no PCdb Positions table.',
    de: 'Position {value} kann nicht zugeordnet werden: die Referenz hat keine PCdb-Positions-Tabelle.',
    fr: 'La position {value} ne peut pas être rapprochée : la référence n’a pas de table Positions de la PCdb.',
    es: 'La posición {value} no se puede emparejar: la referencia no tiene la tabla Positions de la PCdb.',
    it: 'La posizione {value} non si può abbinare: il riferimento non ha la tabella Positions della PCdb.',
  },
  POSITION_UNMATCHED: {
    en: 'Position {value} does not match one PCdb position.',
    de: 'Position {value} passt nicht zu genau einer PCdb-Position.',
    fr: 'La position {value} ne correspond pas à une seule position PCdb.',
    es: 'La posición {value} no coincide con una sola posición de la PCdb.',
    it: 'La posizione {value} non corrisponde a una sola posizione PCdb.',
  },
  'POSITION_UNMATCHED.words': {
    en: 'Position {value}: {words} is not a position word in any of the five languages.',
    de: 'Position {value}: {words} ist in keiner der fünf Sprachen ein Positionswort.',
    fr: 'Position {value} : {words} n’est un mot de position dans aucune des cinq langues.',
    es: 'Posición {value}: {words} no es una palabra de posición en ninguno de los cinco idiomas.',
    it: 'Posizione {value}: {words} non è una parola di posizione in nessuna delle cinque lingue.',
  },
  POSITION_AMBIGUOUS: {
    en: 'Position {value} names both {first} and {second}; split it into one row per position.',
    de: 'Position {value} nennt sowohl {first} als auch {second}; teilen Sie sie in eine Zeile pro Position auf.',
    fr: 'La position {value} indique à la fois {first} et {second} ; répartissez-la sur une ligne par position.',
    es: 'La posición {value} indica a la vez {first} y {second}; divídala en una fila por posición.',
    it: 'La posizione {value} indica sia {first} sia {second}; dividetela in una riga per posizione.',
  },
  POSITION_UNDERSPECIFIED: {
    en: '{partType} has no position {position} in the PCdb; it could be {positions}.',
    de: '{partType} hat in der PCdb keine Position {position}; es könnte {positions} sein.',
    fr: '{partType} n’a pas de position {position} dans la PCdb ; ce pourrait être {positions}.',
    es: '{partType} no tiene la posición {position} en la PCdb; podría ser {positions}.',
    it: '{partType} non ha la posizione {position} nella PCdb; potrebbe essere {positions}.',
  },
  PART_POSITION_INVALID: {
    en: '{partType} cannot be fitted at position {position} per the PCdb (valid: {valid}).',
    de: '{partType} kann laut PCdb nicht an Position {position} verbaut werden (gültig: {valid}).',
    fr: '{partType} ne peut pas être monté en position {position} selon la PCdb (valides : {valid}).',
    es: '{partType} no se puede montar en la posición {position} según la PCdb (válidas: {valid}).',
    it: '{partType} non può essere montato in posizione {position} secondo la PCdb (valide: {valid}).',
  },
  'PART_POSITION_INVALID.noPosition': {
    en: '{partType} cannot be fitted at position {position} per the PCdb (it takes no position).',
    de: '{partType} kann laut PCdb nicht an Position {position} verbaut werden (es hat keine Position).',
    fr: '{partType} ne peut pas être monté en position {position} selon la PCdb (il n’a pas de position).',
    es: '{partType} no se puede montar en la posición {position} según la PCdb (no lleva posición).',
    it: '{partType} non può essere montato in posizione {position} secondo la PCdb (non ha posizione).',
  },
  PART_POSITION_NOT_CHECKED: {
    en: 'The PCdb lists no positions for {partType}; position {position} was not checked.',
    de: 'Die PCdb führt keine Positionen für {partType}; Position {position} wurde nicht geprüft.',
    fr: 'La PCdb ne liste aucune position pour {partType} ; la position {position} n’a pas été vérifiée.',
    es: 'La PCdb no enumera posiciones para {partType}; la posición {position} no se comprobó.',
    it: 'La PCdb non elenca posizioni per {partType}; la posizione {position} non è stata verificata.',
  },
  'note.position': { en: 'position {position}', de: 'Position {position}', fr: 'position retenue : {position}', es: 'posición {position}', it: 'posizione {position}' },
  'note.position.read': {
    en: 'position {value} → {position}',
    de: 'Position {value} → {position}',
    fr: 'position {value} lue comme {position}',
    es: 'posición {value} → {position}',
    it: 'posizione {value} → {position}',
  },
  'note.position.zero': {
    en: 'PositionID 0: no position (as flat ACES templates write it)',
    de: 'PositionID 0: keine Position (so schreiben es flache ACES-Vorlagen)',
    fr: 'PositionID 0 : pas de position (comme l’écrivent les modèles ACES à plat)',
    es: 'PositionID 0: sin posición (como lo escriben las plantillas ACES planas)',
    it: 'PositionID 0: nessuna posizione (come la scrivono i modelli ACES piatti)',
  },
  'note.position.silent': {
    en: 'position {value} holds no position word (set, kit or pair words are not positions): no position taken',
    de: 'Position {value} enthält kein Positionswort (Satz-, Kit- oder Paarwörter sind keine Positionen): keine Position übernommen',
    fr: 'la position {value} ne contient aucun mot de position (jeu, kit ou paire ne sont pas des positions) : aucune position retenue',
    es: 'la posición {value} no contiene ninguna palabra de posición (juego, kit o par no son posiciones): no se toma ninguna posición',
    it: 'la posizione {value} non contiene parole di posizione (serie, kit o coppia non sono posizioni): nessuna posizione presa',
  },
} satisfies TextTable;
