/**
 * DEMO DATA — the part types, positions and part-type/position pairs of the bundled demo reference set.
 * Names follow the PCdb's wording; the IDs the generator gives them are made up (not Auto Care data).
 * Order matters: IDs are assigned by position in these lists, so append, never reorder.
 */

export const DEMO_POSITIONS: readonly string[] = [
  'N/A',
  'Front',
  'Rear',
  'Left',
  'Right',
  'Front Left',
  'Front Right',
  'Rear Left',
  'Rear Right',
  'Upper',
  'Lower',
  'Front Upper',
  'Front Lower',
  'Rear Upper',
  'Rear Lower',
  'Inner',
  'Outer',
  'Front Inner',
  'Front Outer',
  'Rear Inner',
  'Rear Outer',
  'Driver Side',
  'Passenger Side',
  'Upstream',
  'Downstream',
  'Left Inner',
  'Left Outer',
  'Right Inner',
  'Right Outer',
  'Front Left Lower',
  'Front Right Lower',
  'Front Left Upper',
  'Front Right Upper',
  'Center',
];

const AXLES = ['Front', 'Rear'];
const CORNERS = ['Front Left', 'Front Right', 'Rear Left', 'Rear Right'];
const NONE = ['N/A'];

export interface DemoPartType {
  name: string;
  positions: readonly string[];
  /** PCdb-style aliases (Alias / PartsToAlias tables). */
  aliases?: readonly string[];
}

export const DEMO_PART_TYPES: readonly DemoPartType[] = [
  { name: 'Disc Brake Pad Set', positions: AXLES, aliases: ['Brake Pads'] },
  { name: 'Disc Brake Rotor', positions: [...AXLES, ...CORNERS], aliases: ['Brake Disc'] },
  { name: 'Disc Brake Caliper', positions: CORNERS },
  { name: 'Brake Drum', positions: ['Rear', 'Rear Left', 'Rear Right'] },
  { name: 'Drum Brake Shoe', positions: ['Rear'] },
  { name: 'Brake Hydraulic Hose', positions: [...CORNERS, 'Rear'] },
  { name: 'Brake Master Cylinder', positions: NONE },
  { name: 'Parking Brake Cable', positions: ['Front', 'Rear Left', 'Rear Right'] },
  { name: 'Disc Brake Pad Wear Sensor', positions: [...AXLES, ...CORNERS] },
  { name: 'ABS Wheel Speed Sensor', positions: CORNERS },
  { name: 'Engine Oil Filter', positions: NONE, aliases: ['Oil Filter'] },
  { name: 'Air Filter', positions: NONE },
  { name: 'Cabin Air Filter', positions: NONE },
  { name: 'Fuel Filter', positions: NONE },
  { name: 'Spark Plug', positions: NONE },
  { name: 'Ignition Coil', positions: NONE },
  { name: 'Diesel Glow Plug', positions: NONE },
  { name: 'Windshield Wiper Blade', positions: ['Front', 'Rear', 'Driver Side', 'Passenger Side'] },
  { name: 'Suspension Shock Absorber', positions: [...AXLES, ...CORNERS], aliases: ['Shock Absorber'] },
  { name: 'Suspension Strut Assembly', positions: [...AXLES, ...CORNERS] },
  { name: 'Coil Spring', positions: [...AXLES, ...CORNERS] },
  {
    name: 'Suspension Control Arm',
    positions: [
      'Front Lower',
      'Front Upper',
      'Front Left Lower',
      'Front Right Lower',
      'Front Left Upper',
      'Front Right Upper',
      'Rear Left',
      'Rear Right',
    ],
  },
  { name: 'Suspension Ball Joint', positions: ['Front Lower', 'Front Upper'] },
  { name: 'Suspension Stabilizer Bar Link', positions: [...AXLES, ...CORNERS], aliases: ['Sway Bar Link'] },
  { name: 'Steering Tie Rod End', positions: ['Inner', 'Outer', 'Left Inner', 'Left Outer', 'Right Inner', 'Right Outer'] },
  { name: 'Wheel Bearing and Hub Assembly', positions: [...AXLES, ...CORNERS] },
  { name: 'Wheel Bearing', positions: [...AXLES, ...CORNERS] },
  { name: 'CV Axle Assembly', positions: CORNERS },
  { name: 'Serpentine Belt', positions: NONE },
  { name: 'Engine Timing Belt Kit', positions: NONE, aliases: ['Timing Belt Kit'] },
  { name: 'Engine Timing Belt', positions: NONE, aliases: ['Timing Belt'] },
  { name: 'Accessory Drive Belt Tensioner', positions: NONE },
  { name: 'Engine Water Pump', positions: NONE, aliases: ['Water Pump'] },
  { name: 'Radiator', positions: NONE },
  { name: 'Engine Coolant Thermostat', positions: NONE, aliases: ['Thermostat'] },
  { name: 'Alternator', positions: NONE },
  { name: 'Starter Motor', positions: NONE },
  { name: 'Headlight Bulb', positions: ['N/A', 'Left', 'Right'] },
  { name: 'Oxygen Sensor', positions: ['Upstream', 'Downstream'] },
  { name: 'Mass Air Flow Sensor', positions: NONE },
  { name: 'Electric Fuel Pump', positions: NONE },
  { name: 'Clutch Kit', positions: NONE },
  { name: 'Engine Mount', positions: ['Front', 'Rear', 'Left', 'Right'] },
  { name: 'Catalytic Converter', positions: ['N/A', 'Front', 'Rear'] },
  { name: 'Fuel Injector', positions: NONE },
  { name: 'Tail Light Bulb', positions: ['N/A', 'Left', 'Right'] },
];
