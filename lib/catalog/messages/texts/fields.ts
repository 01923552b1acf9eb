import type { TextTable } from '../text-table';

/**
 * Canonical field labels as the mapping notes name them ("read as Part number"). The same words as the
 * app's `preview.fields` in messages/*.json: tests/unit/catalog/messages/field-labels.test.ts keeps them equal.
 */
export const FIELD_TEXTS = {
  'field.partNumber': { en: "Part number", de: "Artikelnummer", fr: "Référence", es: "Número de pieza", it: "Codice articolo" },
  'field.brand': { en: "Brand", de: "Marke", fr: "Marque de pièce", es: "Marca de la pieza", it: "Marchio del ricambio" },
  'field.partType': { en: "Part type", de: "Teileart", fr: "Type de pièce", es: "Tipo de pieza", it: "Tipo di ricambio" },
  'field.partTypeId': { en: "Part type ID", de: "Teileart-ID", fr: "ID du type de pièce", es: "ID de tipo de pieza", it: "ID tipo di ricambio" },
  'field.make': { en: "Make", de: "Hersteller", fr: "Marque", es: "Marca", it: "Marca" },
  'field.model': { en: "Model", de: "Modell", fr: "Modèle", es: "Modelo", it: "Modello" },
  'field.year': { en: "Years", de: "Baujahre", fr: "Années", es: "Años", it: "Anni" },
  'field.yearFrom': { en: "Year from", de: "Baujahr von", fr: "Année de début", es: "Año desde", it: "Anno da" },
  'field.yearTo': { en: "Year to", de: "Baujahr bis", fr: "Année de fin", es: "Año hasta", it: "Anno a" },
  'field.submodel': { en: "Submodel", de: "Ausstattungslinie", fr: "Finition", es: "Versión", it: "Allestimento" },
  'field.submodelId': { en: "Submodel ID", de: "Ausstattungslinien-ID", fr: "ID de finition", es: "ID de versión", it: "ID allestimento" },
  'field.engine': { en: "Engine", de: "Motor", fr: "Motorisation", es: "Motor", it: "Motore" },
  'field.engineBaseId': { en: "Engine base ID", de: "Motorbasis-ID", fr: "ID de base moteur", es: "ID de base de motor", it: "ID base motore" },
  'field.baseVehicleId': { en: "Base vehicle ID", de: "Basisfahrzeug-ID", fr: "ID de véhicule de base", es: "ID de vehículo base", it: "ID veicolo base" },
  'field.flatAttributes': { en: "Vehicle attributes", de: "Fahrzeugattribute", fr: "Attributs du véhicule", es: "Atributos del vehículo", it: "Attributi del veicolo" },
  'field.qualifiers': { en: "Qualifiers (Qdb)", de: "Qualifikatoren (Qdb)", fr: "Qualificatifs (Qdb)", es: "Calificadores (Qdb)", it: "Qualificatori (Qdb)" },
  'field.appRef': { en: "App reference", de: "Anwendungsreferenz", fr: "Référence de l'application", es: "Referencia de la aplicación", it: "Riferimento dell'applicazione" },
  'field.assetName': { en: "Asset name (diagram)", de: "Asset-Name (Explosionszeichnung)", fr: "Nom de l'asset (vue éclatée)", es: "Nombre del recurso (despiece)", it: "Nome dell'asset (esploso)" },
  'field.assetItemOrder': { en: "Asset item order", de: "Reihenfolge im Asset", fr: "Ordre dans l'asset", es: "Orden en el recurso", it: "Ordine nell'asset" },
  'field.position': { en: "Position", de: "Einbauposition", fr: "Position", es: "Posición", it: "Posizione" },
  'field.positionId': { en: "Position ID", de: "Positions-ID", fr: "ID de position", es: "ID de posición", it: "ID posizione" },
  'field.qty': { en: "Quantity", de: "Menge", fr: "Quantité", es: "Cantidad", it: "Quantità" },
  'field.notes': { en: "Notes", de: "Bemerkungen", fr: "Remarques", es: "Notas", it: "Note" },
  'field.mfrLabel': { en: "Manufacturer label", de: "Herstellerbezeichnung", fr: "Libellé fabricant", es: "Etiqueta del fabricante", it: "Etichetta del produttore" },
  'field.description': { en: "Description", de: "Beschreibung", fr: "Désignation", es: "Descripción", it: "Descrizione" },
  'field.descriptionShort': { en: "Short description", de: "Kurzbeschreibung", fr: "Désignation courte", es: "Descripción corta", it: "Descrizione breve" },
  'field.gtin': { en: "GTIN", de: "GTIN", fr: "GTIN", es: "GTIN", it: "GTIN" },
  'field.weight': { en: "Weight", de: "Gewicht", fr: "Poids", es: "Peso", it: "Peso" },
  'field.length': { en: "Length", de: "Länge", fr: "Longueur", es: "Longitud", it: "Lunghezza" },
  'field.width': { en: "Width", de: "Breite", fr: "Largeur", es: "Anchura", it: "Larghezza" },
  'field.height': { en: "Height", de: "Höhe", fr: "Hauteur", es: "Altura", it: "Altezza" },
  'field.price': { en: "Price", de: "Preis", fr: "Prix", es: "Precio", it: "Prezzo" },
  'field.currency': { en: "Currency", de: "Währung", fr: "Devise", es: "Moneda", it: "Valuta" },
  'field.countryOfOrigin': { en: "Country of origin", de: "Ursprungsland", fr: "Pays d’origine", es: "País de origen", it: "Paese di origine" },
  'field.oeNumber': { en: "OE number", de: "OE-Nummer", fr: "Référence OE", es: "Referencia OE", it: "Codice OE" },
} as const satisfies TextTable;
