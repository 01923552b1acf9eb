import type { TextTable } from '../catalogue';

/**
 * PIES items and app extras (normalize/item.ts, money.ts, measures.ts, gtin.ts, country.ts,
 * item-collector.ts, app-asset.ts, qualifiers.ts, fitment-deduper.ts). `value` is the cell as quoted
 * by the engine; `kind` weight or length (price for NUMBER_AMBIGUOUS); row numbers and part numbers
 * are strings as written.
 */
export const ITEM_TEXTS = {
  PRICE_UNPARSEABLE: {
    en: 'Price {value} cannot be read as an amount; it is left out of PIES.',
    de: 'Preis {value} ist nicht als Betrag lesbar; er wird in PIES weggelassen.',
    fr: 'Le prix {value} ne se lit pas comme un montant ; il est omis de PIES.',
    es: 'El precio {value} no se puede leer como importe; se omite de PIES.',
    it: 'Il prezzo {value} non si legge come importo; viene omesso da PIES.',
  },
  'PRICE_UNPARSEABLE.twoCurrencies': {
    en: 'Price {value} carries two currency marks; it is left out of PIES.',
    de: 'Preis {value} trägt zwei Währungszeichen; er wird in PIES weggelassen.',
    fr: 'Le prix {value} porte deux marques de devise ; il est omis de PIES.',
    es: 'El precio {value} lleva dos marcas de moneda; se omite de PIES.',
    it: 'Il prezzo {value} riporta due segni di valuta; viene omesso da PIES.',
  },
  CURRENCY_UNKNOWN: {
    en: 'Price {value}: {mark} is not a currency Partsmith knows; the price is left out.',
    de: 'Preis {value}: {mark} ist keine Währung, die Partsmith kennt; der Preis wird weggelassen.',
    fr: 'Prix {value} : {mark} n’est pas une devise connue de Partsmith ; le prix est omis.',
    es: 'Precio {value}: {mark} no es una moneda que Partsmith conozca; el precio se omite.',
    it: 'Prezzo {value}: {mark} non è una valuta nota a Partsmith; il prezzo viene omesso.',
  },
  'CURRENCY_UNKNOWN.column': {
    en: 'Currency {value} is not an ISO 4217 code or known symbol; the price is left out.',
    de: 'Währung {value} ist kein ISO-4217-Code und kein bekanntes Symbol; der Preis wird weggelassen.',
    fr: 'La devise {value} n’est ni un code ISO 4217 ni un symbole connu ; le prix est omis.',
    es: 'La moneda {value} no es un código ISO 4217 ni un símbolo conocido; el precio se omite.',
    it: 'La valuta {value} non è un codice ISO 4217 né un simbolo noto; il prezzo viene omesso.',
  },
  CURRENCY_CONFLICT: {
    en: 'Price {value} is in {inCell} but the currency column says {inColumn}; the price is left out.',
    de: 'Preis {value} ist in {inCell}, aber die Währungsspalte nennt {inColumn}; der Preis wird weggelassen.',
    fr: 'Le prix {value} est en {inCell} mais la colonne de devise indique {inColumn} ; le prix est omis.',
    es: 'El precio {value} está en {inCell} pero la columna de moneda indica {inColumn}; el precio se omite.',
    it: 'Il prezzo {value} è in {inCell} ma la colonna della valuta indica {inColumn}; il prezzo viene omesso.',
  },
  CURRENCY_MISSING: {
    en: 'Price {value} has no currency; add a currency column or symbol. The price is left out.',
    de: 'Preis {value} hat keine Währung; fügen Sie eine Währungsspalte oder ein Symbol hinzu. Der Preis wird weggelassen.',
    fr: 'Le prix {value} n’a pas de devise ; ajoutez une colonne de devise ou un symbole. Le prix est omis.',
    es: 'El precio {value} no tiene moneda; añada una columna de moneda o un símbolo. El precio se omite.',
    it: 'Il prezzo {value} non ha valuta; aggiungete una colonna della valuta o un simbolo. Il prezzo viene omesso.',
  },
  CURRENCY_AMBIGUOUS: {
    en: "Price {value}: {note}; the price is left out of PIES. State the catalog's currency in the mapping's settings.",
    de: 'Preis {value}: {note}; der Preis wird in PIES weggelassen. Geben Sie die Währung des Katalogs in den Einstellungen der Zuordnung an.',
    fr: 'Prix {value} : {note} ; le prix est omis de PIES. Indiquez la devise du catalogue dans les paramètres de la correspondance.',
    es: 'Precio {value}: {note}; el precio se omite de PIES. Indique la moneda del catálogo en los ajustes de la asignación.',
    it: 'Prezzo {value}: {note}; il prezzo viene omesso da PIES. Indicate la valuta del catalogo nelle impostazioni della mappatura.',
  },
  'note.price': {
    en: '{amount} {currency} (currency from {from})',
    de: '{amount} {currency} (Währung aus {from})',
    fr: '{amount} {currency} (devise tirée de {from})',
    es: '{amount} {currency} (moneda tomada de {from})',
    it: '{amount} {currency} (valuta presa da {from})',
  },
  'note.price.sharedSymbol': {
    en: '{amount} {currency} (currency from {from}, symbol shared by several currencies)',
    de: '{amount} {currency} (Währung aus {from}, Symbol mehrerer Währungen)',
    fr: '{amount} {currency} (devise tirée de {from}, symbole commun à plusieurs devises)',
    es: '{amount} {currency} (moneda tomada de {from}, símbolo compartido por varias monedas)',
    it: '{amount} {currency} (valuta presa da {from}, simbolo condiviso da più valute)',
  },
  'price.from.column': { en: 'currency column', de: 'der Währungsspalte', fr: 'la colonne de devise', es: 'la columna de moneda', it: 'la colonna della valuta' },
  'price.from.default': { en: 'catalog default', de: 'dem Katalogstandard', fr: 'la valeur par défaut du catalogue', es: 'el valor predeterminado del catálogo', it: 'il valore predefinito del catalogo' },
  NUMBER_AMBIGUOUS: {
    en: "{kind, select, price {Price} weight {Weight} other {Dimension}} {value} could be read as thousands or as decimals; it is left out of PIES. Set the catalog's decimal mark in the mapping's settings.",
    de: '{kind, select, price {Preis} weight {Gewicht} other {Abmessung}} {value} kann als Tausender oder als Dezimalstellen gelesen werden; der Wert wird in PIES weggelassen. Legen Sie das Dezimalzeichen des Katalogs in den Einstellungen der Zuordnung fest.',
    fr: '{kind, select, price {Le prix} weight {Le poids} other {La dimension}} {value} peut se lire en milliers ou en décimales ; la valeur est omise de PIES. Définissez le séparateur décimal du catalogue dans les paramètres de la correspondance.',
    es: '{kind, select, price {El precio} weight {El peso} other {La dimensión}} {value} puede leerse como miles o como decimales; el valor se omite de PIES. Defina el separador decimal del catálogo en los ajustes de la asignación.',
    it: '{kind, select, price {Il prezzo} weight {Il peso} other {La dimensione}} {value} può essere letto come migliaia o come decimali; il valore viene omesso da PIES. Impostate il separatore decimale del catalogo nelle impostazioni della mappatura.',
  },

  // Weights and dimensions
  'measure.unparseable': {
    en: '{kind, select, weight {Weight} other {Dimension}} {value} cannot be read; it is left out of the PIES package.',
    de: '{kind, select, weight {Gewicht} other {Abmessung}} {value} ist nicht lesbar; der Wert wird im PIES-Package weggelassen.',
    fr: '{kind, select, weight {Le poids} other {La dimension}} {value} est illisible ; la valeur est omise du package PIES.',
    es: '{kind, select, weight {El peso} other {La dimensión}} {value} no se puede leer; el valor se omite del paquete PIES.',
    it: '{kind, select, weight {Il peso} other {La dimensione}} {value} non è leggibile; il valore viene omesso dal package PIES.',
  },
  'measure.notPositive': {
    en: '{kind, select, weight {Weight} other {Dimension}} {value} is not a positive number; it is left out of the PIES package.',
    de: '{kind, select, weight {Gewicht} other {Abmessung}} {value} ist keine positive Zahl; der Wert wird im PIES-Package weggelassen.',
    fr: '{kind, select, weight {Le poids} other {La dimension}} {value} n’est pas un nombre positif ; la valeur est omise du package PIES.',
    es: '{kind, select, weight {El peso} other {La dimensión}} {value} no es un número positivo; el valor se omite del paquete PIES.',
    it: '{kind, select, weight {Il peso} other {La dimensione}} {value} non è un numero positivo; il valore viene omesso dal package PIES.',
  },
  UOM_UNKNOWN: {
    en: '{kind, select, weight {Weight} other {Dimension}} {value}: unit {unit} is not a known {kind} unit; the value is left out.',
    de: '{kind, select, weight {Gewicht} other {Abmessung}} {value}: Einheit {unit} ist keine bekannte {kind, select, weight {Gewichtseinheit} other {Längeneinheit}}; der Wert wird weggelassen.',
    fr: '{kind, select, weight {Poids} other {Dimension}} {value} : l’unité {unit} n’est pas une unité {kind, select, weight {de poids} other {de longueur}} connue ; la valeur est omise.',
    es: '{kind, select, weight {Peso} other {Dimensión}} {value}: la unidad {unit} no es una unidad {kind, select, weight {de peso} other {de longitud}} conocida; el valor se omite.',
    it: '{kind, select, weight {Peso} other {Dimensione}} {value}: l’unità {unit} non è un’unità {kind, select, weight {di peso} other {di lunghezza}} nota; il valore viene omesso.',
  },
  'UOM_UNKNOWN.default': {
    en: 'Default {kind} unit {unit} is not known; {value} is left out.',
    de: 'Die Standard-{kind, select, weight {Gewichtseinheit} other {Längeneinheit}} {unit} ist nicht bekannt; {value} wird weggelassen.',
    fr: 'L’unité {kind, select, weight {de poids} other {de longueur}} par défaut {unit} est inconnue ; {value} est omis.',
    es: 'La unidad {kind, select, weight {de peso} other {de longitud}} predeterminada {unit} no es conocida; {value} se omite.',
    it: 'L’unità {kind, select, weight {di peso} other {di lunghezza}} predefinita {unit} non è nota; {value} viene omesso.',
  },
  UOM_MISSING: {
    en: '{kind, select, weight {Weight} other {Dimension}} {value} has no unit and the catalog gives none; it is left out. Write the unit (e.g. 1,25 kg) or name it in the column header.',
    de: '{kind, select, weight {Gewicht} other {Abmessung}} {value} hat keine Einheit, und der Katalog nennt keine; der Wert wird weggelassen. Schreiben Sie die Einheit dazu (z. B. 1,25 kg) oder nennen Sie sie im Spaltenkopf.',
    fr: '{kind, select, weight {Le poids} other {La dimension}} {value} n’a pas d’unité et le catalogue n’en donne aucune ; la valeur est omise. Écrivez l’unité (p. ex. 1,25 kg) ou indiquez-la dans l’en-tête de colonne.',
    es: '{kind, select, weight {El peso} other {La dimensión}} {value} no tiene unidad y el catálogo no indica ninguna; el valor se omite. Escriba la unidad (p. ej., 1,25 kg) o indíquela en el encabezado de la columna.',
    it: '{kind, select, weight {Il peso} other {La dimensione}} {value} non ha unità e il catalogo non ne indica; il valore viene omesso. Scrivete l’unità (ad es. 1,25 kg) o indicatela nell’intestazione della colonna.',
  },

  // GTIN, country
  GTIN_MANGLED: {
    en: 'GTIN {value} was turned into a number in scientific notation (by a spreadsheet) and lost digits; it is left out. Format the column as text and export again.',
    de: 'GTIN {value} wurde (von einer Tabellenkalkulation) in eine Zahl in wissenschaftlicher Schreibweise umgewandelt und hat Ziffern verloren; sie wird weggelassen. Formatieren Sie die Spalte als Text und exportieren Sie erneut.',
    fr: 'Le GTIN {value} a été converti en nombre en notation scientifique (par un tableur) et a perdu des chiffres ; il est omis. Formatez la colonne en texte et exportez de nouveau.',
    es: 'El GTIN {value} se convirtió en un número en notación científica (por una hoja de cálculo) y perdió dígitos; se omite. Dé formato de texto a la columna y exporte de nuevo.',
    it: 'Il GTIN {value} è stato trasformato in un numero in notazione scientifica (da un foglio di calcolo) e ha perso cifre; viene omesso. Formattate la colonna come testo ed esportate di nuovo.',
  },
  'GTIN_INVALID.length': {
    en: 'GTIN {value} is not 8, 12, 13 or 14 digits; it is left out of PIES.',
    de: 'GTIN {value} hat nicht 8, 12, 13 oder 14 Ziffern; sie wird in PIES weggelassen.',
    fr: 'Le GTIN {value} ne compte pas 8, 12, 13 ou 14 chiffres ; il est omis de PIES.',
    es: 'El GTIN {value} no tiene 8, 12, 13 o 14 dígitos; se omite de PIES.',
    it: 'Il GTIN {value} non ha 8, 12, 13 o 14 cifre; viene omesso da PIES.',
  },
  'GTIN_INVALID.zeros': {
    en: 'GTIN {value} is all zeros; it is left out of PIES.',
    de: 'GTIN {value} besteht nur aus Nullen; sie wird in PIES weggelassen.',
    fr: 'Le GTIN {value} ne contient que des zéros ; il est omis de PIES.',
    es: 'El GTIN {value} son todo ceros; se omite de PIES.',
    it: 'Il GTIN {value} è composto solo da zeri; viene omesso da PIES.',
  },
  'GTIN_CHECK_DIGIT.item': {
    en: 'GTIN {value} has check digit {digit} but should end in {expected}; it is left out of PIES. Correct it in the source.',
    de: 'GTIN {value} hat die Prüfziffer {digit}, müsste aber auf {expected} enden; sie wird in PIES weggelassen. Korrigieren Sie sie in der Quelle.',
    fr: 'Le GTIN {value} a le chiffre de contrôle {digit} mais devrait finir par {expected} ; il est omis de PIES. Corrigez-le dans la source.',
    es: 'El GTIN {value} tiene el dígito de control {digit} pero debería terminar en {expected}; se omite de PIES. Corríjalo en el origen.',
    it: 'Il GTIN {value} ha la cifra di controllo {digit} ma dovrebbe finire con {expected}; viene omesso da PIES. Correggetelo nella fonte.',
  },
  GTIN_PACKAGE_LEVEL: {
    en: 'GTIN {value} starts with indicator digit {digit}: it identifies a pack or case, not the item; it is left out of the item.',
    de: 'GTIN {value} beginnt mit der Indikatorziffer {digit}: sie kennzeichnet eine Packung oder einen Karton, nicht den Artikel; sie wird beim Artikel weggelassen.',
    fr: 'Le GTIN {value} commence par le chiffre indicateur {digit} : il identifie un paquet ou un carton, pas l’article ; il est omis de l’article.',
    es: 'El GTIN {value} empieza por el dígito indicador {digit}: identifica un paquete o una caja, no el artículo; se omite del artículo.',
    it: 'Il GTIN {value} inizia con la cifra indicatore {digit}: identifica una confezione o un cartone, non l’articolo; viene omesso dall’articolo.',
  },
  COUNTRY_UNKNOWN: {
    en: 'Country of origin {value} is not an ISO country code or a known country name; it is left out of PIES.',
    de: 'Ursprungsland {value} ist kein ISO-Ländercode und kein bekannter Ländername; es wird in PIES weggelassen.',
    fr: 'Le pays d’origine {value} n’est ni un code pays ISO ni un nom de pays connu ; il est omis de PIES.',
    es: 'El país de origen {value} no es un código de país ISO ni un nombre de país conocido; se omite de PIES.',
    it: 'Il paese d’origine {value} non è un codice paese ISO né un nome di paese noto; viene omesso da PIES.',
  },
  ITEM_CONFLICT: {
    en: 'Part {part}: this row gives {field, select, partType {part type} gtin {GTIN} country {country of origin} weight {weight} other {dimensions}} {value}, row {keptRow} gave {kept}; the first is kept. Make the rows agree.',
    de: 'Teil {part}: diese Zeile nennt {field, select, partType {Teileart} gtin {GTIN} country {Ursprungsland} weight {Gewicht} other {Abmessungen}} {value}, Zeile {keptRow} nannte {kept}; der erste Wert bleibt. Gleichen Sie die Zeilen an.',
    fr: 'Pièce {part} : cette ligne donne {field, select, partType {type de pièce} gtin {GTIN} country {pays d’origine} weight {poids} other {dimensions}} {value}, la ligne {keptRow} donnait {kept} ; la première valeur est conservée. Harmonisez les lignes.',
    es: 'Pieza {part}: esta fila indica {field, select, partType {tipo de pieza} gtin {GTIN} country {país de origen} weight {peso} other {dimensiones}} {value}, la fila {keptRow} indicaba {kept}; se conserva el primero. Haga que las filas coincidan.',
    it: 'Ricambio {part}: questa riga indica {field, select, partType {tipo di ricambio} gtin {GTIN} country {paese d’origine} weight {peso} other {dimensioni}} {value}, la riga {keptRow} indicava {kept}; si mantiene il primo. Allineate le righe.',
  },

  // App extras
  ASSET_ORDER_WITHOUT_NAME: {
    en: 'Asset item order {value} has no asset name beside it: ACES numbers an item only within a named asset, so the app was exported without an asset. Fill in the asset name (the diagram this order belongs to) or clear the order.',
    de: 'Asset-Positionsnummer {value} steht ohne Asset-Namen: ACES nummeriert ein Element nur innerhalb eines benannten Assets, daher wurde die Anwendung ohne Asset exportiert. Tragen Sie den Asset-Namen ein (das Diagramm, zu dem die Nummer gehört) oder leeren Sie die Nummer.',
    fr: 'Le numéro d’élément d’asset {value} n’a pas de nom d’asset à côté : ACES ne numérote un élément qu’au sein d’un asset nommé, l’application a donc été exportée sans asset. Indiquez le nom de l’asset (le schéma auquel ce numéro appartient) ou videz le numéro.',
    es: 'El número de elemento de asset {value} no tiene nombre de asset al lado: ACES numera un elemento solo dentro de un asset con nombre, así que la aplicación se exportó sin asset. Indique el nombre del asset (el diagrama al que pertenece este número) o borre el número.',
    it: 'Il numero di elemento dell’asset {value} non ha accanto un nome di asset: ACES numera un elemento solo all’interno di un asset con nome, quindi l’applicazione è stata esportata senza asset. Indicate il nome dell’asset (lo schema a cui appartiene il numero) o cancellate il numero.',
  },
  ASSET_NAME_INVALID: {
    en: "Asset name {value} cannot be an ACES asset name (letters, digits, '.', '-', '_' or ':', no spaces, at most {max, number} characters), so the app was exported without an asset. Rename the asset, and its file, to such a name.",
    de: 'Asset-Name {value} kann kein ACES-Asset-Name sein (Buchstaben, Ziffern, „.“, „-“, „_“ oder „:“, keine Leerzeichen, höchstens {max, number} Zeichen), daher wurde die Anwendung ohne Asset exportiert. Benennen Sie das Asset und seine Datei entsprechend um.',
    fr: 'Le nom d’asset {value} ne peut pas être un nom d’asset ACES (lettres, chiffres, « . », « - », « _ » ou « : », sans espaces, au plus {max, number} caractères) ; l’application a donc été exportée sans asset. Renommez l’asset, et son fichier, selon ces règles.',
    es: 'El nombre de asset {value} no puede ser un nombre de asset ACES (letras, dígitos, «.», «-», «_» o «:», sin espacios, como máximo {max, number} caracteres), así que la aplicación se exportó sin asset. Cambie el nombre del asset, y de su archivo, a uno así.',
    it: 'Il nome di asset {value} non può essere un nome di asset ACES (lettere, cifre, «.», «-», «_» o «:», senza spazi, al massimo {max, number} caratteri), quindi l’applicazione è stata esportata senza asset. Rinominate l’asset, e il suo file, di conseguenza.',
  },
  ASSET_ITEM_ORDER_INVALID: {
    en: "Asset item order {value} is not a positive whole number, so the app was exported with asset {asset} and no item order. Give the item's number on the asset (1, 2, …).",
    de: 'Asset-Positionsnummer {value} ist keine positive ganze Zahl, daher wurde die Anwendung mit Asset {asset} und ohne Positionsnummer exportiert. Geben Sie die Nummer des Elements im Asset an (1, 2, …).',
    fr: 'Le numéro d’élément d’asset {value} n’est pas un entier positif ; l’application a donc été exportée avec l’asset {asset} et sans numéro d’élément. Indiquez le numéro de l’élément sur l’asset (1, 2, …).',
    es: 'El número de elemento de asset {value} no es un número entero positivo, así que la aplicación se exportó con el asset {asset} y sin número de elemento. Indique el número del elemento en el asset (1, 2, …).',
    it: 'Il numero di elemento dell’asset {value} non è un numero intero positivo, quindi l’applicazione è stata esportata con l’asset {asset} e senza numero di elemento. Indicate il numero dell’elemento sull’asset (1, 2, …).',
  },
  QUALIFIER_UNPARSEABLE: {
    en: 'Qualifier {value} is not a Qdb qualifier ID with its parameters (e.g. 9775:06/30/1998).',
    de: 'Qualifier {value} ist keine Qdb-Qualifier-ID mit ihren Parametern (z. B. 9775:06/30/1998).',
    fr: 'Le qualificatif {value} n’est pas un ID de qualificatif Qdb avec ses paramètres (p. ex. 9775:06/30/1998).',
    es: 'El calificador {value} no es un ID de calificador Qdb con sus parámetros (p. ej., 9775:06/30/1998).',
    it: 'Il qualificatore {value} non è un ID di qualificatore Qdb con i suoi parametri (ad es. 9775:06/30/1998).',
  },
  'QUALIFIER_UNPARSEABLE.emptyParameter': {
    en: 'Qualifier {value} has an empty parameter.',
    de: 'Qualifier {value} hat einen leeren Parameter.',
    fr: 'Le qualificatif {value} a un paramètre vide.',
    es: 'El calificador {value} tiene un parámetro vacío.',
    it: 'Il qualificatore {value} ha un parametro vuoto.',
  },
  ROW_DUPLICATE: {
    en: 'Row {row} repeats row {rows}: merged, nothing new exported.',
    de: 'Zeile {row} wiederholt Zeile {rows}: zusammengeführt, nichts Neues exportiert.',
    fr: 'La ligne {row} répète la ligne {rows} : fusionnée, rien de nouveau exporté.',
    es: 'La fila {row} repite la fila {rows}: combinada, no se exportó nada nuevo.',
    it: 'La riga {row} ripete la riga {rows}: unita, nulla di nuovo esportato.',
  },
  'ROW_DUPLICATE.some': {
    en: '{dropped, number} of {total, number} apps of row {row} repeat row {rows}: merged, the other {kept, number} exported.',
    de: '{dropped, number} von {total, number} Anwendungen der Zeile {row} wiederholen Zeile {rows}: zusammengeführt, die übrigen {kept, number} exportiert.',
    fr: '{dropped, number} des {total, number} applications de la ligne {row} répètent la ligne {rows} : fusionnées, les {kept, number} autres exportées.',
    es: '{dropped, number} de {total, number} aplicaciones de la fila {row} repiten la fila {rows}: combinadas, las otras {kept, number} exportadas.',
    it: '{dropped, number} delle {total, number} applicazioni della riga {row} ripetono la riga {rows}: unite, le altre {kept, number} esportate.',
  },
} satisfies TextTable;
