/**
 * Word-level data for part-type text: stop words, set words, weak English qualifiers, abbreviations,
 * compound parts, and a word glossary (catalog word → English) per language. Used by
 * `part-type-words.ts`; words are compared folded (case and accents do not matter).
 */

import type { CatalogLanguage } from '@/lib/catalog/types';

/** Articles, prepositions and conjunctions that carry no part-type meaning. */
export const STOP_WORDS: readonly string[] = [
  'and', 'for', 'with', 'of', 'the', 'to', 'incl', 'including', 'w',
  'und', 'für', 'mit', 'der', 'die', 'das', 'des', 'den', 'dem', 'zum', 'zur', 'von', 'inkl',
  'de', 'du', 'd', 'l', 'la', 'le', 'les', 'à', 'au', 'aux', 'pour', 'avec', 'et', 'en',
  'del', 'el', 'los', 'las', 'para', 'con', 'y',
  'di', 'dei', 'della', 'delle', 'dello', 'degli', 'dell', 'il', 'lo', 'gli', 'per', 'e', 'da', 'a', 'i',
  // Packaging, not another part: a pair of rotors is still rotors.
  'pair', 'pairs', 'paar', 'paire', 'paires', 'par', 'pares', 'coppia', 'coppie',
];

/** Quality words that do not change the part type. */
export const QUALIFIER_WORDS: readonly string[] = ['oe', 'oem', 'premium', 'genuine', 'original', 'aftermarket', 'qualität', 'qualite', 'calidad', 'qualita'];

/**
 * Words for "a set of": read as one marker, so `Satz`, `kit`, `jeu` and `juego` meet. A kit can be
 * another part type than its single part (timing belt kit), so the marker counts.
 */
export const SET_WORDS: readonly string[] = [
  'set', 'sets', 'kit', 'kits', 'assembly', 'assemblies', 'assy', 'asm',
  'satz', 'sätze', 'garnitur', 'bausatz',
  'jeu', 'jeux', 'ensemble', 'lot',
  'juego', 'juegos', 'conjunto',
  'serie', 'gruppo',
];

/** English qualifiers PCdb names carry that catalogs usually leave out (`Engine Oil Filter`). */
export const WEAK_WORDS: readonly string[] = [
  'engine', 'suspension', 'steering', 'vehicle', 'automotive', 'auto', 'car', 'system', 'unit', 'electric',
  'electrical', 'hydraulic', 'windshield', 'diesel', 'replacement', 'component',
];

/** Abbreviations seen in catalogs (any language) → the full word(s). */
export const ABBREVIATIONS: Readonly<Record<string, string>> = {
  brk: 'brake', brks: 'brakes', assy: 'assembly', ctrl: 'control', susp: 'suspension', eng: 'engine',
  trans: 'transmission', xmsn: 'transmission', elec: 'electric', exh: 'exhaust', cyl: 'cylinder',
  mstr: 'master', whl: 'wheel', brg: 'bearing', sens: 'sensor', sensr: 'sensor', pmp: 'pump', flt: 'filter',
  fltr: 'filter', filt: 'filter', ign: 'ignition', stab: 'stabilizer', thermo: 'thermostat', temp: 'temperature',
  hdlp: 'headlamp', hdlt: 'headlight', lt: 'light', lmp: 'lamp', wpr: 'wiper', blde: 'blade', mtr: 'motor',
  alt: 'alternator', strtr: 'starter', inj: 'injector', gskt: 'gasket', gsk: 'gasket',
  tens: 'tensioner', pul: 'pulley', clu: 'clutch', vlv: 'valve', sw: 'switch', swt: 'switch', rly: 'relay',
  bremsbel: 'bremsbelag', bremssch: 'bremsscheibe', stossd: 'stoßdämpfer', kupplg: 'kupplung', scheibenbr: 'scheibenbremse',
  zdk: 'zündkerze', lima: 'lichtmaschine', plaq: 'plaquette', amort: 'amortisseur', past: 'pastiglia', ammort: 'ammortizzatore',
  // US price-list short forms.
  rtr: 'rotor', clpr: 'caliper', hse: 'hose', blt: 'belt', tnsr: 'tensioner', wtr: 'water', thermst: 'thermostat',
  sprk: 'spark', plg: 'plug', mnt: 'mount', brkt: 'bracket', cvr: 'cover', hsg: 'housing', actr: 'actuator', cbl: 'cable',
  xfer: 'transfer', gkt: 'gasket', shk: 'shock', absrbr: 'absorber', wndw: 'window', radtr: 'radiator',
  // European price-list short forms.
  querl: 'querlenker', koppelst: 'koppelstange', wapu: 'wasserpumpe', disq: 'disque', amortig: 'amortiguador',
};

