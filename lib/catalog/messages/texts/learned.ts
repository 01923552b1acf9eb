import type { TextTable } from '../catalogue';

/**
 * Importing learned terms from CSV (lib/catalog/learned, the workspace settings). Line numbers and
 * counts are strings as the English wrote them, limits `{limit, number}`; `columns`, `fields` and
 * `languages` are the lists of allowed names; a problem in one cell is `learned.at` around the code's
 * text (its `problem`).
 */
export const LEARNED_TEXTS = {
  CSV_EMPTY: {
    en: 'The file is empty. Start it with the header line "{header}" and one term a line.',
    de: 'Die Datei ist leer. Beginnen Sie sie mit der Kopfzeile „{header}“ und einem Begriff pro Zeile.',
    fr: 'Le fichier est vide. Commencez-le par la ligne d’en-tête « {header} » et un terme par ligne.',
    es: 'El archivo está vacío. Empiécelo con la línea de encabezado «{header}» y un término por línea.',
    it: 'Il file è vuoto. Iniziatelo con la riga di intestazione «{header}» e un termine per riga.',
  },
  TOO_MANY_TERMS: {
    en: 'The file has more than {limit, number} terms. Split it into smaller files and import them one after another.',
    de: 'Die Datei hat mehr als {limit, number} Begriffe. Teilen Sie sie in kleinere Dateien auf und importieren Sie diese nacheinander.',
    fr: 'Le fichier compte plus de {limit, number} termes. Découpez-le en fichiers plus petits et importez-les l’un après l’autre.',
    es: 'El archivo tiene más de {limit, number} términos. Divídalo en archivos más pequeños e impórtelos uno tras otro.',
    it: 'Il file ha più di {limit, number} termini. Dividetelo in file più piccoli e importateli uno dopo l’altro.',
  },
  TERM_CONFLICT: {
    en: 'Line {line} gives {field} "{term}" the reference ID {id}, but line {firstLine} gives the same term {firstId}. Keep one of the two lines.',
    de: 'Zeile {line} gibt {field} „{term}“ die Referenz-ID {id}, Zeile {firstLine} gibt demselben Begriff aber {firstId}. Behalten Sie eine der beiden Zeilen.',
    fr: 'La ligne {line} donne à {field} « {term} » l’ID de référence {id}, mais la ligne {firstLine} donne au même terme {firstId}. Gardez l’une des deux lignes.',
    es: 'La línea {line} da a {field} «{term}» el ID de referencia {id}, pero la línea {firstLine} da al mismo término {firstId}. Conserve una de las dos líneas.',
    it: 'La riga {line} assegna a {field} «{term}» l’ID di riferimento {id}, ma la riga {firstLine} assegna allo stesso termine {firstId}. Tenete una delle due righe.',
  },
  TOO_MANY_ERRORS: {
    en: '{more, number} more problems after line {line} are not listed. Fix the ones above and import again.',
    de: '{more, number} weitere Probleme nach Zeile {line} sind nicht aufgeführt. Beheben Sie die obigen und importieren Sie erneut.',
    fr: '{more, number} autres problèmes après la ligne {line} ne sont pas listés. Corrigez ceux ci-dessus et importez à nouveau.',
    es: 'No se listan {more, number} problemas más después de la línea {line}. Corrija los de arriba e importe de nuevo.',
    it: 'Altri {more, number} problemi dopo la riga {line} non sono elencati. Correggete quelli sopra e importate di nuovo.',
  },
  CSV_QUOTE: {
    en: 'Line {line} has a quoted cell that is not closed, or a " inside quotes that is not doubled. Write a " inside a quoted cell as "".',
    de: 'Zeile {line} hat eine Zelle in Anführungszeichen, die nicht geschlossen wird, oder ein nicht verdoppeltes " innerhalb der Anführungszeichen. Schreiben Sie ein " in einer Zelle in Anführungszeichen als "".',
    fr: 'La ligne {line} a une cellule entre guillemets non fermée, ou un " non doublé entre guillemets. Écrivez un " dans une cellule entre guillemets sous la forme "".',
    es: 'La línea {line} tiene una celda entre comillas sin cerrar, o un " sin duplicar dentro de las comillas. Escriba un " dentro de una celda entre comillas como "".',
    it: 'La riga {line} ha una cella tra virgolette non chiusa, o un " non raddoppiato tra virgolette. Scrivete un " dentro una cella tra virgolette come "".',
  },
  LINE_TOO_LONG: {
    en: 'Line {line} runs past {limit, number} characters without a line break. Check that the file is a CSV file with one term a line.',
    de: 'Zeile {line} läuft über {limit, number} Zeichen ohne Zeilenumbruch. Prüfen Sie, ob die Datei eine CSV-Datei mit einem Begriff pro Zeile ist.',
    fr: 'La ligne {line} dépasse {limit, number} caractères sans saut de ligne. Vérifiez que le fichier est un CSV avec un terme par ligne.',
    es: 'La línea {line} supera los {limit, number} caracteres sin salto de línea. Compruebe que el archivo es un CSV con un término por línea.',
    it: 'La riga {line} supera {limit, number} caratteri senza un a capo. Verificate che il file sia un CSV con un termine per riga.',
  },
  HEADER_COLUMN_UNKNOWN: {
    en: 'Column {index} "{column}" is not a column of this file. The columns are {columns}; remove the others.',
    de: 'Spalte {index} „{column}“ ist keine Spalte dieser Datei. Die Spalten sind {columns}; entfernen Sie die anderen.',
    fr: 'La colonne {index} « {column} » n’est pas une colonne de ce fichier. Les colonnes sont {columns} ; supprimez les autres.',
    es: 'La columna {index} «{column}» no es una columna de este archivo. Las columnas son {columns}; quite las demás.',
    it: 'La colonna {index} «{column}» non è una colonna di questo file. Le colonne sono {columns}; togliete le altre.',
  },
  HEADER_COLUMN_DUPLICATE: {
    en: 'The column "{column}" appears twice in the header. Keep one.',
    de: 'Die Spalte „{column}“ kommt in der Kopfzeile zweimal vor. Behalten Sie eine.',
    fr: 'La colonne « {column} » apparaît deux fois dans l’en-tête. Gardez-en une.',
    es: 'La columna «{column}» aparece dos veces en el encabezado. Conserve una.',
    it: 'La colonna «{column}» compare due volte nell’intestazione. Tenetene una.',
  },
  HEADER_COLUMN_MISSING: {
    en: 'The header has no "{column}" column. The first line must name the columns: {header} (language and note may be left out).',
    de: 'Die Kopfzeile hat keine Spalte „{column}“. Die erste Zeile muss die Spalten nennen: {header} (language und note dürfen fehlen).',
    fr: 'L’en-tête n’a pas de colonne « {column} ». La première ligne doit nommer les colonnes : {header} (language et note peuvent être omises).',
    es: 'El encabezado no tiene columna «{column}». La primera línea debe nombrar las columnas: {header} (language y note se pueden omitir).',
    it: 'L’intestazione non ha la colonna «{column}». La prima riga deve nominare le colonne: {header} (language e note possono mancare).',
  },
  CSV_CELL_COUNT: {
    en: 'Line {line} has {cells} cells, the header {width}. Quote a cell that contains a comma ("Pad, front").',
    de: 'Zeile {line} hat {cells} Zellen, die Kopfzeile {width}. Setzen Sie eine Zelle mit Komma in Anführungszeichen ("Pad, front").',
    fr: 'La ligne {line} a {cells} cellules, l’en-tête {width}. Mettez entre guillemets une cellule qui contient une virgule ("Pad, front").',
    es: 'La línea {line} tiene {cells} celdas, el encabezado {width}. Ponga entre comillas una celda que contenga una coma ("Pad, front").',
    it: 'La riga {line} ha {cells} celle, l’intestazione {width}. Mettete tra virgolette una cella che contiene una virgola ("Pad, front").',
  },
  'learned.at': {
    en: 'Line {line}, column {column}: {problem}',
    de: 'Zeile {line}, Spalte {column}: {problem}',
    fr: 'Ligne {line}, colonne {column} : {problem}',
    es: 'Línea {line}, columna {column}: {problem}',
    it: 'Riga {line}, colonna {column}: {problem}',
  },
  FIELD_UNKNOWN: {
    en: '"{value}" is not a field that can be learned. Write one of {fields} (exactly so).',
    de: '„{value}“ ist kein Feld, das gelernt werden kann. Schreiben Sie eines von {fields} (genau so).',
    fr: '« {value} » n’est pas un champ qui peut être appris. Écrivez l’un de {fields} (exactement ainsi).',
    es: '«{value}» no es un campo que se pueda aprender. Escriba uno de {fields} (exactamente así).',
    it: '«{value}» non è un campo che si può apprendere. Scrivete uno tra {fields} (esattamente così).',
  },
  FIELD_EMPTY: {
    en: 'the field is empty. Write one of {fields} (exactly so).',
    de: 'das Feld ist leer. Schreiben Sie eines von {fields} (genau so).',
    fr: 'le champ est vide. Écrivez l’un de {fields} (exactement ainsi).',
    es: 'el campo está vacío. Escriba uno de {fields} (exactamente así).',
    it: 'il campo è vuoto. Scrivete uno tra {fields} (esattamente così).',
  },
  TERM_EMPTY: {
    en: 'the term is empty. Write the catalog text the reference ID stands for.',
    de: 'der Begriff ist leer. Schreiben Sie den Katalogtext, für den die Referenz-ID steht.',
    fr: 'le terme est vide. Écrivez le texte du catalogue que représente l’ID de référence.',
    es: 'el término está vacío. Escriba el texto del catálogo al que corresponde el ID de referencia.',
    it: 'il termine è vuoto. Scrivete il testo del catalogo a cui corrisponde l’ID di riferimento.',
  },
  TERM_TOO_LONG: {
    en: 'the term has {length} characters; at most {max} are allowed. Shorten it to the catalog value itself.',
    de: 'der Begriff hat {length} Zeichen; erlaubt sind höchstens {max}. Kürzen Sie ihn auf den Katalogwert selbst.',
    fr: 'le terme compte {length} caractères ; {max} au plus sont permis. Réduisez-le à la valeur du catalogue elle-même.',
    es: 'el término tiene {length} caracteres; se permiten como máximo {max}. Acórtelo al propio valor del catálogo.',
    it: 'il termine ha {length} caratteri; ne sono ammessi al massimo {max}. Accorciatelo al valore del catalogo stesso.',
  },
  TERM_CONTROL_CHARACTER: {
    en: 'the term contains a control character (a tab, a line break, NUL or similar). Remove it.',
    de: 'der Begriff enthält ein Steuerzeichen (Tabulator, Zeilenumbruch, NUL o. Ä.). Entfernen Sie es.',
    fr: 'le terme contient un caractère de contrôle (tabulation, saut de ligne, NUL ou similaire). Supprimez-le.',
    es: 'el término contiene un carácter de control (tabulación, salto de línea, NUL o similar). Quítelo.',
    it: 'il termine contiene un carattere di controllo (tabulazione, a capo, NUL o simili). Rimuovetelo.',
  },
  TERM_NO_LETTERS: {
    en: '"{term}" has no letters or digits that could be compared with a catalog value. Write the value as the catalog has it.',
    de: '„{term}“ hat keine Buchstaben oder Ziffern, die sich mit einem Katalogwert vergleichen ließen. Schreiben Sie den Wert so, wie ihn der Katalog hat.',
    fr: '« {term} » n’a ni lettres ni chiffres comparables à une valeur de catalogue. Écrivez la valeur telle que le catalogue l’a.',
    es: '«{term}» no tiene letras ni dígitos que se puedan comparar con un valor del catálogo. Escriba el valor como lo tiene el catálogo.',
    it: '«{term}» non ha lettere o cifre confrontabili con un valore del catalogo. Scrivete il valore come lo ha il catalogo.',
  },
  REFERENCE_ID_INVALID: {
    en: '"{value}" is not a whole number above 0 (the PCdb or VCdb ID the term stands for).',
    de: '„{value}“ ist keine ganze Zahl über 0 (die PCdb- oder VCdb-ID, für die der Begriff steht).',
    fr: '« {value} » n’est pas un nombre entier supérieur à 0 (l’ID PCdb ou VCdb que représente le terme).',
    es: '«{value}» no es un número entero mayor que 0 (el ID de PCdb o VCdb al que corresponde el término).',
    it: '«{value}» non è un numero intero maggiore di 0 (l’ID PCdb o VCdb a cui corrisponde il termine).',
  },
  'REFERENCE_ID_INVALID.empty': {
    en: 'the reference ID is empty; write a whole number above 0 (the PCdb or VCdb ID the term stands for).',
    de: 'die Referenz-ID ist leer; schreiben Sie eine ganze Zahl über 0 (die PCdb- oder VCdb-ID, für die der Begriff steht).',
    fr: 'l’ID de référence est vide ; écrivez un nombre entier supérieur à 0 (l’ID PCdb ou VCdb que représente le terme).',
    es: 'el ID de referencia está vacío; escriba un número entero mayor que 0 (el ID de PCdb o VCdb al que corresponde el término).',
    it: 'l’ID di riferimento è vuoto; scrivete un numero intero maggiore di 0 (l’ID PCdb o VCdb a cui corrisponde il termine).',
  },
  LANGUAGE_UNKNOWN: {
    en: '"{value}" is not a catalog language. Write one of {languages}, or leave it empty.',
    de: '„{value}“ ist keine Katalogsprache. Schreiben Sie eine von {languages} oder lassen Sie das Feld leer.',
    fr: '« {value} » n’est pas une langue de catalogue. Écrivez l’une de {languages}, ou laissez vide.',
    es: '«{value}» no es un idioma de catálogo. Escriba uno de {languages}, o déjelo vacío.',
    it: '«{value}» non è una lingua di catalogo. Scrivete una tra {languages}, o lasciate vuoto.',
  },
  NOTE_TOO_LONG: {
    en: 'the note has {length} characters; at most {max} are allowed.',
    de: 'die Notiz hat {length} Zeichen; erlaubt sind höchstens {max}.',
    fr: 'la note compte {length} caractères ; {max} au plus sont permis.',
    es: 'la nota tiene {length} caracteres; se permiten como máximo {max}.',
    it: 'la nota ha {length} caratteri; ne sono ammessi al massimo {max}.',
  },
} as const satisfies TextTable;
