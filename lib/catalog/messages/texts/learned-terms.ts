import type { TextTable } from '../text-table';

/**
 * A decision a learned term made (normalize/learned-term-book.ts): `field` the canonical field's
 * name, `value` the cell quoted, `name` the reference name; `from` one of the `learned.*` texts.
 */
export const LEARNED_TERM_TEXTS = {
  'note.learned': {
    en: '{field} {value} → {name}, {from}',
    de: '{field, select, partType {Teileart} make {Hersteller} model {Modell} submodel {Untermodell} position {Position} qty {Menge} other {{field}}} {value} → {name}, {from}',
    fr: '{field, select, partType {type de pièce} make {marque} model {modèle} submodel {sous-modèle} position {position} qty {quantité} other {{field}}} {value} → {name}, {from}',
    es: '{field, select, partType {tipo de pieza} make {marca} model {modelo} submodel {submodelo} position {posición} qty {cantidad} other {{field}}} {value} → {name}, {from}',
    it: '{field, select, partType {tipo di ricambio} make {costruttore} model {modello} submodel {sottomodello} position {posizione} qty {quantità} other {{field}}} {value} → {name}, {from}',
  },
  // Why a learned term was ignored (learned-term-book.ts): `what` MakeID, PartTerminologyID…; `db` VCdb or PCdb.
  'learned.ignored.qtyRange': {
    en: 'a quantity is a whole number from 1 to {max}',
    de: 'eine Menge ist eine ganze Zahl von 1 bis {max}',
    fr: 'une quantité est un nombre entier de 1 à {max}',
    es: 'una cantidad es un número entero de 1 a {max}',
    it: 'una quantità è un numero intero da 1 a {max}',
  },
  'learned.ignored.noTable': {
    en: 'the reference has no {db} table for {what}s',
    de: 'die Referenz hat keine {db}-Tabelle für {what}s',
    fr: 'la référence n’a pas de table {db} pour les {what}',
    es: 'la referencia no tiene tabla {db} para los {what}',
    it: 'il riferimento non ha una tabella {db} per i {what}',
  },
  'learned.ignored.notInReference': {
    en: '{what} {id} is not in the reference {db}{release}',
    de: '{what} {id} ist nicht in der Referenz-{db}{release}',
    fr: '{what} {id} n’est pas dans la {db} de référence{release}',
    es: '{what} {id} no está en la {db} de referencia{release}',
    it: '{what} {id} non è nella {db} di riferimento{release}',
  },
  'learned.ignored.release': { en: ' (release {date})', de: ' (Release {date})', fr: ' (version {date})', es: ' (versión {date})', it: ' (versione {date})' },
  'learned.ignored.noKey': {
    en: 'the term has no letters or digits to compare',
    de: 'der Begriff hat keine Buchstaben oder Ziffern zum Vergleichen',
    fr: 'le terme n’a ni lettres ni chiffres à comparer',
    es: 'el término no tiene letras ni dígitos que comparar',
    it: 'il termine non ha lettere né cifre da confrontare',
  },
  'learned.ignored.first': {
    en: 'term {first} of the same {field} and text came first',
    de: 'Begriff {first} mit demselben Feld ({field, select, partType {Teileart} make {Hersteller} model {Modell} submodel {Untermodell} position {Position} qty {Menge} other {{field}}}) und Text kam zuerst',
    fr: 'le terme {first} de même champ ({field, select, partType {type de pièce} make {marque} model {modèle} submodel {sous-modèle} position {position} qty {quantité} other {{field}}}) et de même texte est venu avant',
    es: 'el término {first} con el mismo campo ({field, select, partType {tipo de pieza} make {marca} model {modelo} submodel {submodelo} position {posición} qty {cantidad} other {{field}}}) y texto llegó antes',
    it: 'il termine {first} con lo stesso campo ({field, select, partType {tipo di ricambio} make {costruttore} model {modello} submodel {sottomodello} position {posizione} qty {quantità} other {{field}}}) e testo è venuto prima',
  },
  'learned.fileLine': {
    en: 'learned from terms file line {line}',
    de: 'gelernt aus Zeile {line} der Begriffsdatei',
    fr: 'appris de la ligne {line} du fichier de termes',
    es: 'aprendido de la línea {line} del archivo de términos',
    it: 'appreso dalla riga {line} del file dei termini',
  },
  'learned.file': {
    en: 'learned from a terms file',
    de: 'gelernt aus einer Begriffsdatei',
    fr: 'appris d’un fichier de termes',
    es: 'aprendido de un archivo de términos',
    it: 'appreso da un file dei termini',
  },
  'learned.on': { en: ' on {date}', de: ' am {date}', fr: ' le {date}', es: ' el {date}', it: ' il {date}' },
  'learned.conversion': { en: ' (conversion {id})', de: ' (Konvertierung {id})', fr: ' (conversion n° {id})', es: ' (conversión {id})', it: ' (conversione {id})' },
  'learned.import': {
    en: "imported into the workspace's learned terms{on}",
    de: 'in die gelernten Begriffe des Workspace importiert{on}',
    fr: 'importé dans les termes appris de l’espace de travail{on}',
    es: 'importado a los términos aprendidos del espacio de trabajo{on}',
    it: 'importato nei termini appresi del workspace{on}',
  },
  'learned.settings': {
    en: 'added in Settings{on}',
    de: 'in den Einstellungen hinzugefügt{on}',
    fr: 'ajouté dans les Paramètres{on}',
    es: 'añadido en Ajustes{on}',
    it: 'aggiunto nelle Impostazioni{on}',
  },
  'learned.api': {
    en: 'added through the API{on}',
    de: 'über die API hinzugefügt{on}',
    fr: 'ajouté via l’API{on}',
    es: 'añadido mediante la API{on}',
    it: 'aggiunto tramite l’API{on}',
  },
  'learned.review': {
    en: 'learned from a review decision{on}{conversion}',
    de: 'gelernt aus einer Prüfentscheidung{on}{conversion}',
    fr: 'appris d’une décision de revue{on}{conversion}',
    es: 'aprendido de una decisión de revisión{on}{conversion}',
    it: 'appreso da una decisione di revisione{on}{conversion}',
  },
} satisfies TextTable;
