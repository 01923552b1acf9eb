/**
 * Code values PIES and ACES data must use. The 4.2 / 7.x schemas stopped enumerating them (a file
 * passes the XSD with any 3-letter PriceType), so the product checks them itself.
 *
 * Sources: the enumerations of the PIES 6.7 r5 XSD (MaintenanceType, DescriptionCode, PriceType,
 * EXPI, PackageUOM, GTINQualifier, QuantityPerApplication qualifiers) — Auto Care's current code
 * tables may have added values since, so an unknown value there is a warning, not an error;
 * ISO 4217 (currencies), ISO 3166-1 alpha-2 (countries) and ISO 639-1 (languages) — closed lists,
 * so an unknown value is an error. Weight and dimension units are the codes PIES files use in
 * practice (X12-style: PG/LB/KG/GR/OZ, IN/CM/FT/MM/MR); check them against the licensed PIES
 * code table when in doubt.
 */
const set = (codes: string): ReadonlySet<string> => new Set(codes.trim().split(/\s+/));

export const MAINTENANCE_TYPES = set('A C D N');
export const GTIN_QUALIFIERS = set('EN UP');
export const DESCRIPTION_CODES = set(
  'ABR SHO INV DEF ASC KEY LAB DES SHP SLA UNS VMR ASM EXT MKT FAB TRA CAP',
);
export const PRICE_TYPES =
  set(`AC1 AC2 CR1 CR2 CR3 CR4 CRG CRJ CRW DLN DLR DLV FLT INM INN INP INS JBC JBN JBR LST MEC
  PKP PRO QOT RAC RET RMP TRD UNL USR WD1 WLS WMP ZZ1 ZZ2 ZZ3 ZZ4 ZZ5 ZZ6 ZZ7 ZZ8 ZZ9`);
export const EXPI_CODES =
  set(`CCL CGR CPN CXP EMS MSD MSR OEM OEP OSN OSP PTN PTS REF REM RET WD1 WD2 WS1 WS2 WT1 WT2 RST
  RPC RCS RCT RCC RDE CTO CTP CTQ CTR CTS HAC HSB HTS NAF LIF LIS TAX HZ1 NPC NPD TMC PLC PLM STA`);
export const PACKAGE_UOMS = set('EA PK BX CA PL');
export const QTY_PER_APP_QUALIFIERS = set('MAX MIN NOR NOT REQ VAR ZZ1 ZZ2 ZZ3 ZZ4 ZZ5 ZZ6 ZZ7 ZZ8 ZZ9');
export const WEIGHT_UOMS = set('PG LB KG GR OZ');
export const DIMENSION_UOMS = set('IN CM FT MM MR');

/** ISO 4217 codes in use (2025). */
export const CURRENCY_CODES =
  set(`AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BOV BRL BSD
  BTN BWP BYN BZD CAD CDF CHE CHF CHW CLF CLP CNY COP COU CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP
  GEL GHS GIP GMD GNF GTQ GYD HKD HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT
  LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MXV MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB
  PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP STN SVC SYP SZL THB TJS TMT
  TND TOP TRY TTD TWD TZS UAH UGX USD USN UYI UYU UYW UZS VED VES VND VUV WST XAF XCD XCG XOF XPF YER ZAR ZMW ZWG`);

/** ISO 3166-1 alpha-2. */
export const COUNTRY_CODES =
  set(`AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ
  BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET
  FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR
  IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN
  MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY
  QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR
  TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW`);

/** ISO 639-1, upper-cased as PIES writes them. */
export const LANGUAGE_CODES = set(
  `aa ab ae af ak am an ar as av ay az ba be bg bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ee el en eo es
  et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj
  kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv
  ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th
  ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu`.toUpperCase(),
);
