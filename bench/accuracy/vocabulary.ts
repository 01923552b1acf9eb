/**
 * The corpus generator's own spellings: how real aftermarket catalogs in five languages write
 * headers, makes, part types, positions, years and quantities. Written from domain knowledge for
 * this bench only. It must never import the engine's lexicons (lib/catalog/mapping,
 * lib/catalog/normalize/lexicon) or the test fixtures: a corpus spelled with the engine's own words
 * would only measure that the engine agrees with itself.
 *
 * Part types and positions are keyed by their official PCdb names; corpus.ts resolves those names
 * against the loaded reference and stops if one is missing, so the truth is always in reference IDs.
 */
import type { CanonicalField, CatalogLanguage } from '../../lib/catalog/types';

export type Lang = CatalogLanguage;
export const LANGS: readonly Lang[] = ['en', 'de', 'fr', 'es', 'it'];
type PerLang = Record<Lang, readonly string[]>;

/** Splits a `a | b | c` list: keeps the tables below readable. */
function l(text: string): string[] {
  return text
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean);
}

// ---------------------------------------------------------------------------------------------
// Headers
// ---------------------------------------------------------------------------------------------

/** Header spellings seen in brand catalogs, per field and language: short, long and abbreviated. */
export const HEADERS: Partial<Record<CanonicalField, PerLang>> = {
  partNumber: {
    en: l('Part Number | Part No. | Part # | P/N | PN | Item Number | Item # | SKU | Product Code | Article No | Catalog Number | Part No'),
    de: l('Artikelnummer | Art.-Nr. | Artikel-Nr. | ArtNr | Teilenummer | Bestellnummer | Best.-Nr. | Artikel | Sachnummer'),
    fr: l('Référence | Réf. | Réf | N° article | Numéro de pièce | Code article | Référence produit | Ref. fabricant'),
    es: l('Referencia | Ref. | Código | Cód. | Número de pieza | Código artículo | Nº de referencia | Artículo'),
    it: l('Codice | Cod. | Codice articolo | Articolo | Numero parte | Cod. art. | Riferimento | Codice prodotto'),
  },
  make: {
    en: l('Make | Vehicle Make | Car Make | MAKE | Veh. Make | OEM Make'),
    de: l('Marke | Fahrzeughersteller | Fahrzeugmarke | Fabrikat | KFZ-Hersteller'),
    fr: l('Marque | Constructeur | Marque véhicule | Constr.'),
    es: l('Marca | Fabricante | Marca vehículo | Marca del vehículo'),
    it: l('Marca | Costruttore | Marca veicolo | Casa auto'),
  },
  model: {
    en: l('Model | Vehicle Model | Car Model | Model Name | MODEL | Mdl'),
    de: l('Modell | Fahrzeugmodell | Modellreihe | Typ | Baureihe'),
    fr: l('Modèle | Modele | Modèle véhicule | Gamme'),
    es: l('Modelo | Modelo vehículo | Modelo del vehículo'),
    it: l('Modello | Modello veicolo | Mod.'),
  },
  year: {
    en: l('Year | Years | Model Year | MY | Yr | Year Range | Years Fit'),
    de: l('Baujahr | Bj. | Baujahre | Modelljahr | Baujahr von-bis | Zeitraum'),
    fr: l('Année | Années | Année modèle | Période | Millésime'),
    es: l('Año | Años | Año modelo | Periodo | Años de fabricación'),
    it: l('Anno | Anni | Anno modello | Periodo | Anno di costruzione'),
  },
  yearFrom: {
    en: l('Year From | Start Year | From Year | Yr From | Begin Year'),
    de: l('Baujahr von | Bj. von | BJ ab | Baujahr ab | von'),
    fr: l('Année début | Année de début | De | Début'),
    es: l('Año desde | Año inicio | Desde'),
    it: l('Anno da | Anno inizio | Dal'),
  },
  yearTo: {
    en: l('Year To | End Year | To Year | Yr To | Final Year'),
    de: l('Baujahr bis | Bj. bis | BJ bis | bis'),
    fr: l('Année fin | Année de fin | À | Fin'),
    es: l('Año hasta | Año fin | Hasta'),
    it: l('Anno a | Anno fine | Al'),
  },
  partType: {
    en: l('Part Type | Product Type | Category | Description | Part Description | Product Line | Part Name'),
    de: l('Artikelbezeichnung | Bezeichnung | Produktgruppe | Warengruppe | Teileart | Artikelart | Benennung'),
    fr: l('Désignation | Type de pièce | Famille | Libellé | Famille produit | Type pièce'),
    es: l('Descripción | Tipo de pieza | Familia | Denominación | Tipo de producto'),
    it: l('Descrizione | Tipo ricambio | Famiglia | Denominazione | Categoria prodotto'),
  },
  position: {
    en: l('Position | Location | Pos. | Side | Fitting Position | Mounting Location'),
    de: l('Einbauposition | Einbauseite | Position | Einbauort | Pos. | Einbaulage'),
    fr: l('Position | Emplacement | Côté | Position de montage'),
    es: l('Posición | Lado | Ubicación | Posición de montaje'),
    it: l('Posizione | Lato | Lato montaggio | Posizione di montaggio'),
  },
  qty: {
    en: l('Qty | Quantity | Qty per vehicle | Qty/Veh | Quantity Required | QTY | Units per car'),
    de: l('Menge | Stk | Anzahl | Menge pro Fahrzeug | Stückzahl | Anz. | Stück je Fahrzeug | Einbaumenge'),
    fr: l('Qté | Quantité | Quantité par véhicule | Nb | Nombre de pièces | Qté/véhicule'),
    es: l('Cant. | Cantidad | Cantidad por vehículo | Uds. | Unidades | Nº piezas'),
    it: l('Q.tà | Quantità | Quantità per veicolo | Pz. | Numero pezzi | Qtà'),
  },
  description: {
    en: l('Product Description | Long Description | Marketing Text | Item Description'),
    de: l('Beschreibung | Langtext | Artikeltext | Zusatztext'),
    fr: l('Description | Description longue | Texte article'),
    es: l('Descripción larga | Texto artículo | Detalle'),
    it: l('Descrizione estesa | Testo articolo | Dettaglio'),
  },
  price: {
    en: l('Price | List Price | Price (USD) | Jobber Price | MSRP | Price EUR | Retail'),
    de: l('Preis | Listenpreis | Preis (EUR) | UVP | VK-Preis | Bruttopreis | Preis €'),
    fr: l('Prix | Prix public | Prix HT | Prix (€) | PVC'),
    es: l('Precio | PVP | Precio (€) | Precio tarifa'),
    it: l('Prezzo | Listino | Prezzo (€) | Prezzo di listino'),
  },
  weight: {
    en: l('Weight | Weight (lb) | Weight (kg) | Wt | Shipping Weight | Net Weight'),
    de: l('Gewicht | Gewicht (kg) | Gewicht kg | Nettogewicht | Gew.'),
    fr: l('Poids | Poids (kg) | Poids net | Poids brut'),
    es: l('Peso | Peso (kg) | Peso neto'),
    it: l('Peso | Peso (kg) | Peso netto'),
  },
  length: {
    en: l('Length | Length (in) | Length (mm) | Pkg Length'),
    de: l('Länge | Länge (mm) | Länge mm | L (mm)'),
    fr: l('Longueur | Longueur (mm) | Long.'),
    es: l('Largo | Longitud (mm) | Longitud'),
    it: l('Lunghezza | Lunghezza (mm) | Lungh.'),
  },
  width: {
    en: l('Width | Width (in) | Width (mm) | Pkg Width'),
    de: l('Breite | Breite (mm) | Breite mm | B (mm)'),
    fr: l('Largeur | Largeur (mm) | Larg.'),
    es: l('Ancho | Anchura (mm) | Anchura'),
    it: l('Larghezza | Larghezza (mm) | Largh.'),
  },
  height: {
    en: l('Height | Height (in) | Height (mm) | Pkg Height'),
    de: l('Höhe | Höhe (mm) | Höhe mm | H (mm)'),
    fr: l('Hauteur | Hauteur (mm) | Haut.'),
    es: l('Alto | Altura (mm) | Altura'),
    it: l('Altezza | Altezza (mm) | Alt.'),
  },
  gtin: {
    en: l('UPC | EAN | GTIN | Barcode | EAN Code | UPC Code'),
    de: l('EAN | EAN-Code | GTIN | Strichcode | EAN-Nummer'),
    fr: l('EAN | Code EAN | Code-barres | GTIN'),
    es: l('EAN | Código EAN | Código de barras'),
    it: l('EAN | Codice EAN | Codice a barre'),
  },
  oeNumber: {
    en: l('OE Number | OEM # | OE Ref | Interchange OE | OE Part Number'),
    de: l('OE-Nummer | OE-Nr. | Vergleichsnummer | Originalnummer | OE Referenz'),
    fr: l('Réf. origine | Référence OE | N° OE | Réf. constructeur'),
    es: l('Referencia original | Ref. OE | Nº original | Equivalencia OE'),
    it: l('Codice OE | Rif. originale | Codice originale | N. OE'),
  },
  notes: {
    en: l('Notes | Comment | Remarks | Fitment Note | Application Notes'),
    de: l('Bemerkung | Hinweis | Anmerkung | Info | Einschränkung'),
    fr: l('Remarque | Commentaire | Observations | Note'),
    es: l('Observaciones | Nota | Comentario | Notas'),
    it: l('Note | Osservazioni | Commento | Annotazioni'),
  },
  brand: {
    en: l('Brand | Brand Code | Line Code'),
    de: l('Teilemarke | Markencode | Lieferantenmarke'),
    fr: l('Marque pièce | Code marque'),
    es: l('Marca recambio | Código de marca'),
    it: l('Marca ricambio | Codice marchio'),
  },
};

