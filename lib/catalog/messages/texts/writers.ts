import type { TextTable } from '../catalogue';

/**
 * Writing ACES and PIES XML (lib/catalog/aces, lib/catalog/pies). `part` and `id` are a part number
 * and an app ID; `n` a count of characters (number); `problem` and `what` are the writer's own
 * checks, still in English (item-xml.ts, app-xml.ts, asset checks).
 */
export const WRITER_TEXTS = {
  PIES_VALUE_DROPPED: {
    en: 'Part {part}: left out of PIES: {what}. Correct the source value to include it.',
    de: 'Teil {part}: nicht in PIES übernommen: {what}. Korrigieren Sie den Quellwert, damit er übernommen wird.',
    fr: 'Pièce {part} : exclu du PIES : {what}. Corrigez la valeur source pour l’inclure.',
    es: 'Pieza {part}: excluido de PIES: {what}. Corrija el valor de origen para incluirlo.',
    it: 'Ricambio {part}: escluso dal PIES: {what}. Correggete il valore di origine per includerlo.',
  },
  'PIES_VALUE_DROPPED.marketingCopy': {
    en: 'Marketing copy: left out of PIES: {what}. Correct the source value to include it.',
    de: 'Marketingtext: nicht in PIES übernommen: {what}. Korrigieren Sie den Quellwert, damit er übernommen wird.',
    fr: 'Texte marketing : exclu du PIES : {what}. Corrigez la valeur source pour l’inclure.',
    es: 'Texto de marketing: excluido de PIES: {what}. Corrija el valor de origen para incluirlo.',
    it: 'Testo di marketing: escluso dal PIES: {what}. Correggete il valore di origine per includerlo.',
  },
  PIES_ITEM_SKIPPED: {
    en: 'Item {part} was not written to PIES: {problem}. Fix the source row and convert again.',
    de: 'Das Item {part} wurde nicht in PIES geschrieben: {problem}. Korrigieren Sie die Quellzeile und konvertieren Sie erneut.',
    fr: 'L’Item {part} n’a pas été écrit dans le PIES : {problem}. Corrigez la ligne source et relancez la conversion.',
    es: 'El Item {part} no se escribió en PIES: {problem}. Corrija la fila de origen y vuelva a convertir.',
    it: 'L’Item {part} non è stato scritto nel PIES: {problem}. Correggete la riga di origine e convertite di nuovo.',
  },
  XML_CHARS_STRIPPED: {
    en: 'Part {part}: {n} control character(s) that XML cannot carry were removed from its text. Check the source cells for hidden characters.',
    de: 'Teil {part}: {n, plural, one {# Steuerzeichen, das} other {# Steuerzeichen, die}} XML nicht tragen kann, wurden aus seinem Text entfernt. Prüfen Sie die Quellzellen auf versteckte Zeichen.',
    fr: 'Pièce {part} : {n, plural, one {# caractère de contrôle} other {# caractères de contrôle}} que XML ne peut pas porter ont été retirés de son texte. Cherchez des caractères cachés dans les cellules source.',
    es: 'Pieza {part}: se quitaron de su texto {n, plural, one {# carácter de control} other {# caracteres de control}} que XML no admite. Busque caracteres ocultos en las celdas de origen.',
    it: 'Ricambio {part}: {n, plural, one {# carattere di controllo} other {# caratteri di controllo}} che XML non può contenere sono stati rimossi dal suo testo. Cercate caratteri nascosti nelle celle di origine.',
  },
  'XML_CHARS_STRIPPED.app': {
    en: 'App {id}: {n} control character(s) that XML cannot carry were removed from its text (part number, notes, qualifiers, MfrLabel or asset reference). Check the source cell for hidden characters.',
    de: 'App {id}: {n, plural, one {# Steuerzeichen, das} other {# Steuerzeichen, die}} XML nicht tragen kann, wurden aus ihrem Text entfernt (Teilenummer, Notizen, Qualifier, MfrLabel oder Asset-Verweis). Prüfen Sie die Quellzelle auf versteckte Zeichen.',
    fr: 'App {id} : {n, plural, one {# caractère de contrôle} other {# caractères de contrôle}} que XML ne peut pas porter ont été retirés de son texte (référence, notes, qualificatifs, MfrLabel ou référence d’asset). Cherchez des caractères cachés dans la cellule source.',
    es: 'App {id}: se quitaron de su texto {n, plural, one {# carácter de control} other {# caracteres de control}} que XML no admite (número de pieza, notas, calificadores, MfrLabel o referencia de asset). Busque caracteres ocultos en la celda de origen.',
    it: 'App {id}: {n, plural, one {# carattere di controllo} other {# caratteri di controllo}} che XML non può contenere sono stati rimossi dal suo testo (codice articolo, note, qualificatori, MfrLabel o riferimento all’asset). Cercate caratteri nascosti nella cella di origine.',
  },
  PIES_NO_ITEMS: {
    en: 'The PIES file has no items, and PIES requires at least one: it will not validate. Check that the catalog has part numbers mapped and rows that were not rejected.',
    de: 'Die PIES-Datei hat keine Items, PIES verlangt aber mindestens eines: Sie wird die Validierung nicht bestehen. Prüfen Sie, ob im Katalog Teilenummern zugeordnet sind und Zeilen, die nicht abgelehnt wurden.',
    fr: 'Le fichier PIES n’a aucun item, et PIES en exige au moins un : il ne sera pas valide. Vérifiez que le catalogue a des références de pièce mappées et des lignes non rejetées.',
    es: 'El archivo PIES no tiene items, y PIES exige al menos uno: no superará la validación. Compruebe que el catálogo tiene números de pieza asignados y filas que no se rechazaron.',
    it: 'Il file PIES non ha item, e PIES ne richiede almeno uno: non supererà la validazione. Verificate che il catalogo abbia codici articolo mappati e righe non rifiutate.',
  },
  ACES_APP_SKIPPED: {
    en: 'App {id} was not written to ACES: {problem}. Fix the source row and convert again.',
    de: 'Die App {id} wurde nicht in ACES geschrieben: {problem}. Korrigieren Sie die Quellzeile und konvertieren Sie erneut.',
    fr: 'L’App {id} n’a pas été écrite dans l’ACES : {problem}. Corrigez la ligne source et relancez la conversion.',
    es: 'La App {id} no se escribió en ACES: {problem}. Corrija la fila de origen y vuelva a convertir.',
    it: 'L’App {id} non è stata scritta nell’ACES: {problem}. Correggete la riga di origine e convertite di nuovo.',
  },
  ACES_ASSET_LEFT_OUT: {
    en: 'App {id} was written without its asset reference: {problem}. The fitment went out; fix the asset reference in the source and convert again.',
    de: 'Die App {id} wurde ohne ihren Asset-Verweis geschrieben: {problem}. Die Verwendung wurde ausgegeben; korrigieren Sie den Asset-Verweis in der Quelle und konvertieren Sie erneut.',
    fr: 'L’App {id} a été écrite sans sa référence d’asset : {problem}. L’application est partie ; corrigez la référence d’asset dans la source et relancez la conversion.',
    es: 'La App {id} se escribió sin su referencia de asset: {problem}. La aplicación salió; corrija la referencia de asset en el origen y vuelva a convertir.',
    it: 'L’App {id} è stata scritta senza il suo riferimento all’asset: {problem}. L’applicazione è uscita; correggete il riferimento all’asset nell’origine e convertite di nuovo.',
  },
} as const satisfies TextTable;
