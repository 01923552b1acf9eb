import type { TextTable } from '@/lib/catalog/messages';

/**
 * A command line `partsmith` cannot run as typed (bin/commands/command.ts, bin/partsmith.ts): said
 * after `partsmith <command>: `, above the command's usage, exit 2. Options, commands and arguments
 * are as typed; `option` comes with its quotes (an apostrophe before a brace would quote the brace
 * in ICU). `detail` is node's argument parser's own words (English), for what it reports beyond the
 * cases below.
 */
export const CLI_USAGE_TEXTS = {
  'cli.usage.unknownOption': {
    en: "Unknown option {option}.",
    de: "Unbekannte Option {option}.",
    fr: "Option inconnue {option}.",
    es: "Opción desconocida {option}.",
    it: "Opzione sconosciuta {option}.",
  },
  'cli.usage.missingValue': {
    en: "Option {option} needs a value.",
    de: "Die Option {option} braucht einen Wert.",
    fr: "L’option {option} attend une valeur.",
    es: "La opción {option} necesita un valor.",
    it: "L’opzione {option} richiede un valore.",
  },
  'cli.usage.noValue': {
    en: "Option {option} takes no value.",
    de: "Die Option {option} nimmt keinen Wert an.",
    fr: "L’option {option} n’accepte pas de valeur.",
    es: "La opción {option} no admite ningún valor.",
    it: "L’opzione {option} non accetta valori.",
  },
  'cli.usage.dashValue': {
    en: "Option {option} has no value: the next word starts with a dash. For a value that starts with a dash, write it as {example}.",
    de: "Die Option {option} hat keinen Wert: Das nächste Wort beginnt mit einem Bindestrich. Einen Wert, der mit einem Bindestrich beginnt, schreiben Sie als {example}.",
    fr: "L’option {option} n’a pas de valeur : le mot suivant commence par un tiret. Pour une valeur qui commence par un tiret, écrivez-la sous la forme {example}.",
    es: "La opción {option} no tiene valor: la palabra siguiente empieza por un guion. Para un valor que empiece por un guion, escríbalo como {example}.",
    it: "L’opzione {option} non ha un valore: la parola successiva inizia con un trattino. Per un valore che inizia con un trattino, scrivetelo come {example}.",
  },
  'cli.usage.parser': {
    en: '{detail}',
    de: 'Die Befehlszeile ist ungültig; der Argumentparser meldet: {detail}',
    fr: 'La ligne de commande n’est pas valide ; l’analyseur d’arguments signale : {detail}',
    es: 'La línea de comandos no es válida; el analizador de argumentos informa: {detail}',
    it: 'La riga di comando non è valida; il parser degli argomenti segnala: {detail}',
  },
  'cli.usage.unexpectedArgument': {
    en: 'Unexpected argument "{argument}".',
    de: 'Unerwartetes Argument "{argument}".',
    fr: 'Argument inattendu "{argument}".',
    es: 'Argumento inesperado "{argument}".',
    it: 'Argomento inatteso "{argument}".',
  },
  'cli.usage.unknownCommand': {
    en: 'unknown command "{command}".',
    de: 'unbekannter Befehl "{command}".',
    fr: 'commande inconnue "{command}".',
    es: 'comando desconocido "{command}".',
    it: 'comando sconosciuto "{command}".',
  },
  'cli.usage.lang': {
    en: '--lang takes one of {languages}; got "{lang}".',
    de: '--lang nimmt einen dieser Werte an: {languages}; angegeben war "{lang}".',
    fr: '--lang accepte l’une de ces valeurs : {languages} ; reçu "{lang}".',
    es: '--lang admite uno de estos valores: {languages}; se recibió "{lang}".',
    it: '--lang accetta uno di questi valori: {languages}; ricevuto "{lang}".',
  },
  // A flag's value the engine refused: `problem` is the engine's own text for it.
  'cli.usage.flagProblem': { en: '{flag}: {problem}', de: '{flag}: {problem}', fr: '{flag} : {problem}', es: '{flag}: {problem}', it: '{flag}: {problem}' },
  'cli.convert.nameCatalog': {
    en: 'Name the catalog to convert, e.g. partsmith convert catalog.xlsx --brand BKMN.',
    de: 'Geben Sie den zu konvertierenden Katalog an, z. B. partsmith convert catalog.xlsx --brand BKMN.',
    fr: 'Indiquez le catalogue à convertir, par ex. partsmith convert catalog.xlsx --brand BKMN.',
    es: 'Indique el catálogo que desea convertir, p. ej. partsmith convert catalog.xlsx --brand BKMN.',
    it: 'Indicate il catalogo da convertire, ad es. partsmith convert catalog.xlsx --brand BKMN.',
  },
  'cli.convert.oneCatalog': {
    en: 'Convert one catalog at a time; got {count}: {files}.',
    de: 'Konvertieren Sie einen Katalog nach dem anderen; angegeben waren {count}: {files}.',
    fr: 'Convertissez un catalogue à la fois ; reçu {count} : {files}.',
    es: 'Convierta un catálogo cada vez; se recibieron {count}: {files}.',
    it: 'Convertite un catalogo alla volta; ricevuti {count}: {files}.',
  },
  'cli.convert.brandRequired': {
    en: '--brand is required: your Auto Care brand code (BrandAAIAID), e.g. --brand BKMN.',
    de: '--brand ist erforderlich: Ihr Auto-Care-Markencode (BrandAAIAID), z. B. --brand BKMN.',
    fr: '--brand est obligatoire : votre code de marque Auto Care (BrandAAIAID), par ex. --brand BKMN.',
    es: '--brand es obligatorio: su código de marca de Auto Care (BrandAAIAID), p. ej. --brand BKMN.',
    it: '--brand è obbligatorio: il vostro codice marchio Auto Care (BrandAAIAID), ad es. --brand BKMN.',
  },
  'cli.convert.threshold': {
    en: '--accept-threshold takes a number above 0 and at most 1 (e.g. 0.9); got "{value}".',
    de: '--accept-threshold nimmt eine Zahl über 0 und höchstens 1 an (z. B. 0.9); angegeben war "{value}".',
    fr: '--accept-threshold attend un nombre supérieur à 0 et au plus égal à 1 (par ex. 0.9) ; reçu "{value}".',
    es: '--accept-threshold admite un número mayor que 0 y como máximo 1 (p. ej. 0.9); se recibió "{value}".',
    it: '--accept-threshold accetta un numero maggiore di 0 e al massimo 1 (ad es. 0.9); ricevuto "{value}".',
  },
  'cli.verify.nameBundle': {
    en: 'Name the evidence bundle to verify, e.g. partsmith verify out/evidence.zip.',
    de: 'Geben Sie das zu prüfende Nachweispaket an, z. B. partsmith verify out/evidence.zip.',
    fr: 'Indiquez le dossier de preuves à vérifier, par ex. partsmith verify out/evidence.zip.',
    es: 'Indique el paquete de evidencias que desea verificar, p. ej. partsmith verify out/evidence.zip.',
    it: 'Indicate il pacchetto di evidenze da verificare, ad es. partsmith verify out/evidence.zip.',
  },
  'cli.verify.oneBundle': {
    en: 'Verify one bundle at a time; got {count}.',
    de: 'Prüfen Sie ein Paket nach dem anderen; angegeben waren {count}.',
    fr: 'Vérifiez un dossier à la fois ; reçu {count}.',
    es: 'Verifique un paquete cada vez; se recibieron {count}.',
    it: 'Verificate un pacchetto alla volta; ricevuti {count}.',
  },
  'cli.diff.nameTwo': {
    en: 'Name the old and the new delivery, e.g. partsmith diff last-month.xml this-month.xml.',
    de: 'Geben Sie die alte und die neue Lieferung an, z. B. partsmith diff last-month.xml this-month.xml.',
    fr: 'Indiquez l’ancienne et la nouvelle livraison, par ex. partsmith diff last-month.xml this-month.xml.',
    es: 'Indique la entrega antigua y la nueva, p. ej. partsmith diff last-month.xml this-month.xml.',
    it: 'Indicate la fornitura vecchia e quella nuova, ad es. partsmith diff last-month.xml this-month.xml.',
  },
} as const satisfies TextTable;