/**
 * Headers no lexicon can know: spreadsheet defaults and a brand's internal names. Used only for
 * fields whose values speak for themselves (part types, makes, years).
 */
export const OPAQUE_HEADERS: PerLang = {
  en: l('Col7 | Column F | ItemClass | Field 3 | Attr1 | PRODLINE | Seg | Grp'),
  de: l('Feld 3 | Spalte 5 | Merkmal1 | WG-Text | Sp. 7 | Kl'),
  fr: l('Champ 5 | Colonne 4 | Attr. 2 | Fam1 | Zone 3'),
  es: l('Campo 4 | Columna 6 | Atrib. 1 | Grupo | Col. 3'),
  it: l('Colonna 6 | Campo 2 | Attr. 3 | Gruppo | Col. 5'),
};

/** ID-coded headers of clean catalogs (ACES-literate senders). */
export const ID_HEADERS = {
  baseVehicleId: l('BaseVehicleID | BaseVehicle ID | BV ID | base_vehicle_id'),
  partTypeId: l('PartTerminologyID | PartTypeID | Part Type ID | PCdb ID'),
  positionId: l('PositionID | Position ID | Pos ID'),
} as const;

/** Joined vehicle columns: make and model in one cell, or make, model and years. */
export const JOINED_HEADERS = {
  makeModel: { en: l('Make Model | Make/Model | Vehicle'), de: l('Marke/Modell | Fahrzeug | Marke Modell'), fr: l('Marque/Modèle | Véhicule'), es: l('Marca/Modelo | Vehículo'), it: l('Marca/Modello | Veicolo') },
  vehicle: { en: l('Vehicle | Application | Fits'), de: l('Fahrzeug | Verwendung | Passend für'), fr: l('Véhicule | Application | Adaptable sur'), es: l('Vehículo | Aplicación | Válido para'), it: l('Veicolo | Applicazione | Adatto a') },
} as const;

/** Columns the engine should not use: ERP leftovers. Values come from `extraValue`. */
export const EXTRA_COLUMNS: { kind: ExtraKind; headers: PerLang }[] = [
  { kind: 'bin', headers: { en: l('Bin Location | Bin'), de: l('Lagerort | Lagerplatz'), fr: l('Emplacement stock | Casier'), es: l('Ubicación almacén'), it: l('Ubicazione magazzino') } },
  { kind: 'stock', headers: { en: l('On Hand | Stock'), de: l('Bestand | Lagerbestand'), fr: l('Stock | Stock dispo'), es: l('Existencias | Stock'), it: l('Giacenza | Disponibilità') } },
  { kind: 'page', headers: { en: l('Catalog Page | Page'), de: l('Katalogseite | Seite'), fr: l('Page catalogue'), es: l('Página catálogo'), it: l('Pagina catalogo') } },
  { kind: 'status', headers: { en: l('Status | Item Status'), de: l('Status | Artikelstatus'), fr: l('Statut'), es: l('Estado'), it: l('Stato') } },
  { kind: 'changed', headers: { en: l('Last Changed | Modified'), de: l('Geändert am | Änderungsdatum'), fr: l('Date modif.'), es: l('Fecha modificación'), it: l('Data modifica') } },
  { kind: 'internal', headers: { en: l('Internal Code | Cost Center'), de: l('Interne Nr. | Kostenstelle'), fr: l('Code interne'), es: l('Código interno'), it: l('Codice interno') } },
];
export type ExtraKind = 'bin' | 'stock' | 'page' | 'status' | 'changed' | 'internal';

