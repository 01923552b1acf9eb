import type { TextTable } from '../catalogue';

/**
 * Year cells (normalize/years.ts). `value` is the cell as quoted by the engine; `why` one of the
 * `year.why.*` texts; years are passed as strings (no digit grouping).
 */
export const YEAR_TEXTS = {
  YEAR_UNPARSEABLE: {
    en: 'Year {value} cannot be read ({why}); write a year like 2015, a span like 2010-2014 or a list like 2010, 2012.',
    de: 'Baujahr {value} ist nicht lesbar ({why}); schreiben Sie ein Jahr wie 2015, eine Spanne wie 2010-2014 oder eine Liste wie 2010, 2012.',
    fr: 'L’année {value} est illisible ({why}) ; écrivez une année comme 2015, une période comme 2010-2014 ou une liste comme 2010, 2012.',
    es: 'El año {value} no se puede leer ({why}); escriba un año como 2015, un intervalo como 2010-2014 o una lista como 2010, 2012.',
    it: 'L’anno {value} non è leggibile ({why}); scrivete un anno come 2015, un intervallo come 2010-2014 o un elenco come 2010, 2012.',
  },
  'year.why.empty': { en: 'it is empty', de: 'das Feld ist leer', fr: 'la cellule est vide', es: 'la celda está vacía', it: 'la cella è vuota' },
  'year.why.notYear': { en: '{item} is not a year', de: '{item} ist kein Jahr', fr: '{item} n’est pas une année', es: '{item} no es un año', it: '{item} non è un anno' },
  'year.why.notSpan': {
    en: '{item} is not a span of years',
    de: '{item} ist keine Jahresspanne',
    fr: '{item} n’est pas une période d’années',
    es: '{item} no es un intervalo de años',
    it: '{item} non è un intervallo di anni',
  },
  'year.why.yearMonth': {
    en: '{item} looks like a year and month, not a span',
    de: '{item} sieht nach Jahr und Monat aus, nicht nach einer Spanne',
    fr: '{item} ressemble à une année et un mois, pas à une période',
    es: '{item} parece un año y un mes, no un intervalo',
    it: '{item} sembra un anno e un mese, non un intervallo',
  },
  'year.why.tooMany': {
    en: '{item} has more than two years in one span',
    de: '{item} enthält mehr als zwei Jahre in einer Spanne',
    fr: '{item} contient plus de deux années dans une même période',
    es: '{item} tiene más de dos años en un mismo intervalo',
    it: '{item} contiene più di due anni in un solo intervallo',
  },
  'year.why.none': { en: 'no year found', de: 'kein Jahr gefunden', fr: 'aucune année trouvée', es: 'no se encontró ningún año', it: 'nessun anno trovato' },
  'year.why.bothEmpty': {
    en: 'both year columns are empty',
    de: 'beide Jahresspalten sind leer',
    fr: 'les deux colonnes d’année sont vides',
    es: 'las dos columnas de año están vacías',
    it: 'entrambe le colonne dell’anno sono vuote',
  },
  'year.why.fromMany': {
    en: 'the from-year column holds more than one year',
    de: 'die Spalte „Baujahr von“ enthält mehr als ein Jahr',
    fr: 'la colonne « année de début » contient plus d’une année',
    es: 'la columna «año desde» contiene más de un año',
    it: 'la colonna «anno da» contiene più di un anno',
  },
  'year.why.toMany': {
    en: 'the to-year column holds more than one year',
    de: 'die Spalte „Baujahr bis“ enthält mehr als ein Jahr',
    fr: 'la colonne « année de fin » contient plus d’une année',
    es: 'la columna «año hasta» contiene más de un año',
    it: 'la colonna «anno a» contiene più di un anno',
  },
  YEAR_AMBIGUOUS: {
    en: 'Year {value} mixes two- and four-digit years; it may be a date rather than model years. Write full years.',
    de: 'Baujahr {value} mischt zwei- und vierstellige Jahre; es könnte ein Datum statt Modelljahren sein. Schreiben Sie volle Jahreszahlen.',
    fr: 'L’année {value} mélange des années à deux et à quatre chiffres ; il pourrait s’agir d’une date et non d’années-modèles. Écrivez les années en entier.',
    es: 'El año {value} mezcla años de dos y de cuatro cifras; puede ser una fecha y no años de modelo. Escriba los años completos.',
    it: 'L’anno {value} mescola anni a due e a quattro cifre; potrebbe essere una data e non anni modello. Scrivete gli anni per intero.',
  },
  YEAR_START_MISSING: {
    en: 'Year {value} gives only an end year; add the first model year the part fits.',
    de: 'Baujahr {value} nennt nur ein Endjahr; ergänzen Sie das erste Modelljahr, zu dem das Teil passt.',
    fr: 'L’année {value} ne donne qu’une année de fin ; ajoutez la première année-modèle à laquelle la pièce convient.',
    es: 'El año {value} solo da un año final; añada el primer año de modelo al que corresponde la pieza.',
    it: 'L’anno {value} indica solo un anno finale; aggiungete il primo anno modello a cui il ricambio si adatta.',
  },
  'YEAR_START_MISSING.columns': {
    en: 'Only an end year ({value}) is given; add the first model year.',
    de: 'Nur ein Endjahr ({value}) ist angegeben; ergänzen Sie das erste Modelljahr.',
    fr: 'Seule une année de fin ({value}) est donnée ; ajoutez la première année-modèle.',
    es: 'Solo se indica un año final ({value}); añada el primer año de modelo.',
    it: 'È indicato solo un anno finale ({value}); aggiungete il primo anno modello.',
  },
  YEAR_OUT_OF_RANGE: {
    en: 'Year {value} gives {year}, outside model years {first}–{last}.',
    de: 'Baujahr {value} ergibt {year}, außerhalb der Modelljahre {first}–{last}.',
    fr: 'L’année {value} donne {year}, hors des années-modèles {first}–{last}.',
    es: 'El año {value} da {year}, fuera de los años de modelo {first}–{last}.',
    it: 'L’anno {value} dà {year}, fuori dagli anni modello {first}–{last}.',
  },
} satisfies TextTable;
