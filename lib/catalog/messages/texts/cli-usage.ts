import type { TextTable } from '../catalogue';

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
} as const satisfies TextTable;