export const STATUS_WORDS: PerLang = {
  en: l('active | Active | discontinued | new'),
  de: l('aktiv | Aktiv | Auslauf | neu'),
  fr: l('actif | Actif | fin de série | nouveau'),
  es: l('activo | Activo | descatalogado | nuevo'),
  it: l('attivo | Attivo | fuori produzione | novità'),
};

// ---------------------------------------------------------------------------------------------
// Makes
// ---------------------------------------------------------------------------------------------

/** Short forms, local spellings and corporate names per reference make name. */
export const MAKE_VARIANTS: Record<string, { short: readonly string[]; corporate: readonly string[] }> = {
  Ford: { short: l('FORD'), corporate: l('Ford Motor Co. | Ford Motor Company | Ford-Werke GmbH') },
  Chevrolet: { short: l('Chevy | CHEVROLET | Chevrolet (GM)'), corporate: l('Chevrolet Motor Division') },
  GMC: { short: l('gmc | G.M.C.'), corporate: l('GMC Truck') },
  Dodge: { short: l('DODGE'), corporate: l('Dodge (FCA)') },
  Ram: { short: l('RAM | Ram Trucks'), corporate: l('Ram Truck Brand') },
  Jeep: { short: l('JEEP'), corporate: l('Jeep (Stellantis)') },
  Chrysler: { short: l('CHRYSLER'), corporate: l('Chrysler Group LLC') },
  Tesla: { short: l('TESLA'), corporate: l('Tesla Inc. | Tesla Motors') },
  Toyota: { short: l('TOYOTA'), corporate: l('Toyota Motor Corp | Toyota Motor Corporation') },
  Honda: { short: l('HONDA'), corporate: l('Honda Motor Co. | Honda Motor Co., Ltd.') },
  Nissan: { short: l('NISSAN'), corporate: l('Nissan Motor Co. | Nissan Motor') },
  Hyundai: { short: l('HYUNDAI'), corporate: l('Hyundai Motor Company | Hyundai Motor') },
  Kia: { short: l('KIA'), corporate: l('Kia Motors | Kia Corporation') },
  Mazda: { short: l('MAZDA'), corporate: l('Mazda Motor Corp | Mazda Motor Corporation') },
  Subaru: { short: l('SUBARU'), corporate: l('Subaru Corp | Fuji Heavy Industries (Subaru)') },
  Volkswagen: { short: l('VW | V.W. | VOLKSWAGEN'), corporate: l('Volkswagen AG') },
  Audi: { short: l('AUDI'), corporate: l('Audi AG') },
  BMW: { short: l('bmw | B.M.W.'), corporate: l('BMW AG | Bayerische Motoren Werke') },
  'Mercedes-Benz': { short: l('Mercedes | MB | Mercedes Benz | MERCEDES-BENZ'), corporate: l('Mercedes-Benz AG | Daimler AG (Mercedes-Benz)') },
  Volvo: { short: l('VOLVO'), corporate: l('Volvo Cars | Volvo Car Corporation') },
  Renault: { short: l('RENAULT'), corporate: l('Renault SA | Renault S.A.S.') },
  Peugeot: { short: l('PEUGEOT'), corporate: l('Automobiles Peugeot') },
  'Citroën': { short: l('Citroen | CITROEN | CITROËN'), corporate: l('Automobiles Citroën') },
  Fiat: { short: l('FIAT'), corporate: l('Fiat Auto S.p.A. | Fiat Automobiles') },
  'Alfa Romeo': { short: l('Alfa | ALFA ROMEO | Alfa-Romeo'), corporate: l('Alfa Romeo Automobiles S.p.A.') },
  Seat: { short: l('SEAT | Séat'), corporate: l('SEAT S.A.') },
  Skoda: { short: l('Škoda | SKODA'), corporate: l('Skoda Auto | Škoda Auto a.s.') },
  Opel: { short: l('OPEL'), corporate: l('Opel Automobile GmbH | Adam Opel AG') },
};

// ---------------------------------------------------------------------------------------------
// Models
// ---------------------------------------------------------------------------------------------

/**
 * How catalogs in each language write model names that differ from the reference spelling:
 * hyphen/space variants and local names. `*` = any language.
 */
export const MODEL_VARIANTS: Record<string, Partial<Record<Lang | '*', readonly string[]>>> = {
  'F-150': { '*': l('F150 | F 150 | F-150 Pickup') },
  'Silverado 1500': { '*': l('Silverado1500 | Silverado 1500 Pickup') },
  'Sierra 1500': { '*': l('Sierra1500') },
  'Grand Caravan': { '*': l('GrandCaravan') },
  'Ram 1500': { '*': l('Ram1500 | RAM 1500') },
  'Grand Cherokee': { '*': l('Grand-Cherokee') },
  'Town & Country': { '*': l('Town and Country | Town&Country') },
  'Model S': { '*': l('ModelS | Model-S') },
  'Model 3': { '*': l('Model3 | Model-3') },
  'Model Y': { '*': l('ModelY') },
  RAV4: { '*': l('RAV 4 | Rav4 | RAV-4') },
  'CR-V': { '*': l('CRV | CR V') },
  Mazda3: { '*': l('Mazda 3 | MAZDA3') },
  Mazda6: { '*': l('Mazda 6') },
  'CX-5': { '*': l('CX5 | CX 5') },
  'MX-5 Miata': { '*': l('MX5 Miata | MX-5'), de: l('MX-5'), fr: l('MX-5'), it: l('MX-5') },
  i30: { '*': l('I30 | i 30') },
  '3 Series': { en: l('3-Series | 3 Serie'), de: l('3er | 3er Reihe | 3er-Reihe'), fr: l('Série 3 | Serie 3'), es: l('Serie 3'), it: l('Serie 3') },
  '5 Series': { en: l('5-Series'), de: l('5er | 5er Reihe'), fr: l('Série 5'), es: l('Serie 5'), it: l('Serie 5') },
  'C-Class': { en: l('C Class | C-Klasse'), de: l('C-Klasse | C Klasse'), fr: l('Classe C'), es: l('Clase C'), it: l('Classe C') },
  'E-Class': { en: l('E Class'), de: l('E-Klasse | E Klasse'), fr: l('Classe E'), es: l('Clase E'), it: l('Classe E') },
  'Xsara Picasso': { '*': l('Xsara-Picasso | XSARA PICASSO') },
  Megane: { '*': l('Mégane | MEGANE') },
  Doblo: { '*': l('Doblò') },
  Ceed: { '*': l("cee'd | Cee'd") },
};