/**
 * Parts that German (and some Italian and Spanish) compounds are made of. Vocabulary words are parts
 * too unless they are themselves compounds; these are always parts, never split further.
 */
export const MORPHEMES: Readonly<Partial<Record<CatalogLanguage, readonly string[]>>> = {
  de: [
    'brems', 'bremse', 'belag', 'klotz', 'scheibe', 'trommel', 'backe', 'sattel', 'zange', 'schlauch', 'leitung', 'zylinder',
    'haupt', 'rad', 'hand', 'feststell', 'seil', 'zug', 'verschleiß', 'anzeige', 'warn', 'kontakt', 'sensor', 'fühler', 'drehzahl',
    'öl', 'motor', 'luft', 'innenraum', 'pollen', 'kraftstoff', 'diesel', 'benzin', 'filter', 'einsatz', 'patrone', 'element',
    'zünd', 'zündung', 'kerze', 'spule', 'glüh', 'stift', 'wisch', 'wischer', 'blatt', 'gummi', 'arm', 'stoß', 'stoss', 'dämpfer',
    'feder', 'bein', 'fahrwerk', 'schrauben', 'quer', 'lenker', 'trag', 'führung', 'gelenk', 'koppel', 'stange', 'pendel', 'stütze',
    'stabilisator', 'lager', 'buchse', 'spur', 'kopf', 'axial', 'nabe', 'antrieb', 'welle', 'gelenkwelle', 'achs', 'achse', 'manschette',
    'keil', 'rippen', 'riemen', 'zahn', 'spann', 'rolle', 'umlenk', 'wasser', 'pumpe', 'kühl', 'kühler', 'kühlmittel', 'thermostat',
    'licht', 'maschine', 'anlasser', 'starter', 'glüh', 'lampe', 'birne', 'scheinwerfer', 'leuchte', 'schluss', 'heck', 'brems',
    'blink', 'nebel', 'kennzeichen', 'innen', 'lambda', 'sonde', 'masse', 'menge', 'messer', 'förder', 'kupplung', 'druck', 'platte',
    'mitnehmer', 'ausrück', 'nehmer', 'geber', 'halter', 'aufhängung', 'katalysator', 'auspuff', 'schall', 'dämpfer', 'rohr', 'krümmer',
    'dichtung', 'ring', 'satz', 'paar', 'kit', 'set', 'garnitur', 'reparatur', 'zubehör', 'montage', 'ventil', 'deckel', 'kopf', 'zylinderkopf', 'ansaug', 'abgas',
    'rückführung', 'turbo', 'lader', 'ladeluft', 'schalter', 'relais', 'steuer', 'gerät', 'kette', 'nocken', 'kurbel', 'schwung',
    'scheiben', 'spiegel', 'glas', 'tür', 'fenster', 'heber', 'schloss', 'griff', 'gasfeder', 'heckklappe', 'motorhaube', 'kotflügel',
    'stoßfänger', 'gebläse', 'heizung', 'wärmetauscher', 'klima', 'kompressor', 'kondensator', 'verdampfer', 'trockner', 'expansions',
    'tank', 'deckel', 'einspritz', 'düse', 'injektor', 'hochdruck', 'temperatur', 'geber', 'lenk', 'getriebe', 'servo', 'hydraulik',
    'batterie', 'kabel', 'zünd', 'verteiler', 'finger', 'hülse', 'schwimm', 'fest', 'ausgleichs', 'behälter', 'flüssigkeit', 'verstärker',
    'kraft', 'unterdruck', 'vakuum', 'impuls', 'hinterachs', 'vorderachs', 'träger', 'schwinge', 'dreiecks', 'längs', 'schub', 'strebe',
    'domlager', 'federbein', 'anschlag', 'puffer', 'staub', 'schutz', 'faltenbalg', 'balg', 'gleichlauf', 'homokinetisch', 'kardan',
    'differential', 'schalt', 'hebel', 'bowden', 'drossel', 'klappe', 'gas', 'pedal', 'kurbelwellen', 'nockenwellen', 'position',
    'ölwanne', 'wanne', 'ablass', 'schraube', 'stopfen', 'sieb', 'peilstab', 'mess', 'stab', 'ausgleich', 'luftmassen', 'saugrohr',
    'kühlerlüfter', 'lüfter', 'visco', 'kupplungs', 'flansch', 'stutzen', 'schläuche', 'harnstoff', 'partikel', 'ruß', 'hitze', 'wärme',
    'front', 'rück', 'rücklicht', 'positions', 'brems', 'licht', 'anlage', 'wasch', 'waschwasser', 'spritz', 'reinigung',
  ],
  it: ['tergi', 'cristallo', 'porta', 'auto', 'servo', 'motorino', 'spazzola', 'fono'],
  es: ['limpia', 'parabrisas', 'porta', 'auto', 'servo', 'luna', 'cuenta'],
  en: ['head', 'light', 'tail', 'lamp', 'drive', 'shaft', 'crank', 'cam', 'fly', 'wheel', 'wind', 'shield', 'screen', 'back', 'up', 'fog', 'turn', 'signal', 'side', 'marker', 'stop'],
};

