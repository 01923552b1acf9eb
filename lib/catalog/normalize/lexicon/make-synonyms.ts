/**
 * Other names catalogs use for a make, keyed by `nameKey`, → the make's name as the VCdb spells it.
 * Only used when the reference has that make. Spellings that differ only in case, spacing or accents
 * (`Citroen`) need no entry: the key already matches. Company forms (`AG`, `Motor Co.`, `S.p.A.`,
 * `Cars`, `Trucks`, `Automobiles …`) are dropped by rule (`CORPORATE_WORDS`), not listed here.
 */
export const MAKE_SYNONYMS: Readonly<Record<string, string>> = {
  chevy: 'Chevrolet',
  chev: 'Chevrolet',
  chevi: 'Chevrolet',
  vw: 'Volkswagen',
  volkswagon: 'Volkswagen',
  volkswagenag: 'Volkswagen',
  mercedes: 'Mercedes-Benz',
  merc: 'Mercedes-Benz',
  mercbenz: 'Mercedes-Benz',
  mbenz: 'Mercedes-Benz',
  mb: 'Mercedes-Benz',
  benz: 'Mercedes-Benz',
  daimlerbenz: 'Mercedes-Benz',
  alfa: 'Alfa Romeo',
  rangerover: 'Land Rover',
  landrov: 'Land Rover',
  infinity: 'Infiniti',
  seatcupra: 'Seat',
  bmwgroup: 'BMW',
  bayerischemotorenwerke: 'BMW',
  ramtrucks: 'Ram',
  gmccanada: 'GMC',
  opelvauxhall: 'Opel',
  mazdamotor: 'Mazda',
  hyundaimotor: 'Hyundai',
  kiamotors: 'Kia',
  toyotamotor: 'Toyota',
  hondamotor: 'Honda',
  nissanmotor: 'Nissan',
  teslamotors: 'Tesla',
  fordmotor: 'Ford',
  fordmotorcompany: 'Ford',
  fujiheavyindustries: 'Subaru',
};

/**
 * Words of a company name around the make (`Volkswagen AG`, `Ford Motor Co.`, `Toyota Motor
 * Corporation`, `Mercedes-Benz Cars`, `Fiat S.p.A.`, `Renault S.A.S.`, `Chevrolet Div.`, `GMC Trucks`,
 * `Ford USA`), keyed by `nameKey`. Dropped from the end of a make text that matches no make as written.
 */
export const CORPORATE_WORDS: ReadonlySet<string> = new Set([
  // legal forms (de, fr, es, it, en, nl, ja)
  'ag', 'gmbh', 'kg', 'kgaa', 'se', 'sa', 'sas', 'sarl', 'spa', 'srl', 'sl', 'sau', 'nv', 'bv', 'ab', 'as', 'oy',
  'ltd', 'limited', 'inc', 'incorporated', 'llc', 'plc', 'co', 'cie', 'company', 'corp', 'corporation', 'kk', 'and',
  // groups and divisions
  'group', 'groupe', 'gruppo', 'grupo', 'konzern', 'holding', 'div', 'division', 'divisione', 'brand', 'marque', 'marca',
  // company words
  'motor', 'motors', 'motoren', 'motori', 'automobiles', 'automobile', 'automobili', 'automoviles', 'automotive', 'auto', 'autos',
  'cars', 'car', 'truck', 'trucks', 'van', 'vans', 'pkw', 'lkw', 'nfz', 'nutzfahrzeuge', 'commercial', 'commerciaux', 'vehicles',
  'vehicle', 'vehicules', 'utilitaires', 'veicoli', 'vehiculos', 'werke', 'werk', 'industries', 'international', 'of',
  // market
  'usa', 'us', 'na', 'america', 'northamerica', 'europe', 'europa', 'eu', 'deutschland', 'germany', 'france', 'espana', 'italia', 'uk', 'canada',
]);

/** Company words that stand before the make (`Automobiles Citroën`, `Adam Opel AG`, `Automobili Lamborghini`). */
export const CORPORATE_PREFIX_WORDS: ReadonlySet<string> = new Set([
  'automobiles', 'automobili', 'automoviles', 'automobile', 'societe', 'ste', 'the', 'adam', 'dr', 'ing', 'hc', 'f',
]);
