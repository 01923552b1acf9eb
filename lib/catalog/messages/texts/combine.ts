import type { TextTable } from '../text-table';

/**
 * Combining deliveries and comparing them (lib/catalog/combine, lib/catalog/diff). `file` names an
 * input file; app IDs, part numbers, brands, line numbers and counts are strings as the English wrote
 * them; `problem` is the wrapped finding (its own text when it has one, else its English message).
 */
export const COMBINE_TEXTS = {
  COMBINE_ITEM_CONFLICT: {
    en: '{file}, line {line}: {problem}',
    de: '{file}, Zeile {line}: {problem}',
    fr: '{file}, ligne {line} : {problem}',
    es: '{file}, línea {line}: {problem}',
    it: '{file}, riga {line}: {problem}',
  },
  COMBINE_HEADER_INVALID: {
    en: '{problem} The combined file takes its header from the first file; give the missing value explicitly.',
    de: '{problem} Die zusammengeführte Datei übernimmt ihren Header aus der ersten Datei; geben Sie den fehlenden Wert ausdrücklich an.',
    fr: '{problem} Le fichier combiné reprend l’en-tête du premier fichier ; indiquez explicitement la valeur manquante.',
    es: '{problem} El archivo combinado toma su cabecera del primer archivo; indique explícitamente el valor que falta.',
    it: '{problem} Il file combinato prende l’intestazione dal primo file; indicate esplicitamente il valore mancante.',
  },
  DELTA_HEADER_INVALID: {
    en: '{problem} The UPDATE file takes its header from the new delivery; give the missing value explicitly.',
    de: '{problem} Die UPDATE-Datei übernimmt ihren Header aus der neuen Lieferung; geben Sie den fehlenden Wert ausdrücklich an.',
    fr: '{problem} Le fichier UPDATE reprend l’en-tête de la nouvelle livraison ; indiquez explicitement la valeur manquante.',
    es: '{problem} El archivo UPDATE toma su cabecera de la nueva entrega; indique explícitamente el valor que falta.',
    it: '{problem} Il file UPDATE prende l’intestazione dalla nuova fornitura; indicate esplicitamente il valore mancante.',
  },
  COMBINE_HEADER_DIFFERS: {
    en: '{file} gives {field} {value}, {first} gives {firstValue}; the combined file keeps the first. Combine files made against the same release for the same brand.',
    de: '{file} nennt {field} {value}, {first} nennt {firstValue}; die zusammengeführte Datei behält den ersten Wert. Führen Sie Dateien zusammen, die gegen dieselbe Version für dieselbe Marke erstellt wurden.',
    fr: '{file} indique {field} {value}, {first} indique {firstValue} ; le fichier combiné garde la première valeur. Combinez des fichiers faits sur la même version pour la même marque.',
    es: '{file} indica {field} {value}, {first} indica {firstValue}; el archivo combinado conserva el primero. Combine archivos hechos con la misma versión para la misma marca.',
    it: '{file} indica {field} {value}, {first} indica {firstValue}; il file combinato mantiene il primo. Combinate file fatti sulla stessa versione per lo stesso marchio.',
  },
  'combine.none': { en: '(none)', de: '(keiner)', fr: '(aucun)', es: '(ninguno)', it: '(nessuno)' },
  COMBINE_APP_REPEATED: {
    en: '{n} app(s) were identical to one of an earlier file (same vehicle, part, qty and notes) and written once.',
    de: '{n, plural, one {# App war identisch} other {# Apps waren identisch}} mit einer aus einer früheren Datei (gleiches Fahrzeug, Teil, Menge und Notizen) und {n, plural, one {wurde} other {wurden}} einmal geschrieben.',
    fr: '{n, plural, one {# app était identique} other {# apps étaient identiques}} à une app d’un fichier précédent (même véhicule, pièce, quantité et notes) et {n, plural, one {a été écrite} other {ont été écrites}} une seule fois.',
    es: '{n, plural, one {# app era idéntica} other {# apps eran idénticas}} a una de un archivo anterior (mismo vehículo, pieza, cantidad y notas) y se {n, plural, one {escribió} other {escribieron}} una vez.',
    it: '{n, plural, one {# app era identica} other {# app erano identiche}} a una di un file precedente (stesso veicolo, ricambio, quantità e note) e {n, plural, one {è stata scritta} other {sono state scritte}} una volta.',
  },
  COMBINE_APP_NOT_WRITABLE: {
    en: '{n} app(s) (first in {file}) are deletions or do not name a BaseVehicle, so they cannot go into a FULL file and were left out.',
    de: '{n, plural, one {# App} other {# Apps}} (die erste in {file}) sind Löschungen oder nennen kein BaseVehicle, können daher nicht in eine FULL-Datei und wurden ausgelassen.',
    fr: '{n, plural, one {# app} other {# apps}} (la première dans {file}) sont des suppressions ou ne nomment pas de BaseVehicle ; elles ne peuvent pas aller dans un fichier FULL et ont été écartées.',
    es: '{n, plural, one {# app} other {# apps}} (la primera en {file}) son eliminaciones o no nombran un BaseVehicle, así que no pueden ir en un archivo FULL y se dejaron fuera.',
    it: '{n, plural, one {# app} other {# app}} (la prima in {file}) sono cancellazioni o non indicano un BaseVehicle, quindi non possono entrare in un file FULL e sono state escluse.',
  },
  UPDATE_DELETE_NOT_FOUND: {
    en: 'App {id} (line {line}) deletes a fitment the base file does not have (part {part}).',
    de: 'App {id} (Zeile {line}) löscht eine Verwendung, die die Basisdatei nicht hat (Teil {part}).',
    fr: 'L’App {id} (ligne {line}) supprime une application que le fichier de base n’a pas (pièce {part}).',
    es: 'La App {id} (línea {line}) elimina una aplicación que el archivo base no tiene (pieza {part}).',
    it: 'L’App {id} (riga {line}) cancella un’applicazione che il file di base non ha (ricambio {part}).',
  },
  UPDATE_NOT_UPDATE: {
    en: 'The update file\'s SubmissionType is {type}, not UPDATE; a receiver would replace the whole catalog with it.',
    de: 'Der SubmissionType der Update-Datei ist {type}, nicht UPDATE; ein Empfänger würde damit den ganzen Katalog ersetzen.',
    fr: 'Le SubmissionType du fichier de mise à jour est {type}, pas UPDATE ; un destinataire remplacerait tout le catalogue par celui-ci.',
    es: 'El SubmissionType del archivo de actualización es {type}, no UPDATE; un receptor sustituiría todo el catálogo por él.',
    it: 'Il SubmissionType del file di aggiornamento è {type}, non UPDATE; un destinatario sostituirebbe l’intero catalogo con esso.',
  },
  'update.typeMissing': { en: 'missing', de: 'nicht angegeben', fr: 'absent', es: 'ausente', it: 'assente' },
  DIFF_REPEATED_APPS: {
    en: 'Identical apps repeated within a file were compared once ({old} in {oldFile}, {new} in {newFile}).',
    de: 'Identische Apps, die sich innerhalb einer Datei wiederholen, wurden einmal verglichen ({old} in {oldFile}, {new} in {newFile}).',
    fr: 'Les apps identiques répétées dans un même fichier ont été comparées une fois ({old} dans {oldFile}, {new} dans {newFile}).',
    es: 'Las apps idénticas repetidas dentro de un archivo se compararon una vez ({old} en {oldFile}, {new} en {newFile}).',
    it: 'Le app identiche ripetute all’interno di un file sono state confrontate una volta ({old} in {oldFile}, {new} in {newFile}).',
  },
  DIFF_BRAND_MISMATCH: {
    en: 'The two files are of different brands ({old} and {new}); a net change between them deletes one brand\'s apps and adds the other\'s.',
    de: 'Die beiden Dateien gehören zu verschiedenen Marken ({old} und {new}); eine Nettoänderung zwischen ihnen löscht die Apps der einen Marke und fügt die der anderen hinzu.',
    fr: 'Les deux fichiers sont de marques différentes ({old} et {new}) ; un différentiel entre eux supprime les apps d’une marque et ajoute celles de l’autre.',
    es: 'Los dos archivos son de marcas distintas ({old} y {new}); un cambio neto entre ellos elimina las apps de una marca y añade las de la otra.',
    it: 'I due file sono di marchi diversi ({old} e {new}); una variazione netta tra loro cancella le app di un marchio e aggiunge quelle dell’altro.',
  },
  DELTA_NO_CHANGES: {
    en: 'No fitment was added, deleted or changed: there is no UPDATE file to send.',
    de: 'Keine Verwendung wurde hinzugefügt, gelöscht oder geändert: Es gibt keine UPDATE-Datei zu senden.',
    fr: 'Aucune application n’a été ajoutée, supprimée ou modifiée : il n’y a pas de fichier UPDATE à envoyer.',
    es: 'No se añadió, eliminó ni cambió ninguna aplicación: no hay archivo UPDATE que enviar.',
    it: 'Nessuna applicazione è stata aggiunta, cancellata o modificata: non c’è alcun file UPDATE da inviare.',
  },
  DELTA_APP_NOT_WRITABLE: {
    en: '{n} changed app(s) name their vehicle by Years/Make/Model or equipment rather than BaseVehicle; they are listed in changes.json and changes.csv but not in aces-update.xml. Map them to BaseVehicles to send them as an UPDATE.',
    de: '{n, plural, one {# geänderte App nennt ihr} other {# geänderte Apps nennen ihr}} Fahrzeug über Years/Make/Model oder Ausrüstung statt über BaseVehicle; sie stehen in changes.json und changes.csv, aber nicht in aces-update.xml. Ordnen Sie sie BaseVehicles zu, um sie als UPDATE zu senden.',
    fr: '{n, plural, one {# app modifiée nomme son} other {# apps modifiées nomment leur}} véhicule par Years/Make/Model ou équipement plutôt que par BaseVehicle ; elles figurent dans changes.json et changes.csv mais pas dans aces-update.xml. Rattachez-les à des BaseVehicles pour les envoyer en UPDATE.',
    es: '{n, plural, one {# app modificada nombra su} other {# apps modificadas nombran su}} vehículo por Years/Make/Model o equipo en lugar de BaseVehicle; figuran en changes.json y changes.csv pero no en aces-update.xml. Asígnelas a BaseVehicles para enviarlas como UPDATE.',
    it: '{n, plural, one {# app modificata indica il suo} other {# app modificate indicano il loro}} veicolo tramite Years/Make/Model o attrezzatura anziché BaseVehicle; sono elencate in changes.json e changes.csv ma non in aces-update.xml. Associatele a BaseVehicle per inviarle come UPDATE.',
  },
  // changes.csv (diff/write-delta.ts): its columns and each row's kind of change. English keeps the
  // file's original snake_case names, so scripts reading an English changes.csv keep working;
  // changes.json keeps its keys and values in every language (it is for programs).
  'changes.column.change': { en: 'change', de: 'Änderung', fr: 'Modification', es: 'Cambio', it: 'Modifica' },
  'changes.column.vehicle': { en: 'vehicle', de: 'Fahrzeug', fr: 'Véhicule', es: 'Vehículo', it: 'Veicolo' },
  'changes.column.attributes': { en: 'attributes', de: 'Attribute', fr: 'Attributs', es: 'Atributos', it: 'Attributi' },
  'changes.column.part_type': { en: 'part_type', de: 'Teiletyp', fr: 'Type de pièce', es: 'Tipo de pieza', it: 'Tipo di ricambio' },
  'changes.column.position': { en: 'position', de: 'Position', fr: 'Position', es: 'Posición', it: 'Posizione' },
  'changes.column.conditions': { en: 'conditions', de: 'Bedingungen', fr: 'Conditions', es: 'Condiciones', it: 'Condizioni' },
  'changes.column.part': { en: 'part', de: 'Teil', fr: 'Pièce', es: 'Pieza', it: 'Ricambio' },
  'changes.column.old_app_id': { en: 'old_app_id', de: 'App-ID (vorher)', fr: 'ID de l’app (avant)', es: 'ID de la app (antes)', it: 'ID dell’app (prima)' },
  'changes.column.old_line': { en: 'old_line', de: 'Zeile (vorher)', fr: 'Ligne (avant)', es: 'Línea (antes)', it: 'Riga (prima)' },
  'changes.column.old_qty': { en: 'old_qty', de: 'Menge (vorher)', fr: 'Quantité (avant)', es: 'Cantidad (antes)', it: 'Quantità (prima)' },
  'changes.column.old_mfr_label': { en: 'old_mfr_label', de: 'MfrLabel (vorher)', fr: 'MfrLabel (avant)', es: 'MfrLabel (antes)', it: 'MfrLabel (prima)' },
  'changes.column.new_app_id': { en: 'new_app_id', de: 'App-ID (nachher)', fr: 'ID de l’app (après)', es: 'ID de la app (después)', it: 'ID dell’app (dopo)' },
  'changes.column.new_line': { en: 'new_line', de: 'Zeile (nachher)', fr: 'Ligne (après)', es: 'Línea (después)', it: 'Riga (dopo)' },
  'changes.column.new_qty': { en: 'new_qty', de: 'Menge (nachher)', fr: 'Quantité (après)', es: 'Cantidad (después)', it: 'Quantità (dopo)' },
  'changes.column.new_mfr_label': { en: 'new_mfr_label', de: 'MfrLabel (nachher)', fr: 'MfrLabel (après)', es: 'MfrLabel (después)', it: 'MfrLabel (dopo)' },
  'changes.kind.added': { en: 'added', de: 'hinzugefügt', fr: 'ajoutée', es: 'añadida', it: 'aggiunta' },
  'changes.kind.deleted': { en: 'deleted', de: 'gelöscht', fr: 'supprimée', es: 'eliminada', it: 'cancellata' },
  'changes.kind.changed': { en: 'changed', de: 'geändert', fr: 'modifiée', es: 'modificada', it: 'modificata' },
} as const satisfies TextTable;
