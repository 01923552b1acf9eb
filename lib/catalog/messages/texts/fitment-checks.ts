import type { TextTable } from '../text-table';

/**
 * Fitment logic (validate/fitment.ts): duplicates, overlaps, comment/no-comment conflicts. `app` and
 * `first` are App ids, `row`/`line` where the earlier app is (a spreadsheet row when converting, an
 * XML line in `partsmith validate`: the `.lines` texts), `part` a part number, `where` one of the
 * `fitment.where*` texts, `conditions` the apps' qualifiers and notes as written.
 */
export const FITMENT_TEXTS = {
  'fitment.where': {
    en: '{vehicle}, part type {partType}, position {position}',
    de: '{vehicle}, Teileart {partType}, Position {position}',
    fr: '{vehicle}, type de pièce {partType}, position {position}',
    es: '{vehicle}, tipo de pieza {partType}, posición {position}',
    it: '{vehicle}, tipo di ricambio {partType}, posizione {position}',
  },
  'fitment.where.noPosition': {
    en: '{vehicle}, part type {partType}, no position',
    de: '{vehicle}, Teileart {partType}, keine Position',
    fr: '{vehicle}, type de pièce {partType}, sans position',
    es: '{vehicle}, tipo de pieza {partType}, sin posición',
    it: '{vehicle}, tipo di ricambio {partType}, nessuna posizione',
  },
  'fitment.with': {
    en: '{base} with {conditions}',
    de: '{base} mit {conditions}',
    fr: '{base} avec {conditions}',
    es: '{base} con {conditions}',
    it: '{base} con {conditions}',
  },
  'fitment.plain': {
    en: '{base} with no notes or qualifiers',
    de: '{base} ohne Notizen oder Qualifier',
    fr: '{base} sans remarque ni qualificatif',
    es: '{base} sin notas ni calificadores',
    it: '{base} senza note né qualificatori',
  },
  'fitment.qtyDiffers': {
    en: ' but quantity {qty} instead of {firstQty} — decide which is right',
    de: ', aber mit Menge {qty} statt {firstQty} – entscheiden Sie, welche stimmt',
    fr: ', mais avec la quantité {qty} au lieu de {firstQty} — décidez laquelle est juste',
    es: ', pero con cantidad {qty} en lugar de {firstQty}: decida cuál es la correcta',
    it: ', ma con quantità {qty} invece di {firstQty}: decidete quale è giusta',
  },
  APP_DUPLICATE: {
    en: 'App {app} repeats app {first} (row {row}): part {part} on {where}{qtyNote}. Remove the repeated row.',
    de: 'App {app} wiederholt App {first} (Zeile {row}): Teil {part} für {where}{qtyNote}. Entfernen Sie die wiederholte Zeile.',
    fr: 'L’app {app} répète l’app {first} (ligne {row}) : pièce {part} pour {where}{qtyNote}. Supprimez la ligne répétée.',
    es: 'La app {app} repite la app {first} (fila {row}): pieza {part} para {where}{qtyNote}. Elimine la fila repetida.',
    it: 'L’app {app} ripete l’app {first} (riga {row}): ricambio {part} per {where}{qtyNote}. Rimuovete la riga ripetuta.',
  },
  'APP_DUPLICATE.lines': {
    en: 'App {app} repeats app {first} (line {line}): part {part} on {where}{qtyNote}. Remove the repeated app.',
    de: 'App {app} wiederholt App {first} (Zeile {line}): Teil {part} für {where}{qtyNote}. Entfernen Sie die wiederholte App.',
    fr: 'L’app {app} répète l’app {first} (ligne {line}) : pièce {part} pour {where}{qtyNote}. Supprimez l’app répétée.',
    es: 'La app {app} repite la app {first} (línea {line}): pieza {part} para {where}{qtyNote}. Elimine la app repetida.',
    it: 'L’app {app} ripete l’app {first} (riga {line}): ricambio {part} per {where}{qtyNote}. Rimuovete l’app ripetuta.',
  },
  APP_OVERLAP: {
    en: 'App {app} gives part {part} for {where}, but app {first} (row {row}) gives part {firstPart} for exactly the same fitment. A receiver cannot tell which to sell: add a qualifier or note that tells them apart, or remove one.',
    de: 'App {app} nennt Teil {part} für {where}, aber App {first} (Zeile {row}) nennt Teil {firstPart} für genau dieselbe Verwendung. Ein Empfänger kann nicht entscheiden, welches er verkaufen soll: Ergänzen Sie einen Qualifier oder eine Notiz, die beide unterscheidet, oder entfernen Sie eine.',
    fr: 'L’app {app} donne la pièce {part} pour {where}, mais l’app {first} (ligne {row}) donne la pièce {firstPart} pour exactement la même application. Un destinataire ne peut pas savoir laquelle vendre : ajoutez un qualificatif ou une remarque qui les distingue, ou supprimez-en une.',
    es: 'La app {app} indica la pieza {part} para {where}, pero la app {first} (fila {row}) indica la pieza {firstPart} para exactamente la misma aplicación. Un destinatario no puede saber cuál vender: añada un calificador o una nota que las distinga, o elimine una.',
    it: 'L’app {app} indica il ricambio {part} per {where}, ma l’app {first} (riga {row}) indica il ricambio {firstPart} per esattamente la stessa applicazione. Un destinatario non può sapere quale vendere: aggiungete un qualificatore o una nota che le distingua, oppure rimuovetene una.',
  },
  'APP_OVERLAP.lines': {
    en: 'App {app} gives part {part} for {where}, but app {first} (line {line}) gives part {firstPart} for exactly the same fitment. A receiver cannot tell which to sell: add a qualifier or note that tells them apart, or remove one.',
    de: 'App {app} nennt Teil {part} für {where}, aber App {first} (Zeile {line}) nennt Teil {firstPart} für genau dieselbe Verwendung. Ein Empfänger kann nicht entscheiden, welches er verkaufen soll: Ergänzen Sie einen Qualifier oder eine Notiz, die beide unterscheidet, oder entfernen Sie eine.',
    fr: 'L’app {app} donne la pièce {part} pour {where}, mais l’app {first} (ligne {line}) donne la pièce {firstPart} pour exactement la même application. Un destinataire ne peut pas savoir laquelle vendre : ajoutez un qualificatif ou une remarque qui les distingue, ou supprimez-en une.',
    es: 'La app {app} indica la pieza {part} para {where}, pero la app {first} (línea {line}) indica la pieza {firstPart} para exactamente la misma aplicación. Un destinatario no puede saber cuál vender: añada un calificador o una nota que las distinga, o elimine una.',
    it: 'L’app {app} indica il ricambio {part} per {where}, ma l’app {first} (riga {line}) indica il ricambio {firstPart} per esattamente la stessa applicazione. Un destinatario non può sapere quale vendere: aggiungete un qualificatore o una nota che le distingua, oppure rimuovetene una.',
  },
  APP_COMMENT_CONFLICT: {
    en: 'For {where}, app {plain} (row {plainRow}, part {plainPart}) has no notes or qualifiers while app {other} (row {otherRow}, part {otherPart}) has {conditions}. The plain app claims every such vehicle; add the missing condition to it or remove the condition from the other.',
    de: 'Für {where} hat App {plain} (Zeile {plainRow}, Teil {plainPart}) keine Notizen oder Qualifier, App {other} (Zeile {otherRow}, Teil {otherPart}) dagegen {conditions}. Die App ohne Bedingung gilt für jedes solche Fahrzeug; ergänzen Sie dort die fehlende Bedingung oder entfernen Sie die Bedingung bei der anderen.',
    fr: 'Pour {where}, l’app {plain} (ligne {plainRow}, pièce {plainPart}) n’a ni remarque ni qualificatif alors que l’app {other} (ligne {otherRow}, pièce {otherPart}) a {conditions}. L’app sans condition vaut pour tous ces véhicules ; ajoutez-lui la condition manquante ou retirez la condition de l’autre.',
    es: 'Para {where}, la app {plain} (fila {plainRow}, pieza {plainPart}) no tiene notas ni calificadores, mientras que la app {other} (fila {otherRow}, pieza {otherPart}) tiene {conditions}. La app sin condición vale para todos esos vehículos; añádale la condición que falta o quite la condición de la otra.',
    it: 'Per {where}, l’app {plain} (riga {plainRow}, ricambio {plainPart}) non ha note né qualificatori, mentre l’app {other} (riga {otherRow}, ricambio {otherPart}) ha {conditions}. L’app senza condizione vale per ogni veicolo di questo tipo; aggiungetele la condizione mancante o togliete la condizione dall’altra.',
  },
  'APP_COMMENT_CONFLICT.lines': {
    en: 'For {where}, app {plain} (line {plainLine}, part {plainPart}) has no notes or qualifiers while app {other} (line {otherLine}, part {otherPart}) has {conditions}. The plain app claims every such vehicle; add the missing condition to it or remove the condition from the other.',
    de: 'Für {where} hat App {plain} (Zeile {plainLine}, Teil {plainPart}) keine Notizen oder Qualifier, App {other} (Zeile {otherLine}, Teil {otherPart}) dagegen {conditions}. Die App ohne Bedingung gilt für jedes solche Fahrzeug; ergänzen Sie dort die fehlende Bedingung oder entfernen Sie die Bedingung bei der anderen.',
    fr: 'Pour {where}, l’app {plain} (ligne {plainLine}, pièce {plainPart}) n’a ni remarque ni qualificatif alors que l’app {other} (ligne {otherLine}, pièce {otherPart}) a {conditions}. L’app sans condition vaut pour tous ces véhicules ; ajoutez-lui la condition manquante ou retirez la condition de l’autre.',
    es: 'Para {where}, la app {plain} (línea {plainLine}, pieza {plainPart}) no tiene notas ni calificadores, mientras que la app {other} (línea {otherLine}, pieza {otherPart}) tiene {conditions}. La app sin condición vale para todos esos vehículos; añádale la condición que falta o quite la condición de la otra.',
    it: 'Per {where}, l’app {plain} (riga {plainLine}, ricambio {plainPart}) non ha note né qualificatori, mentre l’app {other} (riga {otherLine}, ricambio {otherPart}) ha {conditions}. L’app senza condizione vale per ogni veicolo di questo tipo; aggiungetele la condizione mancante o togliete la condizione dall’altra.',
  },
} satisfies TextTable;
