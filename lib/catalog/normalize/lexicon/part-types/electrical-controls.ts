/** Electrical controls and small electrical parts: switches, window motors, starter drive, battery terminals. One row per concept (see ./types). */
import { concepts, type PartTypeRow } from './types';

// Same group as the electrical table: one `electrical.*` namespace.
const ROWS: readonly PartTypeRow[] = [
  ['hazard-switch', 'Hazard Warning Switch|Hazard Flasher Switch|Hazard Light Switch|Switch, Hazard Light',
    'hazard switch|hazard warning switch|hazard light switch|hazard flasher switch|emergency flasher switch|switch, hazard light',
    'Warnblinkschalter|Warnblinklichtschalter|Schalter, Warnblinker|Warnblinkerschalter',
    'interrupteur de feux de détresse|bouton de warning|commutateur feux de détresse|interrupteur, feu de détresse',
    'interruptor de luces de emergencia|interruptor de emergencia|botón de warning|interruptor, luz de emergencia',
    "interruttore luci di emergenza|interruttore lampeggio d'emergenza|pulsante emergenza|interruttore, lampeggiatore d'emergenza"],
  ['clutch-switch', 'Clutch Pedal Position Switch|Clutch Switch|Clutch Safety Switch|Switch, Clutch Control',
    'clutch pedal switch|clutch switch|clutch pedal position switch|clutch safety switch|clutch start switch|switch, clutch control',
    'Kupplungsschalter|Kupplungspedalschalter|Schalter, Kupplungsbetätigung|Schalter Kupplungspedal|Schalter, Kupplungsbetätigung (GRA)',
    "contacteur de pédale d'embrayage|contacteur d'embrayage|interrupteur, commande d'embrayage",
    'interruptor del pedal de embrague|interruptor de embrague|interruptor, accionamiento del embrague',
    'interruttore pedale frizione|interruttore frizione|interruttore, comando frizione'],
  ['window-motor', 'Power Window Motor|Window Lift Motor|Electric Motor, Window Regulator',
    'window motor|power window motor|window lift motor|electric motor, window regulator',
    'Elektromotor, Fensterheber|Elektromotor Fensterheber',
    'moteur de lève-vitre|moteur électrique, lève-vitre|moteur lève-glace|moteur de lève-glace',
    'motor elevalunas|motor eléctrico, elevalunas|motor de elevalunas|motor alzacristales',
    'motorino alzacristallo|motore elettrico, alzacristallo|motorino alzavetro|motorino alzacristalli'],
  ['mirror-switch', 'Door Mirror Switch|Mirror Switch|Switch, Mirror Adjustment',
    'mirror switch|door mirror switch|mirror control switch|mirror adjustment switch|switch, mirror adjustment',
    'Spiegelverstellschalter|Schalter Spiegelverstellung|Schalter, Spiegelverstellung|Spiegelschalter',
    'commande de rétroviseur|interrupteur de rétroviseur|interrupteur, réglage du rétroviseur',
    'interruptor de espejo|mando de retrovisor|interruptor, ajuste de espejo|interruptor retrovisor',
    'interruttore specchietto|comando specchietti|interruttore, regolazione specchio|interruttore retrovisore'],
  ['starter-drive', 'Starter Drive|Starter Bendix|Freewheel Gear, Starter|Starter Pinion',
    'starter drive|starter bendix|bendix|starter pinion|freewheel gear, starter|starter drive gear',
    'Freilaufgetriebe Starter|Freilaufgetriebe, Starter|Ritzel Anlasser|Starterritzel|Anlasserritzel|Bendix Anlasser',
    'lanceur de démarreur|lanceur|pignon de démarreur|roue libre, démarreur',
    'bendix de arranque|piñón de arranque|piñón libre, motor de arranque|piñón motor de arranque',
    'pignone motorino avviamento|bendix motorino avviamento|ruota libera, motorino avviamento|pignone avviamento'],
  ['battery-terminal', 'Battery Terminal|Battery Terminal Clamp|Battery Post Clamp',
    'battery terminal|battery clamp|battery terminal clamp|battery post clamp|battery connector',
    'Batteriepolklemme|Polklemme|Batterieklemme|Polklemme, Batterie',
    'cosse de batterie|borne de batterie|cosse batterie|borne batterie',
    'borne de batería|terminal de batería|borna de batería',
    'morsetto batteria|capocorda batteria|morsetto polo batteria'],
];

export const ELECTRICAL_CONTROL_CONCEPTS = concepts('electrical', ROWS);