function table(lines: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of lines.split(/[;\n]/)) {
    const [k, v] = pair.split('=').map((x) => x.trim());
    if (k && v) out[k] = v;
  }
  return out;
}

/**
 * Catalog words → English, per language. Lets a term that is not in the vocabulary verbatim still be
 * read word by word (`Kraftstoffpumpe elektrisch` → fuel + pump + electric) and matched to a PCdb
 * name or a concept's English name. A word that means different things in two languages is left out.
 */
export const GLOSSARY: Readonly<Partial<Record<CatalogLanguage, Record<string, string>>>> = {
  de: table(`
    bremse=brake; brems=brake; belag=pad; klotz=pad; scheibe=disc; trommel=drum; backe=shoe; sattel=caliper; zange=caliper;
    schlauch=hose; leitung=line; zylinder=cylinder; hauptbremszylinder=master cylinder; radbremszylinder=wheel cylinder;
    feststell=parking; handbremse=parking brake; seil=cable; seilzug=cable; verschleiß=wear; anzeige=indicator; sensor=sensor; fühler=sensor;
    drehzahl=speed; öl=oil; luft=air; innenraum=cabin; pollen=cabin; kraftstoff=fuel; benzin=fuel; filter=filter;
    zündkerze=spark plug; kerze=plug; zündspule=ignition coil; spule=coil; zündung=ignition; glühkerze=glow plug; glüh=glow;
    wischblatt=wiper blade; wischer=wiper; blatt=blade; stoßdämpfer=shock absorber; dämpfer=damper; feder=spring; federbein=strut;
    querlenker=control arm; lenker=arm; traggelenk=ball joint; gelenk=joint; koppelstange=stabilizer bar link; stange=rod; stabilisator=stabilizer;
    lager=bearing; buchse=bushing; spurstange=tie rod; spurstangenkopf=tie rod end; kopf=end; radlager=wheel bearing; rad=wheel; nabe=hub;
    antriebswelle=cv axle; welle=shaft; manschette=boot; riemen=belt; zahnriemen=timing belt; keilrippenriemen=serpentine belt;
    spannrolle=tensioner pulley; spanner=tensioner; rolle=pulley; umlenkrolle=idler pulley; wasserpumpe=water pump; wasser=water; pumpe=pump;
    kühler=radiator; kühlmittel=coolant; thermostat=thermostat; lichtmaschine=alternator; generator=alternator; anlasser=starter; starter=starter;
    lampe=bulb; glühlampe=bulb; birne=bulb; scheinwerfer=headlight; leuchte=light; heckleuchte=tail light; rückleuchte=tail light;
    blinker=turn signal; blinkleuchte=turn signal light; nebelscheinwerfer=fog light; lambdasonde=oxygen sensor; kupplung=clutch; druckplatte=pressure plate;
    kupplungsscheibe=clutch disc; ausrücklager=release bearing; nehmerzylinder=slave cylinder; geberzylinder=master cylinder; halter=mount;
    motorlager=engine mount; katalysator=catalytic converter; auspuff=exhaust; schalldämpfer=muffler; rohr=pipe; krümmer=manifold; dichtung=gasket;
    ring=ring; reparatursatz=repair kit; ventil=valve; deckel=cover; zylinderkopf=cylinder head; ansaug=intake; abgas=exhaust; turbolader=turbocharger;
    schalter=switch; relais=relay; steuergerät=control module; kette=chain; steuerkette=timing chain; nockenwelle=camshaft; kurbelwelle=crankshaft;
    schwungrad=flywheel; spiegel=mirror; glas=glass; tür=door; fensterheber=window regulator; schloss=lock; griff=handle; gasfeder=lift support;
    gebläse=blower; heizung=heater; klimakompressor=a/c compressor; kompressor=compressor; kondensator=condenser; verdampfer=evaporator;
    trockner=drier; tank=tank; einspritzdüse=fuel injector; düse=nozzle; injektor=injector; temperatur=temperature; geber=sender;
    lenkgetriebe=steering gear; servopumpe=power steering pump; getriebe=transmission; batterie=battery; kabel=cable; verteiler=distributor;
    hülse=sleeve; behälter=reservoir; ausgleichsbehälter=expansion tank; unterdruckpumpe=vacuum pump; vakuumpumpe=vacuum pump;
    träger=carrier; strebe=strut rod; domlager=strut mount; anschlagpuffer=bump stop; staubschutz=dust boot; faltenbalg=bellows;
    gelenkwelle=drive shaft; kardanwelle=drive shaft; differential=differential; schalthebel=shift lever; hebel=lever; drosselklappe=throttle body;
    pedal=pedal; ölwanne=oil pan; ablassschraube=drain plug; peilstab=dipstick; lüfter=fan; flansch=flange; stutzen=flange; vorne=front; hinten=rear;
    elektrisch=electric; mechanisch=mechanical; hydraulisch=hydraulic; hochdruck=high pressure; kühlerlüfter=radiator fan; heckscheibe=rear window;
    windschutzscheibe=windshield; wasch=washer; waschwasser=washer; düsen=nozzle; innen=inner; außen=outer; ober=upper; unter=lower; satz=set; glühbirne=bulb; kühlung=cooling; motorkühlung=engine cooling; lenkung=steering; radaufhängung=suspension; aufhängung=suspension; federung=suspension; abgasanlage=exhaust; nebel=fog; kennzeichen=license plate; abblendlicht=low beam; fernlicht=high beam
  `),
  fr: table(`
    frein=brake; plaquette=pad; disque=disc; tambour=drum; mâchoire=shoe; étrier=caliper; flexible=hose; cylindre=cylinder; maître=master;
    câble=cable; usure=wear; capteur=sensor; sonde=sensor; vitesse=speed; roue=wheel; huile=oil; moteur=engine; air=air; habitacle=cabin;
    carburant=fuel; gazole=fuel; essence=fuel; filtre=filter; bougie=plug; allumage=ignition; bobine=coil; préchauffage=glow; balai=blade;
    essuie=wiper; glace=glass; amortisseur=shock absorber; ressort=spring; bras=arm; biellette=link; barre=bar;
    stabilisatrice=stabilizer; stabilisateur=stabilizer; roulement=bearing; moyeu=hub; arbre=shaft; transmission=transmission; soufflet=boot;
    courroie=belt; distribution=timing; galet=pulley; tendeur=tensioner; enrouleur=idler pulley; pompe=pump; eau=water; radiateur=radiator;
    thermostat=thermostat; alternateur=alternator; démarreur=starter; ampoule=bulb; phare=headlight; feu=light; clignotant=turn signal;
    embrayage=clutch; butée=release bearing; support=mount; catalyseur=catalytic converter; échappement=exhaust;
    silencieux=muffler; tuyau=pipe; collecteur=manifold; joint=gasket; joints=gasket; bague=ring; injecteur=injector; vanne=valve; soupape=valve;
    couvercle=cover; culasse=cylinder head; admission=intake; turbocompresseur=turbocharger; interrupteur=switch; contacteur=switch; relais=relay;
    chaîne=chain; arbre à cames=camshaft; vilebrequin=crankshaft; rétroviseur=mirror; porte=door; serrure=lock; poignée=handle;
    vérin=lift support; pulseur=blower; chauffage=heater; compresseur=compressor; condenseur=condenser; évaporateur=evaporator; réservoir=tank;
    direction=steering; crémaillère=rack; boîte=box; batterie=battery; durite=hose; durit=hose; ventilateur=fan; avant=front; arrière=rear;
    électrique=electric; mécanique=mechanical; hydraulique=hydraulic; température=temperature; pression=pressure; kit=kit; réparation=repair;
    levier=lever; pédale=pedal; carter=pan; bouchon=plug; vidange=drain; jauge=dipstick; papillon=throttle body; capot=hood; hayon=tailgate;
    inférieur=lower; supérieur=upper; intérieur=inner; extérieur=outer; lave=washer; refroidissement=cooling; stationnement=parking; projecteur=headlight; antibrouillard=fog light; veilleuse=parking light; triangle=control arm; étanchéité=seal; poulie=pulley; renvoi=idler; tirette=cable; accessoire=accessory; accessoires=accessory; nervures=ribbed; crantée=toothed; témoin=indicator; indicateur=indicator; avertissement=warning; cognement=knock; cliquetis=knock; gicleur=nozzle; récepteur=slave; émetteur=master; homocinétique=cv; particules=particulate; auxiliaire=auxiliary; démarrage=starter; régulateur=regulator
  `),
  es: table(`
    freno=brake; pastilla=pad; disco=disc; tambor=drum; zapata=shoe; pinza=caliper; latiguillo=hose; manguera=hose; cilindro=cylinder;
    maestro=master; cable=cable; desgaste=wear; sensor=sensor; captador=sensor; velocidad=speed; rueda=wheel; aceite=oil; aire=air;
    habitáculo=cabin; combustible=fuel; gasolina=fuel; gasoil=fuel; gasóleo=fuel; filtro=filter; bujía=plug; encendido=ignition; bobina=coil;
    precalentamiento=glow; escobilla=blade; limpiaparabrisas=wiper; amortiguador=shock absorber; muelle=spring; resorte=spring; brazo=arm;
    bieleta=link; barra=bar; estabilizadora=stabilizer; estabilizador=stabilizer; rodamiento=bearing; cojinete=bearing;
    cubo=hub; palier=cv axle; semieje=cv axle; árbol=shaft; fuelle=boot; guardapolvo=boot; correa=belt; distribución=timing; polea=pulley;
    tensor=tensioner; bomba=pump; agua=water; radiador=radiator; termostato=thermostat; alternador=alternator; arranque=starter; bombilla=bulb;
    lámpara=bulb; faro=headlight; luz=light; piloto=light; intermitente=turn signal; embrague=clutch; soporte=mount;
    catalizador=catalytic converter; escape=exhaust; silenciador=muffler; tubo=pipe; colector=manifold; junta=gasket; anillo=ring; inyector=injector;
    válvula=valve; tapa=cover; culata=cylinder head; admisión=intake; turbocompresor=turbocharger; interruptor=switch; relé=relay; cadena=chain;
    cigüeñal=crankshaft; espejo=mirror; retrovisor=mirror; puerta=door; elevalunas=window regulator; cerradura=lock; manilla=handle; maneta=handle;
    amortiguador portón=lift support; ventilador=fan; calefacción=heater; compresor=compressor; condensador=condenser; evaporador=evaporator;
    depósito=tank; dirección=steering; cremallera=rack; caja=box; batería=battery; delantero=front; trasero=rear; eléctrico=electric; eléctrica=electric;
    mecánico=mechanical; hidráulico=hydraulic; temperatura=temperature; presión=pressure; reparación=repair; palanca=lever; pedal=pedal;
    cárter=pan; tapón=plug; varilla=dipstick; mariposa=throttle body; capó=hood; inferior=lower; superior=upper; interior=inner; exterior=outer; refrigeración=cooling; estacionamiento=parking; mano=hand; antiniebla=fog light; matrícula=license plate; suspensión=suspension; trapecio=control arm; estriada=ribbed; acanalada=ribbed; tensora=tensioner; loca=idler; inversión=idler; dentada=toothed; accesorios=accessory; auxiliar=auxiliary; avisador=indicator; testigo=indicator; aviso=warning; contacto=contact; receptor=slave; engranaje=gear; homocinética=cv; detonación=knock; detonaciones=knock; partículas=particulate; tobera=nozzle; surtidor=nozzle; lavaparabrisas=washer; regulador=regulator; bieletas=link
  `),
  it: table(`
    freno=brake; freni=brake; pastiglia=pad; disco=disc; tamburo=drum; ganascia=shoe; pinza=caliper; flessibile=hose; cilindro=cylinder;
    maestro=master; cavo=cable; usura=wear; sensore=sensor; velocità=speed; ruota=wheel; olio=oil; aria=air; abitacolo=cabin;
    carburante=fuel; gasolio=fuel; benzina=fuel; filtro=filter; candela=plug; accensione=ignition; bobina=coil; candeletta=glow plug;
    spazzola=blade; tergicristallo=wiper; ammortizzatore=shock absorber; molla=spring; braccio=arm; giunto=joint; snodo=joint; bielletta=link;
    barra=bar; stabilizzatrice=stabilizer; stabilizzatore=stabilizer; cuscinetto=bearing; mozzo=hub; semiasse=cv axle; albero=shaft; cuffia=boot;
    soffietto=boot; cinghia=belt; distribuzione=timing; puleggia=pulley; tenditore=tensioner; tendicinghia=tensioner; rullo=pulley; pompa=pump;
    acqua=water; radiatore=radiator; termostato=thermostat; alternatore=alternator; avviamento=starter; lampadina=bulb; lampada=bulb;
    faro=headlight; fanale=light; luce=light; indicatore=indicator; frizione=clutch; volano=flywheel; supporto=mount; catalizzatore=catalytic converter;
    scarico=exhaust; silenziatore=muffler; marmitta=muffler; tubo=pipe; collettore=manifold; guarnizione=gasket; anello=ring; iniettore=injector;
    valvola=valve; coperchio=cover; testata=cylinder head; aspirazione=intake; turbocompressore=turbocharger; interruttore=switch; relè=relay;
    catena=chain; camme=cam; albero motore=crankshaft; specchio=mirror; retrovisore=mirror; porta=door; alzacristallo=window regulator;
    serratura=lock; maniglia=handle; molla a gas=lift support; ventola=fan; elettroventola=radiator fan; riscaldamento=heater; compressore=compressor;
    condensatore=condenser; evaporatore=evaporator; serbatoio=tank; sterzo=steering; scatola=box; batteria=battery; anteriore=front;
    posteriore=rear; elettrico=electric; elettrica=electric; meccanico=mechanical; idraulico=hydraulic; temperatura=temperature; pressione=pressure;
    riparazione=repair; leva=lever; pedale=pedal; coppa=pan; tappo=plug; asta=rod; corpo farfallato=throttle body; cofano=hood;
    inferiore=lower; superiore=upper; interno=inner; esterno=outer; raffreddamento=cooling; stazionamento=parking; mano=hand; fendinebbia=fog light; targa=license plate; sospensione=suspension; paraolio=seal; proiettore=headlight; fune=cable; funi=cable; segnalazione=warning; contatto=contact; avvisatore=indicator; testa=end; testina=end; testine=end; braccetto=arm; antirollio=anti roll; preriscaldamento=glow; preriscaldo=glow; impianto=system; espansione=expansion; refrigerante=coolant; ugello=nozzle; spruzzatore=nozzle; lavavetri=washer; lavaggio=washer; galoppino=idler pulley; guidacinghia=idler pulley; rinvio=idler; dentata=toothed; nervata=ribbed; omocinetico=cv; pompetta=pump; trasmettitore=master; servizi=accessory; detonazione=knock; antiparticolato=particulate; regolatore=regulator
  `),
};
