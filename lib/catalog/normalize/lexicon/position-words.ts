/**
 * Position words in the five catalog languages, each standing for one or more position concepts. A
 * position text is read word by word into a set of concepts (`vorne links` → FRONT + LEFT) and matched
 * to the PCdb position with the same set, whatever its word order. Words keyed by `nameKey`.
 */

export const POSITION_CONCEPTS = [
  'FRONT',
  'REAR',
  'LEFT',
  'RIGHT',
  'UPPER',
  'LOWER',
  'INNER',
  'OUTER',
  'DRIVER',
  'PASSENGER',
  'UPSTREAM',
  'DOWNSTREAM',
  'CENTER',
] as const;
export type PositionConcept = (typeof POSITION_CONCEPTS)[number];

/** Pairs that cannot both hold: a text naming both is two positions, not one. */
export const OPPOSITES: readonly (readonly [PositionConcept, PositionConcept])[] = [
  ['FRONT', 'REAR'],
  ['LEFT', 'RIGHT'],
  ['UPPER', 'LOWER'],
  ['INNER', 'OUTER'],
  ['DRIVER', 'PASSENGER'],
  ['UPSTREAM', 'DOWNSTREAM'],
];

const W = (concepts: PositionConcept[], words: string[]) => words.map((w) => [w, concepts] as const);

export const POSITION_WORDS: ReadonlyMap<string, readonly PositionConcept[]> = new Map([
  ...W(['FRONT'], ['front', 'frontal', 'fore', 'frt', 'frnt', 'delant', 'vorne', 'vorn', 'vorder', 'vordere', 'vorderer', 'vorderes', 'vorderachse', 'va', 'avant', 'av', 'delantero', 'delantera', 'delanteros', 'delanteras', 'anteriore', 'anteriori', 'ant', 'frontale']),
  ...W(['REAR'], ['rear', 'back', 'arr', 'hinten', 'hinter', 'hintere', 'hinterer', 'hinteres', 'hinterachse', 'ha', 'arriere', 'ar', 'trasero', 'trasera', 'traseros', 'traseras', 'tras', 'posteriore', 'posteriori', 'post']),
  ...W(['LEFT'], ['left', 'lh', 'links', 'linke', 'linker', 'linkes', 'li', 'gauche', 'g', 'gche', 'gch', 'izquierdo', 'izquierda', 'izquierdos', 'izquierdas', 'izq', 'izda', 'izdo', 'izqdo', 'izqda', 'izqu', 'sinistro', 'sinistra', 'sinistri', 'sinistre', 'sx']),
  ...W(['RIGHT'], ['right', 'rh', 'rechts', 'rechte', 'rechter', 'rechtes', 're', 'droit', 'droite', 'dr', 'dte', 'drte', 'derecho', 'derecha', 'derechos', 'derechas', 'der', 'dcha', 'dcho', 'dch', 'drcha', 'drcho', 'destro', 'destra', 'destri', 'destre', 'dx']),
  ...W(['UPPER'], ['upper', 'top', 'upr', 'oben', 'obere', 'oberer', 'oberes', 'superieur', 'superieure', 'superior', 'superiore', 'superiori', 'sup']),
  ...W(['LOWER'], ['lower', 'bottom', 'lwr', 'unten', 'untere', 'unterer', 'unteres', 'inferieur', 'inferieure', 'inferior', 'inferiore', 'inferiori', 'inf']),
  ...W(['INNER'], ['inner', 'inside', 'inr', 'innen', 'innere', 'innerer', 'inneres', 'interieur', 'interieure', 'interior', 'interno', 'interna', 'interni', 'int']),
  ...W(['OUTER'], ['outer', 'outside', 'otr', 'aussen', 'ausen', 'aussere', 'ausserer', 'auessere', 'aeussere', 'exterieur', 'exterieure', 'exterior', 'esterno', 'esterna', 'esterni', 'ext']),
  ...W(['DRIVER'], ['driver', 'drivers', 'fahrerseite', 'fahrer', 'conducteur', 'conductor', 'guida', 'conducente']),
  ...W(['PASSENGER'], ['passenger', 'passengers', 'beifahrerseite', 'beifahrer', 'passager', 'pasajero', 'acompanante', 'passeggero']),
  ...W(['UPSTREAM'], ['upstream', 'precat', 'vorkat', 'amont', 'monte']),
  ...W(['DOWNSTREAM'], ['downstream', 'postcat', 'nachkat', 'aval', 'valle']),
  ...W(['CENTER'], ['center', 'centre', 'middle', 'ctr', 'mitte', 'mittig', 'centro', 'centrale']),
  // Common abbreviations naming two concepts at once.
  ...W(['FRONT', 'LEFT'], ['vl', 'fl', 'lf', 'avg', 'adelizq', 'antsx', 'fld', 'lhf']),
  ...W(['FRONT', 'RIGHT'], ['vr', 'fr', 'rf', 'avd', 'adelder', 'antdx', 'rhf']),
  ...W(['REAR', 'LEFT'], ['hl', 'rl', 'lr', 'arg', 'trasizq', 'postsx', 'lhr']),
  ...W(['REAR', 'RIGHT'], ['hr', 'rr', 'ard', 'trasder', 'postdx', 'rhr']),
]);