/** Generation names a European catalog adds to a model, with the years they cover. */
export const MODEL_GENERATIONS: Record<string, { name: string; from: number; to: number }[]> = {
  Golf: [
    { name: 'IV', from: 1998, to: 2003 },
    { name: 'V', from: 2004, to: 2008 },
    { name: 'VI', from: 2009, to: 2012 },
    { name: 'VII', from: 2013, to: 2019 },
  ],
  Passat: [{ name: 'B8', from: 2015, to: 2023 }],
  Astra: [
    { name: 'H', from: 2004, to: 2009 },
    { name: 'J', from: 2010, to: 2015 },
    { name: 'K', from: 2016, to: 2021 },
  ],
  Clio: [
    { name: 'III', from: 2006, to: 2012 },
    { name: 'IV', from: 2013, to: 2019 },
  ],
  Focus: [{ name: 'Mk3', from: 2011, to: 2018 }],
};

// ---------------------------------------------------------------------------------------------
// Part types
// ---------------------------------------------------------------------------------------------

/** Trade terms per official PCdb name and language: singular/plural, compound, comma-inverted, abbreviated. */
export const PART_TERMS: Record<string, PerLang> = {
  'Disc Brake Pad Set': {
    en: l('Brake Pads | Brake Pad Set | Disc Brake Pads | Brk Pad | Pad Set, Disc Brake | Brake Pad Kit'),
    de: l('Bremsbelagsatz, Scheibenbremse | Bremsbeläge | Bremsbelagsatz | Scheibenbremsbeläge | Bremsklötze'),
    fr: l('Jeu de plaquettes de frein | Plaquettes de frein | Plaquettes de frein à disque | Kit de plaquettes'),
    es: l('Pastillas de freno | Juego de pastillas de freno | Pastillas freno disco'),
    it: l('Pastiglie freno | Kit pastiglie freno | Serie pastiglie freno | Pastiglie freno a disco'),
  },
  'Disc Brake Rotor': {
    en: l('Brake Rotor | Brake Disc | Rotor, Disc Brake | Brake Rotors | Brk Rotor'),
    de: l('Bremsscheibe | Bremsscheiben | Scheibe, Bremse'),
    fr: l('Disque de frein | Disques de frein'),
    es: l('Disco de freno | Discos de freno'),
    it: l('Disco freno | Dischi freno'),
  },
  'Disc Brake Caliper': {
    en: l('Brake Caliper | Caliper | Caliper, Disc Brake | Brk Caliper'),
    de: l('Bremssattel | Bremssättel | Bremszange'),
    fr: l('Étrier de frein | Etrier de frein | Étriers de frein'),
    es: l('Pinza de freno | Pinzas de freno'),
    it: l('Pinza freno | Pinze freno'),
  },
  'Brake Drum': {
    en: l('Brake Drum | Drum, Brake | Brake Drums'),
    de: l('Bremstrommel | Bremstrommeln'),
    fr: l('Tambour de frein | Tambours de frein'),
    es: l('Tambor de freno | Tambores de freno'),
    it: l('Tamburo freno | Tamburi freno'),
  },
  'Drum Brake Shoe': {
    en: l('Brake Shoes | Brake Shoe Set | Drum Brake Shoes | Shoe, Drum Brake'),
    de: l('Bremsbackensatz | Bremsbacken | Bremsbackensatz, Trommelbremse'),
    fr: l('Jeu de mâchoires de frein | Mâchoires de frein'),
    es: l('Zapatas de freno | Juego de zapatas de freno'),
    it: l('Ganasce freno | Kit ganasce freno'),
  },
  'Brake Hydraulic Hose': {
    en: l('Brake Hose | Brake Line Hose | Hose, Brake Hydraulic | Flexible Brake Hose'),
    de: l('Bremsschlauch | Bremsschläuche'),
    fr: l('Flexible de frein | Flexibles de frein'),
    es: l('Latiguillo de freno | Manguito de freno'),
    it: l('Tubo flessibile freno | Flessibile freno'),
  },
  'Brake Master Cylinder': {
    en: l('Master Cylinder | Brake Master Cyl | Master Cylinder, Brake'),
    de: l('Hauptbremszylinder | Hauptzylinder'),
    fr: l('Maître-cylindre de frein | Maitre cylindre de frein'),
    es: l('Bomba de freno | Cilindro maestro de freno'),
    it: l('Pompa freno | Cilindro maestro freno'),
  },
  'Parking Brake Cable': {
    en: l('Parking Brake Cable | E-Brake Cable | Emergency Brake Cable | Cable, Parking Brake'),
    de: l('Handbremsseil | Seilzug, Feststellbremse | Feststellbremsseil'),
    fr: l('Câble de frein à main | Cable frein a main'),
    es: l('Cable de freno de mano | Cable freno de mano'),
    it: l('Cavo freno a mano | Fune freno stazionamento'),
  },
  'Disc Brake Pad Wear Sensor': {
    en: l('Brake Pad Wear Sensor | Pad Wear Sensor | Brake Wear Indicator | Wear Sensor, Brake Pad'),
    de: l('Warnkontakt, Bremsbelagverschleiß | Verschleißanzeige Bremsbelag | Bremsbelag-Verschleißsensor'),
    fr: l("Témoin d'usure de plaquettes | Capteur d'usure de plaquettes"),
    es: l('Testigo de desgaste de pastillas | Sensor de desgaste de pastillas'),
    it: l('Sensore usura pastiglie | Contatto avvisatore usura pastiglie'),
  },
  'ABS Wheel Speed Sensor': {
    en: l('ABS Sensor | Wheel Speed Sensor | ABS Wheel Sensor | Sensor, Wheel Speed'),
    de: l('ABS-Sensor | Raddrehzahlsensor | Sensor, Raddrehzahl | Drehzahlfühler ABS'),
    fr: l('Capteur ABS | Capteur de vitesse de roue'),
    es: l('Sensor ABS | Sensor de velocidad de rueda'),
    it: l('Sensore ABS | Sensore velocità ruota'),
  },
  'Engine Oil Filter': {
    en: l('Oil Filter | Engine Oil Filter | Filter, Oil | Oil Filters'),
    de: l('Ölfilter | Motorölfilter | Oelfilter'),
    fr: l('Filtre à huile | Filtre a huile | Filtres à huile'),
    es: l('Filtro de aceite | Filtros de aceite'),
    it: l('Filtro olio | Filtri olio | Filtro olio motore'),
  },
  'Air Filter': {
    en: l('Air Filter | Engine Air Filter | Filter, Air | Air Cleaner Element'),
    de: l('Luftfilter | Motorluftfilter'),
    fr: l('Filtre à air | Filtre a air'),
    es: l('Filtro de aire'),
    it: l('Filtro aria | Filtro aria motore'),
  },
  'Cabin Air Filter': {
    en: l('Cabin Filter | Cabin Air Filter | Pollen Filter | Filter, Cabin Air'),
    de: l('Innenraumfilter | Pollenfilter | Innenraumluftfilter'),
    fr: l("Filtre d'habitacle | Filtre habitacle | Filtre à pollen"),
    es: l('Filtro de habitáculo | Filtro de polen'),
    it: l('Filtro abitacolo | Filtro antipolline'),
  },
  'Fuel Filter': {
    en: l('Fuel Filter | Filter, Fuel | Gas Filter'),
    de: l('Kraftstofffilter | Kraftstoff-Filter | Dieselfilter'),
    fr: l('Filtre à carburant | Filtre a gasoil | Filtre carburant'),
    es: l('Filtro de combustible | Filtro combustible'),
    it: l('Filtro carburante | Filtro gasolio'),
  },
  'Spark Plug': {
    en: l('Spark Plug | Spark Plugs | Plug, Spark | Iridium Spark Plug'),
    de: l('Zündkerze | Zündkerzen'),
    fr: l("Bougie d'allumage | Bougies d'allumage | Bougie"),
    es: l('Bujía | Bujías | Bujía de encendido'),
    it: l('Candela | Candele | Candela di accensione'),
  },
  'Ignition Coil': {
    en: l('Ignition Coil | Coil Pack | Coil, Ignition'),
    de: l('Zündspule | Zündspulen'),
    fr: l("Bobine d'allumage | Bobines d'allumage"),
    es: l('Bobina de encendido | Bobina encendido'),
    it: l('Bobina di accensione | Bobina accensione'),
  },
  'Diesel Glow Plug': {
    en: l('Glow Plug | Glow Plugs | Diesel Glow Plug | Plug, Glow'),
    de: l('Glühkerze | Glühkerzen | Glühstift'),
    fr: l('Bougie de préchauffage | Bougies de préchauffage'),
    es: l('Bujía de precalentamiento | Calentador'),
    it: l('Candeletta | Candelette | Candeletta di preriscaldamento'),
  },
  'Windshield Wiper Blade': {
    en: l('Wiper Blade | Wiper Blades | Windshield Wiper | Blade, Wiper'),
    de: l('Wischblatt | Scheibenwischer | Wischerblatt | Wischblätter'),
    fr: l("Balai d'essuie-glace | Balais d'essuie-glace | Essuie-glace"),
    es: l('Escobilla limpiaparabrisas | Escobillas | Limpiaparabrisas'),
    it: l('Spazzola tergicristallo | Spazzole tergicristallo | Tergicristallo'),
  },
  'Suspension Shock Absorber': {
    en: l('Shock Absorber | Shock | Shocks | Shock Absorber, Suspension'),
    de: l('Stoßdämpfer | Stossdämpfer | Dämpfer'),
    fr: l('Amortisseur | Amortisseurs'),
    es: l('Amortiguador | Amortiguadores'),
    it: l('Ammortizzatore | Ammortizzatori'),
  },
  'Suspension Strut Assembly': {
    en: l('Strut Assembly | Complete Strut | Loaded Strut | Strut, Suspension'),
    de: l('Federbein | Federbein komplett | Federbeine'),
    fr: l('Jambe de force | Jambe de suspension complète'),
    es: l('Conjunto de amortiguador | Amortiguador completo con muelle'),
    it: l('Gruppo ammortizzatore | Montante completo'),
  },
  'Coil Spring': {
    en: l('Coil Spring | Coil Springs | Spring, Coil'),
    de: l('Fahrwerksfeder | Schraubenfeder | Spiralfeder'),
    fr: l('Ressort de suspension | Ressort hélicoïdal'),
    es: l('Muelle de suspensión | Muelle helicoidal'),
    it: l('Molla elicoidale | Molla sospensione'),
  },
  'Suspension Control Arm': {
    en: l('Control Arm | Control Arm, Suspension | A-Arm | Track Control Arm'),
    de: l('Querlenker | Lenker, Radaufhängung | Dreieckslenker'),
    fr: l('Bras de suspension | Triangle de suspension'),
    es: l('Brazo de suspensión | Trapecio'),
    it: l('Braccio oscillante | Braccio sospensione'),
  },
  'Suspension Ball Joint': {
    en: l('Ball Joint | Ball Joint, Suspension | Ball Joints'),
    de: l('Traggelenk | Führungsgelenk | Trag-/Führungsgelenk'),
    fr: l('Rotule de suspension | Rotule de triangle'),
    es: l('Rótula de suspensión | Rótula'),
    it: l('Giunto di supporto | Snodo sospensione'),
  },
  'Suspension Stabilizer Bar Link': {
    en: l('Sway Bar Link | Stabilizer Link | Stabilizer Bar Link | End Link'),
    de: l('Koppelstange | Stabilisatorstrebe | Pendelstütze'),
    fr: l('Biellette de barre stabilisatrice | Biellette stabilisatrice'),
    es: l('Bieleta de barra estabilizadora | Bieleta estabilizadora'),
    it: l('Biella barra stabilizzatrice | Tirante barra stabilizzatrice'),
  },
  'Steering Tie Rod End': {
    en: l('Tie Rod End | Outer Tie Rod | Tie Rod End, Steering'),
    de: l('Spurstangenkopf | Spurstangenköpfe'),
    fr: l('Rotule de direction | Rotule de barre de connexion'),
    es: l('Rótula de dirección | Terminal de dirección'),
    it: l('Testina sterzo | Testa tirante sterzo'),
  },
  'Wheel Bearing and Hub Assembly': {
    en: l('Hub Assembly | Wheel Hub Assembly | Hub Bearing Assembly | Hub & Bearing'),
    de: l('Radnabe mit Lager | Radlagereinheit | Radnabe'),
    fr: l('Moyeu de roue avec roulement | Moyeu de roue'),
    es: l('Buje de rueda con rodamiento | Cubo de rueda'),
    it: l('Mozzo ruota con cuscinetto | Mozzo ruota'),
  },
  'Wheel Bearing': {
    en: l('Wheel Bearing | Wheel Bearings | Bearing, Wheel'),
    de: l('Radlager | Radlagersatz'),
    fr: l('Roulement de roue | Kit de roulement de roue'),
    es: l('Rodamiento de rueda | Kit rodamiento rueda'),
    it: l('Cuscinetto ruota | Kit cuscinetto ruota'),
  },
  'CV Axle Assembly': {
    en: l('CV Axle | CV Shaft | Drive Shaft | Half Shaft | CV Axle Assembly'),
    de: l('Antriebswelle | Gelenkwelle'),
    fr: l('Arbre de transmission | Cardan'),
    es: l('Palier | Semieje | Árbol de transmisión'),
    it: l('Semiasse | Albero motore'),
  },
  'Serpentine Belt': {
    en: l('Serpentine Belt | Drive Belt | V-Ribbed Belt | Belt, Serpentine'),
    de: l('Keilrippenriemen | Poly-V-Riemen | Keilrippenriemen, Nebenantrieb'),
    fr: l('Courroie accessoire | Courroie trapézoïdale à nervures | Courroie poly-V'),
    es: l('Correa poli-V | Correa de accesorios | Correa trapezoidal estriada'),
    it: l('Cinghia Poly-V | Cinghia servizi | Cinghia trapezoidale'),
  },
  'Engine Timing Belt Kit': {
    en: l('Timing Belt Kit | Timing Belt Kit, Engine | Cam Belt Kit'),
    de: l('Zahnriemensatz | Zahnriemen-Kit'),
    fr: l('Kit de distribution | Kit distribution'),
    es: l('Kit de distribución | Kit distribución'),
    it: l('Kit distribuzione | Kit cinghia distribuzione'),
  },
  'Engine Timing Belt': {
    en: l('Timing Belt | Cam Belt | Timing Belt, Engine'),
    de: l('Zahnriemen | Steuerriemen'),
    fr: l('Courroie de distribution'),
    es: l('Correa de distribución | Correa dentada'),
    it: l('Cinghia distribuzione | Cinghia dentata'),
  },
  'Accessory Drive Belt Tensioner': {
    en: l('Belt Tensioner | Drive Belt Tensioner | Tensioner, Accessory Belt'),
    de: l('Riemenspanner | Spannrolle, Keilrippenriemen | Spannarm'),
    fr: l('Galet tendeur | Tendeur de courroie'),
    es: l('Tensor de correa | Rodillo tensor'),
    it: l('Tendicinghia | Tenditore cinghia servizi'),
  },
  'Engine Water Pump': {
    en: l('Water Pump | Engine Water Pump | Pump, Water'),
    de: l('Wasserpumpe | Kühlmittelpumpe'),
    fr: l('Pompe à eau | Pompe a eau'),
    es: l('Bomba de agua'),
    it: l('Pompa acqua | Pompa dell’acqua'),
  },
  Radiator: {
    en: l('Radiator | Radiator, Engine Cooling | Rad'),
    de: l('Kühler | Wasserkühler | Kühler, Motorkühlung'),
    fr: l('Radiateur | Radiateur moteur'),
    es: l('Radiador | Radiador motor'),
    it: l('Radiatore | Radiatore motore'),
  },
  'Engine Coolant Thermostat': {
    en: l('Thermostat | Coolant Thermostat | Thermostat, Engine Coolant'),
    de: l('Thermostat | Kühlmittelthermostat | Thermostat, Kühlmittel'),
    fr: l('Thermostat | Calorstat | Thermostat de refroidissement'),
    es: l('Termostato | Termostato refrigerante'),
    it: l('Termostato | Termostato liquido refrigerante'),
  },
  Alternator: {
    en: l('Alternator | Alternators | Alt'),
    de: l('Lichtmaschine | Generator | Drehstromgenerator'),
    fr: l('Alternateur | Alternateurs'),
    es: l('Alternador | Alternadores'),
    it: l('Alternatore | Alternatori'),
  },
  'Starter Motor': {
    en: l('Starter | Starter Motor | Starter, Engine'),
    de: l('Anlasser | Starter | Startermotor'),
    fr: l('Démarreur | Demarreur'),
    es: l('Motor de arranque | Arranque'),
    it: l('Motorino di avviamento | Motorino avviamento'),
  },
  'Headlight Bulb': {
    en: l('Headlight Bulb | Headlamp Bulb | Bulb, Headlight'),
    de: l('Glühlampe, Hauptscheinwerfer | Scheinwerferlampe | Glühbirne Scheinwerfer'),
    fr: l('Ampoule de phare | Ampoule projecteur principal'),
    es: l('Lámpara de faro | Bombilla faro'),
    it: l('Lampadina faro | Lampada proiettore'),
  },
  'Oxygen Sensor': {
    en: l('O2 Sensor | Oxygen Sensor | Lambda Sensor | Sensor, Oxygen'),
    de: l('Lambdasonde | Lambda-Sonde'),
    fr: l('Sonde lambda | Sonde à oxygène'),
    es: l('Sonda lambda | Sensor de oxígeno'),
    it: l('Sonda lambda | Sensore ossigeno'),
  },
  'Mass Air Flow Sensor': {
    en: l('MAF Sensor | Mass Air Flow Sensor | Air Flow Meter'),
    de: l('Luftmassenmesser | LMM | Luftmengenmesser'),
    fr: l("Débitmètre d'air | Débitmètre de masse d'air"),
    es: l('Caudalímetro | Medidor de masa de aire'),
    it: l('Debimetro | Misuratore massa aria'),
  },
  'Electric Fuel Pump': {
    en: l('Fuel Pump | Electric Fuel Pump | Fuel Pump, Electric'),
    de: l('Kraftstoffpumpe | Elektrische Kraftstoffpumpe | Benzinpumpe'),
    fr: l('Pompe à carburant | Pompe à essence électrique'),
    es: l('Bomba de combustible | Bomba de gasolina eléctrica'),
    it: l('Pompa carburante | Pompa benzina elettrica'),
  },
  'Clutch Kit': {
    en: l('Clutch Kit | Clutch Set | Kit, Clutch'),
    de: l('Kupplungssatz | Kupplungs-Kit | Kupplungssatz komplett'),
    fr: l("Kit d'embrayage | Kit embrayage"),
    es: l('Kit de embrague | Kit embrague'),
    it: l('Kit frizione | Kit frizione completo'),
  },
  'Engine Mount': {
    en: l('Engine Mount | Motor Mount | Mount, Engine'),
    de: l('Motorlager | Motorhalter | Lagerung, Motor'),
    fr: l('Support moteur | Silentbloc moteur'),
    es: l('Soporte motor | Soporte de motor'),
    it: l('Supporto motore | Tassello motore'),
  },
  'Catalytic Converter': {
    en: l('Catalytic Converter | Cat Converter | Converter, Catalytic'),
    de: l('Katalysator | Kat'),
    fr: l('Catalyseur | Pot catalytique'),
    es: l('Catalizador'),
    it: l('Catalizzatore | Marmitta catalitica'),
  },
  'Fuel Injector': {
    en: l('Fuel Injector | Injector | Injector, Fuel'),
    de: l('Einspritzventil | Einspritzdüse | Injektor'),
    fr: l('Injecteur | Injecteur de carburant'),
    es: l('Inyector | Inyector de combustible'),
    it: l('Iniettore | Iniettore carburante'),
  },
  'Tail Light Bulb': {
    en: l('Tail Light Bulb | Tail Lamp Bulb | Bulb, Tail Light'),
    de: l('Glühlampe, Schlussleuchte | Rücklichtbirne | Glühlampe Heckleuchte'),
    fr: l('Ampoule de feu arrière | Ampoule feu AR'),
    es: l('Lámpara piloto trasero | Bombilla piloto trasero'),
    it: l('Lampadina fanale posteriore | Lampada luce posteriore'),
  },
};

