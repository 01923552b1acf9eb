import type { TextTable } from '../text-table';

/**
 * Refusals of learned terms as a whole (lib/data's import and update, the REST API's
 * /learned-terms endpoints), said in the API caller's Accept-Language; each refused line has its
 * own text (texts/learned.ts). `kind` is a learnable field (partType, make, model, submodel,
 * position); `id` a reference ID as a string; `advice` one of the `learnedTerms.advice.*` texts;
 * `route` an API route as written; `mb` a size in megabytes as a string.
 */
export const LEARNED_TERMS_API_TEXTS = {
  'learnedTerms.notInReference': {
    en: '{id} is not a {kind, select, partType {PCdb part type (PartTerminologyID)} make {VCdb make (MakeID)} model {VCdb model (ModelID)} submodel {VCdb submodel (SubmodelID)} position {PCdb position (PositionID)} other {{kind}}} in the reference this workspace converts against. {advice}',
    de: 'In den Referenzdaten, mit denen dieser Arbeitsbereich konvertiert, ist {id} keine ID für {kind, select, partType {eine PCdb-Teileart (PartTerminologyID)} make {einen VCdb-Hersteller (MakeID)} model {ein VCdb-Modell (ModelID)} submodel {ein VCdb-Untermodell (SubmodelID)} position {eine PCdb-Position (PositionID)} other {{kind}}}. {advice}',
    fr: 'Dans les données de référence avec lesquelles cet espace de travail convertit, {id} n’est pas l’ID d’{kind, select, partType {un type de pièce PCdb (PartTerminologyID)} make {une marque VCdb (MakeID)} model {un modèle VCdb (ModelID)} submodel {un sous-modèle VCdb (SubmodelID)} position {une position PCdb (PositionID)} other {{kind}}}. {advice}',
    es: 'En los datos de referencia con los que convierte este espacio de trabajo, {id} no es el ID de {kind, select, partType {un tipo de pieza PCdb (PartTerminologyID)} make {una marca VCdb (MakeID)} model {un modelo VCdb (ModelID)} submodel {un submodelo VCdb (SubmodelID)} position {una posición PCdb (PositionID)} other {{kind}}}. {advice}',
    it: 'Nei dati di riferimento con cui converte quest’area di lavoro, {id} non è l’ID di {kind, select, partType {un tipo di ricambio PCdb (PartTerminologyID)} make {un costruttore VCdb (MakeID)} model {un modello VCdb (ModelID)} submodel {un sottomodello VCdb (SubmodelID)} position {una posizione PCdb (PositionID)} other {{kind}}}. {advice}',
  },
  'learnedTerms.advice.pickFromList': {
    en: 'Pick one from the list.',
    de: 'Wählen Sie eine aus der Liste.',
    fr: 'Choisissez-en un dans la liste.',
    es: 'Elija uno de la lista.',
    it: 'Sceglietene uno dall’elenco.',
  },
  'learnedTerms.advice.lookUp': {
    en: 'Look it up there ({route} shows names and IDs).',
    de: 'Schlagen Sie sie dort nach ({route} zeigt Namen und IDs).',
    fr: 'Cherchez-le dans ces données ({route} indique les noms et les ID).',
    es: 'Búsquelo en ellos ({route} muestra nombres e ID).',
    it: 'Cercatelo lì ({route} mostra nomi e ID).',
  },
  'learnedTerms.noTerms': {
    en: 'There are no terms to import: give at least one (a file needs its header line and one term a line).',
    de: 'Es gibt keine Begriffe zum Importieren: Geben Sie mindestens einen an (eine Datei braucht ihre Kopfzeile und einen Begriff pro Zeile).',
    fr: 'Il n’y a aucun terme à importer : indiquez-en au moins un (un fichier a besoin de sa ligne d’en-tête et d’un terme par ligne).',
    es: 'No hay términos que importar: indique al menos uno (un archivo necesita su línea de encabezado y un término por línea).',
    it: 'Non ci sono termini da importare: indicatene almeno uno (un file ha bisogno della riga di intestazione e di un termine per riga).',
  },
  'learnedTerms.refused': {
    en: 'The terms were not imported: {count, plural, one {one term has a problem} other {# problems}}. Nothing was changed.',
    de: 'Die Begriffe wurden nicht importiert: {count, plural, one {Ein Begriff hat ein Problem} other {# Probleme}}. Es wurde nichts geändert.',
    fr: 'Les termes n’ont pas été importés : {count, plural, one {un terme pose problème} other {# problèmes}}. Rien n’a été modifié.',
    es: 'Los términos no se importaron: {count, plural, one {un término tiene un problema} other {# problemas}}. No se cambió nada.',
    it: 'I termini non sono stati importati: {count, plural, one {un termine ha un problema} other {# problemi}}. Non è stato modificato nulla.',
  },
  'learnedTerms.referenceChanged': {
    en: 'The workspace started using another reference release while the terms were read; import them again.',
    de: 'Der Arbeitsbereich hat während des Einlesens der Begriffe eine andere Referenzversion übernommen; importieren Sie sie erneut.',
    fr: 'L’espace de travail est passé à une autre version de référence pendant la lecture des termes ; importez-les à nouveau.',
    es: 'El espacio de trabajo empezó a usar otra versión de referencia mientras se leían los términos; vuelva a importarlos.',
    it: 'L’area di lavoro è passata a un’altra versione di riferimento mentre i termini venivano letti; importateli di nuovo.',
  },
  'learnedTerms.fileTooLarge': {
    en: 'The file is larger than {mb} MB; split it into smaller files and import them one after another.',
    de: 'Die Datei ist größer als {mb} MB; teilen Sie sie in kleinere Dateien auf und importieren Sie diese nacheinander.',
    fr: 'Le fichier dépasse {mb} Mo ; découpez-le en fichiers plus petits et importez-les l’un après l’autre.',
    es: 'El archivo ocupa más de {mb} MB; divídalo en archivos más pequeños e impórtelos uno tras otro.',
    it: 'Il file supera {mb} MB; suddividetelo in file più piccoli e importateli uno dopo l’altro.',
  },
  'learnedTerms.notUtf8': {
    en: 'The file is not UTF-8 text; save it as "CSV UTF-8" and send it again.',
    de: 'Die Datei ist kein UTF-8-Text; speichern Sie sie als "CSV UTF-8" und senden Sie sie erneut.',
    fr: 'Le fichier n’est pas du texte UTF-8 ; enregistrez-le au format "CSV UTF-8" et envoyez-le à nouveau.',
    es: 'El archivo no es texto UTF-8; guárdelo como "CSV UTF-8" y envíelo de nuevo.',
    it: 'Il file non è testo UTF-8; salvatelo come "CSV UTF-8" e inviatelo di nuovo.',
  },
  'learnedTerms.fileRefused': {
    en: 'The file was not imported: fix the lines listed in problems and send it again. Nothing was changed.',
    de: 'Die Datei wurde nicht importiert: Korrigieren Sie die unter problems aufgeführten Zeilen und senden Sie sie erneut. Es wurde nichts geändert.',
    fr: 'Le fichier n’a pas été importé : corrigez les lignes listées dans problems et envoyez-le à nouveau. Rien n’a été modifié.',
    es: 'El archivo no se importó: corrija las líneas indicadas en problems y envíelo de nuevo. No se cambió nada.',
    it: 'Il file non è stato importato: correggete le righe elencate in problems e inviatelo di nuovo. Non è stato modificato nulla.',
  },
} as const satisfies TextTable;
