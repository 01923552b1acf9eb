/**
 * DEMO DATA — the vehicles of the bundled demo reference set. Real makes and model names with plausible
 * model years, submodels and engines, but every ID the generator gives them is made up: this is not
 * Auto Care data. Years are inclusive ranges; a model or submodel can have gaps (several ranges).
 */

export type YearRanges = readonly (readonly [number, number])[];

/** `'2.0L L4'`, `'2.0L L4 turbo'`, `'1.6L L4 diesel turbo'`, `'electric'` — optionally limited to years. */
export type EngineSpec = string | { spec: string; years: YearRanges };

export interface SubmodelSpec {
  name: string;
  years?: YearRanges;
  /** Engines of this submodel; defaults to the model's. */
  engines?: readonly EngineSpec[];
}

export interface ModelSpec {
  name: string;
  years: YearRanges;
  type: 'Car' | 'Truck' | 'SUV' | 'Van';
  submodels: readonly (string | SubmodelSpec)[];
  engines: readonly EngineSpec[];
}

export interface MakeSpec {
  name: string;
  region: 'United States' | 'Europe' | 'Asia';
  models: readonly ModelSpec[];
}

const y = (from: number, to: number): YearRanges => [[from, to]];
const e = (spec: string, from: number, to: number): EngineSpec => ({ spec, years: [[from, to]] });

