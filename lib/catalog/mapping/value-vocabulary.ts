import type { CatalogLanguage } from '../types';

/**
 * Words that tell what a column holds or what language a catalog is in. Folded like `valueWords`
 * (lower case, no accents, ß → ss). Data only; the shape and language checks read it.
 */

/** Vehicle makes and their everyday short forms, as they appear in catalogs. */
export const VEHICLE_MAKES: readonly string[] = [
  'acura', 'alfa romeo', 'alfa', 'aston martin', 'audi', 'bentley', 'bmw', 'buick', 'cadillac', 'chevrolet', 'chevy',
  'chrysler', 'citroen', 'cupra', 'dacia', 'daewoo', 'daihatsu', 'dodge', 'ds', 'ferrari', 'fiat', 'ford', 'genesis',
  'gmc', 'honda', 'hummer', 'hyundai', 'infiniti', 'isuzu', 'iveco', 'jaguar', 'jeep', 'kia', 'lada', 'lamborghini',
  'lancia', 'land rover', 'lexus', 'lincoln', 'lotus', 'maserati', 'mazda', 'mercedes benz', 'mercedes', 'mb', 'mini',
  'mitsubishi', 'nissan', 'opel', 'peugeot', 'polestar', 'pontiac', 'porsche', 'ram', 'renault', 'rover', 'saab',
  'seat', 'skoda', 'smart', 'ssangyong', 'subaru', 'suzuki', 'tesla', 'toyota', 'vauxhall', 'volkswagen', 'vw', 'volvo',
];

/** Words that make up fitment positions in the five languages. */
export const POSITION_WORDS: readonly string[] = [
  // en
  'front', 'rear', 'left', 'right', 'upper', 'lower', 'inner', 'outer', 'driver', 'passenger', 'side', 'axle', 'both', 'center', 'centre', 'and',
  // de
  'vorne', 'vorn', 'hinten', 'links', 'rechts', 'oben', 'unten', 'innen', 'aussen', 'vorderachse', 'hinterachse', 'beidseitig', 'fahrerseite', 'beifahrerseite', 'und',
  // fr
  'avant', 'arriere', 'gauche', 'droite', 'droit', 'superieur', 'inferieur', 'interieur', 'exterieur', 'essieu', 'cote', 'conducteur', 'passager', 'et',
  // es
  'delantero', 'delantera', 'trasero', 'trasera', 'izquierdo', 'izquierda', 'derecho', 'derecha', 'superior', 'inferior', 'eje', 'lado', 'conductor', 'pasajero', 'y',
  // it
  'anteriore', 'posteriore', 'sinistro', 'sinistra', 'destro', 'destra', 'superiore', 'inferiore', 'interno', 'esterno', 'asse', 'lato', 'guidatore', 'passeggero', 'e',
];

/** Stems of common part-type names (brake pads, rotors, filters, wipers, shocks, plugs, ...). */
export const PART_TYPE_STEMS: readonly string[] = [
  'brake', 'pad', 'rotor', 'disc', 'caliper', 'filter', 'wiper', 'blade', 'shock', 'absorber', 'strut', 'spark', 'plug', 'belt', 'pump', 'sensor', 'bearing', 'hose', 'gasket', 'clutch', 'battery', 'lamp', 'bulb', 'mount', 'link', 'joint', 'spring', 'coil', 'radiator', 'thermostat', 'alternator', 'starter',
  'brems', 'belag', 'scheibe', 'filter', 'wisch', 'daempfer', 'dampfer', 'zundkerze', 'zuendkerze', 'kerze', 'riemen', 'pumpe', 'lager', 'feder', 'kupplung', 'sattel',
  'plaquette', 'frein', 'disque', 'filtre', 'balai', 'essuie', 'amortisseur', 'bougie', 'courroie', 'pompe', 'roulement', 'etrier', 'ressort',
  'pastilla', 'freno', 'disco', 'filtro', 'escobilla', 'amortiguador', 'bujia', 'correa', 'bomba', 'rodamiento', 'pinza', 'muelle',
  'pastiglie', 'pastiglia', 'freni', 'spazzola', 'tergicristallo', 'ammortizzatore', 'candela', 'cinghia', 'pompa', 'cuscinetto', 'pinza', 'molla',
];

/** ISO 4217 codes and symbols that price catalogs use. */
export const CURRENCY_CODES: readonly string[] = [
  'eur', 'usd', 'gbp', 'chf', 'cad', 'mxn', 'pln', 'sek', 'nok', 'dkk', 'czk', 'huf', 'ron', 'bgn', 'try', 'aud', 'nzd', 'jpy', 'cny', 'brl', 'zar', 'inr', 'krw', '€', '$', '£',
];

