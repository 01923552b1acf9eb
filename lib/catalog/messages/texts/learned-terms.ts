import type { TextTable } from '../catalogue';

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
