/**
 * How catalogs name part types in English, German, French, Spanish and Italian, mapped to the PCdb
 * part terminology name. Matching is on `nameKey`, so case, accents, hyphens and spaces do not matter;
 * singular and plural are listed where they differ. A PCdb name missing from the loaded reference is
 * simply not matched.
 */

import type { CatalogLanguage } from '@/lib/catalog/types';

export interface PartTypeTerms {
  pcdb: string;
  terms: Partial<Record<CatalogLanguage, readonly string[]>>;
}

export const PART_TYPE_TERMS: readonly PartTypeTerms[] = [
  {
    pcdb: 'Disc Brake Pad Set',
    terms: {
      en: ['brake pads', 'brake pad', 'brake pad set', 'disc brake pads', 'disc brake pad', 'pad set', 'brake pad kit'],
      de: ['Bremsbelag', 'Bremsbeläge', 'Bremsbelagsatz', 'Bremsbelagsatz Scheibenbremse', 'Scheibenbremsbelag', 'Scheibenbremsbeläge', 'Bremsklotz', 'Bremsklötze', 'Bremsklotzsatz'],
      fr: ['plaquettes de frein', 'plaquette de frein', 'jeu de plaquettes de frein', 'kit de plaquettes de frein', 'jeu de 4 plaquettes de frein', 'plaquettes'],
      es: ['pastillas de freno', 'pastilla de freno', 'juego de pastillas de freno', 'kit de pastillas de freno', 'pastillas'],
      it: ['pastiglie freno', 'pastiglie dei freni', 'pastiglia freno', 'kit pastiglie freno', 'serie pastiglie freno', 'kit pastiglie', 'pastiglie'],
    },
  },
  {
    pcdb: 'Disc Brake Rotor',
    terms: {
      en: ['brake disc', 'brake discs', 'brake rotor', 'brake rotors', 'rotor', 'rotors', 'disc brake rotor'],
      de: ['Bremsscheibe', 'Bremsscheiben', 'Bremsscheibensatz'],
      fr: ['disque de frein', 'disques de frein', 'jeu de disques de frein', 'disque'],
      es: ['disco de freno', 'discos de freno', 'juego de discos de freno'],
      it: ['disco freno', 'dischi freno', 'disco dei freni', 'dischi dei freni', 'coppia dischi freno'],
    },
  },
  {
    pcdb: 'Disc Brake Caliper',
    terms: {
      en: ['brake caliper', 'brake calipers', 'caliper', 'calliper', 'brake calliper'],
      de: ['Bremssattel', 'Bremssättel', 'Bremszange'],
      fr: ['étrier de frein', 'étriers de frein', 'étrier'],
      es: ['pinza de freno', 'pinzas de freno', 'pinza'],
      it: ['pinza freno', 'pinze freno', 'pinza dei freni'],
    },
  },
  {
    pcdb: 'Brake Drum',
    terms: {
      en: ['brake drum', 'brake drums', 'drum'],
      de: ['Bremstrommel', 'Bremstrommeln'],
      fr: ['tambour de frein', 'tambours de frein'],
      es: ['tambor de freno', 'tambores de freno'],
      it: ['tamburo freno', 'tamburi freno', 'tamburo dei freni'],
    },
  },
  {
    pcdb: 'Drum Brake Shoe',
    terms: {
      en: ['brake shoes', 'brake shoe', 'brake shoe set', 'drum brake shoes'],
      de: ['Bremsbacken', 'Bremsbackensatz', 'Bremsbacke'],
      fr: ['mâchoires de frein', 'jeu de mâchoires de frein', 'mâchoire de frein', 'segments de frein'],
      es: ['zapatas de freno', 'juego de zapatas de freno', 'zapata de freno'],
      it: ['ganasce freno', 'kit ganasce freno', 'ganascia freno', 'ganasce dei freni'],
    },
  },
  {
    pcdb: 'Brake Hydraulic Hose',
    terms: {
      en: ['brake hose', 'brake hoses', 'brake line hose', 'flexible brake hose'],
      de: ['Bremsschlauch', 'Bremsschläuche'],
      fr: ['flexible de frein', 'flexibles de frein'],
      es: ['latiguillo de freno', 'latiguillos de freno', 'manguera de freno'],
      it: ['tubo flessibile freno', 'flessibile freno', 'tubo freno'],
    },
  },
  {
    pcdb: 'Brake Master Cylinder',
    terms: {
      en: ['master cylinder', 'brake master cylinder'],
      de: ['Hauptbremszylinder'],
      fr: ['maître-cylindre de frein', 'maître cylindre de frein', 'maître-cylindre'],
      es: ['bomba de freno', 'cilindro maestro de freno', 'cilindro maestro'],
      it: ['pompa freno', 'cilindro maestro freno', 'pompa dei freni'],
    },
  },
  {
    pcdb: 'Parking Brake Cable',
    terms: {
      en: ['handbrake cable', 'parking brake cable', 'hand brake cable', 'emergency brake cable'],
      de: ['Handbremsseil', 'Seilzug Feststellbremse', 'Feststellbremsseil', 'Handbremszug'],
      fr: ['câble de frein à main', 'cable de frein a main', 'câble de frein de stationnement'],
      es: ['cable de freno de mano', 'cable freno de mano', 'cable de freno de estacionamiento'],
      it: ['cavo freno a mano', 'cavo freno di stazionamento', 'cavo freno stazionamento'],
    },
  },
  {
    pcdb: 'Disc Brake Pad Wear Sensor',
    terms: {
      en: ['brake wear sensor', 'pad wear sensor', 'brake pad wear sensor', 'wear indicator', 'brake pad wear indicator'],
      de: ['Verschleißanzeige', 'Warnkontakt Bremsbelagverschleiß', 'Bremsbelagverschleißsensor', 'Verschleißanzeige Bremsbelag', 'Warnkontakt'],
      fr: ["témoin d'usure", "témoin d'usure de plaquettes", "capteur d'usure de plaquettes", "contacteur d'avertissement d'usure"],
      es: ['sensor de desgaste de pastillas', 'testigo de desgaste', 'avisador de desgaste'],
      it: ['sensore usura pastiglie', 'contatto segnalazione usura', 'segnalatore usura pastiglie'],
    },
  },
  {
    pcdb: 'ABS Wheel Speed Sensor',
    terms: {
      en: ['abs sensor', 'wheel speed sensor', 'abs wheel speed sensor'],
      de: ['ABS-Sensor', 'ABS Sensor', 'Raddrehzahlsensor', 'Drehzahlsensor Rad', 'Sensor Raddrehzahl'],
      fr: ['capteur abs', 'capteur de vitesse de roue', 'capteur vitesse de roue'],
      es: ['sensor abs', 'sensor de velocidad de rueda', 'captador abs'],
      it: ['sensore abs', 'sensore velocità ruota', 'sensore numero di giri ruota'],
    },
  },
  {
    pcdb: 'Engine Oil Filter',
    terms: {
      en: ['oil filter', 'oil filters', 'engine oil filter'],
      de: ['Ölfilter', 'Motorölfilter', 'Oelfilter'],
      fr: ['filtre à huile', 'filtre a huile', 'filtres à huile'],
      es: ['filtro de aceite', 'filtros de aceite', 'filtro aceite'],
      it: ['filtro olio', 'filtro dell olio', "filtro dell'olio", 'filtri olio'],
    },
  },
  {
    pcdb: 'Air Filter',
    terms: {
      en: ['air filter', 'air filters', 'engine air filter'],
      de: ['Luftfilter', 'Motorluftfilter'],
      fr: ['filtre à air', 'filtre a air', 'filtres à air'],
      es: ['filtro de aire', 'filtros de aire', 'filtro aire'],
      it: ['filtro aria', 'filtri aria', "filtro dell'aria"],
    },
  },
  {
    pcdb: 'Cabin Air Filter',
    terms: {
      en: ['cabin filter', 'cabin air filter', 'pollen filter', 'interior filter'],
      de: ['Innenraumfilter', 'Pollenfilter', 'Innenraumluftfilter'],
      fr: ["filtre d'habitacle", 'filtre habitacle', 'filtre à pollen', 'filtre a pollen'],
      es: ['filtro de habitáculo', 'filtro habitáculo', 'filtro de polen', 'filtro antipolen'],
      it: ['filtro abitacolo', 'filtro antipolline', 'filtro aria abitacolo'],
    },
  },
  {
    pcdb: 'Fuel Filter',
    terms: {
      en: ['fuel filter', 'fuel filters', 'diesel filter'],
      de: ['Kraftstofffilter', 'Kraftstoff-Filter', 'Dieselfilter', 'Benzinfilter'],
      fr: ['filtre à carburant', 'filtre a carburant', 'filtre à gazole', 'filtre à essence'],
      es: ['filtro de combustible', 'filtro de gasoil', 'filtro de gasolina'],
      it: ['filtro carburante', 'filtro gasolio', 'filtro benzina'],
    },
  },
  {
    pcdb: 'Spark Plug',
    terms: {
      en: ['spark plug', 'spark plugs'],
      de: ['Zündkerze', 'Zündkerzen'],
      fr: ["bougie d'allumage", "bougies d'allumage", 'bougie'],
      es: ['bujía', 'bujías', 'bujía de encendido'],
      it: ['candela', 'candele', 'candela di accensione', 'candele di accensione'],
    },
  },
  {
    pcdb: 'Ignition Coil',
    terms: {
      en: ['ignition coil', 'ignition coils', 'coil pack'],
      de: ['Zündspule', 'Zündspulen'],
      fr: ["bobine d'allumage", "bobines d'allumage"],
      es: ['bobina de encendido', 'bobinas de encendido'],
      it: ['bobina di accensione', 'bobina accensione', 'bobine di accensione'],
    },
  },
  {
    pcdb: 'Diesel Glow Plug',
    terms: {
      en: ['glow plug', 'glow plugs', 'diesel glow plug'],
      de: ['Glühkerze', 'Glühkerzen', 'Glühstiftkerze'],
      fr: ['bougie de préchauffage', 'bougies de préchauffage'],
      es: ['bujía de precalentamiento', 'bujías de precalentamiento', 'calentador'],
      it: ['candeletta', 'candelette', 'candeletta di preriscaldamento'],
    },
  },
  {
    pcdb: 'Windshield Wiper Blade',
    terms: {
      en: ['wiper blade', 'wiper blades', 'windscreen wiper', 'windshield wiper', 'windshield wiper blade', 'wiper'],
      de: ['Wischblatt', 'Wischblätter', 'Wischerblatt', 'Scheibenwischer', 'Scheibenwischerblatt'],
      fr: ["balai d'essuie-glace", "balais d'essuie-glace", 'essuie-glace', 'balai essuie-glace'],
      es: ['escobilla limpiaparabrisas', 'escobillas limpiaparabrisas', 'escobilla', 'limpiaparabrisas'],
      it: ['spazzola tergicristallo', 'spazzole tergicristallo', 'tergicristallo', 'spazzola tergi'],
    },
  },
  {
    pcdb: 'Suspension Shock Absorber',
    terms: {
      en: ['shock absorber', 'shock absorbers', 'shock', 'shocks', 'damper'],
      de: ['Stoßdämpfer', 'Stossdämpfer', 'Dämpfer'],
      fr: ['amortisseur', 'amortisseurs'],
      es: ['amortiguador', 'amortiguadores'],
      it: ['ammortizzatore', 'ammortizzatori'],
    },
  },
  {
    pcdb: 'Suspension Strut Assembly',
    terms: {
      en: ['strut', 'struts', 'strut assembly', 'complete strut', 'mcpherson strut'],
      de: ['Federbein', 'Federbeine', 'Komplettfederbein'],
      fr: ['jambe de force', 'jambes de force', 'jambe de suspension'],
      es: ['columna de suspensión', 'amortiguador mcpherson', 'conjunto amortiguador'],
      it: ['montante ammortizzatore', 'gamba ammortizzatore', 'montante mcpherson', 'gruppo molla ammortizzatore'],
    },
  },
  {
    pcdb: 'Coil Spring',
    terms: {
      en: ['coil spring', 'coil springs', 'suspension spring', 'spring'],
      de: ['Fahrwerksfeder', 'Fahrwerksfedern', 'Schraubenfeder', 'Spiralfeder'],
      fr: ['ressort de suspension', 'ressorts de suspension', 'ressort hélicoïdal'],
      es: ['muelle de suspensión', 'muelles de suspensión', 'muelle helicoidal'],
      it: ['molla elicoidale', 'molle elicoidali', 'molla sospensione', 'molla'],
    },
  },
  {
    pcdb: 'Suspension Control Arm',
    terms: {
      en: ['control arm', 'control arms', 'wishbone', 'track control arm', 'suspension arm'],
      de: ['Querlenker', 'Lenker Radaufhängung', 'Dreieckslenker'],
      fr: ['bras de suspension', 'triangle de suspension', 'bras de commande'],
      es: ['brazo de suspensión', 'brazo de control', 'trapecio de suspensión'],
      it: ['braccio oscillante', 'braccio sospensione', 'braccio di controllo'],
    },
  },
  {
    pcdb: 'Suspension Ball Joint',
    terms: {
      en: ['ball joint', 'ball joints', 'suspension ball joint'],
      de: ['Traggelenk', 'Führungsgelenk', 'Trag-/Führungsgelenk'],
      fr: ['rotule de suspension', 'rotules de suspension', 'rotule porteuse'],
      es: ['rótula de suspensión', 'rótulas de suspensión', 'rótula de carga'],
      it: ['giunto di supporto', 'giunto sferico', 'snodo portante'],
    },
  },
  {
    pcdb: 'Suspension Stabilizer Bar Link',
    terms: {
      en: ['sway bar link', 'stabilizer link', 'stabiliser link', 'anti-roll bar link', 'stabilizer bar link', 'drop link'],
      de: ['Koppelstange', 'Koppelstangen', 'Pendelstütze', 'Stabilisatorstrebe'],
      fr: ['biellette de barre stabilisatrice', 'biellette de stabilisateur', 'biellette stabilisatrice'],
      es: ['bieleta de barra estabilizadora', 'bieleta estabilizadora', 'bieleta'],
      it: ['bielletta barra stabilizzatrice', 'asta puntone stabilizzatore', 'bielletta stabilizzatrice'],
    },
  },
  {
    pcdb: 'Steering Tie Rod End',
    terms: {
      en: ['tie rod end', 'tie rod ends', 'track rod end', 'outer tie rod'],
      de: ['Spurstangenkopf', 'Spurstangenköpfe'],
      fr: ['rotule de direction', 'rotules de direction', 'rotule de barre de connexion'],
      es: ['rótula de dirección', 'terminal de dirección', 'rótula de barra de acoplamiento'],
      it: ['testina dello sterzo', 'testina sterzo', 'testa barra di accoppiamento', 'testina tirante sterzo'],
    },
  },
  {
    pcdb: 'Wheel Bearing and Hub Assembly',
    terms: {
      en: ['wheel hub', 'hub assembly', 'wheel bearing and hub', 'hub bearing assembly', 'wheel hub assembly'],
      de: ['Radnabe', 'Radnabe mit Lager', 'Radlagereinheit'],
      fr: ['moyeu de roue', 'moyeu roulement'],
      es: ['buje de rueda', 'cubo de rueda'],
      it: ['mozzo ruota', 'mozzo ruota con cuscinetto'],
    },
  },
  {
    pcdb: 'Wheel Bearing',
    terms: {
      en: ['wheel bearing', 'wheel bearings', 'wheel bearing kit'],
      de: ['Radlager', 'Radlagersatz'],
      fr: ['roulement de roue', 'kit de roulement de roue', 'roulements de roue'],
      es: ['rodamiento de rueda', 'cojinete de rueda', 'juego de cojinete de rueda'],
      it: ['cuscinetto ruota', 'kit cuscinetto ruota', 'cuscinetti ruota'],
    },
  },
  {
    pcdb: 'CV Axle Assembly',
    terms: {
      en: ['cv axle', 'cv axle assembly', 'drive shaft', 'driveshaft', 'half shaft', 'axle shaft'],
      de: ['Antriebswelle', 'Gelenkwelle', 'Antriebswellen'],
      fr: ['arbre de transmission', 'cardan', 'arbre de roue'],
      es: ['palier', 'semieje', 'árbol de transmisión'],
      it: ['semiasse', 'albero di trasmissione', 'semiassi'],
    },
  },
  {
    pcdb: 'Serpentine Belt',
    terms: {
      en: ['serpentine belt', 'drive belt', 'v-ribbed belt', 'poly v belt', 'accessory belt', 'fan belt', 'ribbed belt'],
      de: ['Keilrippenriemen', 'Rippenriemen', 'Poly-V-Riemen'],
      fr: ["courroie d'accessoire", "courroie d'accessoires", 'courroie trapézoïdale à nervures', 'courroie poly-v', 'courroie striée'],
      es: ['correa poli v', 'correa de accesorios', 'correa trapecial estriada', 'correa poly-v'],
      it: ['cinghia poly-v', 'cinghia servizi', 'cinghia trapezoidale', 'cinghia dei servizi', 'cinghia poly v'],
    },
  },
  {
    pcdb: 'Engine Timing Belt Kit',
    terms: {
      en: ['timing belt kit', 'cam belt kit', 'timing kit'],
      de: ['Zahnriemensatz', 'Zahnriemen-Kit', 'Zahnriemenkit'],
      fr: ['kit de distribution', 'kit distribution', 'kit courroie de distribution'],
      es: ['kit de distribución', 'kit distribución', 'kit de correa de distribución'],
      it: ['kit distribuzione', 'kit cinghia distribuzione', 'kit cinghia dentata'],
    },
  },
  {
    pcdb: 'Engine Timing Belt',
    terms: {
      en: ['timing belt', 'cam belt', 'cambelt'],
      de: ['Zahnriemen'],
      fr: ['courroie de distribution', 'courroie crantée'],
      es: ['correa de distribución', 'correa dentada'],
      it: ['cinghia distribuzione', 'cinghia dentata', 'cinghia di distribuzione'],
    },
  },
  {
    pcdb: 'Accessory Drive Belt Tensioner',
    terms: {
      en: ['belt tensioner', 'tensioner pulley', 'drive belt tensioner', 'tensioner'],
      de: ['Spannrolle', 'Riemenspanner', 'Spannrolle Keilrippenriemen', 'Spannarm'],
      fr: ['galet tendeur', 'tendeur de courroie', 'galet tendeur courroie'],
      es: ['tensor de correa', 'rodillo tensor', 'polea tensora'],
      it: ['tendicinghia', 'rullo tenditore', 'tenditore cinghia'],
    },
  },
  {
    pcdb: 'Engine Water Pump',
    terms: {
      en: ['water pump', 'coolant pump', 'engine water pump'],
      de: ['Wasserpumpe', 'Kühlmittelpumpe'],
      fr: ['pompe à eau', 'pompe a eau'],
      es: ['bomba de agua', 'bomba agua'],
      it: ['pompa acqua', "pompa dell'acqua", 'pompa acqua motore'],
    },
  },
  {
    pcdb: 'Radiator',
    terms: {
      en: ['radiator', 'engine radiator', 'coolant radiator'],
      de: ['Kühler', 'Wasserkühler', 'Motorkühler', 'Kühler Motorkühlung'],
      fr: ['radiateur', 'radiateur moteur', 'radiateur de refroidissement'],
      es: ['radiador', 'radiador motor', 'radiador de refrigeración'],
      it: ['radiatore', 'radiatore motore', 'radiatore acqua'],
    },
  },
  {
    pcdb: 'Engine Coolant Thermostat',
    terms: {
      en: ['thermostat', 'coolant thermostat', 'engine thermostat'],
      de: ['Thermostat', 'Kühlmittelthermostat', 'Thermostat Kühlmittel'],
      fr: ['thermostat', "thermostat d'eau", 'calorstat'],
      es: ['termostato', 'termostato refrigerante'],
      it: ['termostato', 'termostato liquido refrigerante'],
    },
  },
  {
    pcdb: 'Alternator',
    terms: {
      en: ['alternator', 'alternators', 'generator'],
      de: ['Lichtmaschine', 'Generator', 'Drehstromgenerator'],
      fr: ['alternateur', 'alternateurs'],
      es: ['alternador', 'alternadores'],
      it: ['alternatore', 'alternatori'],
    },
  },
  {
    pcdb: 'Starter Motor',
    terms: {
      en: ['starter', 'starter motor', 'starters'],
      de: ['Anlasser', 'Starter', 'Startermotor'],
      fr: ['démarreur', 'demarreur', 'démarreurs'],
      es: ['motor de arranque', 'arranque', 'motor arranque'],
      it: ['motorino di avviamento', 'motorino avviamento', 'avviatore'],
    },
  },
  {
    pcdb: 'Headlight Bulb',
    terms: {
      en: ['headlight bulb', 'headlamp bulb', 'headlight bulbs'],
      de: ['Glühlampe Hauptscheinwerfer', 'Scheinwerferlampe', 'Glühlampe Fernscheinwerfer', 'Scheinwerferbirne'],
      fr: ['ampoule de phare', 'ampoule phare', 'ampoules de phare'],
      es: ['bombilla de faro', 'bombilla faro', 'lámpara de faro'],
      it: ['lampadina faro', 'lampada faro', 'lampadina fari'],
    },
  },
  {
    pcdb: 'Oxygen Sensor',
    terms: {
      en: ['oxygen sensor', 'o2 sensor', 'lambda sensor', 'oxygen sensors'],
      de: ['Lambdasonde', 'Lambdasonden', 'Lambda-Sonde'],
      fr: ['sonde lambda', 'sondes lambda', "capteur d'oxygène"],
      es: ['sonda lambda', 'sondas lambda', 'sensor de oxígeno'],
      it: ['sonda lambda', 'sonde lambda', 'sensore ossigeno'],
    },
  },
  {
    pcdb: 'Mass Air Flow Sensor',
    terms: {
      en: ['mass air flow sensor', 'maf sensor', 'air mass meter', 'air flow meter'],
      de: ['Luftmassenmesser', 'Luftmengenmesser'],
      fr: ["débitmètre d'air", 'débitmètre de masse d’air', 'debitmetre'],
      es: ['caudalímetro', 'medidor de masa de aire', 'caudalimetro'],
      it: ['debimetro', 'misuratore massa aria', 'flussometro'],
    },
  },
  {
    pcdb: 'Electric Fuel Pump',
    terms: {
      en: ['fuel pump', 'electric fuel pump', 'fuel pumps'],
      de: ['Kraftstoffpumpe', 'Benzinpumpe', 'Kraftstoffförderpumpe'],
      fr: ['pompe à carburant', 'pompe a carburant', 'pompe à essence'],
      es: ['bomba de combustible', 'bomba de gasolina', 'bomba combustible'],
      it: ['pompa carburante', 'pompa benzina', 'pompa del carburante'],
    },
  },
  {
    pcdb: 'Clutch Kit',
    terms: {
      en: ['clutch kit', 'clutch set', 'clutch'],
      de: ['Kupplungssatz', 'Kupplungskit', 'Kupplung'],
      fr: ["kit d'embrayage", 'kit embrayage', 'embrayage'],
      es: ['kit de embrague', 'kit embrague', 'embrague'],
      it: ['kit frizione', 'frizione', 'kit frizione completo'],
    },
  },
  {
    pcdb: 'Engine Mount',
    terms: {
      en: ['engine mount', 'engine mounting', 'motor mount', 'engine mounts'],
      de: ['Motorlager', 'Motorhalter', 'Motoraufhängung'],
      fr: ['support moteur', 'supports moteur', 'silentbloc moteur'],
      es: ['soporte de motor', 'soporte motor', 'soportes de motor'],
      it: ['supporto motore', 'supporti motore', 'tassello motore'],
    },
  },
  {
    pcdb: 'Catalytic Converter',
    terms: {
      en: ['catalytic converter', 'catalyst', 'cat converter'],
      de: ['Katalysator', 'Kat'],
      fr: ['catalyseur', 'pot catalytique'],
      es: ['catalizador', 'convertidor catalítico'],
      it: ['catalizzatore', 'marmitta catalitica'],
    },
  },
  {
    pcdb: 'Fuel Injector',
    terms: {
      en: ['fuel injector', 'injector', 'injectors', 'fuel injectors'],
      de: ['Einspritzdüse', 'Einspritzventil', 'Injektor', 'Einspritzdüsen'],
      fr: ['injecteur', 'injecteurs'],
      es: ['inyector', 'inyectores'],
      it: ['iniettore', 'iniettori'],
    },
  },
  {
    pcdb: 'Tail Light Bulb',
    terms: {
      en: ['tail light bulb', 'tail lamp bulb', 'rear light bulb'],
      de: ['Glühlampe Schlussleuchte', 'Glühlampe Heckleuchte', 'Rücklichtbirne'],
      fr: ['ampoule de feu arrière', 'ampoule feu arrière'],
      es: ['bombilla luz trasera', 'bombilla piloto trasero'],
      it: ['lampadina luce posteriore', 'lampadina fanale posteriore'],
    },
  },
];