/**
 * Abbreviations read as positions only in a position column, where nothing else is expected: in a
 * part-type or free text they are other words (`Pass`, `Hi`, `Vo`, `Drv`).
 */
export const POSITION_COLUMN_WORDS: ReadonlyMap<string, readonly PositionConcept[]> = new Map([
  ...W(['FRONT'], ['vo', 'vrn']),
  ...W(['REAR'], ['hi', 'hint']),
  ...W(['RIGHT'], ['d', 'rt']),
  ...W(['LEFT'], ['lt']),
  ...W(['DRIVER'], ['drv', 'drvr', 'drvs']),
  ...W(['PASSENGER'], ['pass', 'psgr', 'psngr', 'pssngr', 'passgr']),
]);

/** Words that carry no position of their own (`side`, `Achse`, `lato`, articles, "both"). */
export const NEUTRAL_POSITION_WORDS: ReadonlySet<string> = new Set([
  'side', 'sides', 'axle', 'wheel', 'position', 'pos', 'and', 'the', 'both', 'pair', 'hand',
  'seite', 'seitig', 'achse', 'beidseitig', 'beide', 'und', 'der', 'die', 'das', 'an', 'am', 'rad', 'einbauseite',
  'cote', 'cotes', 'essieu', 'de', 'du', 'la', 'le', 'les', 'et', 'des', 'roue', 'paire', 'deux',
  'lado', 'lados', 'eje', 'ambos', 'y', 'el', 'los', 'las', 'rueda', 'par',
  'lato', 'lati', 'asse', 'entrambi', 'e', 'il', 'lo', 'i', 'gli', 'ruota', 'coppia',
  'of', 'on', 'for', 'before', 'after', 'cat', 'catalyst', 'kat', 'katalysator', 'catalyseur', 'catalizador', 'catalizzatore',
  'vor', 'nach', 'antes', 'despues', 'del', 'a',
  // Set, kit and pair words, fitting words: not positions.
  'set', 'sets', 'kit', 'kits', 'satz', 'achssatz', 'paar', 'paarweise', 'jeu', 'juego', 'coppia', 'pairs', 'pares', 'paires',
  'stk', 'pcs', 'pc', 'pz', 'pezzi', 'piece', 'pieces', 'unidad', 'unidades', 'einbauseite', 'einbauposition', 'einbauort', 'einbau',
  'posizione', 'posicion', 'emplacement', 'montage', 'mounting', 'fitting', 'location', 'per', 'pour', 'para', 'con', 'mit', 'avec', 'with',
]);

/** Multi-word phrases read as one word before splitting (text already lower-case, accents removed). */
export const POSITION_PHRASES: readonly (readonly [RegExp, string])[] = [
  [/\b(?:vor(?: dem)? kat(?:alysator)?|before (?:the )?cat(?:alyst)?|pre[- ]cat|avant (?:le )?catalyseur|antes del catalizador|prima del catalizzatore)\b/g, ' precat '],
  [/\b(?:nach(?: dem)? kat(?:alysator)?|after (?:the )?cat(?:alyst)?|post[- ]cat|apres (?:le )?catalyseur|despues del catalizador|dopo (?:il )?catalizzatore)\b/g, ' postcat '],
  // Written apart or hyphenated on oxygen sensors: `Up Stream`, `down-stream`; Spanish `aguas arriba/abajo`.
  [/\b(?:up[\s-]+stream|aguas arriba)\b/g, ' upstream '],
  [/\b(?:down[\s-]+stream|aguas abajo)\b/g, ' downstream '],
];

/** What a row's position cell says when there is no position. */
export const NO_POSITION_WORDS: ReadonlySet<string> = new Set([
  '', '0', 'na', 'none', 'nopos', 'noposition', 'notapplicable', 'nd', 'nv', 'x',
  'keine', 'kein', 'keineposition', 'keineangabe', 'ohne', 'ohneposition', 'entfallt', 'entfaellt', 'nichtzutreffend',
  'aucun', 'aucune', 'aucuneposition', 'sans', 'sansposition', 'sansobjet', 'nonapplicable',
  'ninguno', 'ninguna', 'sinposicion', 'noaplica', 'sin', 'pasdeposition',
  'nessuno', 'nessuna', 'nessunaposizione', 'senza', 'senzaposizione', 'nonapplicabile',
]);