// ---------------------------------------------------------------------------------------------
// Positions
// ---------------------------------------------------------------------------------------------

/** Position components: a position is the combination of an axle, a side and a level. */
export type Axle = 'front' | 'rear' | null;
export type Side = 'left' | 'right' | 'driver' | 'passenger' | null;
export type Level = 'upper' | 'lower' | 'inner' | 'outer' | 'upstream' | 'downstream' | null;
export interface PositionParts {
  axle: Axle;
  side: Side;
  level: Level;
}

/** The reference positions this corpus writes, as components (keyed by PCdb name). */
export const POSITION_PARTS: Record<string, PositionParts> = {
  Front: { axle: 'front', side: null, level: null },
  Rear: { axle: 'rear', side: null, level: null },
  Left: { axle: null, side: 'left', level: null },
  Right: { axle: null, side: 'right', level: null },
  'Front Left': { axle: 'front', side: 'left', level: null },
  'Front Right': { axle: 'front', side: 'right', level: null },
  'Rear Left': { axle: 'rear', side: 'left', level: null },
  'Rear Right': { axle: 'rear', side: 'right', level: null },
  'Front Upper': { axle: 'front', side: null, level: 'upper' },
  'Front Lower': { axle: 'front', side: null, level: 'lower' },
  Inner: { axle: null, side: null, level: 'inner' },
  Outer: { axle: null, side: null, level: 'outer' },
  'Driver Side': { axle: null, side: 'driver', level: null },
  'Passenger Side': { axle: null, side: 'passenger', level: null },
  Upstream: { axle: null, side: null, level: 'upstream' },
  Downstream: { axle: null, side: null, level: 'downstream' },
  'Left Inner': { axle: null, side: 'left', level: 'inner' },
  'Left Outer': { axle: null, side: 'left', level: 'outer' },
  'Right Inner': { axle: null, side: 'right', level: 'inner' },
  'Right Outer': { axle: null, side: 'right', level: 'outer' },
  'Front Left Lower': { axle: 'front', side: 'left', level: 'lower' },
  'Front Right Lower': { axle: 'front', side: 'right', level: 'lower' },
  'Front Left Upper': { axle: 'front', side: 'left', level: 'upper' },
  'Front Right Upper': { axle: 'front', side: 'right', level: 'upper' },
};