/** ISO 3166-1 alpha-2 codes. */
export const COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ ' +
  'DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
  'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ ' +
  'OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ ' +
  'UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

/** Country names as written in origin columns (folded), in the five languages. */
export const COUNTRY_NAMES: readonly string[] = [
  'germany', 'deutschland', 'allemagne', 'alemania', 'germania', 'china', 'chine', 'cina', 'usa', 'united states', 'etats unis', 'estados unidos', 'stati uniti',
  'france', 'frankreich', 'francia', 'italy', 'italien', 'italie', 'italia', 'spain', 'spanien', 'espagne', 'espana', 'spagna', 'japan', 'japon', 'giappone',
  'mexico', 'mexiko', 'mexique', 'messico', 'poland', 'polen', 'pologne', 'polonia', 'czech republic', 'tschechien', 'republique tcheque', 'republica checa', 'repubblica ceca',
  'turkey', 'turkei', 'turquie', 'turquia', 'turchia', 'india', 'indien', 'inde', 'korea', 'korea south', 'south korea', 'sudkorea', 'coree du sud', 'corea del sur', 'corea del sud',
  'taiwan', 'brazil', 'brasilien', 'bresil', 'brasil', 'brasile', 'canada', 'kanada', 'united kingdom', 'uk', 'grossbritannien', 'royaume uni', 'reino unido', 'regno unito',
  'portugal', 'portogallo', 'romania', 'rumanien', 'roumanie', 'rumania', 'hungary', 'ungarn', 'hongrie', 'hungria', 'ungheria', 'slovakia', 'slowakei', 'slovaquie', 'eslovaquia', 'slovacchia',
  'thailand', 'thailande', 'tailandia', 'vietnam', 'austria', 'osterreich', 'autriche', 'sweden', 'schweden', 'suede', 'suecia', 'svezia',
];

/** Everyday words of catalog cells that point at one language (shared words list each language). */
export const LANGUAGE_WORDS: Readonly<Record<CatalogLanguage, readonly string[]>> = {
  en: ['the', 'and', 'with', 'without', 'for', 'only', 'except', 'front', 'rear', 'left', 'right', 'pair', 'set', 'brake', 'pads', 'pad', 'rotor', 'oil', 'filter', 'wiper', 'blade', 'shock', 'absorber', 'spark', 'plug', 'models', 'includes', 'driver', 'passenger', 'side', 'vented', 'ceramic', 'axle', 'engine', 'hardware', 'sensor'],
  de: ['und', 'mit', 'ohne', 'fur', 'nur', 'nicht', 'vorne', 'hinten', 'links', 'rechts', 'satz', 'bremsbelag', 'bremsbelagsatz', 'bremsbelage', 'bremsscheibe', 'olfilter', 'olfiltereinsatz', 'luftfilter', 'wischblatt', 'stossdampfer', 'zundkerze', 'fahrzeuge', 'achse', 'vorderachse', 'hinterachse', 'paar', 'ab', 'bis', 'inkl', 'belueftet', 'beluftet', 'hinterachse', 'scheibenbremse', 'zubehor', 'keramisch', 'fahrer', 'beifahrerseite'],
  fr: ['et', 'avec', 'pour', 'sans', 'uniquement', 'sauf', 'avant', 'arriere', 'gauche', 'droite', 'droit', 'jeu', 'plaquettes', 'frein', 'disque', 'filtre', 'huile', 'balai', 'essuie', 'glace', 'amortisseur', 'bougie', 'allumage', 'modeles', 'les', 'des', 'du', 'de', 'la', 'le', 'moteur', 'ventile', 'temoin', 'usure', 'conducteur', 'passager'],
  es: ['con', 'para', 'sin', 'solo', 'excepto', 'delantero', 'delantera', 'delanteras', 'trasero', 'trasera', 'izquierdo', 'derecho', 'juego', 'pastillas', 'freno', 'disco', 'filtro', 'aceite', 'escobilla', 'escobillas', 'limpiaparabrisas', 'amortiguador', 'bujia', 'encendido', 'modelos', 'los', 'las', 'del', 'el', 'de', 'la', 'motor', 'ventilado', 'gas', 'planas', 'suspension'],
  it: ['con', 'per', 'senza', 'solo', 'escluso', 'anteriore', 'anteriori', 'posteriore', 'posteriori', 'sinistro', 'destro', 'kit', 'pastiglie', 'freni', 'freno', 'disco', 'filtro', 'olio', 'spazzola', 'spazzole', 'tergicristallo', 'ammortizzatore', 'candela', 'accensione', 'modelli', 'della', 'dei', 'degli', 'il', 'di', 'al', 'motore', 'autoventilante', 'nichel', 'iridio', 'sospensioni', 'piatte'],
};
