/**
 * Other names catalogs use for a make, keyed by `nameKey`, → the make's name as the VCdb spells it.
 * Only used when the reference has that make. Spellings that differ only in case, spacing or accents
 * (`Citroen`) need no entry: the key already matches.
 */
export const MAKE_SYNONYMS: Readonly<Record<string, string>> = {
  chevy: 'Chevrolet',
  chev: 'Chevrolet',
  vw: 'Volkswagen',
  volkswagon: 'Volkswagen',
  volkswagenag: 'Volkswagen',
  mercedes: 'Mercedes-Benz',
  merc: 'Mercedes-Benz',
  mb: 'Mercedes-Benz',
  benz: 'Mercedes-Benz',
  daimlerbenz: 'Mercedes-Benz',
  alfa: 'Alfa Romeo',
  rangerover: 'Land Rover',
  landrov: 'Land Rover',
  infinity: 'Infiniti',
  seatcupra: 'Seat',
  bmwgroup: 'BMW',
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
};