interface PositionWords {
  front: readonly string[];
  rear: readonly string[];
  left: readonly string[];
  right: readonly string[];
  driver: readonly string[];
  passenger: readonly string[];
  upper: readonly string[];
  lower: readonly string[];
  inner: readonly string[];
  outer: readonly string[];
  upstream: readonly string[];
  downstream: readonly string[];
  /** Corner codes written as one token ("FL", "VL", "AVG"), keyed by axle+side. */
  corners: Partial<Record<'front-left' | 'front-right' | 'rear-left' | 'rear-right', readonly string[]>>;
  /** How a catalog says "this part has no position". */
  none: readonly string[];
}

/**
 * Full words first, abbreviations after: `full` picks from the first entry only. "Fr"/"Rr" for
 * front/rear are left out on purpose: they collide with the corner codes FR/RR (front/rear right),
 * so their truth would be a guess; likewise "Manufacturer"/"Hersteller" as make headers (part maker?).
 */
export const POSITION_WORDS: Record<Lang, PositionWords> = {
  en: {
    front: l('Front | Frt'),
    rear: l('Rear | Rear Axle'),
    left: l('Left | LH | L/H | Lt'),
    right: l('Right | RH | R/H | Rt'),
    driver: l('Driver Side | Driver | Drv Side'),
    passenger: l('Passenger Side | Passenger | Pass Side'),
    upper: l('Upper | Upr'),
    lower: l('Lower | Lwr'),
    inner: l('Inner | Inr'),
    outer: l('Outer | Otr'),
    upstream: l('Upstream | Up Stream | Pre-Cat'),
    downstream: l('Downstream | Down Stream | Post-Cat'),
    corners: { 'front-left': l('FL | LF'), 'front-right': l('FR | RF'), 'rear-left': l('RL | LR'), 'rear-right': l('RR') },
    none: l('N/A | - | n/a'),
  },
  de: {
    front: l('vorne | Vorderachse | VA | vorn | Vo.'),
    rear: l('hinten | Hinterachse | HA | Hi.'),
    left: l('links | li. | li'),
    right: l('rechts | re. | re'),
    driver: l('Fahrerseite'),
    passenger: l('Beifahrerseite'),
    upper: l('oben | oberer'),
    lower: l('unten | unterer'),
    inner: l('innen'),
    outer: l('außen | aussen'),
    upstream: l('vor Katalysator | vor Kat | Regelsonde'),
    downstream: l('nach Katalysator | nach Kat | Diagnosesonde'),
    corners: { 'front-left': l('VL | v.l.'), 'front-right': l('VR | v.r.'), 'rear-left': l('HL | h.l.'), 'rear-right': l('HR | h.r.') },
    none: l('- | keine | entfällt'),
  },
  fr: {
    front: l('avant | AV | Av.'),
    rear: l('arrière | AR | Arr.'),
    left: l('gauche | G | gche'),
    right: l('droite | D | dte'),
    driver: l('côté conducteur'),
    passenger: l('côté passager'),
    upper: l('supérieur | sup.'),
    lower: l('inférieur | inf.'),
    inner: l('intérieur | int.'),
    outer: l('extérieur | ext.'),
    upstream: l('amont | avant catalyseur'),
    downstream: l('aval | après catalyseur'),
    corners: { 'front-left': l('AVG'), 'front-right': l('AVD'), 'rear-left': l('ARG'), 'rear-right': l('ARD') },
    none: l('- | sans | N/A'),
  },
  es: {
    front: l('delantero | Del. | delantera | eje delantero | delanteras'),
    rear: l('trasero | Tras. | trasera | eje trasero | traseras'),
    left: l('izquierdo | Izq. | izquierda'),
    right: l('derecho | Der. | derecha | Dcho.'),
    driver: l('lado conductor'),
    passenger: l('lado acompañante'),
    upper: l('superior | sup.'),
    lower: l('inferior | inf.'),
    inner: l('interior | int.'),
    outer: l('exterior | ext.'),
    upstream: l('antes del catalizador | anterior al catalizador'),
    downstream: l('después del catalizador | posterior al catalizador'),
    corners: {},
    none: l('- | sin posición | N/A'),
  },
  it: {
    front: l('anteriore | Ant. | ant | anteriori'),
    rear: l('posteriore | Post. | post | posteriori'),
    left: l('sinistro | Sx | sin. | sinistra'),
    right: l('destro | Dx | des. | destra'),
    driver: l('lato guida'),
    passenger: l('lato passeggero'),
    upper: l('superiore | sup.'),
    lower: l('inferiore | inf.'),
    inner: l('interno | int.'),
    outer: l('esterno | est.'),
    upstream: l('a monte | pre-catalizzatore | prima del catalizzatore'),
    downstream: l('a valle | post-catalizzatore | dopo il catalizzatore'),
    corners: {},
    none: l('- | nessuna | N/A'),
  },
};

