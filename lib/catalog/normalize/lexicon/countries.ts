/**
 * Country of origin: ISO 3166-1 alpha-2 codes, the alpha-3 codes and names (en/de/fr/es/it) catalogs
 * use for the usual manufacturing countries. Names are keyed by `nameKey`.
 */

export const ISO_COUNTRIES: ReadonlySet<string> = new Set(
  ('AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
    'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
    'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
    'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT ' +
    'MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
    'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG ' +
    'UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW').split(' '),
);

const NAMED: readonly (readonly [string, readonly string[]])[] = [
  ['DE', ['DEU', 'Germany', 'Deutschland', 'Allemagne', 'Alemania', 'Germania']],
  ['US', ['USA', 'United States', 'United States of America', 'U.S.A.', 'Vereinigte Staaten', 'États-Unis', 'Etats-Unis', 'Estados Unidos', 'EEUU', 'EE.UU.', 'Stati Uniti']],
  ['CN', ['CHN', 'China', 'Chine', 'Cina', 'PRC']],
  ['JP', ['JPN', 'Japan', 'Japon', 'Japón', 'Giappone']],
  ['MX', ['MEX', 'Mexico', 'México', 'Mexiko', 'Mexique', 'Messico']],
  ['CA', ['CAN', 'Canada', 'Kanada', 'Canadá']],
  ['IT', ['ITA', 'Italy', 'Italien', 'Italie', 'Italia']],
  ['FR', ['FRA', 'France', 'Frankreich', 'Francia']],
  ['ES', ['ESP', 'Spain', 'Spanien', 'Espagne', 'España', 'Spagna']],
  ['PL', ['POL', 'Poland', 'Polen', 'Pologne', 'Polonia']],
  ['CZ', ['CZE', 'Czech Republic', 'Czechia', 'Tschechien', 'République tchèque', 'Chequia', 'República Checa', 'Repubblica Ceca']],
  ['SK', ['SVK', 'Slovakia', 'Slowakei', 'Slovaquie', 'Eslovaquia', 'Slovacchia']],
  ['HU', ['HUN', 'Hungary', 'Ungarn', 'Hongrie', 'Hungría', 'Ungheria']],
  ['RO', ['ROU', 'Romania', 'Rumänien', 'Roumanie', 'Rumania']],
  ['TR', ['TUR', 'Turkey', 'Türkiye', 'Türkei', 'Turquie', 'Turquía', 'Turchia']],
  ['IN', ['IND', 'India', 'Indien', 'Inde']],
  ['KR', ['KOR', 'South Korea', 'Korea', 'Südkorea', 'Corée du Sud', 'Corea del Sur', 'Corea del Sud']],
  ['TW', ['TWN', 'Taiwan', 'Taïwan', 'Taiwán']],
  ['TH', ['THA', 'Thailand', 'Thaïlande', 'Tailandia']],
  ['VN', ['VNM', 'Vietnam', 'Viêt Nam']],
  ['MY', ['MYS', 'Malaysia', 'Malaisie', 'Malasia']],
  ['ID', ['IDN', 'Indonesia', 'Indonesien', 'Indonésie']],
  ['BR', ['BRA', 'Brazil', 'Brasilien', 'Brésil', 'Brasil', 'Brasile']],
  ['AR', ['ARG', 'Argentina', 'Argentinien', 'Argentine']],
  ['GB', ['GBR', 'United Kingdom', 'UK', 'Great Britain', 'England', 'Großbritannien', 'Vereinigtes Königreich', 'Royaume-Uni', 'Reino Unido', 'Regno Unito']],
  ['PT', ['PRT', 'Portugal', 'Portogallo']],
  ['AT', ['AUT', 'Austria', 'Österreich', 'Autriche']],
  ['CH', ['CHE', 'Switzerland', 'Schweiz', 'Suisse', 'Suiza', 'Svizzera']],
  ['SE', ['SWE', 'Sweden', 'Schweden', 'Suède', 'Suecia', 'Svezia']],
  ['NL', ['NLD', 'Netherlands', 'Niederlande', 'Pays-Bas', 'Países Bajos', 'Paesi Bassi', 'Holland']],
  ['BE', ['BEL', 'Belgium', 'Belgien', 'Belgique', 'Bélgica', 'Belgio']],
  ['SI', ['SVN', 'Slovenia', 'Slowenien', 'Slovénie', 'Eslovenia']],
  ['RS', ['SRB', 'Serbia', 'Serbien', 'Serbie']],
  ['BG', ['BGR', 'Bulgaria', 'Bulgarien', 'Bulgarie']],
  ['MA', ['MAR', 'Morocco', 'Marokko', 'Maroc', 'Marruecos', 'Marocco']],
  ['TN', ['TUN', 'Tunisia', 'Tunesien', 'Tunisie', 'Túnez']],
  ['ZA', ['ZAF', 'South Africa', 'Südafrika', 'Afrique du Sud', 'Sudáfrica', 'Sudafrica']],
  ['UA', ['UKR', 'Ukraine', 'Ucrania', 'Ucraina']],
  ['DK', ['DNK', 'Denmark', 'Dänemark', 'Danemark', 'Dinamarca', 'Danimarca']],
  ['FI', ['FIN', 'Finland', 'Finnland', 'Finlande', 'Finlandia']],
  ['IE', ['IRL', 'Ireland', 'Irland', 'Irlande', 'Irlanda']],
  ['PH', ['PHL', 'Philippines', 'Philippinen', 'Filipinas', 'Filippine']],
];

export const COUNTRY_NAMES: ReadonlyMap<string, string> = new Map(
  NAMED.flatMap(([code, names]) => names.map((n) => [n, code] as const)),
);