export const DEMO_MAKES: readonly MakeSpec[] = [
  {
    name: 'Ford',
    region: 'United States',
    models: [
      {
        name: 'F-150',
        years: y(1995, 2026),
        type: 'Truck',
        submodels: [
          'XL',
          'XLT',
          'Lariat',
          { name: 'King Ranch', years: y(2001, 2026) },
          { name: 'Platinum', years: y(2009, 2026) },
          {
            name: 'Raptor',
            years: [
              [2010, 2014],
              [2017, 2026],
            ],
            engines: [e('6.2L V8', 2010, 2014), e('3.5L V6 turbo', 2017, 2026)],
          },
        ],
        engines: [
          e('4.9L L6', 1995, 1996),
          e('4.2L V6', 1997, 2008),
          e('4.6L V8', 1997, 2010),
          e('5.4L V8', 1997, 2010),
          e('3.7L V6', 2011, 2014),
          e('5.0L V8', 2011, 2026),
          e('3.5L V6 turbo', 2011, 2026),
          e('2.7L V6 turbo', 2015, 2026),
        ],
      },
      {
        name: 'Mustang',
        years: y(1995, 2026),
        type: 'Car',
        submodels: [
          { name: 'Base', years: y(1995, 2014), engines: [e('3.8L V6', 1995, 2004), e('4.0L V6', 2005, 2010), e('3.7L V6', 2011, 2014)] },
          { name: 'GT', engines: [e('4.6L V8', 1995, 2010), e('5.0L V8', 2011, 2026)] },
          { name: 'EcoBoost', years: y(2015, 2026), engines: ['2.3L L4 turbo'] },
          { name: 'Mach 1', years: y(2021, 2026), engines: ['5.0L V8'] },
        ],
        engines: [],
      },
      {
        name: 'Focus',
        years: y(2000, 2018),
        type: 'Car',
        submodels: [
          'S',
          'SE',
          { name: 'SEL', years: y(2000, 2011) },
          { name: 'Titanium', years: y(2012, 2018) },
          { name: 'ST', years: y(2013, 2018), engines: ['2.0L L4 turbo'] },
        ],
        engines: [e('2.0L L4', 2000, 2018), e('2.3L L4', 2002, 2007), e('1.0L L3 turbo', 2015, 2018)],
      },
      {
        name: 'Escape',
        years: y(2001, 2026),
        type: 'SUV',
        submodels: [
          { name: 'XLS', years: y(2001, 2007) },
          { name: 'XLT', years: y(2001, 2012) },
          { name: 'S', years: y(2013, 2026) },
          'SE',
          { name: 'Titanium', years: y(2013, 2026) },
        ],
        engines: [
          e('2.0L L4', 2001, 2004),
          e('2.3L L4', 2005, 2008),
          e('2.5L L4', 2009, 2026),
          e('3.0L V6', 2001, 2012),
          e('2.0L L4 turbo', 2013, 2026),
          e('1.5L L3 turbo', 2020, 2026),
        ],
      },
      {
        name: 'Fiesta',
        years: y(1996, 2023),
        type: 'Car',
        submodels: ['S', 'SE', { name: 'Titanium', years: y(2011, 2023) }, { name: 'ST', years: y(2005, 2023), engines: [e('2.0L L4', 2005, 2008), e('1.6L L4 turbo', 2013, 2017), e('1.5L L3 turbo', 2018, 2023)] }],
        engines: [
          e('1.25L L4', 1996, 2012),
          e('1.4L L4', 1996, 2012),
          e('1.6L L4', 2002, 2019),
          e('1.0L L3 turbo', 2013, 2023),
          e('1.5L L4 diesel turbo', 2013, 2023),
        ],
      },
    ],
  },
  {
    name: 'Chevrolet',
    region: 'United States',
    models: [
      {
        name: 'Silverado 1500',
        years: y(1999, 2026),
        type: 'Truck',
        submodels: [
          { name: 'LS', years: y(1999, 2013) },
          'LT',
          { name: 'LTZ', years: y(2007, 2026) },
          { name: 'High Country', years: y(2014, 2026) },
          { name: 'Custom', years: y(2016, 2026) },
          { name: 'WT', years: y(1999, 2026) },
        ],
        engines: [
          e('4.3L V6', 1999, 2019),
          e('4.8L V8', 1999, 2013),
          e('5.3L V8', 1999, 2026),
          e('6.2L V8', 2009, 2026),
          e('2.7L L4 turbo', 2019, 2026),
          e('3.0L L6 diesel turbo', 2020, 2026),
        ],
      },
      {
        name: 'Camaro',
        years: [
          [1995, 2002],
          [2010, 2024],
        ],
        type: 'Car',
        submodels: ['LS', 'LT', 'SS', { name: 'ZL1', years: y(2012, 2024), engines: ['6.2L V8 supercharged'] }],
        engines: [e('3.8L V6', 1995, 2002), e('5.7L V8', 1995, 2002), e('3.6L V6', 2010, 2024), e('6.2L V8', 2010, 2024), e('2.0L L4 turbo', 2016, 2024)],
      },
      {
        name: 'Malibu',
        years: y(1997, 2025),
        type: 'Car',
        submodels: ['LS', 'LT', { name: 'LTZ', years: y(2006, 2015) }, { name: 'Premier', years: y(2016, 2022) }],
        engines: [e('2.4L L4', 1997, 2015), e('3.1L V6', 1997, 2003), e('3.5L V6', 2004, 2008), e('1.5L L4 turbo', 2016, 2025), e('2.0L L4 turbo', 2013, 2022)],
      },
      {
        name: 'Equinox',
        years: y(2005, 2026),
        type: 'SUV',
        submodels: ['LS', 'LT', { name: 'LTZ', years: y(2005, 2017) }, { name: 'Premier', years: y(2018, 2026) }],
        engines: [e('3.4L V6', 2005, 2009), e('2.4L L4', 2010, 2017), e('3.6L V6', 2010, 2017), e('1.5L L4 turbo', 2018, 2026)],
      },
      {
        name: 'Cruze',
        years: y(2011, 2019),
        type: 'Car',
        submodels: ['LS', 'LT', 'LTZ', { name: 'Premier', years: y(2016, 2019) }],
        engines: [e('1.8L L4', 2011, 2016), e('1.4L L4 turbo', 2011, 2019), e('2.0L L4 diesel turbo', 2014, 2019)],
      },
    ],
  },
  {
    name: 'GMC',
    region: 'United States',
    models: [
      {
        name: 'Sierra 1500',
        years: y(1999, 2026),
        type: 'Truck',
        submodels: ['SLE', 'SLT', { name: 'Denali', years: y(2002, 2026) }, { name: 'AT4', years: y(2019, 2026) }],
        engines: [e('4.3L V6', 1999, 2019), e('5.3L V8', 1999, 2026), e('6.2L V8', 2009, 2026), e('2.7L L4 turbo', 2019, 2026)],
      },
      {
        name: 'Yukon',
        years: y(1995, 2026),
        type: 'SUV',
        submodels: ['SLE', 'SLT', { name: 'Denali', years: y(1999, 2026) }],
        engines: [e('5.7L V8', 1995, 1999), e('5.3L V8', 2000, 2026), e('6.2L V8', 2007, 2026)],
      },
      {
        name: 'Terrain',
        years: y(2010, 2026),
        type: 'SUV',
        submodels: ['SLE', 'SLT', { name: 'Denali', years: y(2013, 2026) }],
        engines: [e('2.4L L4', 2010, 2017), e('3.0L V6', 2010, 2012), e('3.6L V6', 2013, 2017), e('1.5L L4 turbo', 2018, 2026)],
      },
    ],
  },
  {
    name: 'Dodge',
    region: 'United States',
    models: [
      {
        name: 'Charger',
        years: y(2006, 2023),
        type: 'Car',
        submodels: ['SE', 'SXT', 'R/T', { name: 'SRT Hellcat', years: y(2015, 2023), engines: ['6.2L V8 supercharged'] }],
        engines: [e('2.7L V6', 2006, 2010), e('3.5L V6', 2006, 2010), e('3.6L V6', 2011, 2023), e('5.7L V8', 2006, 2023), e('6.4L V8', 2012, 2023)],
      },
      {
        name: 'Challenger',
        years: y(2008, 2023),
        type: 'Car',
        submodels: ['SXT', 'R/T', { name: 'SRT Hellcat', years: y(2015, 2023), engines: ['6.2L V8 supercharged'] }],
        engines: [e('3.5L V6', 2009, 2010), e('3.6L V6', 2011, 2023), e('5.7L V8', 2009, 2023), e('6.1L V8', 2008, 2010), e('6.4L V8', 2011, 2023)],
      },
      {
        name: 'Durango',
        years: [
          [1998, 2009],
          [2011, 2026],
        ],
        type: 'SUV',
        submodels: ['SLT', { name: 'SXT', years: y(2001, 2026) }, 'R/T', { name: 'Citadel', years: y(2011, 2026) }],
        engines: [e('3.9L V6', 1998, 2003), e('4.7L V8', 1998, 2009), e('5.7L V8', 2004, 2026), e('3.6L V6', 2011, 2026)],
      },
      {
        name: 'Grand Caravan',
        years: y(1995, 2020),
        type: 'Van',
        submodels: ['SE', 'SXT', { name: 'Crew', years: y(2011, 2016) }],
        engines: [e('3.3L V6', 1995, 2007), e('3.8L V6', 1995, 2010), e('3.6L V6', 2011, 2020)],
      },
      {
        name: 'Ram 1500',
        years: y(1995, 2010),
        type: 'Truck',
        submodels: ['ST', 'SLT', 'Laramie'],
        engines: [e('3.9L V6', 1995, 2003), e('5.2L V8', 1995, 2001), e('5.9L V8', 1995, 2003), e('4.7L V8', 2002, 2010), e('5.7L V8', 2003, 2010)],
      },
    ],
  },
  {
    name: 'Ram',
    region: 'United States',
    models: [
      {
        name: '1500',
        years: y(2011, 2026),
        type: 'Truck',
        submodels: ['Tradesman', 'Big Horn', 'Laramie', { name: 'Rebel', years: y(2015, 2026) }, { name: 'Limited', years: y(2012, 2026) }],
        engines: [e('3.6L V6', 2013, 2026), e('5.7L V8', 2011, 2026), e('3.0L V6 diesel turbo', 2014, 2023), e('3.0L L6 turbo', 2025, 2026)],
      },
      {
        name: '2500',
        years: y(2011, 2026),
        type: 'Truck',
        submodels: ['Tradesman', 'Big Horn', 'Laramie', { name: 'Power Wagon', years: y(2014, 2026) }],
        engines: [e('5.7L V8', 2011, 2013), e('6.4L V8', 2014, 2026), e('6.7L L6 diesel turbo', 2011, 2026)],
      },
      {
        name: 'ProMaster',
        years: y(2014, 2026),
        type: 'Van',
        submodels: ['Base'],
        engines: [e('3.6L V6', 2014, 2026), e('3.0L L4 diesel turbo', 2014, 2015)],
      },
    ],
  },
  {
    name: 'Jeep',
    region: 'United States',
    models: [
      {
        name: 'Wrangler',
        years: y(1997, 2026),
        type: 'SUV',
        submodels: ['SE', 'Sport', 'Sahara', 'Rubicon', { name: 'Unlimited', years: y(2004, 2026) }],
        engines: [e('2.5L L4', 1997, 2002), e('4.0L L6', 1997, 2006), e('2.4L L4', 2003, 2006), e('3.8L V6', 2007, 2011), e('3.6L V6', 2012, 2026), e('2.0L L4 turbo', 2018, 2026)],
      },
      {
        name: 'Grand Cherokee',
        years: y(1995, 2026),
        type: 'SUV',
        submodels: ['Laredo', 'Limited', { name: 'Overland', years: y(2002, 2026) }, { name: 'SRT', years: y(2006, 2021) }],
        engines: [e('4.0L L6', 1995, 2004), e('5.2L V8', 1995, 1998), e('4.7L V8', 1999, 2009), e('3.7L V6', 2005, 2010), e('5.7L V8', 2005, 2026), e('3.6L V6', 2011, 2026), e('3.0L V6 diesel turbo', 2014, 2019)],
      },
      {
        name: 'Cherokee',
        years: [
          [1995, 2001],
          [2014, 2023],
        ],
        type: 'SUV',
        submodels: ['Sport', 'Limited', { name: 'Latitude', years: y(2014, 2023) }, { name: 'Trailhawk', years: y(2014, 2023) }],
        engines: [e('2.5L L4', 1995, 2000), e('4.0L L6', 1995, 2001), e('2.4L L4', 2014, 2023), e('3.2L V6', 2014, 2023)],
      },
      {
        name: 'Compass',
        years: y(2007, 2026),
        type: 'SUV',
        submodels: ['Sport', 'Latitude', 'Limited', { name: 'Trailhawk', years: y(2017, 2026) }],
        engines: [e('2.0L L4', 2007, 2016), e('2.4L L4', 2007, 2022), e('2.0L L4 turbo', 2023, 2026)],
      },
    ],
  },
  {
    name: 'Chrysler',
    region: 'United States',
    models: [
      {
        name: '300',
        years: y(2005, 2023),
        type: 'Car',
        submodels: ['Touring', 'Limited', '300C', { name: 'S', years: y(2012, 2023) }],
        engines: [e('2.7L V6', 2005, 2010), e('3.5L V6', 2005, 2010), e('3.6L V6', 2011, 2023), e('5.7L V8', 2005, 2023)],
      },
      {
        name: 'Pacifica',
        years: [
          [2004, 2008],
          [2017, 2026],
        ],
        type: 'Van',
        submodels: ['Touring', 'Limited', { name: 'Pinnacle', years: y(2021, 2026) }],
        engines: [e('3.5L V6', 2004, 2006), e('3.8L V6', 2007, 2008), e('4.0L V6', 2007, 2008), e('3.6L V6', 2017, 2026), e('3.6L V6 hybrid', 2017, 2026)],
      },
      {
        name: 'Town & Country',
        years: y(1995, 2016),
        type: 'Van',
        submodels: ['LX', 'Touring', 'Limited'],
        engines: [e('3.3L V6', 1995, 2007), e('3.8L V6', 1995, 2010), e('3.6L V6', 2011, 2016)],
      },
    ],
  },
  {
    name: 'Tesla',
    region: 'United States',
    models: [
      { name: 'Model S', years: y(2012, 2026), type: 'Car', submodels: ['Base', 'Long Range', 'Plaid'], engines: ['electric'] },
      { name: 'Model 3', years: y(2017, 2026), type: 'Car', submodels: ['Standard Range Plus', 'Long Range', 'Performance'], engines: ['electric'] },
      { name: 'Model Y', years: y(2020, 2026), type: 'SUV', submodels: ['Long Range', 'Performance'], engines: ['electric'] },
    ],
  },
  {
    name: 'Toyota',
    region: 'Asia',
    models: [
      {
        name: 'Camry',
        years: y(1990, 2026),
        type: 'Car',
        submodels: ['CE', 'LE', { name: 'XLE', years: y(1992, 2026) }, { name: 'SE', years: y(2007, 2026) }, { name: 'XSE', years: y(2018, 2026) }, { name: 'Hybrid LE', years: y(2007, 2026), engines: ['2.5L L4 hybrid'] }],
        engines: [e('2.0L L4', 1990, 1991), e('2.2L L4', 1992, 2001), e('2.4L L4', 2002, 2009), e('2.5L L4', 2010, 2026), e('3.0L V6', 1992, 2003), e('3.3L V6', 2004, 2006), e('3.5L V6', 2007, 2024)],
      },
      {
        name: 'Corolla',
        years: y(1990, 2026),
        type: 'Car',
        submodels: ['CE', 'LE', 'S', { name: 'XSE', years: y(2020, 2026) }],
        engines: [e('1.6L L4', 1990, 1997), e('1.8L L4', 1993, 2019), e('2.0L L4', 2019, 2026), e('1.8L L4 hybrid', 2020, 2026)],
      },
      {
        name: 'RAV4',
        years: y(1996, 2026),
        type: 'SUV',
        submodels: ['Base', 'LE', 'XLE', { name: 'Limited', years: y(2006, 2026) }, { name: 'Adventure', years: y(2019, 2026) }],
        engines: [e('2.0L L4', 1996, 2000), e('2.0L L4', 2001, 2003), e('2.4L L4', 2004, 2012), e('3.5L V6', 2006, 2012), e('2.5L L4', 2013, 2026), e('2.5L L4 hybrid', 2016, 2026)],
      },
      {
        name: 'Tacoma',
        years: y(1995, 2026),
        type: 'Truck',
        submodels: ['Base', 'SR5', { name: 'TRD Sport', years: y(2005, 2026) }, { name: 'TRD Off-Road', years: y(2005, 2026) }],
        engines: [e('2.4L L4', 1995, 2004), e('2.7L L4', 1995, 2023), e('3.4L V6', 1995, 2004), e('4.0L V6', 2005, 2015), e('3.5L V6', 2016, 2023), e('2.4L L4 turbo', 2024, 2026)],
      },
      {
        name: 'Yaris',
        years: y(1999, 2026),
        type: 'Car',
        submodels: ['Base', 'L', 'LE', 'SE'],
        engines: [e('1.0L L3', 1999, 2020), e('1.3L L4', 1999, 2010), e('1.5L L4', 2007, 2026), e('1.4L L4 diesel turbo', 2002, 2017), e('1.5L L3 hybrid', 2020, 2026)],
      },
    ],
  },
  {
    name: 'Honda',
    region: 'Asia',
    models: [
      {
        name: 'Civic',
        years: y(1990, 2026),
        type: 'Car',
        submodels: ['DX', 'LX', 'EX', { name: 'EX-L', years: y(2006, 2015) }, { name: 'Si', years: y(1992, 2026), engines: [e('1.6L L4', 1992, 2000), e('2.0L L4', 2002, 2011), e('2.4L L4', 2012, 2015), e('1.5L L4 turbo', 2017, 2026)] }, { name: 'Type R', years: y(2017, 2026), engines: ['2.0L L4 turbo'] }, { name: 'Sport', years: y(2016, 2026) }],
        engines: [e('1.5L L4', 1990, 1991), e('1.6L L4', 1992, 2000), e('1.7L L4', 2001, 2005), e('1.8L L4', 2006, 2015), e('2.0L L4', 2016, 2026), e('1.5L L4 turbo', 2016, 2026)],
      },
      {
        name: 'Accord',
        years: y(1990, 2026),
        type: 'Car',
        submodels: ['DX', 'LX', 'EX', { name: 'EX-L', years: y(2003, 2026) }, { name: 'Sport', years: y(2013, 2026) }, { name: 'Touring', years: y(2016, 2026) }],
        engines: [e('2.2L L4', 1990, 1997), e('2.3L L4', 1998, 2002), e('2.4L L4', 2003, 2017), e('3.0L V6', 1995, 2007), e('3.5L V6', 2008, 2017), e('1.5L L4 turbo', 2018, 2026), e('2.0L L4 turbo', 2018, 2022)],
      },
      {
        name: 'CR-V',
        years: y(1997, 2026),
        type: 'SUV',
        submodels: ['LX', 'EX', { name: 'EX-L', years: y(2005, 2026) }, { name: 'Touring', years: y(2015, 2026) }],
        engines: [e('2.0L L4', 1997, 2001), e('2.4L L4', 2002, 2016), e('1.5L L4 turbo', 2017, 2026), e('2.2L L4 diesel turbo', 2005, 2012)],
      },
      {
        name: 'Odyssey',
        years: y(1995, 2026),
        type: 'Van',
        submodels: ['LX', 'EX', { name: 'EX-L', years: y(2003, 2026) }, { name: 'Touring', years: y(2005, 2026) }],
        engines: [e('2.2L L4', 1995, 1997), e('2.3L L4', 1998, 1998), e('3.5L V6', 1999, 2026)],
      },
      {
        name: 'Fit',
        years: y(2007, 2020),
        type: 'Car',
        submodels: ['Base', 'Sport', 'LX', 'EX'],
        engines: [e('1.5L L4', 2007, 2020)],
      },
    ],
  },
  {
    name: 'Nissan',
    region: 'Asia',
    models: [
      {
        name: 'Altima',
        years: y(1993, 2026),
        type: 'Car',
        submodels: ['S', 'SV', 'SL', { name: 'SR', years: y(2016, 2026) }],
        engines: [e('2.4L L4', 1993, 2001), e('2.5L L4', 2002, 2026), e('3.5L V6', 2002, 2018), e('2.0L L4 turbo', 2019, 2022)],
      },
      {
        name: 'Sentra',
        years: y(1990, 2026),
        type: 'Car',
        submodels: ['S', 'SV', 'SR', { name: 'SE-R', years: y(2002, 2012) }],
        engines: [e('1.6L L4', 1990, 1999), e('1.8L L4', 2000, 2019), e('2.0L L4', 2007, 2026), e('2.5L L4', 2002, 2012)],
      },
      {
        name: 'Rogue',
        years: y(2008, 2026),
        type: 'SUV',
        submodels: ['S', 'SV', 'SL', { name: 'Platinum', years: y(2021, 2026) }],
        engines: [e('2.5L L4', 2008, 2020), e('1.5L L3 turbo', 2022, 2026)],
      },
      {
        name: 'Qashqai',
        years: y(2007, 2026),
        type: 'SUV',
        submodels: ['Visia', 'Acenta', 'N-Connecta', 'Tekna'],
        engines: [e('1.6L L4', 2007, 2014), e('2.0L L4', 2007, 2013), e('1.2L L4 turbo', 2014, 2021), e('1.5L L4 diesel turbo', 2007, 2021), e('1.3L L4 turbo', 2018, 2026)],
      },
      {
        name: 'Micra',
        years: y(1993, 2023),
        type: 'Car',
        submodels: ['Visia', 'Acenta', 'Tekna'],
        engines: [e('1.0L L4', 1993, 2002), e('1.2L L4', 2003, 2017), e('1.4L L4', 2003, 2010), e('1.0L L3 turbo', 2017, 2023)],
      },
    ],
  },
  {
    name: 'Hyundai',
    region: 'Asia',
    models: [
      {
        name: 'Elantra',
        years: y(1992, 2026),
        type: 'Car',
        submodels: ['GLS', 'SE', { name: 'Limited', years: y(2004, 2026) }, { name: 'N', years: y(2022, 2026), engines: ['2.0L L4 turbo'] }],
        engines: [e('1.6L L4', 1992, 1995), e('1.8L L4', 1992, 2000), e('2.0L L4', 1996, 2026), e('1.8L L4', 2011, 2016), e('1.6L L4 hybrid', 2021, 2026)],
      },
      {
        name: 'Sonata',
        years: y(1990, 2026),
        type: 'Car',
        submodels: ['GL', 'GLS', 'SE', { name: 'Limited', years: y(2006, 2026) }],
        engines: [e('2.4L L4', 1990, 2019), e('2.0L L4', 1995, 1998), e('3.0L V6', 1990, 2005), e('3.3L V6', 2006, 2010), e('2.5L L4', 2020, 2026), e('1.6L L4 turbo', 2020, 2023)],
      },
      {
        name: 'Tucson',
        years: y(2005, 2026),
        type: 'SUV',
        submodels: ['GL', 'GLS', 'SE', { name: 'Limited', years: y(2007, 2026) }],
        engines: [e('2.0L L4', 2005, 2021), e('2.7L V6', 2005, 2009), e('2.4L L4', 2010, 2021), e('1.6L L4 turbo', 2016, 2026), e('1.6L L4 diesel turbo', 2016, 2020), e('2.5L L4', 2022, 2026)],
      },
      {
        name: 'i30',
        years: y(2007, 2026),
        type: 'Car',
        submodels: ['Classic', 'Comfort', 'Style', { name: 'N', years: y(2017, 2026), engines: ['2.0L L4 turbo'] }],
        engines: [e('1.4L L4', 2007, 2017), e('1.6L L4', 2007, 2017), e('1.0L L3 turbo', 2016, 2026), e('1.6L L4 diesel turbo', 2007, 2026)],
      },
    ],
  },
  {
    name: 'Kia',
    region: 'Asia',
    models: [
      {
        name: 'Sportage',
        years: y(1995, 2026),
        type: 'SUV',
        submodels: ['Base', 'LX', 'EX', { name: 'SX', years: y(2011, 2026) }],
        engines: [e('2.0L L4', 1995, 2010), e('2.7L V6', 2005, 2010), e('2.4L L4', 2011, 2022), e('1.6L L4 turbo', 2016, 2026), e('1.7L L4 diesel turbo', 2011, 2018), e('2.5L L4', 2023, 2026)],
      },
      {
        name: 'Optima',
        years: y(2001, 2020),
        type: 'Car',
        submodels: ['LX', 'EX', { name: 'SX', years: y(2011, 2020) }],
        engines: [e('2.4L L4', 2001, 2020), e('2.7L V6', 2001, 2010), e('2.0L L4 turbo', 2011, 2020)],
      },
      {
        name: 'Rio',
        years: y(2001, 2026),
        type: 'Car',
        submodels: ['Base', 'LX', 'EX', 'S'],
        engines: [e('1.5L L4', 2001, 2005), e('1.6L L4', 2001, 2026), e('1.4L L4', 2005, 2017), e('1.0L L3 turbo', 2017, 2026)],
      },
      {
        name: 'Ceed',
        years: y(2007, 2026),
        type: 'Car',
        submodels: ['Base', 'Vision', 'Spirit', 'GT Line', { name: 'GT', years: y(2013, 2026), engines: ['1.6L L4 turbo'] }],
        engines: [e('1.4L L4', 2007, 2018), e('1.6L L4', 2007, 2026), e('1.0L L3 turbo', 2015, 2026), e('1.6L L4 diesel turbo', 2007, 2026)],
      },
    ],
  },
  {
    name: 'Mazda',
    region: 'Asia',
    models: [
      {
        name: 'Mazda3',
        years: y(2004, 2026),
        type: 'Car',
        submodels: ['i', 's', { name: 'Touring', years: y(2007, 2026) }, { name: 'Grand Touring', years: y(2007, 2026) }],
        engines: [e('2.0L L4', 2004, 2026), e('2.3L L4', 2004, 2009), e('2.5L L4', 2010, 2026), e('1.6L L4', 2004, 2013), e('2.5L L4 turbo', 2021, 2026)],
      },
      {
        name: 'Mazda6',
        years: y(2003, 2021),
        type: 'Car',
        submodels: ['i', 's', 'Sport', 'Touring', { name: 'Grand Touring', years: y(2007, 2021) }],
        engines: [e('2.3L L4', 2003, 2008), e('3.0L V6', 2003, 2008), e('2.5L L4', 2009, 2021), e('3.7L V6', 2009, 2013), e('2.2L L4 diesel turbo', 2013, 2021)],
      },
      {
        name: 'CX-5',
        years: y(2013, 2026),
        type: 'SUV',
        submodels: ['Sport', 'Touring', 'Grand Touring'],
        engines: [e('2.0L L4', 2013, 2016), e('2.5L L4', 2014, 2026), e('2.5L L4 turbo', 2019, 2026), e('2.2L L4 diesel turbo', 2013, 2024)],
      },
      {
        name: 'MX-5 Miata',
        years: y(1990, 2026),
        type: 'Car',
        submodels: ['Base', 'Sport', 'Club', 'Grand Touring'],
        engines: [e('1.6L L4', 1990, 1997), e('1.8L L4', 1994, 2005), e('2.0L L4', 2006, 2026)],
      },
    ],
  },
  {
    name: 'Subaru',
    region: 'Asia',
    models: [
      {
        name: 'Outback',
        years: y(1995, 2026),
        type: 'SUV',
        submodels: ['Base', 'Limited', { name: 'Premium', years: y(2010, 2026) }, { name: 'Touring', years: y(2017, 2026) }],
        engines: [e('2.2L H4', 1995, 1999), e('2.5L H4', 1995, 2026), e('3.0L H6', 2001, 2009), e('3.6L H6', 2010, 2019), e('2.4L H4 turbo', 2020, 2026)],
      },
      {
        name: 'Forester',
        years: y(1998, 2026),
        type: 'SUV',
        submodels: ['Base', 'X', 'XT', { name: 'Premium', years: y(2009, 2026) }, { name: 'Limited', years: y(2009, 2026) }],
        engines: [e('2.5L H4', 1998, 2026), e('2.0L H4 turbo', 2014, 2018), e('2.5L H4 turbo', 2004, 2013)],
      },
      {
        name: 'Impreza',
        years: y(1993, 2026),
        type: 'Car',
        submodels: ['Base', 'Premium', { name: 'Sport', years: y(2012, 2026) }, { name: 'WRX', years: y(2002, 2014), engines: ['2.0L H4 turbo', '2.5L H4 turbo'] }],
        engines: [e('1.8L H4', 1993, 1997), e('2.2L H4', 1995, 2001), e('2.5L H4', 1998, 2011), e('2.0L H4', 2012, 2026)],
      },
    ],
  },
  {
    name: 'Volkswagen',
    region: 'Europe',
    models: [
      {
        name: 'Golf',
        years: y(1985, 2026),
        type: 'Car',
        submodels: [
          { name: 'Base', years: y(1985, 2026) },
          { name: 'GL', years: y(1985, 2002) },
          { name: 'Trendline', years: y(2004, 2020) },
          { name: 'Comfortline', years: y(2004, 2020) },
          { name: 'Highline', years: y(2004, 2020) },
          { name: 'GTI', engines: [e('1.8L L4', 1985, 1997), e('2.0L L4', 1993, 2003), e('1.8L L4 turbo', 1998, 2003), e('2.0L L4 turbo', 2004, 2026)] },
          { name: 'GTD', years: y(2009, 2026), engines: ['2.0L L4 diesel turbo'] },
          { name: 'R', years: y(2002, 2026), engines: [e('3.2L V6', 2002, 2009), e('2.0L L4 turbo', 2010, 2026)] },
        ],
        engines: [
          e('1.6L L4', 1985, 2013),
          e('1.8L L4', 1985, 1999),
          e('2.0L L4', 1993, 2014),
          e('1.9L L4 diesel turbo', 1992, 2008),
          e('1.4L L4 turbo', 2008, 2020),
          e('1.6L L4 diesel turbo', 2009, 2020),
          e('2.0L L4 diesel turbo', 2004, 2026),
          e('1.5L L4 turbo', 2017, 2026),
          e('1.0L L3 turbo', 2017, 2026),
        ],
      },
      {
        name: 'Jetta',
        years: y(1985, 2026),
        type: 'Car',
        submodels: ['S', 'SE', 'SEL', { name: 'GLI', years: y(1985, 2026), engines: [e('2.0L L4', 1985, 2005), e('2.0L L4 turbo', 2006, 2026)] }],
        engines: [e('1.8L L4', 1985, 1992), e('2.0L L4', 1993, 2014), e('2.5L L5', 2005, 2014), e('1.9L L4 diesel turbo', 1996, 2006), e('2.0L L4 diesel turbo', 2009, 2015), e('1.4L L4 turbo', 2016, 2018), e('1.5L L4 turbo', 2022, 2026)],
      },
      {
        name: 'Passat',
        years: y(1990, 2026),
        type: 'Car',
        submodels: ['GLS', 'GLX', { name: 'Comfortline', years: y(2006, 2026) }, { name: 'Highline', years: y(2006, 2026) }],
        engines: [e('1.8L L4 turbo', 1998, 2005), e('2.0L L4 turbo', 2006, 2026), e('2.8L V6', 1990, 2005), e('1.9L L4 diesel turbo', 1996, 2005), e('2.0L L4 diesel turbo', 2006, 2026), e('1.4L L4 turbo', 2011, 2026)],
      },
      {
        name: 'Polo',
        years: y(1995, 2026),
        type: 'Car',
        submodels: ['Trendline', 'Comfortline', 'Highline', { name: 'GTI', years: y(2000, 2026), engines: [e('1.6L L4', 2000, 2009), e('1.4L L4 turbo', 2010, 2014), e('1.8L L4 turbo', 2015, 2017), e('2.0L L4 turbo', 2018, 2026)] }],
        engines: [e('1.0L L3', 1995, 2026), e('1.2L L3', 2002, 2014), e('1.4L L4', 1995, 2014), e('1.6L L4 diesel turbo', 2009, 2020), e('1.2L L4 turbo', 2010, 2017), e('1.0L L3 turbo', 2017, 2026)],
      },
      {
        name: 'Tiguan',
        years: y(2009, 2026),
        type: 'SUV',
        submodels: ['S', 'SE', 'SEL', { name: 'R-Line', years: y(2012, 2026) }],
        engines: [e('2.0L L4 turbo', 2009, 2026), e('1.4L L4 turbo', 2009, 2020), e('2.0L L4 diesel turbo', 2009, 2026), e('1.5L L4 turbo', 2021, 2026)],
      },
    ],
  },
  {
    name: 'Audi',
    region: 'Europe',
    models: [
      {
        name: 'A3',
        years: y(1997, 2026),
        type: 'Car',
        submodels: ['Base', 'Premium', { name: 'Premium Plus', years: y(2006, 2026) }, { name: 'S3', years: y(1999, 2026), engines: ['2.0L L4 turbo'] }],
        engines: [e('1.6L L4', 1997, 2012), e('1.8L L4 turbo', 1997, 2003), e('2.0L L4 turbo', 2004, 2026), e('1.9L L4 diesel turbo', 1997, 2010), e('2.0L L4 diesel turbo', 2004, 2026), e('1.4L L4 turbo', 2008, 2020)],
      },
      {
        name: 'A4',
        years: y(1996, 2026),
        type: 'Car',
        submodels: ['Base', 'Premium', { name: 'Premium Plus', years: y(2009, 2026) }, { name: 'S4', years: y(2000, 2026), engines: [e('2.7L V6 turbo', 2000, 2002), e('4.2L V8', 2004, 2008), e('3.0L V6 supercharged', 2010, 2016), e('3.0L V6 turbo', 2018, 2026)] }],
        engines: [e('1.8L L4 turbo', 1996, 2006), e('2.8L V6', 1996, 2001), e('3.0L V6', 2002, 2005), e('3.2L V6', 2006, 2009), e('2.0L L4 turbo', 2005, 2026), e('2.0L L4 diesel turbo', 2005, 2026)],
      },
      {
        name: 'A6',
        years: y(1995, 2026),
        type: 'Car',
        submodels: ['Base', 'Premium', 'Prestige'],
        engines: [e('2.8L V6', 1995, 2001), e('3.0L V6', 2002, 2004), e('3.2L V6', 2005, 2008), e('3.0L V6 supercharged', 2009, 2018), e('2.0L L4 turbo', 2012, 2026), e('3.0L V6 turbo', 2019, 2026), e('3.0L V6 diesel turbo', 2005, 2026)],
      },
      {
        name: 'Q5',
        years: y(2009, 2026),
        type: 'SUV',
        submodels: ['Premium', 'Premium Plus', 'Prestige', { name: 'SQ5', years: y(2014, 2026), engines: [e('3.0L V6 supercharged', 2014, 2017), e('3.0L V6 turbo', 2018, 2026)] }],
        engines: [e('3.2L V6', 2009, 2012), e('2.0L L4 turbo', 2011, 2026), e('3.0L V6 supercharged', 2013, 2017), e('2.0L L4 diesel turbo', 2009, 2026)],
      },
    ],
  },
  {
    name: 'BMW',
    region: 'Europe',
    models: [
      {
        name: '3 Series',
        years: y(1990, 2026),
        type: 'Car',
        submodels: [
          { name: '318i', years: y(1990, 2005), engines: [e('1.8L L4', 1990, 1998), e('1.9L L4', 1996, 2001), e('2.0L L4', 2002, 2005)] },
          { name: '320i', years: [[1990, 2000], [2006, 2026]], engines: [e('2.0L L6', 1990, 2000), e('2.0L L4', 2006, 2011), e('2.0L L4 turbo', 2012, 2026)] },
          { name: '325i', years: y(1990, 2006), engines: [e('2.5L L6', 1990, 2006)] },
          { name: '328i', years: [[1996, 1999], [2007, 2016]], engines: [e('2.8L L6', 1996, 1999), e('3.0L L6', 2007, 2011), e('2.0L L4 turbo', 2012, 2016)] },
          { name: '330i', years: [[2001, 2006], [2017, 2026]], engines: [e('3.0L L6', 2001, 2006), e('2.0L L4 turbo', 2017, 2026)] },
          { name: '335i', years: y(2007, 2015), engines: [e('3.0L L6 turbo', 2007, 2015)] },
          { name: '320d', years: y(1998, 2026), engines: [e('2.0L L4 diesel turbo', 1998, 2026)] },
        ],
        engines: [],
      },
      {
        name: '5 Series',
        years: y(1990, 2026),
        type: 'Car',
        submodels: [
          { name: '525i', years: y(1990, 2007), engines: [e('2.5L L6', 1990, 2007)] },
          { name: '530i', years: [[1994, 1995], [2001, 2010], [2017, 2026]], engines: [e('3.0L V8', 1994, 1995), e('3.0L L6', 2001, 2010), e('2.0L L4 turbo', 2017, 2026)] },
          { name: '535i', years: y(2008, 2016), engines: [e('3.0L L6 turbo', 2008, 2016)] },
          { name: '540i', years: [[1994, 2003], [2017, 2026]], engines: [e('4.4L V8', 1994, 2003), e('3.0L L6 turbo', 2017, 2026)] },
          { name: '520d', years: y(2000, 2026), engines: [e('2.0L L4 diesel turbo', 2000, 2026)] },
        ],
        engines: [],
      },
      {
        name: 'X3',
        years: y(2004, 2026),
        type: 'SUV',
        submodels: [
          { name: '2.5i', years: y(2004, 2006), engines: ['2.5L L6'] },
          { name: 'xDrive28i', years: y(2011, 2017), engines: [e('3.0L L6', 2011, 2011), e('2.0L L4 turbo', 2012, 2017)] },
          { name: 'xDrive30i', years: y(2007, 2026), engines: [e('3.0L L6', 2007, 2010), e('2.0L L4 turbo', 2018, 2026)] },
          { name: 'xDrive20d', years: y(2005, 2026), engines: ['2.0L L4 diesel turbo'] },
        ],
        engines: [],
      },
      {
        name: 'X5',
        years: y(2000, 2026),
        type: 'SUV',
        submodels: [
          { name: '3.0i', years: y(2001, 2006), engines: ['3.0L L6'] },
          { name: '4.4i', years: y(2000, 2006), engines: ['4.4L V8'] },
          { name: 'xDrive35i', years: y(2011, 2018), engines: ['3.0L L6 turbo'] },
          { name: 'xDrive40i', years: y(2019, 2026), engines: ['3.0L L6 turbo'] },
          { name: 'xDrive30d', years: y(2007, 2026), engines: ['3.0L L6 diesel turbo'] },
        ],
        engines: [],
      },
    ],
  },
  {
    name: 'Mercedes-Benz',
    region: 'Europe',
    models: [
      {
        name: 'C-Class',
        years: y(1994, 2026),
        type: 'Car',
        submodels: [
          { name: 'C180', years: y(1994, 2014), engines: [e('1.8L L4', 1994, 2014)] },
          { name: 'C200', years: y(1994, 2026), engines: [e('2.0L L4', 1994, 2000), e('1.8L L4 supercharged', 2001, 2014), e('2.0L L4 turbo', 2015, 2026)] },
          { name: 'C220 CDI', years: y(1994, 2014), engines: [e('2.2L L4 diesel turbo', 1994, 2014)] },
          { name: 'C220d', years: y(2015, 2026), engines: [e('2.0L L4 diesel turbo', 2015, 2026)] },
          { name: 'C300', years: y(2008, 2026), engines: [e('3.0L V6', 2008, 2014), e('2.0L L4 turbo', 2015, 2026)] },
          { name: 'C43 AMG', years: [[1998, 2000], [2017, 2026]], engines: [e('4.3L V8', 1998, 2000), e('3.0L V6 turbo', 2017, 2022), e('2.0L L4 turbo', 2023, 2026)] },
          { name: 'C63 AMG', years: y(2008, 2026), engines: [e('6.2L V8', 2008, 2014), e('4.0L V8 turbo', 2015, 2022), e('2.0L L4 turbo', 2023, 2026)] },
        ],
        engines: [],
      },
      {
        name: 'E-Class',
        years: y(1994, 2026),
        type: 'Car',
        submodels: [
          { name: 'E200', years: y(1994, 2026), engines: [e('2.0L L4', 1994, 2008), e('1.8L L4 turbo', 2009, 2016), e('2.0L L4 turbo', 2017, 2026)] },
          { name: 'E220 CDI', years: y(1997, 2016), engines: ['2.2L L4 diesel turbo'] },
          { name: 'E320', years: y(1994, 2009), engines: [e('3.2L L6', 1994, 1997), e('3.2L V6', 1998, 2005), e('3.5L V6', 2006, 2009)] },
          { name: 'E350', years: y(2006, 2026), engines: [e('3.5L V6', 2006, 2016), e('2.0L L4 turbo', 2017, 2026)] },
          { name: 'E63 AMG', years: y(2007, 2026), engines: [e('6.2L V8', 2007, 2011), e('5.5L V8 turbo', 2012, 2016), e('4.0L V8 turbo', 2017, 2026)] },
        ],
        engines: [],
      },
      {
        name: 'GLC',
        years: y(2016, 2026),
        type: 'SUV',
        submodels: [
          { name: 'GLC300', engines: ['2.0L L4 turbo'] },
          { name: 'GLC220d', engines: ['2.0L L4 diesel turbo'] },
          { name: 'GLC43 AMG', years: y(2017, 2026), engines: [e('3.0L V6 turbo', 2017, 2023), e('2.0L L4 turbo', 2024, 2026)] },
        ],
        engines: [],
      },
      {
        name: 'Sprinter',
        years: y(2001, 2026),
        type: 'Van',
        submodels: ['2500', '3500'],
        engines: [e('2.7L L5 diesel turbo', 2001, 2006), e('3.0L V6 diesel turbo', 2007, 2018), e('3.5L V6', 2010, 2013), e('2.1L L4 diesel turbo', 2014, 2026), e('2.0L L4 turbo', 2019, 2026)],
      },
    ],
  },
  {
    name: 'Volvo',
    region: 'Europe',
    models: [
      { name: 'XC90', years: y(2003, 2026), type: 'SUV', submodels: ['Base', 'Momentum', 'Inscription', 'R-Design'], engines: [e('2.5L L5 turbo', 2003, 2012), e('2.9L L6 turbo', 2003, 2005), e('3.2L L6', 2007, 2014), e('4.4L V8', 2005, 2011), e('2.0L L4 turbo', 2016, 2026), e('2.4L L5 diesel turbo', 2003, 2014)] },
      { name: 'XC60', years: y(2009, 2026), type: 'SUV', submodels: ['Base', 'Momentum', 'Inscription', 'R-Design'], engines: [e('3.2L L6', 2009, 2015), e('3.0L L6 turbo', 2009, 2016), e('2.0L L4 turbo', 2015, 2026), e('2.4L L5 diesel turbo', 2009, 2017), e('2.0L L4 diesel turbo', 2014, 2026)] },
      { name: 'S60', years: y(2001, 2026), type: 'Car', submodels: ['Base', 'T5', 'T6', 'R-Design'], engines: [e('2.4L L5', 2001, 2009), e('2.5L L5 turbo', 2001, 2016), e('3.0L L6 turbo', 2011, 2018), e('2.0L L4 turbo', 2015, 2026), e('2.4L L5 diesel turbo', 2001, 2015)] },
      { name: 'V70', years: y(1998, 2016), type: 'Car', submodels: ['Base', 'T5', 'XC'], engines: [e('2.4L L5', 1998, 2007), e('2.5L L5 turbo', 2001, 2013), e('3.2L L6', 2008, 2013), e('2.4L L5 diesel turbo', 2001, 2016), e('2.0L L4 diesel turbo', 2014, 2016)] },
    ],
  },
  {
    name: 'Renault',
    region: 'Europe',
    models: [
      {
        name: 'Clio',
        years: y(1991, 2026),
        type: 'Car',
        submodels: [
          { name: 'RN', years: y(1991, 2001) },
          { name: 'RT', years: y(1991, 2001) },
          { name: 'Authentique', years: y(2001, 2012) },
          { name: 'Expression', years: y(2001, 2016) },
          { name: 'Dynamique', years: y(2001, 2019) },
          { name: 'Intens', years: y(2017, 2026) },
          { name: 'Zen', years: y(2017, 2026) },
          { name: 'RS', years: y(2000, 2022), engines: [e('2.0L L4', 2000, 2012), e('1.6L L4 turbo', 2013, 2022)] },
        ],
        engines: [e('1.2L L4', 1991, 2016), e('1.4L L4', 1991, 2005), e('1.6L L4', 1998, 2012), e('1.5L L4 diesel turbo', 2001, 2026), e('0.9L L3 turbo', 2012, 2019), e('1.0L L3 turbo', 2019, 2026), e('1.6L L4 hybrid', 2020, 2026)],
      },
      {
        name: 'Megane',
        years: y(1996, 2026),
        type: 'Car',
        submodels: ['Authentique', 'Expression', 'Dynamique', { name: 'GT Line', years: y(2009, 2026) }, { name: 'RS', years: y(2004, 2022), engines: [e('2.0L L4 turbo', 2004, 2016), e('1.8L L4 turbo', 2017, 2022)] }],
        engines: [e('1.4L L4', 1996, 2008), e('1.6L L4', 1996, 2016), e('2.0L L4', 1999, 2012), e('1.5L L4 diesel turbo', 2002, 2026), e('1.9L L4 diesel turbo', 1999, 2009), e('1.2L L4 turbo', 2012, 2020), e('1.3L L4 turbo', 2018, 2026)],
      },
      {
        name: 'Kangoo',
        years: y(1998, 2026),
        type: 'Van',
        submodels: ['Base', 'Express', 'Confort'],
        engines: [e('1.2L L4', 1998, 2007), e('1.4L L4', 1998, 2003), e('1.6L L4', 2001, 2021), e('1.5L L4 diesel turbo', 2001, 2026), e('1.9L L4 diesel', 1998, 2005), e('1.3L L4 turbo', 2021, 2026)],
      },
      {
        name: 'Captur',
        years: y(2013, 2026),
        type: 'SUV',
        submodels: ['Expression', 'Dynamique', 'Intens', 'Zen'],
        engines: [e('0.9L L3 turbo', 2013, 2019), e('1.2L L4 turbo', 2013, 2018), e('1.0L L3 turbo', 2019, 2026), e('1.3L L4 turbo', 2019, 2026), e('1.5L L4 diesel turbo', 2013, 2026)],
      },
    ],
  },
  {
    name: 'Peugeot',
    region: 'Europe',
    models: [
      {
        name: '208',
        years: y(2012, 2026),
        type: 'Car',
        submodels: ['Access', 'Active', 'Allure', { name: 'GT Line', years: y(2015, 2026) }, { name: 'GTi', years: y(2013, 2019), engines: ['1.6L L4 turbo'] }],
        engines: [e('1.0L L3', 2012, 2015), e('1.2L L3', 2012, 2026), e('1.2L L3 turbo', 2014, 2026), e('1.4L L4', 2012, 2015), e('1.6L L4 diesel turbo', 2012, 2019), e('1.5L L4 diesel turbo', 2019, 2026), e('electric', 2020, 2026)],
      },
      {
        name: '308',
        years: y(2008, 2026),
        type: 'Car',
        submodels: ['Access', 'Active', 'Allure', { name: 'GT', years: y(2015, 2026) }],
        engines: [e('1.6L L4', 2008, 2013), e('1.6L L4 turbo', 2008, 2021), e('1.2L L3 turbo', 2014, 2026), e('1.6L L4 diesel turbo', 2008, 2018), e('2.0L L4 diesel turbo', 2008, 2021), e('1.5L L4 diesel turbo', 2018, 2026)],
      },
      {
        name: '3008',
        years: y(2009, 2026),
        type: 'SUV',
        submodels: ['Active', 'Allure', 'GT Line', { name: 'GT', years: y(2017, 2026) }],
        engines: [e('1.6L L4 turbo', 2009, 2026), e('1.2L L3 turbo', 2016, 2026), e('1.6L L4 diesel turbo', 2009, 2018), e('2.0L L4 diesel turbo', 2009, 2023), e('1.5L L4 diesel turbo', 2018, 2026)],
      },
      {
        name: '206',
        years: y(1998, 2012),
        type: 'Car',
        submodels: ['XR', 'XT', 'XS', { name: 'GTi', years: y(1999, 2006), engines: ['2.0L L4'] }],
        engines: [e('1.1L L4', 1998, 2012), e('1.4L L4', 1998, 2012), e('1.6L L4', 1998, 2007), e('1.4L L4 diesel turbo', 2001, 2012), e('1.6L L4 diesel turbo', 2004, 2010), e('1.9L L4 diesel', 1998, 2003)],
      },
    ],
  },
  {
    name: 'Citroën',
    region: 'Europe',
    models: [
      {
        name: 'C3',
        years: y(2002, 2026),
        type: 'Car',
        submodels: ['Attraction', 'Confort', 'Exclusive', { name: 'Feel', years: y(2016, 2026) }, { name: 'Shine', years: y(2016, 2026) }],
        engines: [e('1.1L L4', 2002, 2009), e('1.4L L4', 2002, 2016), e('1.6L L4', 2002, 2016), e('1.2L L3', 2012, 2026), e('1.2L L3 turbo', 2016, 2026), e('1.4L L4 diesel turbo', 2002, 2010), e('1.6L L4 diesel turbo', 2002, 2019), e('1.5L L4 diesel turbo', 2019, 2026)],
      },
      {
        name: 'C4',
        years: y(2005, 2026),
        type: 'Car',
        submodels: ['Attraction', 'Confort', 'Exclusive', 'Shine'],
        engines: [e('1.4L L4', 2005, 2011), e('1.6L L4', 2005, 2018), e('2.0L L4', 2005, 2011), e('1.2L L3 turbo', 2014, 2026), e('1.6L L4 diesel turbo', 2005, 2018), e('2.0L L4 diesel turbo', 2005, 2018), e('1.5L L4 diesel turbo', 2020, 2026), e('electric', 2021, 2026)],
      },
      {
        name: 'Berlingo',
        years: y(1997, 2026),
        type: 'Van',
        submodels: ['Base', 'Multispace', 'XTR'],
        engines: [e('1.4L L4', 1997, 2010), e('1.6L L4', 1997, 2018), e('1.9L L4 diesel', 1997, 2005), e('1.6L L4 diesel turbo', 2002, 2018), e('1.5L L4 diesel turbo', 2018, 2026), e('1.2L L3 turbo', 2018, 2026)],
      },
      {
        name: 'Xsara Picasso',
        years: y(2000, 2010),
        type: 'Van',
        submodels: ['LX', 'SX', 'Exclusive'],
        engines: [e('1.6L L4', 2000, 2010), e('1.8L L4', 2000, 2005), e('2.0L L4 diesel turbo', 2000, 2006), e('1.6L L4 diesel turbo', 2004, 2010)],
      },
    ],
  },
  {
    name: 'Fiat',
    region: 'Europe',
    models: [
      {
        name: 'Punto',
        years: y(1994, 2018),
        type: 'Car',
        submodels: [
          { name: 'S', years: y(1994, 1999) },
          { name: 'SX', years: y(1994, 1999) },
          { name: 'Active', years: y(1999, 2018) },
          { name: 'Dynamic', years: y(1999, 2018) },
          { name: 'Emotion', years: y(2005, 2018) },
          { name: 'Sporting', years: y(1999, 2010) },
          { name: 'Abarth', years: y(2008, 2014), engines: ['1.4L L4 turbo'] },
        ],
        engines: [e('1.1L L4', 1994, 1999), e('1.2L L4', 1994, 2018), e('1.4L L4', 1994, 2018), e('1.9L L4 diesel', 1994, 2003), e('1.3L L4 diesel turbo', 2003, 2018), e('1.9L L4 diesel turbo', 1999, 2010), e('0.9L L2 turbo', 2012, 2018)],
      },
      {
        name: '500',
        years: y(2008, 2026),
        type: 'Car',
        submodels: ['Pop', 'Lounge', 'Sport', { name: 'Abarth', years: y(2008, 2026), engines: ['1.4L L4 turbo'] }],
        engines: [e('1.2L L4', 2008, 2024), e('1.4L L4', 2008, 2015), e('0.9L L2 turbo', 2010, 2020), e('1.3L L4 diesel turbo', 2008, 2015), e('1.0L L3 hybrid', 2020, 2026), e('electric', 2021, 2026)],
      },
      {
        name: 'Panda',
        years: y(2004, 2026),
        type: 'Car',
        submodels: ['Pop', 'Easy', 'Lounge', 'Cross'],
        engines: [e('1.1L L4', 2004, 2011), e('1.2L L4', 2004, 2020), e('0.9L L2 turbo', 2012, 2020), e('1.3L L4 diesel turbo', 2004, 2018), e('1.0L L3 hybrid', 2020, 2026)],
      },
      {
        name: 'Doblo',
        years: y(2001, 2022),
        type: 'Van',
        submodels: ['Base', 'Cargo', 'Lounge'],
        engines: [e('1.2L L4', 2001, 2005), e('1.4L L4', 2005, 2022), e('1.9L L4 diesel', 2001, 2005), e('1.3L L4 diesel turbo', 2005, 2022), e('1.6L L4 diesel turbo', 2010, 2022)],
      },
    ],
  },
  {
    name: 'Alfa Romeo',
    region: 'Europe',
    models: [
      { name: 'Giulietta', years: y(2010, 2020), type: 'Car', submodels: ['Progression', 'Distinctive', 'Veloce', 'Quadrifoglio Verde'], engines: [e('1.4L L4 turbo', 2010, 2020), e('1.75L L4 turbo', 2010, 2020), e('1.6L L4 diesel turbo', 2010, 2020), e('2.0L L4 diesel turbo', 2010, 2020)] },
      { name: 'Giulia', years: y(2016, 2026), type: 'Car', submodels: ['Base', 'Ti', 'Veloce', { name: 'Quadrifoglio', engines: ['2.9L V6 turbo'] }], engines: [e('2.0L L4 turbo', 2016, 2026), e('2.2L L4 diesel turbo', 2016, 2026)] },
      { name: '159', years: y(2005, 2011), type: 'Car', submodels: ['Progression', 'Distinctive', 'TI'], engines: [e('1.9L L4', 2005, 2011), e('2.2L L4', 2005, 2011), e('3.2L V6', 2005, 2011), e('1.9L L4 diesel turbo', 2005, 2011), e('2.4L L5 diesel turbo', 2005, 2011)] },
      { name: 'Stelvio', years: y(2017, 2026), type: 'SUV', submodels: ['Base', 'Ti', 'Veloce', { name: 'Quadrifoglio', engines: ['2.9L V6 turbo'] }], engines: [e('2.0L L4 turbo', 2017, 2026), e('2.2L L4 diesel turbo', 2017, 2026)] },
    ],
  },
  {
    name: 'Seat',
    region: 'Europe',
    models: [
      {
        name: 'Ibiza',
        years: y(1993, 2026),
        type: 'Car',
        submodels: [
          { name: 'Reference', years: y(1993, 2026) },
          { name: 'Stella', years: y(1993, 2008) },
          { name: 'Style', years: y(2008, 2026) },
          { name: 'FR', years: y(2002, 2026) },
          { name: 'Cupra', years: y(1996, 2017), engines: [e('2.0L L4', 1996, 2001), e('1.8L L4 turbo', 2002, 2008), e('1.4L L4 turbo', 2009, 2015), e('1.8L L4 turbo', 2016, 2017)] },
        ],
        engines: [e('1.0L L3', 2008, 2026), e('1.2L L3', 2002, 2015), e('1.4L L4', 1993, 2015), e('1.6L L4', 1993, 2015), e('1.9L L4 diesel turbo', 1996, 2010), e('1.6L L4 diesel turbo', 2009, 2020), e('1.0L L3 turbo', 2015, 2026), e('1.2L L4 turbo', 2010, 2017)],
      },
      {
        name: 'Leon',
        years: y(1999, 2026),
        type: 'Car',
        submodels: ['Reference', 'Style', 'FR', { name: 'Cupra', years: y(2000, 2020), engines: [e('1.8L L4 turbo', 2000, 2005), e('2.0L L4 turbo', 2006, 2020)] }],
        engines: [e('1.4L L4', 1999, 2012), e('1.6L L4', 1999, 2012), e('1.9L L4 diesel turbo', 1999, 2010), e('2.0L L4 diesel turbo', 2005, 2026), e('1.4L L4 turbo', 2007, 2020), e('1.5L L4 turbo', 2018, 2026), e('1.6L L4 diesel turbo', 2009, 2020)],
      },
      {
        name: 'Ateca',
        years: y(2016, 2026),
        type: 'SUV',
        submodels: ['Reference', 'Style', 'Xcellence', 'FR'],
        engines: [e('1.0L L3 turbo', 2016, 2026), e('1.4L L4 turbo', 2016, 2018), e('1.5L L4 turbo', 2018, 2026), e('1.6L L4 diesel turbo', 2016, 2020), e('2.0L L4 diesel turbo', 2016, 2026)],
      },
    ],
  },
  {
    name: 'Skoda',
    region: 'Europe',
    models: [
      { name: 'Octavia', years: y(1996, 2026), type: 'Car', submodels: ['Active', 'Ambition', 'Elegance', { name: 'Style', years: y(2013, 2026) }, { name: 'RS', years: y(2001, 2026), engines: [e('1.8L L4 turbo', 2001, 2004), e('2.0L L4 turbo', 2005, 2026), e('2.0L L4 diesel turbo', 2005, 2026)] }, { name: 'Laurin & Klement', years: y(2004, 2020) }], engines: [e('1.4L L4', 1996, 2010), e('1.6L L4', 1996, 2013), e('1.8L L4 turbo', 1996, 2004), e('1.9L L4 diesel turbo', 1996, 2010), e('2.0L L4 diesel turbo', 2004, 2026), e('1.4L L4 turbo', 2008, 2020), e('1.6L L4 diesel turbo', 2009, 2020), e('1.5L L4 turbo', 2019, 2026)] },
      { name: 'Fabia', years: y(1999, 2026), type: 'Car', submodels: ['Classic', 'Active', 'Ambition', 'Style', { name: 'RS', years: y(2003, 2014), engines: [e('1.9L L4 diesel turbo', 2003, 2007), e('1.4L L4 turbo', 2010, 2014)] }], engines: [e('1.0L L4', 1999, 2007), e('1.2L L3', 2002, 2014), e('1.4L L4', 1999, 2014), e('1.9L L4 diesel', 1999, 2007), e('1.4L L3 diesel turbo', 2003, 2018), e('1.0L L3 turbo', 2015, 2026), e('1.2L L4 turbo', 2010, 2018)] },
      { name: 'Superb', years: y(2002, 2026), type: 'Car', submodels: ['Active', 'Ambition', 'Elegance', 'Style', 'Laurin & Klement'], engines: [e('1.8L L4 turbo', 2002, 2015), e('2.8L V6', 2002, 2008), e('3.6L V6', 2008, 2015), e('1.9L L4 diesel turbo', 2002, 2008), e('2.0L L4 diesel turbo', 2006, 2026), e('1.4L L4 turbo', 2010, 2020), e('2.0L L4 turbo', 2015, 2026)] },
    ],
  },
  {
    name: 'Opel',
    region: 'Europe',
    models: [
      { name: 'Astra', years: y(1991, 2026), type: 'Car', submodels: ['Essentia', 'Enjoy', 'Cosmo', { name: 'GTC', years: y(2005, 2018) }, { name: 'OPC', years: y(2002, 2018), engines: [e('2.0L L4 turbo', 2002, 2018)] }], engines: [e('1.4L L4', 1991, 2015), e('1.6L L4', 1991, 2015), e('1.8L L4', 1991, 2012), e('1.7L L4 diesel turbo', 1995, 2015), e('1.9L L4 diesel turbo', 2004, 2010), e('1.4L L4 turbo', 2010, 2021), e('1.6L L4 diesel turbo', 2015, 2021), e('1.2L L3 turbo', 2021, 2026), e('1.5L L4 diesel turbo', 2021, 2026)] },
      { name: 'Corsa', years: y(1993, 2026), type: 'Car', submodels: ['Essentia', 'Enjoy', 'Cosmo', { name: 'OPC', years: y(2007, 2018), engines: ['1.6L L4 turbo'] }, { name: 'GS Line', years: y(2020, 2026) }], engines: [e('1.0L L3', 1997, 2014), e('1.2L L4', 1993, 2019), e('1.4L L4', 1993, 2019), e('1.3L L4 diesel turbo', 2003, 2019), e('1.2L L3 turbo', 2019, 2026), e('1.5L L4 diesel turbo', 2019, 2026), e('electric', 2020, 2026)] },
      { name: 'Insignia', years: y(2009, 2022), type: 'Car', submodels: ['Edition', 'Sport', 'Cosmo', { name: 'OPC', years: y(2009, 2017), engines: ['2.8L V6 turbo'] }], engines: [e('1.6L L4 turbo', 2009, 2022), e('1.8L L4', 2009, 2015), e('2.0L L4 turbo', 2009, 2022), e('2.0L L4 diesel turbo', 2009, 2022), e('1.5L L4 turbo', 2017, 2022)] },
      { name: 'Zafira', years: y(1999, 2019), type: 'Van', submodels: ['Essentia', 'Enjoy', 'Cosmo'], engines: [e('1.6L L4', 1999, 2014), e('1.8L L4', 1999, 2014), e('2.2L L4', 2000, 2005), e('1.9L L4 diesel turbo', 2005, 2011), e('1.4L L4 turbo', 2011, 2019), e('2.0L L4 diesel turbo', 2011, 2019)] },
    ],
  },
];