// ---------------------------------------------------------------------------------------------
// Years and quantities
// ---------------------------------------------------------------------------------------------

/** Year span notations per language; `a`/`b` are four-digit years, `aa`/`bb` two-digit. */
export const SPAN_NOTATIONS: PerLang = {
  en: l('{a}-{b} | {a} - {b} | {a}–{bb} | {aa}-{bb} | {a}>{b} | {a} to {b} | {a}–{b}'),
  de: l('{a}-{b} | {a} bis {b} | {a} - {b} | {aa}-{bb} | {a}>{b} | {a}–{b} | Bj. {a}-{b}'),
  fr: l('{a}-{b} | de {a} à {b} | {a} à {b} | {a} - {b} | {aa}-{bb} | {a}>{b}'),
  es: l('{a}-{b} | de {a} a {b} | {a} a {b} | {a} - {b} | {aa}-{bb} | desde {a} hasta {b}'),
  it: l('{a}-{b} | dal {a} al {b} | da {a} a {b} | {a} - {b} | {aa}-{bb} | {a}>{b}'),
};
/** Single-year notations: plain, model-year prefixed. */
export const SINGLE_YEAR_NOTATIONS: PerLang = {
  en: l('{a} | {a} | {a} | MY{a} | MY {a}'),
  de: l('{a} | {a} | {a} | MJ {a} | Bj. {a}'),
  fr: l('{a} | {a} | {a} | MY{a}'),
  es: l('{a} | {a} | {a} | MY{a}'),
  it: l('{a} | {a} | {a} | MY{a}'),
};

/** Quantity with a unit word; `{n}` is the number. Sets use `set`, loose pieces `piece`. */
export const QTY_UNITS: Record<Lang, { piece: readonly string[]; set: readonly string[] }> = {
  en: { piece: l('{n} pcs | {n} pc | {n} ea | {n}x | {n} EA'), set: l('{n} set | {n} kit') },
  de: { piece: l('{n} Stück | {n} Stk. | {n} Stk | {n} St. | {n}x'), set: l('{n} Satz | {n} Set') },
  fr: { piece: l('{n} pièces | {n} pce | {n} pcs | {n} u.'), set: l('{n} jeu | {n} kit') },
  es: { piece: l('{n} uds | {n} ud. | {n} unidades | {n} pzas'), set: l('{n} juego | {n} kit') },
  it: { piece: l('{n} pz | {n} pz. | {n} pezzi | {n} nr'), set: l('{n} kit | {n} serie') },
};

// ---------------------------------------------------------------------------------------------
// Product data
// ---------------------------------------------------------------------------------------------

/** Words for product descriptions ("Brake Pads, ceramic, with wear sensor"). */
export const DESCRIPTION_EXTRAS: PerLang = {
  en: l('premium | ceramic | heavy duty | OE quality | with hardware | low dust'),
  de: l('Premium | Erstausrüsterqualität | verstärkt | mit Zubehör | geräuscharm'),
  fr: l('premium | qualité origine | renforcé | avec accessoires'),
  es: l('premium | calidad original | reforzado | con accesorios'),
  it: l('premium | qualità originale | rinforzato | con accessori'),
};

/** Fitment notes as catalogs write them (they restrict nothing the truth tracks). */
export const NOTE_TEXTS: PerLang = {
  en: l('w/ ABS | exc. Sport pkg | w/o sensor | check rotor diameter | 2WD | 4WD | For vehicles with heavy duty package'),
  de: l('mit ABS | ohne Sportfahrwerk | nur für Fzg. mit Verschleißanzeige | Bremsscheibendurchmesser prüfen | Allrad'),
  fr: l('avec ABS | sauf version Sport | sans témoin | vérifier diamètre du disque'),
  es: l('con ABS | excepto versión Sport | sin testigo | comprobar diámetro del disco'),
  it: l('con ABS | escluso allestimento Sport | senza sensore | verificare diametro disco'),
};
